/**
 * Compile stage for swap atoms (`MoveAtom.swap`, FBR/MBN `w`/`ww`): per piece type and side, the
 * squares each swap atom looks at from every square, and the promote/demote types of `swapRules`.
 * Variants without swap atoms get empty tables and never reach the swap generator.
 */
import { VariantError } from '../../errors/errors.js';
import type { Vector } from '../definition.js';
import type { BuildContext } from './context.js';
import { orient } from './rays.js';
import type { VariantTables, SwapAtom } from './tables.js';

/** The swap tables of a variant. */
export type SwapTables = Pick<
  VariantTables,
  'swapAtoms' | 'swapChains' | 'ownCaptures' | 'swapPromote' | 'swapDemote'
>;

/** Compass direction → its bit in `dirMask` (board view: `n` towards rank 8). */
export const DIRECTION_BITS: ReadonlyMap<string, number> = /* @__PURE__ */ new Map([
  ['n', 1],
  ['ne', 2],
  ['e', 4],
  ['se', 8],
  ['s', 16],
  ['sw', 32],
  ['w', 64],
  ['nw', 128],
]);

/** Black sees north as south. */
const MIRRORED: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['n', 's'],
  ['ne', 'se'],
  ['e', 'e'],
  ['se', 'ne'],
  ['s', 'n'],
  ['sw', 'nw'],
  ['w', 'w'],
  ['nw', 'sw'],
]);

/** Stage: `directions` as a per-square mask for each side. Throws `VariantError` for unknown zones. */
export function directionStage(ctx: BuildContext): Uint8Array | undefined {
  const rules = ctx.def.directions;
  if (!rules || rules.length === 0) return undefined;
  const mask = new Uint8Array(2 * ctx.size);
  for (const r of rules) {
    for (let side = 0; side < 2; side++) {
      const z = ctx.zone(r.zone, side);
      let bits = 0;
      for (const d of r.directions) bits |= DIRECTION_BITS.get(side ? MIRRORED.get(d)! : d)!;
      for (let s = 0; s < ctx.size; s++) if (z[s]) mask[side * ctx.size + s]! |= bits;
    }
  }
  return mask;
}

/** The compass bit of a move from `from` to `to` on a board `files` wide, 0 when it is on no compass line. */
export function directionBit(from: number, to: number, files: number): number {
  const dx = (to % files) - (from % files);
  const dy = Math.floor(to / files) - Math.floor(from / files);
  if (dx !== 0 && dy !== 0 && Math.abs(dx) !== Math.abs(dy)) return 0;
  const key = `${dy > 0 ? 'n' : dy < 0 ? 's' : ''}${dx > 0 ? 'e' : dx < 0 ? 'w' : ''}`;
  return DIRECTION_BITS.get(key) ?? 0;
}

/** Stage: `end.fewPiecesWin` as limits per `side * stride + type`. Throws `VariantError` for unknown ids. */
export function fewPiecesStage(ctx: BuildContext): Int16Array | undefined {
  const few = ctx.def.end?.fewPiecesWin;
  if (!few) return undefined;
  const limits = new Int16Array(2 * ctx.stride);
  for (const [side, list] of [few.white, few.black].entries())
    for (const [id, n] of Object.entries(list)) limits[side * ctx.stride + ctx.typeOf(id)] = n;
  return limits;
}

/** The squares at `offsets` (White's view, Black's mirrored) from every square, per side, into `out[(side * stride + t) * size + s]`. */
export function zoneSquares(
  ctx: BuildContext,
  t: number,
  offsets: readonly Vector[],
  out: (number[] | undefined)[],
): void {
  const { size, stride, onBoard } = ctx;
  for (let side = 0; side < 2; side++) {
    const key = side * stride + t;
    for (let s = 0; s < size; s++) {
      if (!onBoard[s]) continue;
      const list: number[] = [];
      for (const v of offsets) {
        const o = orient(v, side, { kind: 'leap', vectors: [] });
        const at = ctx.step(s, o[0], o[1]);
        if (at >= 0 && at !== s && onBoard[at] && !list.includes(at)) list.push(at);
      }
      out[key * size + s] = list;
    }
  }
}

