/**
 * The generation pass of walls placed with a move (`VariantDefinition.walls`, `walls.ts`): each legal move once
 * per square its wall may go to — an empty square of the region after the move (`static`, `duck`: the duck's own
 * square is occupied) or one the moved piece could then move to (`arrow`) — recorded in the ply's table.
 */
import {
  KIND_CASTLE,
  KIND_DOUBLE,
  KIND_DROP,
  KIND_EN_PASSANT,
  KIND_NORMAL,
  KIND_PROMOTION,
  moveOrigin,
  moveKind,
  moveTarget,
} from '../../move-codes.js';
import { put, remove } from '../state/board.js';
import { generatePiece } from '../pseudo-legal/gen-leap.js';
import { castleOf } from '../state/shared-state.js';
import type { EngineState } from '../state/state.js';
import { addWallEntry, numberWalls, tableOf, wallData } from '../predicates/walls.js';

/**
 * Replaces the legal moves `out[0, n)` (without walls) by one wall move per move and wall square; returns how
 * many. Asks for more room (`needMoves`) when they do not fit in `out`.
 */
export function addWalls(st: EngineState, out: Int32Array, n: number): number {
  const c = st.c;
  const { region } = wallData(c);
  const rule = c.def.walls!.rule!;
  const t = tableOf(st, st.ply);
  t.version = st.version;
  t.count = 0;
  const moves = out.slice(0, n);
  const board = st.board;
  const free = new Uint8Array(c.size);
  const reach = rule === 'arrow' ? new Int32Array(c.size) : undefined;
  for (const m of moves) {
    for (let s = 0; s < c.size; s++) free[s] = board[s] === 0 ? region[s]! : 0;
    const kind = moveKind(m);
    const from = moveOrigin(m);
    if (kind === KIND_CASTLE) {
      const o = castleOf(st, m);
      free[o.kingFrom] = free[o.rookFrom] = 1;
      free[o.kingTo] = free[o.rookTo] = 0;
    } else if (kind !== KIND_DROP) {
      free[from] = 1;
      if (kind === KIND_EN_PASSANT) free[st.epVictim] = 1;
    }
    free[moveTarget(m)] = 0;
    for (let s = 0; s < c.size; s++) free[s] = free[s]! & region[s]!;
    if (reach) arrowSquares(st, m, free, reach);
    for (let s = 0; s < c.size; s++) if (free[s]) addWallEntry(t, m, s);
  }
  return numberWalls(st, t, out, 0);
}

/** `arrow`: keeps in `free` the squares the moved piece could move to (without capturing) from its destination. */
function arrowSquares(st: EngineState, m: number, free: Uint8Array, scratch: Int32Array): void {
  const kind = moveKind(m);
  const from = moveOrigin(m);
  const to = moveTarget(m);
  const reach = new Uint8Array(st.c.size);
  if (kind === KIND_NORMAL || kind === KIND_DOUBLE || kind === KIND_PROMOTION) {
    const code = st.board[from]!;
    const captured = st.board[to]!;
    remove(st, from);
    if (captured !== 0) remove(st, to);
    put(st, to, code);
    const n = generatePiece(st, scratch, 0, to, 0, 0);
    for (let i = 0; i < n; i++) {
      const s = moveTarget(scratch[i]!);
      if (st.board[s] === 0) reach[s] = 1;
    }
    remove(st, to);
    if (captured !== 0) put(st, to, captured);
    put(st, from, code);
  }
  for (let s = 0; s < free.length; s++) free[s] = free[s]! & reach[s]!;
}
