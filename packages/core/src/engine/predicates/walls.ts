/**
 * Walls placed with a move (`VariantDefinition.walls`, Fairy-Stockfish `wallingRule = static | duck | arrow`),
 * the board side: every legal move comes once per square its wall may go to (`wall-moves.ts`). A 32-bit move
 * cannot name a third square, so a wall move is encoded `KIND_PICKUP` with extra `WALL_EXTRA`: its `from` field
 * is the move's own origin (a drop's: its destination) and its `to` field its number among the wall moves of that
 * square in the table of the ply (`numberWalls`), which holds the move without its wall and the wall square; `make` plays the move, then the wall (`placeWall`), and keeps what `unmake` needs (`liftWall`). The
 * table is regenerated when it belongs to another position, as swap chains' is. Also petrification (`petrify`):
 * a capturer turned into a wall. Chess never reaches this module.
 */
import { PositionError } from '../../errors/errors.js';
import { encodeMove, KIND_DROP, KIND_PICKUP, moveOrigin, moveKind, moveTarget } from '../../move-codes.js';
import type { CompiledVariant } from '../../variant/compile/compiled.js';
import { needMoves, put, regenerate, remove } from '../state/board.js';
import { type EngineState, MAX_MOVES, type WallTable } from '../state/state.js';

/** The extra field of a wall move (swap chains use 1–30). */
export const WALL_EXTRA = 31;
/** The top byte (kind and extra) of every wall move: `(m >>> 24) === WALL_TAG`. */
export const WALL_TAG = KIND_PICKUP | (WALL_EXTRA << 3);

/** Per compiled variant: 1 for the types `petrify` names. */
const petrifying = new WeakMap<CompiledVariant, Uint8Array>();

function petrifies(c: CompiledVariant): Uint8Array {
  let p = petrifying.get(c);
  if (!p) {
    p = new Uint8Array(c.stride);
    for (const id of c.def.petrify ?? []) p[c.typeById.get(id)!] = 1;
    petrifying.set(c, p);
  }
  return p;
}

/**
 * `petrify`, in `make` after a capture on `to` by a piece that was `code` before the move: a petrifying
 * piece turns into a wall; `stFlip` keeps it for `unmake`.
 */
export function petrifyOn(st: EngineState, ply: number, to: number, code: number): void {
  if (!petrifies(st.c)[code >> 2]) return;
  const mover = st.board[to]!;
  remove(st, to);
  put(st, to, wallData(st.c).type << 2);
  st.stFlip[ply] = mover;
}

/**
 * `petrify` with `atomic`, in `make` after the explosion of a capture on `to` by a piece that was `code`
 * before the move: where the exploded capturer stood, a petrifying type leaves a wall (Fairy-Stockfish's
 * nuclear chess); `stFlip` marks it for `unmake`.
 */
export function petrifyBlasted(st: EngineState, ply: number, to: number, code: number): void {
  if (!petrifies(st.c)[code >> 2] || st.board[to] !== 0) return;
  put(st, to, wallData(st.c).type << 2);
  st.stFlip[ply] = 1;
}

/** Per compiled variant: the wall piece's type and 1 on the squares a wall may go to. */
const compiled = new WeakMap<CompiledVariant, { readonly type: number; readonly region: Uint8Array }>();

/** The wall piece's type and the squares a wall may go to (`walls.region`), per compiled variant. */
export function wallData(c: CompiledVariant): { readonly type: number; readonly region: Uint8Array } {
  let d = compiled.get(c);
  if (!d) {
    const w = c.def.walls!;
    const region = new Uint8Array(c.size);
    if (w.region === undefined) region.set(c.onBoard);
    else for (const name of w.region) region[c.squareNames.indexOf(name)] = 1;
    for (let s = 0; s < c.size; s++) region[s] = region[s]! & c.onBoard[s]!;
    d = { type: c.typeById.get(w.piece)!, region };
    compiled.set(c, d);
  }
  return d;
}

/** The wall table of `ply`, created on first use. */
export function tableOf(st: EngineState, ply: number): WallTable {
  const tables = (st.wallTables ??= []);
  let t = tables[ply];
  if (!t) {
    t = {
      version: -1,
      count: 0,
      base: new Int32Array(MAX_MOVES),
      square: new Int16Array(MAX_MOVES),
      key: new Int16Array(MAX_MOVES),
      start: new Int32Array(st.c.size + 1),
      order: new Int32Array(MAX_MOVES),
    };
    tables[ply] = t;
  }
  return t;
}