/** Stage: swap atoms and swap promotions. Throws `VariantError` for unknown piece ids. */
export function swapStage(ctx: BuildContext): SwapTables {
  const { def, size, stride, onBoard } = ctx;
  const swapAtoms: (SwapAtom[] | undefined)[] = Array.from({ length: 2 * stride }, () => undefined);
  let swapChains = false;
  let ownCaptures = false;
  for (let t = 1; t <= ctx.typeCount; t++) {
    for (const atom of ctx.types[t]!.moves) {
      if (atom.swapChain && atom.swap !== 'enemy')
        throw new VariantError(`${ctx.types[t]!.id}: swapChain needs an enemy swap atom (swap: 'enemy')`, []);
      if (!atom.swap && !atom.ownVictims) continue;
      swapChains ||= atom.swapChain === true;
      const except = new Uint8Array(stride);
      for (const id of atom.swapExcept ?? []) except[ctx.typeOf(id)] = 1;
      const take = ownVictimTable(ctx, ctx.types[t]!.id, atom.ownVictims);
      ownCaptures ||= take !== undefined;
      const limit = atom.kind === 'leap' ? 1 : (atom.range ?? size);
      for (let side = 0; side < 2; side++) {
        const vectors = atom.vectors.map((v) => orient(v, side, atom));
        const paths = Array.from({ length: size }, (_, s) =>
          onBoard[s]
            ? vectors
                .map(([dx, dy]) => {
                  const path: number[] = [];
                  for (let at = ctx.step(s, dx, dy); at >= 0 && onBoard[at] && path.length < limit; ) {
                    if (at === s || path.includes(at)) break;
                    path.push(at);
                    at = ctx.step(at, dx, dy);
                  }
                  return path;
                })
                .filter((p) => p.length > 0)
            : [],
        );
        const key = side * stride + t;
        (swapAtoms[key] ??= []).push({
          paths,
          friend: atom.swap === 'friend' || take !== undefined,
          except,
          notInCheck: atom.notInCheck === true,
          chain: atom.swapChain === true,
          take,
        });
      }
    }
  }
  // Conversion moves and pinches are generated with the swaps (`gen-swap.ts`): an entry, empty if need be, per converting type.
  for (let t = 1; t <= ctx.typeCount; t++)
    if (ctx.types[t]!.convertMoves || ctx.types[t]!.pinch)
      for (let side = 0; side < 2; side++) swapAtoms[side * stride + t] ??= [];
  const table = (map: Readonly<Record<string, string>> | undefined): Uint8Array => {
    const out = new Uint8Array(stride);
    for (const [from, to] of Object.entries(map ?? {})) out[ctx.typeOf(from)] = ctx.typeOf(to);
    return out;
  };
  return {
    swapAtoms,
    swapChains,
    ownCaptures,
    swapPromote: table(def.swapRules?.promote),
    swapDemote: table(def.swapRules?.demote),
  };
}

/**
 * A friendly capture atom's victims (`MoveAtom.ownVictims`) per type, or `undefined` for a swap atom. Throws
 * `VariantError` for unknown ids and for the rules a capture of an own piece is not defined with.
 */
function ownVictimTable(ctx: BuildContext, id: string, victims: readonly string[] | undefined) {
  if (!victims) return undefined;
  const d = ctx.def;
  if (d.drops || d.atomic || d.andernach || d.petrify || d.flip || d.alice)
    throw new VariantError(
      `${id}: ownVictims is not combined with drops, atomic, andernach, petrify, flip or alice`,
      [],
    );
  const take = new Uint8Array(ctx.stride);
  for (const v of victims) take[ctx.typeOf(v)] = 1;
  return take;
}

/** The `alice` tables of a variant. */
export type AliceTables = Pick<VariantTables, 'aliceBoard' | 'aliceTwin'>;

/**
 * Stage: `alice` (Alice chess on one board): per type its board (0: A, 1: B) and its twin. Throws
 * `VariantError` for unknown ids, a type in no pair or in two, twins differing in `royal`, and the rules
 * Alice is not defined with (drops, turns, atomic, vanishing squares, swap and lion atoms).
 */
export function aliceStage(ctx: BuildContext): AliceTables {
  const { def, stride } = ctx;
  if (!def.alice) return { aliceBoard: undefined, aliceTwin: undefined };
  const fail = (why: string): never => {
    throw new VariantError(`variant ${def.id}: alice: ${why}`, []);
  };
  if (def.drops || def.turns || def.atomic || def.vanishing)
    fail('not with drops, turns, atomic or vanishing');
  const aliceBoard = new Uint8Array(stride);
  const aliceTwin = new Uint8Array(stride);
  for (const [a, b] of Object.entries(def.alice.twins)) {
    const ta = ctx.typeOf(a);
    const tb = ctx.typeOf(b);
    if (ta === tb || aliceTwin[ta] || aliceTwin[tb]) fail(`${a} and ${b} cannot be twins`);
    if (!ctx.types[ta]!.royal !== !ctx.types[tb]!.royal) fail(`${a} and ${b} differ in royal`);
    aliceTwin[ta] = tb;
    aliceTwin[tb] = ta;
    aliceBoard[tb] = 1;
  }
  for (let t = 1; t <= ctx.typeCount; t++) {
    const p = ctx.types[t]!;
    if (!aliceTwin[t]) fail(`${p.id} has no twin`);
    if (p.moves.some((m) => m.swap || m.secondStep)) fail(`${p.id}: no swap or lion moves`);
  }
  return { aliceBoard, aliceTwin };
}
