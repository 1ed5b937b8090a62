/**
 * The lion rule (`MoveAtom.secondStep`, chu shogi's lion): a leap followed by a second step from the square reached,
 * capturing on either. The atom stage compiles its squares with the other atoms (`variant/compile/atoms.ts`, whose
 * attack tables include them); the engine's generation: `engine/pseudo-legal/gen-lion.ts`.
 */
import type { RuleModule } from '../module/rule-module.js';

/** The lion rule (`MoveAtom.secondStep`). */
export const lionRule: RuleModule<'lion'> = {
  name: 'lion',
  names: (def) =>
    def.pieces.some((p) => p.moves.some((a) => a.kind === 'leap' && a.secondStep !== undefined)),
  compile: (_ctx, { atoms }) => ({ mode: atoms.lionMode, first: atoms.lionFirst, second: atoms.lionSecond }),
};