/** Doubles the room of a wall table's entries. */
export function growWalls(t: WallTable): void {
  const n = t.base.length * 2;
  const base = new Int32Array(n);
  base.set(t.base);
  const square = new Int16Array(n);
  square.set(t.square);
  const key = new Int16Array(n);
  key.set(t.key);
  t.base = base;
  t.square = square;
  t.key = key;
  t.order = new Int32Array(n);
}

/** Appends the move `base` with its wall on `square` to the table `t` (its `count` entries so far). */
export function addWallEntry(t: WallTable, base: number, square: number): void {
  const k = t.count;
  if (k >= t.base.length) growWalls(t);
  t.base[k] = base;
  t.square[k] = square;
  t.key[k] = moveKind(base) === KIND_DROP ? moveTarget(base) : moveOrigin(base);
  t.count = k + 1;
}

/**
 * Writes the wall moves of table `t` into `out` from index `at` (entry `k` at `at + k`), each numbered among the
 * entries of its key square, whose `to` field holds the number (at most 4096 each); returns the end index. When
 * `out` is too short, asks for the room (`needMoves`).
 */
export function numberWalls(st: EngineState, t: WallTable, out: Int32Array, at: number): number {
  const n = t.count;
  if (at + n > out.length) needMoves(st, at + n, 'wall moves');
  const size = st.c.size;
  const { start, key } = t;
  start.fill(0);
  for (let k = 0; k < n; k++) start[key[k]! + 1]!++;
  for (let s = 0; s < size; s++) {
    if (start[s + 1]! > 0x1000)
      throw new PositionError('too-many-moves', `more than 4096 wall moves of one square (${start[s + 1]})`);
    start[s + 1]! += start[s]!;
  }
  const next = new Int32Array(size);
  for (let k = 0; k < n; k++) {
    const s = key[k]!;
    const j = next[s]!++;
    t.order[start[s]! + j] = k;
    out[at + k] = encodeMove(s, j, KIND_PICKUP, WALL_EXTRA);
  }
  return at + n;
}

/**
 * The move without its wall and the wall square of wall move `m` at the current ply, regenerating the table when
 * it belongs to another position; throws `PositionError` when `m` is no wall move of this position.
 */
export function wallEntry(st: EngineState, m: number): readonly [number, number] {
  let t = tableOf(st, st.ply);
  if (t.version !== st.version) {
    regenerate(st);
    t = tableOf(st, st.ply);
  }
  const s = moveOrigin(m);
  const i = t.start[s]! + moveTarget(m);
  if (s >= st.c.size || i >= t.start[s + 1]!)
    throw new PositionError('illegal-move', `${m} is not a wall move of this position`);
  const k = t.order[i]!;
  return [t.base[k]!, t.square[k]!];
}

/** After the move made at `ply`: the wall goes on `square` (`duck`: the one on the board is lifted first). */
export function placeWall(st: EngineState, ply: number, square: number): void {
  const c = st.c;
  const { type } = wallData(c);
  let lifted = -1;
  if (c.def.walls!.rule === 'duck') {
    // The wall pieces are White's: the duck is among White's pieces.
    for (let i = 0; i < st.pcount[0]! && lifted < 0; i++) {
      const s = st.plist[i]!;
      if (st.board[s]! >> 2 === type) lifted = s;
    }
    if (lifted >= 0) remove(st, lifted);
  }
  put(st, square, type << 2);
  (st.wallUndo ??= [])[ply] = square + 1 + ((lifted + 1) << 16);
}

/** Before `unmake` of the move made at `ply`: takes its wall away (and puts back the duck it lifted). */
export function liftWall(st: EngineState, ply: number): void {
  const undo = st.wallUndo?.[ply] ?? 0;
  if (undo === 0) return;
  st.wallUndo![ply] = 0;
  remove(st, (undo & 0xffff) - 1);
  const lifted = (undo >>> 16) - 1;
  if (lifted >= 0) put(st, lifted, wallData(st.c).type << 2);
}
