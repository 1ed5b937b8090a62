/** The burn rule's engine hooks (`PieceType.rules.burn`): the burns after a move, and their undo. */
import type { RuleHooks } from '../module/rule-hooks.js';
import { burnAfter, unburn } from './burning.js';

/** Burning after each move, taken back by `unmake`. */
export const burnHooks: RuleHooks<'burn'> = { name: 'burn', afterMove: burnAfter, undoMove: unburn };
