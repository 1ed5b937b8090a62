/**
 * Compiles a `VariantDefinition` into flat move tables (typed arrays indexed by side, piece type and
 * square) so that move generation does no geometry and no allocation. Compiled variants are cached
 * per definition object.
 */
import { gcd } from './atoms.js';
import { MAX_BOARD_SIZE, parseSquareName, squareName } from './geometry.js';
import type { AtomMode, MoveAtom, PieceType, VariantDefinition, Vector } from './variant.js';

/** Mode bits of a compiled atom. */
export const MODE_MOVE = 1;
export const MODE_CAPTURE = 2;
export const MODE_BOTH = 3;
/** Extra flags of a legged leap entry. */
export const LEG_SETS_EP = 4;
export const LEG_INITIAL = 8;
export const LEG_NOT_INITIAL = 16;
export const LEG_NOT_IN_CHECK = 32;
export const LEG_IN_CHECK = 64;
/** Any of the conditional flags of a legged entry. */
export const LEG_CONDITIONS = LEG_INITIAL | LEG_NOT_INITIAL | LEG_NOT_IN_CHECK | LEG_IN_CHECK;
/** Hop kinds. */
export const HOP_CANNON = 0;
export const HOP_GRASSHOPPER = 1;

/** Promotion flag per (side, type, square): none, must promote, may promote. */
export const PROMO_NONE = 0;
export const PROMO_MUST = 1;
export const PROMO_MAY = 2;

/** A compiled rider or hopper atom for one side and type. */
export interface CompiledRay {
  /** Index into the direction table. */
  readonly dir: number;
  readonly range: number;
  readonly mode: number;
  /** Only from these squares (`undefined`: everywhere). */
  readonly fromMask: Uint8Array | undefined;
  readonly initial: boolean;
  readonly notInitial: boolean;
  readonly hop: number;
  /** 0: always; 1: only when not in check; 2: only in check. */
  readonly check: number;
  /** Some condition applies (zone, initial, not initial, check, phantoms): the generator tests them. */
  readonly conditional: boolean;
  /** An unlimited file ride that stops at phantom blockers (`filePhantoms`). */
  readonly phantom: boolean;
}

/** Attack description of one direction for one attacking side. */
export interface RayAttacker {
  /** Direction index of the walk from the attacked square towards the attacker (the reverse of the move). */
  readonly walkDir: number;
  /** Bit mask of piece types (1 << type) attacking along this line. */
  readonly mask: number;
  /** Per type, most steps (Infinity when unlimited). */
  readonly range: Float64Array;
  /** Some type has a limited range. */
  readonly limited: boolean;
  /** Bit mask of types that attack as cannons (one hurdle) along this line. */
  readonly cannonMask: number;
  /** Bit mask of types that attack as grasshoppers along this line. */
  readonly grasshopperMask: number;
}

