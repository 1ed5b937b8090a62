/**
 * Compile stage 3: the move atoms of every piece type for both sides, per atom kind — leaps (plain,
 * or conditional records with legs and flags), lion double steps, and rays (riders and hoppers).
 */
import { VariantError } from '../../errors/errors.js';
import type { AtomMode, MoveAtom, VariantDefinition } from '../definition.js';
import { type BuildContext, csr } from './context.js';
import { orient, type RayTables } from './rays.js';
import {
  type CompiledRay,
  type GenerationTables,
  type LeapTables,
  type PieceTables,
  type VariantTables,
  HOP_CANNON,
  HOP_GRASSHOPPER,
  LEG_IN_CHECK,
  LEG_INITIAL,
  LEG_NOT_IN_CHECK,
  LEG_NOT_INITIAL,
  LEG_SETS_EP,
  MODE_BOTH,
  MODE_CAPTURE,
  MODE_MOVE,
  UNLIMITED_RANGE,
} from './tables.js';

/** Move tables of the atoms, keyed `(side * stride + type) * size + square` (rays per `side * stride + type`). */
export type AtomTables = LeapTables &
  Pick<VariantTables, 'rays'> &
  Pick<PieceTables, 'takesEp' | 'prison'> &
  Pick<GenerationTables, 'phantomSources'> & {
    /**
     * Lion double moves per (side, type, square) key `(side * stride + type) * size + square`: mode
     * bits and first-step targets, or undefined. `lionSecond[(side * stride + type) * size + b]` are the
     * second-step targets from b (any occupancy). The lion rule's tables (`rules/lion/`).
     */
    readonly lionMode: Uint8Array;
    readonly lionFirst: readonly (readonly number[] | undefined)[];
    readonly lionSecond: readonly (readonly number[] | undefined)[];
    /** No atom's captures escape the reverse attack tables (`CaptureTables.tablesBoundAttacks`). */
    readonly tablesBoundAttacks: boolean;
    /** Attack squares of lion atoms per key (added to the reverse leaper attacks). */
    readonly lionAttack: readonly (readonly number[])[];
    /**
     * Capture squares of plain leaps that the piece's `block` zone keeps it from moving onto, per key: it still
     * attacks them (as in SjaakII: a king there is in check), so they join the reverse leaper attacks.
     */
    readonly blockedAttack: readonly (readonly number[])[];
    /** No atom rules out the fast legal generator. */
    readonly simple: boolean;
    /** Some atom is initial-only (or not initial). */
    readonly tracksUnmoved: boolean;
  };

/** Lists being filled while the atoms are compiled. */
interface AtomLists {
  readonly both: number[][];
  readonly moveOnly: number[][];
  readonly captureOnly: number[][];
  readonly legged: number[][];
  readonly rays: CompiledRay[][];
  readonly lionMode: Uint8Array;
  readonly lionFirst: (number[] | undefined)[];
  readonly lionSecond: (number[] | undefined)[];
  readonly lionAttack: number[][];
  readonly blockedAttack: number[][];
}

/** One atom of one piece type for one side, with its key, mode and zones. */
interface AtomSite {
  readonly atom: MoveAtom;
  readonly side: number;
  /** `side * stride + type`. */
  readonly key: number;
  readonly mode: number;
  /** The atom's origin zone, if any. */
  readonly from: Uint8Array | undefined;
  /** The piece's prison, if any. */
  readonly prison: Uint8Array | undefined;
  /** The piece's blocked squares, if any. */
  readonly block: Uint8Array | undefined;
}

/** The shared empty list every atom list starts as (frozen: a push into it throws instead of filling every list). */
const NONE = Object.freeze([] as number[]) as number[];

/** `lists[k]`, given an array of its own when it is still the shared `NONE`. */
function own(lists: number[][], k: number): number[] {
  const list = lists[k]!;
  return list === NONE ? (lists[k] = []) : list;
}

