/** The start position of a converted variant as an `@x/core` position. */
import { Position, PositionError, type VariantDefinition as CoreVariant } from '@x/core';
import { type ReadFenOptions, readFen } from './fen.js';
import { toSetup } from './to-setup.js';
import { toVariant } from '../convert/to-variant.js';
import type { SjaakVariant } from '../shared/types.js';

/**
 * The start position of a converted variant: its `FEN:` line read in SjaakII's dialect (`options` as
 * for `readFen`, e.g. `compat: 'sjaakii'` for SjaakII's unmoved rule). Throws `PositionError`.
 */
export function startPosition(
  v: SjaakVariant,
  def: CoreVariant = toVariant(v).variant,
  options: ReadFenOptions = {},
): Position {
  if (v.fen === undefined) throw new PositionError('variant', `variant ${v.name} has no FEN: line`);
  if (def.pieces.length === 0) throw new PositionError('variant', `variant ${v.name} has no pieces`);
  const { position } = readFen(v, v.fen, options);
  try {
    return Position.fromSetup(toSetup(v, def, position), def);
  } catch (e) {
    // A definition @x/core cannot compile (toVariant reported it as `not-playable`).
    if (e instanceof RangeError) throw new PositionError('variant', e.message);
    throw e;
  }
}
