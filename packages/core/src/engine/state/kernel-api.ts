/**
 * What a kernel is — the move generator, make/unmake and attack tests behind a position class (`Kernel`) — and
 * the kernel-independent filter of moves onto one square. The generic engine's kernel is `kernel.ts`; the chess
 * kernel is `@x/core/chess`'s. Position classes and `@x/core/engine` depend on this, not on a kernel.
 */
import type { Move } from '../../move.js';
import { moveTarget } from '../../move-codes.js';
import { pieceTypeOf, type SharedState } from './shared-state.js';

/**
 * The engine operations on a state of type `S`, the kernel half of a position class's hooks (the other half is
 * the abstract members of `BasePosition`, `position-base.ts`). `make`/`unmake` also take `NULL_MOVE` (a pass:
 * no piece moves, the other side is to move, e.p. cleared, history kept). See `@x/core/engine` for each.
 */
export interface Kernel<S extends SharedState> {
  generate(st: S, out: Int32Array): number;
  movesTo(st: S, to: number, type: number, out: Int32Array): number;
  /** The legal moves of the piece on `from` (drops not); without it, the whole list filtered by origin. */
  movesFrom?(st: S, from: number, out: Int32Array): number;
  make(st: S, m: number): void;
  unmake(st: S): void;
  toMove(st: S, m: number): Move;
  givesCheck(st: S, m: number): boolean;
  inCheck(st: S, side: number): boolean;
  attacked(st: S, square: number, by: number): boolean;
  attackers(st: S, square: number, by: number, out: Int32Array): number;
  isCapture(st: S, m: number): boolean;
}

/** Keeps the moves `out[0, n)` landing on `to` made by type `type` (0: any); returns how many. */
export function filterMovesTo(st: SharedState, to: number, type: number, out: Int32Array, n: number): number {
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    if (moveTarget(m) === to && (type === 0 || pieceTypeOf(st, m) === type)) out[w++] = m;
  }
  return w;
}