function modeBits(mode: AtomMode | undefined): number {
  return mode === 'move' ? MODE_MOVE : mode === 'capture' ? MODE_CAPTURE : MODE_BOTH;
}

/** Stage 3: the atoms of every piece type for both sides. */
export function atomStage(ctx: BuildContext, rays: RayTables): AtomTables {
  const { def, size, stride } = ctx;
  const K = 2 * stride * size;
  // Most (side, type, square) lists stay empty: they all start as the one frozen `NONE` and get their own array
  // on their first entry (`own`), so a large board with many types does not allocate tens of thousands of arrays.
  const lists: AtomLists = {
    both: new Array<number[]>(K).fill(NONE),
    moveOnly: new Array<number[]>(K).fill(NONE),
    captureOnly: new Array<number[]>(K).fill(NONE),
    legged: new Array<number[]>(K).fill(NONE),
    rays: Array.from({ length: 2 * stride }, () => []),
    lionMode: new Uint8Array(K),
    lionFirst: new Array<number[] | undefined>(K).fill(undefined),
    lionSecond: new Array<number[] | undefined>(K).fill(undefined),
    lionAttack: new Array<number[]>(K).fill(NONE),
    blockedAttack: new Array<number[]>(K).fill(NONE),
  };
  const takesEp = new Uint8Array(2 * stride);
  const prison: (Uint8Array | undefined)[] = Array.from({ length: 2 * stride }, () => undefined);
  const phantomSources = compilePhantoms(def, ctx.files, ctx.ranks);
  let simple = phantomSources === undefined;
  // Phantom blockers, blocked squares (still attacked), spacious pieces (the square beyond) and the captures below
  // escape the reverse attack tables: `tablesBoundAttacks` is then false.
  let tablesBoundAttacks = simple;
  let tracksUnmoved = false;
  for (let t = 1; t <= ctx.typeCount; t++) {
    const p = ctx.types[t]!;
    for (let side = 0; side < 2; side++) {
      const key = side * stride + t;
      const pr = p.prison ? ctx.zone(p.prison, side) : undefined;
      prison[key] = pr;
      const block = p.block ? ctx.zone(p.block, side) : undefined;
      for (const atom of p.moves) {
        if (atom.walk !== undefined) {
          simple = false; // walks: rules/walk/, generated by the checked generator only
          continue;
        }
        if (atom.swap || atom.ownVictims) {
          simple = false; // swap and friendly capture atoms: compile/swaps.ts, generated by the checked generator only
          continue;
        }
        const mode = modeBits(atom.mode);
        const from = atom.fromZone ? ctx.zone(atom.fromZone, side) : undefined;
        if (atom.initial || atom.notInitial) tracksUnmoved = true;
        if (atom.notInCheck || atom.inCheck || atom.secondStep || atom.bounce) simple = false;
        if (atom.takesEnPassant) takesEp[key] = 1;
        if (pr && atom.kind !== 'leap') simple = false; // the fast generator keeps leaps only in their prison
        if (p.block || p.rules?.spacious) tablesBoundAttacks = false;
        if (mode & MODE_CAPTURE) {
          if (atom.legs || atom.kind === 'hop') simple = false;
          // Captures the tables leave out (initial-only, in or out of check) or make otherwise (lions).
          if (atom.initial || atom.notInitial || atom.notInCheck || atom.inCheck || atom.secondStep)
            tablesBoundAttacks = false;
        }
        const site: AtomSite = { atom, side, key, mode, from, prison: pr, block };
        if (atom.kind === 'leap' && atom.secondStep) lionAtom(ctx, lists, site);
        else if (atom.kind === 'leap') leapAtom(ctx, lists, site);
        else rayAtom(ctx, lists, site, rays, phantomSources !== undefined);
      }
    }
  }
  if (def.flyingRoyals) simple = false;
  if (def.checkEvasion === 'lines') simple = false;
  const [leapBothOff, leapBoth] = csr(lists.both);
  const [leapMoveOff, leapMove] = csr(lists.moveOnly);
  const [leapCaptureOff, leapCapture] = csr(lists.captureOnly);
  const [leggedOff, legged] = csr(lists.legged);
  return {
    leapBothOff,
    leapBoth,
    leapMoveOff,
    leapMove,
    leapCaptureOff,
    leapCapture,
    leggedOff,
    legged,
    rays: lists.rays,
    lionMode: lists.lionMode,
    lionFirst: lists.lionFirst,
    lionSecond: lists.lionSecond,
    lionAttack: lists.lionAttack,
    blockedAttack: lists.blockedAttack,
    takesEp,
    prison,
    simple,
    tablesBoundAttacks,
    tracksUnmoved,
    phantomSources,
  };
}

