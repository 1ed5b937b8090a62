/**
 * Walls placed with a move (`VariantDefinition.walls`, Fairy-Stockfish `wallingRule = static | duck | arrow`):
 * every legal move comes once per square its wall may go to. A 32-bit move cannot name a third square, so a
 * wall move is encoded `KIND_PICKUP` with extra `WALL_EXTRA`: its `from` field is the move's own origin and its
 * `to` field an index into the table of the ply (`addWalls`), which holds the move without its wall and the wall
 * square; `make` plays the move, then the wall (`placeWall`), and keeps what `unmake` needs (`liftWall`). The
 * table is regenerated when it belongs to another position, as swap chains' is. Also petrification (`petrify`):
 * a capturer turned into a wall. Chess never reaches this module.
 */
import { PositionError } from '../errors.js';
import {
  encodeMove,
  KIND_CASTLE,
  KIND_DOUBLE,
  KIND_DROP,
  KIND_EN_PASSANT,
  KIND_NORMAL,
  KIND_PICKUP,
  KIND_PROMOTION,
  moveFrom,
  moveKind,
  moveTo,
} from '../move.js';
import type { CompiledVariant } from '../variant/compile/compile.js';
import { put, remove } from './board.js';
import { generatePiece } from './gen-leap.js';
import { castleOf } from './shared-state.js';
import { CHAIN_MOVES, type EngineState, MAX_MOVES, type WallTable } from './state.js';

/** The extra field of a wall move (swap chains use 1–30). */
export const WALL_EXTRA = 31;
/** The top byte (kind and extra) of every wall move: `(m >>> 24) === WALL_TAG`. */
export const WALL_TAG = KIND_PICKUP | (WALL_EXTRA << 3);

/** Per compiled variant: 1 for the types `petrify` names. */
const petrifying = new WeakMap<CompiledVariant, Uint8Array>();

function petrifies(c: CompiledVariant): Uint8Array {
  let p = petrifying.get(c);
  if (!p) {
    p = new Uint8Array(c.typeCount + 1);
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

/** Per compiled variant: the wall piece's type and 1 on the squares a wall may go to. */
const compiled = new WeakMap<CompiledVariant, { readonly type: number; readonly region: Uint8Array }>();

function wallData(c: CompiledVariant): { readonly type: number; readonly region: Uint8Array } {
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

function tableOf(st: EngineState, ply: number): WallTable {
  const tables = (st.wallTables ??= []);
  let t = tables[ply];
  if (!t) {
    t = { version: -1, count: 0, base: new Int32Array(MAX_MOVES), square: new Int16Array(MAX_MOVES) };
    tables[ply] = t;
  }
  return t;
}

/** Doubles a table's room. */
function grow(t: WallTable): void {
  const base = new Int32Array(t.base.length * 2);
  base.set(t.base);
  const square = new Int16Array(t.square.length * 2);
  square.set(t.square);
  t.base = base;
  t.square = square;
}

/**
 * Replaces the legal moves `out[0, n)` (without walls) by one wall move per move and wall square; returns how
 * many. Throws `RangeError` when they do not fit in `out`.
 */
export function addWalls(st: EngineState, out: Int32Array, n: number): number {
  const c = st.c;
  const { region } = wallData(c);
  const rule = c.def.walls!.rule!;
  const t = tableOf(st, st.ply);
  t.version = st.version;
  const moves = out.slice(0, n);
  const board = st.board;
  const free = new Uint8Array(c.size);
  const reach = rule === 'arrow' ? new Int32Array(c.size) : undefined;
  let k = 0;
  for (const m of moves) {
    for (let s = 0; s < c.size; s++) free[s] = board[s] === 0 ? region[s]! : 0;
    const kind = moveKind(m);
    const from = moveFrom(m);
    if (kind === KIND_CASTLE) {
      const o = castleOf(st, m);
      free[o.kingFrom] = free[o.rookFrom] = 1;
      free[o.kingTo] = free[o.rookTo] = 0;
    } else if (kind !== KIND_DROP) {
      free[from] = 1;
      if (kind === KIND_EN_PASSANT) free[st.epVictim] = 1;
    }
    free[moveTo(m)] = 0;
    for (let s = 0; s < c.size; s++) free[s] = free[s]! & region[s]!;
    if (reach) arrowSquares(st, m, free, reach);
    for (let s = 0; s < c.size; s++) {
      if (!free[s]) continue;
      if (k >= out.length) throw new RangeError('more wall moves than the move buffer holds');
      if (k >= t.base.length) grow(t);
      t.base[k] = m;
      t.square[k] = s;
      out[k] = encodeMove(from, k, KIND_PICKUP, WALL_EXTRA);
      k++;
    }
  }
  t.count = k;
  return k;
}

/** `arrow`: keeps in `free` the squares the moved piece could move to (without capturing) from its destination. */
function arrowSquares(st: EngineState, m: number, free: Uint8Array, scratch: Int32Array): void {
  const kind = moveKind(m);
  const from = moveFrom(m);
  const to = moveTo(m);
  const reach = new Uint8Array(st.c.size);
  if (kind === KIND_NORMAL || kind === KIND_DOUBLE || kind === KIND_PROMOTION) {
    const code = st.board[from]!;
    const captured = st.board[to]!;
    remove(st, from);
    if (captured !== 0) remove(st, to);
    put(st, to, code);
    const n = generatePiece(st, scratch, 0, to, 0, 0);
    for (let i = 0; i < n; i++) {
      const s = moveTo(scratch[i]!);
      if (st.board[s] === 0) reach[s] = 1;
    }
    remove(st, to);
    if (captured !== 0) put(st, to, captured);
    put(st, from, code);
  }
  for (let s = 0; s < free.length; s++) free[s] = free[s]! & reach[s]!;
}

/**
 * The move without its wall and the wall square of wall move `m` at the current ply, regenerating the table when
 * it belongs to another position; throws `PositionError` when `m` is no wall move of this position.
 */
export function wallEntry(st: EngineState, m: number): readonly [number, number] {
  let t = tableOf(st, st.ply);
  if (t.version !== st.version) {
    st.hooks.legalMoves(st, new Int32Array(CHAIN_MOVES));
    t = tableOf(st, st.ply);
  }
  const k = moveTo(m);
  if (k >= t.count || moveFrom(t.base[k]!) !== moveFrom(m))
    throw new PositionError('illegal-move', `${m} is not a wall move of this position`);
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