/** The compiled form of a variant. */
export interface CompiledVariant {
  readonly def: VariantDefinition;
  readonly files: number;
  readonly ranks: number;
  /** Number of squares (files × ranks). */
  readonly size: number;
  /** Number of piece types; types are numbered 1…typeCount. */
  readonly typeCount: number;
  /** Stride per side in per-(side, type) arrays: typeCount + 1. */
  readonly stride: number;
  /** Piece type definitions by type number (index 0 unused). */
  readonly types: readonly PieceType[];
  /** Type number by piece id. */
  readonly typeByid: ReadonlyMap<string, number>;
  /** 1 for squares on the board, 0 for holes. */
  readonly onBoard: Uint8Array;
  /** Direction vectors (dx, dy) by direction index. */
  readonly dirs: readonly Vector[];
  /** Ray of each direction from each square: start offset into `raySquares` and length. */
  readonly rayStart: Int32Array;
  readonly rayLength: Int32Array;
  readonly raySquares: Int16Array;
  /** Leaper targets per (side, type, square), CSR: offsets are indexed by `(side * stride + type) * size + square`. */
  readonly leapBothOff: Int32Array;
  readonly leapBoth: Int16Array;
  readonly leapMoveOff: Int32Array;
  readonly leapMove: Int16Array;
  readonly leapCaptureOff: Int32Array;
  readonly leapCapture: Int16Array;
  /** Conditional leaps (legs, initial-only, e.p.-setting): records `[to, flags, legCount, ...legs]`. */
  readonly leggedOff: Int32Array;
  readonly legged: Int16Array;
  /** Riders and hoppers per (side, type). */
  readonly rays: readonly (readonly CompiledRay[])[];
  /**
   * Lion double moves per (side, type, square) key `(side * stride + type) * size + square`: mode
   * bits and first-step targets, or undefined. `lionSecond[(side * stride + type) * size + b]` are the
   * second-step targets from b (any occupancy).
   */
  readonly lionMode: Uint8Array;
  readonly lionFirst: readonly (readonly number[] | undefined)[];
  readonly lionSecond: readonly (readonly number[] | undefined)[];
  /** Per type: a royal that may not pass attacked squares on a move (SjaakII `en-passant check`). */
  readonly noPassingCheck: Uint8Array;
  /** Per type: SjaakII `no_retaliate` / `endangered` capture rules. */
  readonly noRetaliate: Uint8Array;
  readonly endangered: Uint8Array;
  /** Per (side, type): the type captures en passant with its capture leaps. */
  readonly takesEp: Uint8Array;
  /** Reverse leaper attacks per (attacking side, square): pairs `[origin, typeMask]`. */
  readonly attackLeapOff: Int32Array;
  readonly attackLeap: Int32Array;
  /** Reverse legged attacks per (attacking side, square): records `[origin, typeMask, legCount, ...legs]`. */
  readonly attackLeggedOff: Int32Array;
  readonly attackLegged: Int32Array;
  /** Line attackers per attacking side. */
  readonly rayAttackers: readonly (readonly RayAttacker[])[];
  /** Promotion flag per (side, type, square) for moves ending there (and, with `enter-or-leave`, starting there). */
  readonly promo: Uint8Array;
  readonly promoLeave: Uint8Array;
  /** Promotion choices (type numbers) per type: every choice of every rule (empty: the type never promotes). */
  readonly promoChoices: readonly (readonly number[])[];
  /** Per (side, type, square): index into `promoSets` of the choices of a promotion there. */
  readonly promoSet: Int16Array;
  /** Distinct promotion choice lists (type numbers). */
  readonly promoSets: readonly (readonly number[])[];
  /** Whether the type number is royal. */
  readonly royal: Uint8Array;
  /** Bit mask of royal types. */
  readonly royalMask: number;
  /** Whether the type is pawn-like (move counter reset, SAN file captures). */
  readonly pawnLike: Uint8Array;
  /** Prison mask per (side, type): squares where the type may stand, or undefined. */
  readonly prison: readonly (Uint8Array | undefined)[];
  /** The position allows the fast legal generator (pins and check evasion) when each side has one royal. */
  readonly simple: boolean;
  /** Some atom is initial-only: track unmoved pieces. */
  readonly tracksUnmoved: boolean;
  /** Type a captured piece becomes in the captor's hand (0: none). */
  readonly handType: Int16Array;
  /** Zone square masks per side by zone name. */
  readonly zones: ReadonlyMap<string, readonly [Uint8Array, Uint8Array]>;
  /** Piece type by FEN symbol and side: `symbol` → `side * stride + type`. */
  readonly symbolToPiece: ReadonlyMap<string, number>;
  /** FEN symbols per (side, type). */
  readonly pieceSymbol: readonly string[];
  /** Longest FEN symbol length. */
  readonly maxSymbolLength: number;
  /** Drop zone mask per (side, type), or undefined for anywhere. */
  readonly dropZone: readonly (Uint8Array | undefined)[];
  /** Type numbers that may not be doubled on a file by drops. */
  readonly noDoubled: Uint8Array;
  /** Type numbers whose drop may not mate. */
  readonly noDropMate: Uint8Array;
  /** Mask of squares in the flag zone per side (king of the hill). */
  readonly flagZone: readonly [Uint8Array, Uint8Array] | undefined;
  /** Square name by index. */
  readonly squareNames: readonly string[];
  /** Per (side, type): squares that count as occupied for the type (`block` zone), or undefined. */
  readonly block: readonly (Uint8Array | undefined)[];
  /** Per type: cannot be captured. */
  readonly iron: Uint8Array;
  /** Per type: bit mask of the types it may capture (all bits when unrestricted). */
  readonly victims: Int32Array;
  /** Some type has `iron`, `victims` or `block`, or the variant has `filePhantoms`: attacks are generated. */
  readonly captureRules: boolean;
  /** Per square: the squares whose occupancy makes it a phantom blocker (`filePhantoms`), or undefined. */
  readonly phantomSources: readonly (readonly number[] | undefined)[] | undefined;
  /** Per type: its drops may not give check. */
  readonly noDropCheck: Uint8Array;
  /** Per (side, type): squares where a dropped piece could never move (when dead drops are forbidden), or undefined. */
  readonly deadDrop: readonly (Uint8Array | undefined)[];
  /** The eight neighbours of each square (CSR), for atomic explosions. */
  readonly neighbourOff: Int32Array;
  readonly neighbours: Int16Array;
  /** Per type: immune to atomic explosions. */
  readonly blastImmune: Uint8Array;
  /** Per type: does not change side when capturing (Andernach). */
  readonly keepsSide: Uint8Array;
}