/** A lion atom (a leap with a second step): first and second steps per square, and its attack squares. */
function lionAtom(ctx: BuildContext, lists: AtomLists, site: AtomSite): void {
  const { size, onBoard } = ctx;
  const { atom, side, key, mode, from } = site;
  const first = atom.vectors.map((v) => orient(v, side, atom));
  const second = (atom.secondStep ?? []).map((v) => orient(v, side, atom));
  for (let s = 0; s < size; s++) {
    if (!onBoard[s]) continue;
    const k = key * size + s;
    const s2 = lists.lionSecond[k] ?? [];
    for (const v of second) {
      const b = ctx.step(s, v[0], v[1]);
      if (b >= 0 && onBoard[b] && !s2.includes(b)) s2.push(b);
    }
    lists.lionSecond[k] = s2;
    if (from && !from[s]) continue;
    const f1 = lists.lionFirst[k] ?? [];
    for (const v of first) {
      const b = ctx.step(s, v[0], v[1]);
      if (b >= 0 && onBoard[b] && !f1.includes(b)) f1.push(b);
    }
    lists.lionFirst[k] = f1;
    lists.lionMode[k] = lists.lionMode[k]! | mode;
  }
  if (!(mode & MODE_CAPTURE)) return;
  for (let s = 0; s < size; s++) {
    const k = key * size + s;
    const f1 = lists.lionFirst[k];
    if (!f1) continue;
    const att = own(lists.lionAttack, k);
    for (const b of f1) {
      if (!att.includes(b)) att.push(b);
      for (const v of second) {
        const t2 = ctx.step(b, v[0], v[1]);
        if (t2 >= 0 && t2 !== s && onBoard[t2] && !att.includes(t2)) att.push(t2);
      }
    }
  }
}

/** A leap atom: plain targets by mode, or conditional records `[to, flags, legCount, ...legs]`. */
function leapAtom(ctx: BuildContext, lists: AtomLists, site: AtomSite): void {
  const { size, onBoard } = ctx;
  const { atom, side, key, mode, from, prison: pr, block: blk } = site;
  const conditional =
    atom.legs !== undefined ||
    atom.initial === true ||
    atom.notInitial === true ||
    atom.notInCheck === true ||
    atom.inCheck === true ||
    atom.setsEnPassant === true;
  let flags = mode;
  if (atom.setsEnPassant) flags |= LEG_SETS_EP;
  if (atom.initial) flags |= LEG_INITIAL;
  if (atom.notInitial) flags |= LEG_NOT_INITIAL;
  if (atom.notInCheck) flags |= LEG_NOT_IN_CHECK;
  if (atom.inCheck) flags |= LEG_IN_CHECK;
  atom.vectors.forEach((v, vi) => {
    const o = orient(v, side, atom);
    const legs = (atom.legs?.[vi] ?? []).map((l) => orient(l, side, atom));
    for (let s = 0; s < size; s++) {
      if (!onBoard[s] || (from && !from[s]) || (pr && !pr[s])) continue;
      const to = onBoardOf(ctx, ctx.step(s, o[0], o[1]), atom.toBoard);
      if (to < 0 || !onBoard[to] || to === s || (pr && !pr[to])) continue;
      const k = key * size + s;
      if (blk?.[to]) {
        // Not a move, but still an attack (a plain capturing leap only).
        const blocked = own(lists.blockedAttack, k);
        if (!conditional && mode & MODE_CAPTURE && !blocked.includes(to)) blocked.push(to);
        continue;
      }
      if (conditional) {
        const legSquares = legs.map((l) => ctx.step(s, l[0], l[1]));
        if (legSquares.some((l) => l < 0 || blk?.[l])) continue;
        own(lists.legged, k).push(to, flags, legSquares.length, ...legSquares);
      } else {
        const list = own(
          mode === MODE_BOTH ? lists.both : mode === MODE_MOVE ? lists.moveOnly : lists.captureOnly,
          k,
        );
        if (!list.includes(to)) list.push(to);
      }
    }
  });
}

