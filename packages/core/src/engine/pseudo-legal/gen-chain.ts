/**
 * Swap chains (`MoveAtom.swapChain`, FBR `swapping`, Neto's Swap Chess): a piece swaps with an enemy
 * piece its chain atoms reach, then may swap again from its new square, and so on; every chain is one
 * move. A 32-bit move cannot name the path, so a chain is encoded `KIND_PICKUP` with a non-zero
 * `extra`: the k-th chain of the piece on `from` has `to` field `k % 4096` and `extra` `1 + k / 4096` (at most 28: 29 marks a pinch, 30 a conversion move, 31 a wall move, `walls.ts`)
 * (so its `to` field is an index, not a square: `decodeMove` gives the path), and the generator
 * records its path in the table of the ply; `make` replays the path from there (regenerating the table when it
 * belongs to another position) and keeps what `unmake` needs to reverse it.
 */
import { PROMO_MUST } from '../../variant/compile/tables.js';
import type { SwapAtom } from '../../rules/swap/types.js';
import { PositionError } from '../../errors/errors.js';
import { encodeMove, KIND_PICKUP, moveOrigin } from '../../move-codes.js';
import { needMoves, put, remove } from '../state/board.js';
import { countType } from '../state/shared-state.js';
import { CHAIN_MOVES, type ChainTable, type EngineState } from '../state/state.js';

/** The most chains one origin's moves encode: `to` field `k % 4096`, `extra` `1 + k / 4096` up to 28. */
const MAX_CHAINS = 28 << 12;

/** Chains generated from one origin (`count` of them so far). */
interface Walk {
  readonly table: ChainTable;
  readonly from: number;
  count: number;
  readonly used: Uint8Array;
  readonly path: number[];
  readonly atoms: readonly SwapAtom[];
  out: Int32Array;
  n: number;
  /** Chains that `out` had no room for: asked for (`needMoves`) once the walk has restored the board. */
  over: number;
}

/** Starts the chain table of the current ply afresh for the current position. */
export function resetChains(st: EngineState): ChainTable {
  const store = (st.chains ??= { tables: [], undo: [] });
  let t = store.tables[st.ply];
  if (!t) {
    t = { hash: 0, side: 0, version: 0, map: new Map(), data: [] };
    store.tables[st.ply] = t;
  }
  t.hash = st.hash;
  t.side = st.side;
  t.version = st.version;
  t.map.clear();
  t.data.length = 0;
  return t;
}

/** Appends the swap chains of the piece on `from` (pseudo-legal; the caller tries them on the board). */
export function generateChains(
  st: EngineState,
  out: Int32Array,
  n: number,
  from: number,
  atoms: readonly SwapAtom[],
): number {
  const size = st.c.size;
  const table = st.chains?.tables[st.ply] ?? resetChains(st);
  const w: Walk = {
    table,
    from,
    count: 0,
    used: new Uint8Array(size),
    path: [],
    atoms,
    out,
    n,
    over: 0,
  };
  walk(st, w, from);
  if (w.count > MAX_CHAINS) {
    throw new PositionError(
      'too-many-moves',
      `more than ${MAX_CHAINS} swap chains from ${st.c.squareNames[from]}: a move encodes at most ${MAX_CHAINS}`,
    );
  }
  if (w.over > 0) needMoves(st, w.n + w.over, 'swap chains');
  return w.n;
}

/** Every swap from `cur` (the mover's square now), each followed by the chains that continue it. */
function walk(st: EngineState, w: Walk, cur: number): void {
  const board = st.board;
  const us = board[cur]! & 1;
  for (const a of w.atoms) {
    for (const ray of a.paths[cur]!) {
      for (const to of ray) {
        const other = board[to]!;
        if (other === 0) continue;
        if ((other & 1) !== us && !w.used[to] && !a.except[other >> 2]) swapLeg(st, w, cur, to);
        // Past what a move encodes, the walk stops (the board is restored on the way back).
        if (w.count > MAX_CHAINS) return;
        break;
      }
    }
  }
}

/** One swap `cur` ↔ `to` on the board: records the chain so far (per promotion choice), continues it, restores the board. */
function swapLeg(st: EngineState, w: Walk, cur: number, to: number): void {
  const mover = st.board[cur]!;
  const other = st.board[to]!;
  remove(st, cur);
  remove(st, to);
  put(st, to, mover);
  const them = other & 1;
  for (const p of promotionsOf(st, other, cur)) {
    put(st, cur, p ? promoted(st, other, p) : other);
    w.used[cur] = 1;
    w.path.push(to, p);
    for (const q of promotionsOf(st, mover, to)) record(w, q);
    // The chain ends at a check; it cannot be longer than the enemy army (no piece is swapped twice).
    if (!st.hooks.inCheck(st, them) && w.path.length / 2 < st.pcount[them]!) walk(st, w, to);
    w.path.length -= 2;
    w.used[cur] = 0;
    remove(st, cur);
  }
  remove(st, to);
  put(st, cur, mover);
  put(st, to, other);
}

