/** The burn rule's engine hooks (`PieceType.burn`): the burns after a move, and their undo. */
import type { RuleHookPoints } from '../../engine/state/state.js';
import { burnAfter, unburn } from './burning.js';

/** Burning after each move, taken back by `unmake`. */
export const burnHooks: RuleHookPoints = { afterMove: burnAfter, undoMove: unburn };
