import type { VariantDefinition } from '@x/core';
import { notationOf } from '../../lib/text/notationOf';
import { readFenLine } from './FenLine';

/**
 * Under the SAN tab's error when the editor holds a FEN alone that reads as a position of the board's variant (a
 * position copied from lichess, pasted as lichess's analysis board takes one): a button that sets it up on the board
 * with its moves still to play (`onFen`, given the position's FEN). Nothing for any other text.
 */
export function PastedFen({
  text,
  variant,
  onFen,
}: {
  readonly text: string;
  readonly variant: VariantDefinition;
  readonly onFen: (fen: string) => void;
}) {
  const fen = text.trim();
  if (fen.includes('\n') || notationOf(fen)?.view !== 'fen') return null;
  const read = readFenLine(fen, variant);
  if ('error' in read) return null;
  return (
    <p className="other-tab" data-testid="pasted-fen">
      This is a {variant.name} position, not a game:{' '}
      <button type="button" onClick={() => onFen(read.position.toFen())} data-testid="pasted-fen-open">
        Analyse this position
      </button>
    </p>
  );
}
