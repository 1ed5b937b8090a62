/**
 * Null moves (`--`): the side to move passes. `passTurn` (in `pass.ts`) plays one through `@x/core`'s
 * `BasePosition.playNull`. A pass is illegal while in check.
 */
import type { Move } from '@x/core';

/** A null move, as returned by resolution of `--` (lenient `Z0`, `0000`, `@@@@`). */
export interface NullMove {
  /** Always true: this is a pass, not a move of `@x/core`. */
  readonly nullMove: true;
  /** Absent: a pass has no origin (declared so `move.from` reads on a `SanMove`). */
  readonly from?: undefined;
  /** Absent: a pass has no destination. */
  readonly to?: undefined;
  /** Absent: no piece moves. */
  readonly piece?: undefined;
}

/** A resolved move: a legal `@x/core` move, or a null move. */
export type SanMove = Move | NullMove;

/** The null move value (frozen, shared). */
export const NULL_MOVE: NullMove = Object.freeze({ nullMove: true as const });

/** Whether a resolved move is a null move. */
export function isNullMove(move: SanMove | object): move is NullMove {
  return (move as { nullMove?: unknown }).nullMove === true;
}
