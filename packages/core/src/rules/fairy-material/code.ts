/** What `isInsufficientMaterial` calls of the fairy-material rule's code (`fairy-material.ts`, a supplied rule). */
import type { EngineState } from '../../engine/state/state.js';
import type { RuleCode } from '../module/rule-module.js';

/** The fairy-material rule's code (`end.insufficientMaterial: 'fairy'`). */
export interface FairyMaterialCode extends RuleCode<'fairyMaterial'> {
  /** Whether neither side can mate by Fairy-Stockfish's generic rule. */
  drawn(st: EngineState): boolean;
}
