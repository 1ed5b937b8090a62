/**
 * FBR `conversion<p>=capture` with `<p>X=ccO` tokens (the page's expansion of `andernach`) to `@x/core`'s
 * `andernach` (internal to `compile`): which pieces change side after they capture.
 */
import { plainModifier } from '../moves/modifiers.js';
import type { Build } from '../state/build.js';
import type { PieceDefNode } from '../../parse/types.js';

/**
 * A `<p>X=ccO` token under `conversion<p>=capture`: the piece at the destination (the mover itself, the
 * zero move `O` onto an own piece, `cc`) changes side after a capture, as in Andernach chess. Other
 * conversion moves are reported.
 */
export function readConversion(b: Build, t: PieceDefNode): void {
  const legs = t.body?.kind === 'sequence' ? t.body.legs : [];
  const move = legs.length === 1 ? legs[0]!.move : undefined;
  const part = move?.kind === 'combined' && move.parts.length === 1 ? move.parts[0]! : undefined;
  const mod = part?.modifiers.length === 1 ? part.modifiers[0]! : undefined;
  const atom = part?.moves.length === 1 ? part.moves[0]! : undefined;
  const self =
    part !== undefined &&
    part.items.length === 2 &&
    plainModifier(mod, 'c', true) &&
    atom?.kind === 'leaper' &&
    atom.atom === 'O' &&
    !atom.steps;
  if (self) b.converters.add(t.id.piece.key);
  else
    b.unsupported(
      'conversion-move',
      t,
      'only <p>X=ccO (the capturing piece changes side) is compiled',
      t.index,
    );
}

/** `conversion<p>=capture`: the Andernach exceptions (every piece without a `<p>X=ccO` token), or undefined without the rule. */
export function conversionExcept(b: Build): string[] | undefined {
  if (![...b.freezerPrefixes.values()].some((r) => r.kind === 'conversion')) return undefined;
  return b.pieces.map((p) => p.type.id).filter((id) => !b.converters.has(id));
}