/**
 * Square `s` moved to the same square of board `toBoard` (`MoveAtom.toBoard`, 1-based, with `boards`); `s` itself
 * without `toBoard`, -1 off the board or without `boards`.
 */
function onBoardOf(ctx: BuildContext, s: number, toBoard: number | undefined): number {
  if (toBoard === undefined || s < 0) return s;
  const b = ctx.def.boards;
  if (!b || toBoard > b.count) return -1;
  const stride = b.files + (ctx.files - b.count * b.files) / (b.count - 1);
  const f = s % ctx.files;
  return s + ((toBoard - 1) * stride - Math.floor(f / stride) * stride);
}

/** A rider or hopper atom: one compiled ray per vector. */
function rayAtom(
  ctx: BuildContext,
  lists: AtomLists,
  site: AtomSite,
  rays: RayTables,
  phantoms: boolean,
): void {
  const { atom, side, key, mode, from } = site;
  const hurdleMask = (atom.hurdleExcept ?? []).reduce((m, id) => m | (1 << ctx.typeOf(id)), 0);
  for (const v of atom.vectors) {
    const o = orient(v, side, atom);
    const phantom =
      phantoms && atom.kind === 'ride' && atom.range === undefined && o[0] === 0 && Math.abs(o[1]) === 1;
    lists.rays[key]!.push({
      dir: rays.dirOf(o, atom.bounce === true),
      range: atom.range ?? UNLIMITED_RANGE,
      mode,
      fromMask: from,
      initial: atom.initial === true,
      notInitial: atom.notInitial === true,
      check: atom.notInCheck ? 1 : atom.inCheck ? 2 : 0,
      conditional:
        from !== undefined ||
        atom.initial === true ||
        atom.notInitial === true ||
        atom.notInCheck === true ||
        atom.inCheck === true ||
        phantom,
      phantom,
      hop: atom.kind === 'hop' ? (atom.hop === 'grasshopper' ? HOP_GRASSHOPPER : HOP_CANNON) : -1,
      hurdleMask,
      reach: atom.reach ?? UNLIMITED_RANGE,
    });
  }
}

/** Per square, the source squares of its `filePhantoms` entries (undefined when there are none). */
function compilePhantoms(
  def: VariantDefinition,
  files: number,
  ranks: number,
): (number[] | undefined)[] | undefined {
  const pairs = def.filePhantoms ?? [];
  if (pairs.length === 0) return undefined;
  const out: (number[] | undefined)[] = Array.from({ length: files * ranks }, () => undefined);
  for (const [source, phantom] of pairs) {
    if (!Number.isInteger(source) || !Number.isInteger(phantom))
      throw new VariantError(`variant ${def.id}: bad filePhantoms rank`, []);
    if (source < 1 || source > ranks || phantom < 1 || phantom > ranks)
      throw new VariantError(`variant ${def.id}: filePhantoms rank off the board`, []);
    for (let f = 0; f < files; f++) {
      const s = f + (phantom - 1) * files;
      const from = f + (source - 1) * files;
      const list = (out[s] ??= []);
      if (!list.includes(from) && from !== s) list.push(from);
    }
  }
  return out;
}
