/**
 * The lion rule (`MoveAtom.secondStep`, chu shogi's lion): a leap followed by a second step from the square reached,
 * capturing on either. The atom stage compiles its squares with the other atoms (`variant/compile/atoms.ts`, whose
 * attack tables include them); the engine's generation: `engine/pseudo-legal/gen-lion.ts`.
 */
import type { RuleModule } from '../module/rule-module.js';

/** The compiled lion moves, per (side, type, square) key `(side * stride + type) * size + square`. */
export interface LionTables {
  /** Mode bits (`MODE_MOVE`, `MODE_CAPTURE`) of the key's lion moves; 0 without. */
  readonly mode: Uint8Array;
  /** The first-step targets from the key's square, or undefined. */
  readonly first: readonly (readonly number[] | undefined)[];
  /** `second[(side * stride + type) * size + b]`: the second-step targets from b (any occupancy). */
  readonly second: readonly (readonly number[] | undefined)[];
}

/** The lion rule (`MoveAtom.secondStep`). */
export const lionRule: RuleModule<'lion', LionTables> = {
  name: 'lion',
  names: (def) =>
    def.pieces.some((p) => p.moves.some((a) => a.kind === 'leap' && a.secondStep !== undefined)),
  compile: (_ctx, { atoms }) => ({ mode: atoms.lionMode, first: atoms.lionFirst, second: atoms.lionSecond }),
};
