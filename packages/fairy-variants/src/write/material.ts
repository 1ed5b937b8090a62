/**
 * `end.insufficientMaterial: 'fairy'` written: Fairy-Stockfish applies its generic rule to every variant by its own
 * piece types, so nothing is written; the rule's piece classes (`end.fairyMaterial`) must be those of the types the
 * pieces are written as, else a warning names the piece whose class the engine reads otherwise.
 */
import type { VariantDefinition } from '@x/core';
import type { Unexpressible } from './piece-moves.js';
import { COLOUR_BOUND, isMajor } from '../bridge/ends/material.js';
import type { FairyPieces } from './pieces.js';

/** Warns (into `problems`) where the written pieces' types class a piece otherwise than `end.fairyMaterial`. */
export function checkFairyMaterial(
  def: VariantDefinition,
  pieces: FairyPieces,
  problems: Unexpressible[],
): void {
  const rule = def.end?.fairyMaterial;
  if (def.end?.insufficientMaterial !== 'fairy') return;
  const classOf = (key: string) =>
    isMajor(key) ? 'major' : COLOUR_BOUND.has(key) ? 'colour-bound' : 'minor';
  for (const p of pieces.list) {
    if (p.key === 'king') continue;
    const ours = rule?.major.includes(p.id)
      ? 'major'
      : rule?.colourBound.includes(p.id)
        ? 'colour-bound'
        : 'minor';
    if (ours !== classOf(p.key))
      problems.push({
        feature: 'end-rule',
        path: 'end.fairyMaterial',
        message: `the insufficient-material class of ${p.id} (${ours}; Fairy-Stockfish's ${p.key} is ${classOf(p.key)})`,
        severity: 'warning',
      });
  }
}