const cache = new WeakMap<VariantDefinition, CompiledVariant>();

/** Compiles (and caches) a variant definition. Throws `RangeError` for an inconsistent definition. */
export function compileVariant(def: VariantDefinition): CompiledVariant {
  let c = cache.get(def);
  if (!c) {
    c = build(def);
    cache.set(def, c);
  }
  return c;
}

function modeBits(mode: AtomMode | undefined): number {
  return mode === 'move' ? MODE_MOVE : mode === 'capture' ? MODE_CAPTURE : MODE_BOTH;
}

function build(def: VariantDefinition): CompiledVariant {
  const { files, ranks } = def.board;
  if (!Number.isInteger(files) || !Number.isInteger(ranks) || files < 1 || ranks < 1) {
    throw new RangeError(`variant ${def.id}: bad board size`);
  }
  if (files > MAX_BOARD_SIZE || ranks > MAX_BOARD_SIZE)
    throw new RangeError(`variant ${def.id}: board too large`);
  const size = files * ranks;
  const T = def.pieces.length;
  if (T > 31) throw new RangeError(`variant ${def.id}: at most 31 piece types`);
  const stride = T + 1;
  const types: PieceType[] = [undefined as unknown as PieceType, ...def.pieces];
  const typeByid = new Map<string, number>();
  def.pieces.forEach((p, i) => {
    if (typeByid.has(p.id)) throw new RangeError(`variant ${def.id}: duplicate piece id ${p.id}`);
    typeByid.set(p.id, i + 1);
  });
  const typeOf = (id: string): number => {
    const t = typeByid.get(id);
    if (t === undefined) throw new RangeError(`variant ${def.id}: unknown piece id ${id}`);
    return t;
  };
  const squareNames = Array.from({ length: size }, (_, s) => squareName(s, files));
  const sq = (name: string): number => {
    const s = parseSquareName(name, files, ranks);
    if (s === undefined) throw new RangeError(`variant ${def.id}: bad square ${name}`);
    return s;
  };

  const onBoard = new Uint8Array(size).fill(1);
  for (const h of def.board.holes ?? []) onBoard[sq(h)] = 0;
  const passHoles = def.board.holeMode === 'pass';
  const wrapF = def.board.wrapFiles === true;
  const wrapR = def.board.wrapRanks === true;

  const zones = new Map<string, readonly [Uint8Array, Uint8Array]>();
  for (const [name, z] of Object.entries(def.zones ?? {})) {
    const w = new Uint8Array(size);
    const b = new Uint8Array(size);
    for (const n of z.white) w[sq(n)] = 1;
    for (const n of z.black) b[sq(n)] = 1;
    zones.set(name, [w, b]);
  }
  const zone = (name: string, side: number): Uint8Array => {
    const z = zones.get(name);
    if (!z) throw new RangeError(`variant ${def.id}: unknown zone ${name}`);
    return z[side]!;
  };

  /** Square reached from `s` by (dx, dy), honouring wrapping; -1 when off the board. */
  const step = (s: number, dx: number, dy: number): number => {
    let f = (s % files) + dx;
    let r = Math.floor(s / files) + dy;
    if (f < 0 || f >= files) {
      if (!wrapF) return -1;
      f = ((f % files) + files) % files;
    }
    if (r < 0 || r >= ranks) {
      if (!wrapR) return -1;
      r = ((r % ranks) + ranks) % ranks;
    }
    return r * files + f;
  };

  // Direction table and rays.
  const dirs: Vector[] = [];
  const dirIndex = new Map<string, number>();
  const dirOf = (v: Vector): number => {
    const key = `${v[0]},${v[1]}`;
    let d = dirIndex.get(key);
    if (d === undefined) {
      d = dirs.length;
      dirs.push([v[0], v[1]]);
      dirIndex.set(key, d);
    }
    return d;
  };
  const orient = (v: Vector, side: number, atom: MoveAtom): Vector =>
    side === 0 ? v : atom.orientation === 'rotate' ? [-v[0], -v[1]] : [v[0], -v[1]];

  // Collect every direction used by riders/hoppers (and their reverses, for attack walks).
  for (const p of def.pieces) {
    for (const atom of p.moves) {
      if (atom.kind === 'leap') continue;
      for (const side of [0, 1]) {
        for (const v of atom.vectors) {
          const o = orient(v, side, atom);
          dirOf(o);
          dirOf([-o[0], -o[1]]);
        }
      }
    }
  }
  if (def.flyingRoyals) {
    dirOf([0, 1]);
    dirOf([0, -1]);
  }
  const D = dirs.length;
  const rayStart = new Int32Array(D * size);
  const rayLength = new Int32Array(D * size);
  const rayData: number[] = [];
  const maxSteps = Math.max(files, ranks) * 2;
  for (let d = 0; d < D; d++) {
    const [dx, dy] = dirs[d]!;
    for (let s = 0; s < size; s++) {
      rayStart[d * size + s] = rayData.length;
      if (!onBoard[s]) continue;
      let t = s;
      let n = 0;
      for (let k = 0; k < maxSteps; k++) {
        t = step(t, dx, dy);
        if (t < 0 || t === s) break;
        if (!onBoard[t]) {
          if (passHoles) continue;
          break;
        }
        rayData.push(t);
        n++;
      }
      rayLength[d * size + s] = n;
    }
  }
  const raySquares = Int16Array.from(rayData);

  // Leaper tables.
  const K = 2 * stride * size;
  const both: number[][] = Array.from({ length: K }, () => []);
  const moveOnly: number[][] = Array.from({ length: K }, () => []);
  const captureOnly: number[][] = Array.from({ length: K }, () => []);
  const leggedLists: number[][] = Array.from({ length: K }, () => []);
  const rays: CompiledRay[][] = Array.from({ length: 2 * stride }, () => []);
  const lionMode = new Uint8Array(K);
  const lionFirst: (number[] | undefined)[] = Array.from({ length: K }, () => undefined);
  const lionSecond: (number[] | undefined)[] = Array.from({ length: K }, () => undefined);
  /** Attack squares of lion atoms per key (added to the reverse leaper attacks). */
  const lionAttack: number[][] = Array.from({ length: K }, () => []);
  const takesEp = new Uint8Array(2 * stride);
  const prison: (Uint8Array | undefined)[] = Array.from({ length: 2 * stride }, () => undefined);
  let simple = true;
  let tracksUnmoved = false;
  const phantomSources = compilePhantoms(def, files, ranks);
  if (phantomSources) simple = false;

  for (let t = 1; t <= T; t++) {
    const p = types[t]!;
    for (let side = 0; side < 2; side++) {
      const key = side * stride + t;
      const pr = p.prison ? zone(p.prison, side) : undefined;
      prison[key] = pr;
      for (const atom of p.moves) {
        const mode = modeBits(atom.mode);
        const from = atom.fromZone ? zone(atom.fromZone, side) : undefined;
        if (atom.initial || atom.notInitial) tracksUnmoved = true;
        if (atom.notInCheck || atom.inCheck || atom.secondStep) simple = false;
        if (atom.takesEnPassant) takesEp[key] = 1;
        if (mode & MODE_CAPTURE && (atom.initial || atom.notInitial || atom.legs || atom.kind === 'hop'))
          simple = false;
        if (mode & MODE_CAPTURE && atom.kind === 'ride' && (from || pr)) simple = false;
        if (atom.kind === 'leap' && atom.secondStep) {
          const first = atom.vectors.map((v) => orient(v, side, atom));
          const second = atom.secondStep.map((v) => orient(v, side, atom));
          for (let s = 0; s < size; s++) {
            if (!onBoard[s]) continue;
            const k = key * size + s;
            const s2 = lionSecond[k] ?? [];
            for (const v of second) {
              const b = step(s, v[0], v[1]);
              if (b >= 0 && onBoard[b] && !s2.includes(b)) s2.push(b);
            }
            lionSecond[k] = s2;
            if (from && !from[s]) continue;
            const f1 = lionFirst[k] ?? [];
            for (const v of first) {
              const b = step(s, v[0], v[1]);
              if (b >= 0 && onBoard[b] && !f1.includes(b)) f1.push(b);
            }
            lionFirst[k] = f1;
            lionMode[k] = lionMode[k]! | mode;
          }
          if (mode & MODE_CAPTURE) {
            for (let s = 0; s < size; s++) {
              const k = key * size + s;
              const f1 = lionFirst[k];
              if (!f1) continue;
              const att = lionAttack[k]!;
              for (const b of f1) {
                if (!att.includes(b)) att.push(b);
                for (const v of second) {
                  const t2 = step(b, v[0], v[1]);
                  if (t2 >= 0 && t2 !== s && onBoard[t2] && !att.includes(t2)) att.push(t2);
                }
              }
            }
          }
          continue;
        }
        if (atom.kind === 'leap') {
          const conditional =
            atom.legs !== undefined ||
            atom.initial === true ||
            atom.notInitial === true ||
            atom.notInCheck === true ||
            atom.inCheck === true ||
            atom.setsEnPassant === true;
          const blk = p.block ? zone(p.block, side) : undefined;
          atom.vectors.forEach((v, vi) => {
            const o = orient(v, side, atom);
            const legs = (atom.legs?.[vi] ?? []).map((l) => orient(l, side, atom));
            for (let s = 0; s < size; s++) {
              if (!onBoard[s] || (from && !from[s]) || (pr && !pr[s])) continue;
              const to = step(s, o[0], o[1]);
              if (to < 0 || !onBoard[to] || to === s || (pr && !pr[to]) || (blk && blk[to])) continue;
              const k = key * size + s;
              if (conditional) {
                const legSquares = legs.map((l) => step(s, l[0], l[1]));
                if (legSquares.some((l) => l < 0 || (blk && blk[l]))) continue;
                let flags = mode;
                if (atom.setsEnPassant) flags |= LEG_SETS_EP;
                if (atom.initial) flags |= LEG_INITIAL;
                if (atom.notInitial) flags |= LEG_NOT_INITIAL;
                if (atom.notInCheck) flags |= LEG_NOT_IN_CHECK;
                if (atom.inCheck) flags |= LEG_IN_CHECK;
                leggedLists[k]!.push(to, flags, legSquares.length, ...legSquares);
              } else {
                const list =
                  mode === MODE_BOTH ? both[k]! : mode === MODE_MOVE ? moveOnly[k]! : captureOnly[k]!;
                if (!list.includes(to)) list.push(to);
              }
            }
          });
        } else {
          for (const v of atom.vectors) {
            const o = orient(v, side, atom);
            const phantom =
              phantomSources !== undefined &&
              atom.kind === 'ride' &&
              atom.range === undefined &&
              o[0] === 0 &&
              Math.abs(o[1]) === 1;
            rays[key]!.push({
              dir: dirOf(o),
              range: atom.range ?? Number.POSITIVE_INFINITY,
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
            });
          }
        }
      }
    }
  }
  if (def.flyingRoyals) simple = false;
  if (def.checkEvasion === 'lines') simple = false;
  for (const p of def.pieces) if (p.prison && p.moves.some((a) => a.kind !== 'leap')) simple = false;

  const csr = (lists: number[][]): [Int32Array, Int16Array] => {
    const off = new Int32Array(lists.length + 1);
    let n = 0;
    for (let i = 0; i < lists.length; i++) {
      off[i] = n;
      n += lists[i]!.length;
    }
    off[lists.length] = n;
    const data = new Int16Array(n);
    let j = 0;
    for (const l of lists) for (const x of l) data[j++] = x;
    return [off, data];
  };
  const [leapBothOff, leapBoth] = csr(both);
  const [leapMoveOff, leapMove] = csr(moveOnly);
  const [leapCaptureOff, leapCapture] = csr(captureOnly);
  const [leggedOff, legged] = csr(leggedLists);

  // Reverse leaper attacks: for each attacking side and target square, origins with the type mask.
  const attackLeapLists: Map<number, number>[] = Array.from({ length: 2 * size }, () => new Map());
  const attackLeggedLists: number[][] = Array.from({ length: 2 * size }, () => []);
  for (let side = 0; side < 2; side++) {
    for (let t = 1; t <= T; t++) {
      const key = side * stride + t;
      for (let s = 0; s < size; s++) {
        const k = key * size + s;
        for (const [off, data] of [
          [leapBothOff, leapBoth],
          [leapCaptureOff, leapCapture],
        ] as const) {
          for (let i = off[k]!; i < off[k + 1]!; i++) {
            const m = attackLeapLists[side * size + data[i]!]!;
            m.set(s, (m.get(s) ?? 0) | (1 << t));
          }
        }
        for (const to of lionAttack[k]!) {
          const m = attackLeapLists[side * size + to]!;
          m.set(s, (m.get(s) ?? 0) | (1 << t));
        }
        for (let i = leggedOff[k]!; i < leggedOff[k + 1]!; ) {
          const to = legged[i]!;
          const flags = legged[i + 1]!;
          const n = legged[i + 2]!;
          if (
            flags & MODE_CAPTURE &&
            !(flags & (LEG_INITIAL | LEG_NOT_INITIAL | LEG_NOT_IN_CHECK | LEG_IN_CHECK))
          ) {
            attackLeggedLists[side * size + to]!.push(
              s,
              1 << t,
              n,
              ...Array.from(legged.subarray(i + 3, i + 3 + n)),
            );
          }
          i += 3 + n;
        }
      }
    }
  }
  const attackLeapOff = new Int32Array(2 * size + 1);
  const attackLeapData: number[] = [];
  for (let i = 0; i < 2 * size; i++) {
    attackLeapOff[i] = attackLeapData.length;
    for (const [o, m] of attackLeapLists[i]!) attackLeapData.push(o, m);
  }
  attackLeapOff[2 * size] = attackLeapData.length;
  const attackLeggedOff = new Int32Array(2 * size + 1);
  const attackLeggedData: number[] = [];
  for (let i = 0; i < 2 * size; i++) {
    attackLeggedOff[i] = attackLeggedData.length;
    attackLeggedData.push(...attackLeggedLists[i]!);
  }
  attackLeggedOff[2 * size] = attackLeggedData.length;

  // Line attackers per side: group capture-capable rays by direction.
  const rayAttackers: RayAttacker[][] = [[], []];
  for (let side = 0; side < 2; side++) {
    const byDir = new Map<
      number,
      { mask: number; range: Float64Array; limited: boolean; cannon: number; grasshopper: number }
    >();
    for (let t = 1; t <= T; t++) {
      for (const r of rays[side * stride + t]!) {
        if (!(r.mode & MODE_CAPTURE) || r.initial || r.notInitial || r.check !== 0) continue;
        const [dx, dy] = dirs[r.dir]!;
        const walk = dirOf([-dx, -dy]);
        let e = byDir.get(walk);
        if (!e) {
          e = { mask: 0, range: new Float64Array(stride), limited: false, cannon: 0, grasshopper: 0 };
          byDir.set(walk, e);
        }
        if (r.hop === HOP_CANNON) e.cannon |= 1 << t;
        else if (r.hop === HOP_GRASSHOPPER) e.grasshopper |= 1 << t;
        else {
          e.mask |= 1 << t;
          e.range[t] = Math.max(e.range[t]!, r.range);
          if (r.range < maxSteps) e.limited = true;
        }
      }
    }
    for (const [walkDir, e] of byDir) {
      rayAttackers[side]!.push({
        walkDir,
        mask: e.mask,
        range: e.range,
        limited: e.limited,
        cannonMask: e.cannon,
        grasshopperMask: e.grasshopper,
      });
    }
  }
  if (rays.length > 0 && dirs.length !== D)
    throw new Error('internal: direction table grew after rays were built');

  // Promotions.
  const promo = new Uint8Array(K);
  const promoLeave = new Uint8Array(K);
  const promoChoices: number[][] = Array.from({ length: stride }, () => []);
  const promoSet = new Int16Array(K);
  const promoSets: number[][] = [[]];
  const promoSetIndex = new Map<string, number>([['', 0]]);
  /**
   * Whether a piece (side, type key) has no quiet move from s on an empty board (captures, initial-only
   * moves and holes do not count): SjaakII's test for a mandatory promotion.
   */
  const stuck = (key: number, s: number): boolean => {
    const k = key * size + s;
    if (leapBothOff[k + 1]! > leapBothOff[k]! || leapMoveOff[k + 1]! > leapMoveOff[k]!) return false;
    for (let i = leggedOff[k]!; i < leggedOff[k + 1]!; i += 3 + legged[i + 2]!) {
      const flags = legged[i + 1]!;
      if (flags & MODE_MOVE && !(flags & LEG_INITIAL)) return false;
    }
    if ((lionMode[k]! & MODE_MOVE) !== 0) return false;
    return !rays[key]!.some(
      (r) =>
        r.mode & MODE_MOVE &&
        !r.initial &&
        (!r.fromMask || r.fromMask[s]) &&
        rayLength[r.dir * size + s]! > 0,
    );
  };

  const handType = new Int16Array(stride);
  const royal = new Uint8Array(stride);
  const pawnLike = new Uint8Array(stride);
  let royalMask = 0;
  for (let t = 1; t <= T; t++) {
    const p = types[t]!;
    royal[t] = p.royal ? 1 : 0;
    if (p.royal) royalMask |= 1 << t;
    pawnLike[t] = p.pawn ? 1 : 0;
    handType[t] = p.royal || p.noHand ? 0 : p.demotesTo ? typeOf(p.demotesTo) : t;
    const rules = [...(p.promotion ? [p.promotion] : []), ...(p.promotions ?? [])];
    if (rules.length === 0) continue;
    const all = new Set<number>();
    for (const rule of rules) for (const id of rule.choices) all.add(typeOf(id));
    promoChoices[t] = [...all];
    for (let side = 0; side < 2; side++) {
      const key = (side * stride + t) * size;
      const choiceLists: (Set<number> | undefined)[] = [];
      for (const rule of rules) {
        const z = zone(rule.zone, side);
        const forced = rule.forcedZone ? zone(rule.forcedZone, side) : undefined;
        const ids = rule.choices.map(typeOf);
        for (let s = 0; s < size; s++) {
          if (!z[s]) continue;
          let flag = PROMO_MUST;
          if (rule.mandatory === 'optional') flag = PROMO_MAY;
          else if (rule.mandatory === 'auto') flag = stuck(side * stride + t, s) ? PROMO_MUST : PROMO_MAY;
          if (forced?.[s]) flag = PROMO_MUST;
          if (promo[key + s] !== PROMO_MUST) promo[key + s] = flag;
          if (rule.trigger === 'enter-or-leave') promoLeave[key + s] = PROMO_MAY;
          let set = choiceLists[s];
          if (!set) {
            set = new Set<number>();
            choiceLists[s] = set;
          }
          for (const x of ids) set.add(x);
        }
        if (forced) for (let s = 0; s < size; s++) if (forced[s] && z[s]) promo[key + s] = PROMO_MUST;
      }
      for (let s = 0; s < size; s++) {
        const set = choiceLists[s];
        if (!set) continue;
        const list = [...set];
        const k = list.join(',');
        let idx = promoSetIndex.get(k);
        if (idx === undefined) {
          idx = promoSets.length;
          promoSets.push(list);
          promoSetIndex.set(k, idx);
        }
        promoSet[key + s] = idx;
      }
    }
  }

  // FEN symbols.
  const symbolToPiece = new Map<string, number>();
  const pieceSymbol: string[] = Array.from({ length: 2 * stride }, () => '');
  let maxSymbolLength = 1;
  for (let t = 1; t <= T; t++) {
    const p = types[t]!;
    const w = p.symbol;
    const b = p.blackSymbol ?? p.symbol.toLowerCase();
    for (const [side, s] of [
      [0, w],
      [1, b],
    ] as const) {
      if (symbolToPiece.has(s)) throw new RangeError(`variant ${def.id}: duplicate FEN symbol ${s}`);
      symbolToPiece.set(s, side * stride + t);
      pieceSymbol[side * stride + t] = s;
      maxSymbolLength = Math.max(maxSymbolLength, s.length);
    }
  }

  const dropZone: (Uint8Array | undefined)[] = Array.from({ length: 2 * stride }, () => undefined);
  const noDoubled = new Uint8Array(stride);
  const noDropMate = new Uint8Array(stride);
  if (def.drops) {
    for (const [id, z] of Object.entries(def.drops.zones ?? {})) {
      const t = typeOf(id);
      dropZone[t] = zone(z, 0);
      dropZone[stride + t] = zone(z, 1);
    }
    for (const id of def.drops.noDoubled ?? []) noDoubled[typeOf(id)] = 1;
    for (const id of def.drops.noDropMate ?? []) noDropMate[typeOf(id)] = 1;
  }
  const block: (Uint8Array | undefined)[] = Array.from({ length: 2 * stride }, () => undefined);
  const iron = new Uint8Array(stride);
  const victims = new Int32Array(stride).fill(-1);
  let captureRules = phantomSources !== undefined;
  for (let t = 1; t <= T; t++) {
    const p = types[t]!;
    if (p.block) {
      block[t] = zone(p.block, 0);
      block[stride + t] = zone(p.block, 1);
      captureRules = true;
    }
    if (p.iron) {
      iron[t] = 1;
      captureRules = true;
    }
    if (p.victims) {
      victims[t] = p.victims.reduce((m, id) => m | (1 << typeOf(id)), 0);
      captureRules = true;
    }
  }
  const noPassingCheck = new Uint8Array(stride);
  const noRetaliate = new Uint8Array(stride);
  const endangered = new Uint8Array(stride);
  for (let t = 1; t <= T; t++) {
    const p = types[t]!;
    if (p.noPassingCheck) noPassingCheck[t] = 1;
    if (p.noRetaliate) noRetaliate[t] = 1;
    if (p.endangered) endangered[t] = 1;
    if (p.noPassingCheck || p.noRetaliate || p.endangered) simple = false;
  }
  if (captureRules) simple = false;
  const noDropCheck = new Uint8Array(stride);
  const deadDrop: (Uint8Array | undefined)[] = Array.from({ length: 2 * stride }, () => undefined);
  if (def.drops) {
    for (const id of def.drops.noDropCheck ?? []) noDropCheck[typeOf(id)] = 1;
    for (const id of def.drops.noDeadDrops ?? []) {
      const t = typeOf(id);
      for (let side = 0; side < 2; side++) {
        const key = side * stride + t;
        const dead = new Uint8Array(size);
        for (let s = 0; s < size; s++) {
          const k = key * size + s;
          const leaps =
            leapBothOff[k + 1]! -
            leapBothOff[k]! +
            leapMoveOff[k + 1]! -
            leapMoveOff[k]! +
            leapCaptureOff[k + 1]! -
            leapCaptureOff[k]!;
          const legs = leggedOff[k + 1]! - leggedOff[k]!;
          const rides = rays[key]!.some(
            (r) => (!r.fromMask || r.fromMask[s]) && rayLength[r.dir * size + s]! > 0,
          );
          dead[s] = leaps + legs === 0 && !rides ? 1 : 0;
        }
        deadDrop[key] = dead;
      }
    }
  }
  const neighbourLists: number[][] = Array.from({ length: size }, (_, s) => {
    const out: number[] = [];
    if (!onBoard[s]) return out;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const t = dx || dy ? step(s, dx, dy) : -1;
        if (t >= 0 && onBoard[t] && !out.includes(t)) out.push(t);
      }
    }
    return out;
  });
  const [neighbourOff, neighbours] = csr(neighbourLists);
  const blastImmune = new Uint8Array(stride);
  for (const id of def.atomic?.immune ?? []) blastImmune[typeOf(id)] = 1;
  const keepsSide = new Uint8Array(stride);
  for (const id of def.andernach?.except ?? []) keepsSide[typeOf(id)] = 1;
  if (def.atomic || def.andernach) simple = false;
  if (def.drops?.pickup || def.drops?.gating) tracksUnmoved = tracksUnmoved || def.drops.gating === true;
  const flagZone = def.end?.flagZone
    ? ([zone(def.end.flagZone, 0), zone(def.end.flagZone, 1)] as const)
    : undefined;

  return {
    def,
    files,
    ranks,
    size,
    typeCount: T,
    stride,
    types,
    typeByid,
    onBoard,
    dirs,
    rayStart,
    rayLength,
    raySquares,
    leapBothOff,
    leapBoth,
    leapMoveOff,
    leapMove,
    leapCaptureOff,
    leapCapture,
    leggedOff,
    legged,
    rays,
    takesEp,
    lionMode,
    lionFirst,
    lionSecond,
    noPassingCheck,
    noRetaliate,
    endangered,
    attackLeapOff,
    attackLeap: Int32Array.from(attackLeapData),
    attackLeggedOff,
    attackLegged: Int32Array.from(attackLeggedData),
    rayAttackers,
    promo,
    promoLeave,
    promoChoices,
    promoSet,
    promoSets,
    royal,
    royalMask,
    pawnLike,
    prison,
    simple,
    tracksUnmoved,
    handType,
    zones,
    symbolToPiece,
    pieceSymbol,
    maxSymbolLength,
    dropZone,
    noDoubled,
    noDropMate,
    flagZone,
    squareNames,
    block,
    iron,
    victims,
    captureRules,
    phantomSources,
    noDropCheck,
    deadDrop,
    neighbourOff,
    neighbours,
    blastImmune,
    keepsSide,
  };
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
      throw new RangeError(`variant ${def.id}: bad filePhantoms rank`);
    if (source < 1 || source > ranks || phantom < 1 || phantom > ranks)
      throw new RangeError(`variant ${def.id}: filePhantoms rank off the board`);
    for (let f = 0; f < files; f++) {
      const s = f + (phantom - 1) * files;
      const from = f + (source - 1) * files;
      const list = (out[s] ??= []);
      if (!list.includes(from) && from !== s) list.push(from);
    }
  }
  return out;
}

/** The squares strictly between two squares on a straight or leaper line (for e.p. squares of long steps). */
export function squaresBetween(from: number, to: number, files: number): number[] {
  const dx = (to % files) - (from % files);
  const dy = Math.floor(to / files) - Math.floor(from / files);
  const g = gcd(dx, dy);
  const out: number[] = [];
  for (let k = 1; k < g; k++) out.push(from + (k * dx) / g + ((k * dy) / g) * files);
  return out;
}