/** The promotion types the piece `code` may take arriving on `s` (the mover's choice), `[0]` when it does not promote. */
function promotionsOf(st: EngineState, code: number, s: number): number[] {
  const c = st.c;
  const key = ((code & 1) * c.stride + (code >> 2)) * c.size;
  const flag = c.promotion.promo[key + s]!;
  if (flag === 0) return [0];
  const list: number[] = [];
  for (const target of c.promotion.promoSets[c.promotion.promoSet[key + s]!]!) {
    const max = c.types[target]!.max;
    if (max === undefined || countType(st, code & 1, target) < max) list.push(target);
  }
  if (flag !== PROMO_MUST) list.push(0);
  return list;
}

/** The code of the piece `code` promoted to type `target`. */
function promoted(st: EngineState, code: number, target: number): number {
  const mark = st.c.types[code >> 2]!.promotion?.markPromoted ? 2 : 0;
  return (target << 2) | mark | (code & 1);
}

/** Adds the chain `w.path` (the mover promoting to `promo`) as a move. */
function record(w: Walk, promo: number): void {
  const k = w.count++;
  if (k >= MAX_CHAINS || w.n >= w.out.length) {
    w.over++;
    return;
  }
  const m = encodeMove(w.from, k & 0xfff, KIND_PICKUP, 1 + (k >> 12));
  const data = w.table.data;
  w.table.map.set(m, data.length);
  data.push(w.path.length / 2, promo, ...w.path);
  w.out[w.n++] = m;
}

/**
 * The record of chain move `m` in the table of the current ply: `[data, offset]`. Regenerates the
 * table when it was made for another position (`version`: the position's); throws `PositionError` when `m` is no chain of it.
 */
export function chainRecord(st: EngineState, m: number, version: number): [readonly number[], number] {
  let t = st.chains?.tables[st.ply];
  if (!t || t.version !== version || t.hash !== st.hash || t.side !== st.side || !t.map.has(m)) {
    t = resetChains(st);
    t.version = version;
    const c = st.c;
    let scratch = new Int32Array(CHAIN_MOVES);
    const size = c.size;
    const squares = st.plist.slice(st.side * size, st.side * size + st.pcount[st.side]!);
    for (const s of squares) {
      const atoms = c.rules.swap!.atoms[st.side * c.stride + (st.board[s]! >> 2)]?.filter((a) => a.chain);
      if (!atoms || atoms.length === 0) continue;
      st.movesNeeded = 0;
      try {
        generateChains(st, scratch, 0, s, atoms);
      } catch (e) {
        if (st.movesNeeded <= scratch.length) throw e;
        scratch = new Int32Array(st.movesNeeded);
        generateChains(st, scratch, 0, s, atoms);
      }
    }
  }
  const at = t.map.get(m);
  if (at === undefined) throw new PositionError('illegal-move', `${m} is not a swap chain of this position`);
  return [t.data, at];
}

/** Plays chain move `m` (`make`): the pieces rotate along the path, promotions apply; `unmakeChain` reverses it. */
export function makeChain(st: EngineState, ply: number, m: number): void {
  const [data, at] = chainRecord(st, m, st.stVersion[ply]!);
  const c = st.c;
  const board = st.board;
  const len = data[at]!;
  const squares = [moveOrigin(m)];
  for (let i = 1; i <= len; i++) squares.push(data[at + 2 * i]!);
  const undo: number[] = [];
  let pawn = false;
  for (const s of squares) {
    const code = board[s]!;
    undo.push(s, code, st.unmoved ? st.unmoved[s]! : 0);
    if (c.pieces.pawnLike[code >> 2]) pawn = true;
    remove(st, s);
    st.rights &= ~st.castleClear[s]!;
    if (st.unmoved) st.unmoved[s] = 0;
  }
  for (let i = 1; i <= len; i++) {
    const code = undo[3 * i + 1]!;
    const p = data[at + 2 * i + 1]!;
    put(st, squares[i - 1]!, p ? promoted(st, code, p) : code);
  }
  const promo = data[at + 1]!;
  put(st, squares[len]!, promo ? promoted(st, undo[1]!, promo) : undo[1]!);
  if (pawn) st.halfmoves = 0;
  st.stCaptured[ply] = 0;
  st.chains!.undo[ply] = undo;
}

/** Takes back `makeChain`. */
export function unmakeChain(st: EngineState, ply: number): void {
  const undo = st.chains!.undo[ply]!;
  for (let i = 0; i < undo.length; i += 3) remove(st, undo[i]!);
  for (let i = 0; i < undo.length; i += 3) {
    put(st, undo[i]!, undo[i + 1]!);
    if (st.unmoved) st.unmoved[undo[i]!] = undo[i + 2]!;
  }
}
