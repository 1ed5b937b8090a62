/**
 * An SFEN given to the FEN reader of a shogi-like variant: SFEN's `b` is sente, who moves first (`@x/core`'s white),
 * where FEN's `b` is black, so reading it as a FEN silently gives the move to the wrong side.
 */
import type { VariantDefinition } from '../variant/definition.js';
import { type FenOptions, fail } from './scan.js';
import { isStrictMode } from '../errors/notation-error.js';

/** The fields after an SFEN's board: side, hands (`-`, `2Pb`), an optional move number. */
const SFEN_FIELDS = /^ +([bw]) +(-|(?:\d{0,2}[A-Za-z])+)(?: +\d+)? *$/;

/**
 * Refuses, or reports, the fields of `fen` after its board (from `end`) when they are an SFEN's and the board had
 * no holdings: for a variant with drops and shogi-style promoted pieces (`demotesTo`), no castling nor field of
 * unmoved pieces. Fields a FEN cannot have (SFEN hands, a move number) throw `FenError` `looks-like-sfen`; a bare
 * `b -` (FEN and SFEN alike) throws it in strict mode and is a warning to `onWarning` in lenient mode.
 */
export function checkSfenLike(fen: string, end: number, variant: VariantDefinition, options: FenOptions): void {
  if (variant.castling || variant.unmovedInFen || !variant.pieces.some((p) => p.demotesTo)) return;
  const fields = SFEN_FIELDS.exec(fen.slice(end));
  if (!fields) return;
  const [found, side, hands] = fields as unknown as [string, string, string];
  const inHand = variant.pieces.filter((p) => !p.royal).map((p) => p.symbol.toLowerCase());
  if (hands.replace(/[\d-]/g, '').split('').some((c) => !inHand.includes(c.toLowerCase()))) return;
  const text = found.trim();
  const offset = end + found.indexOf(text);
  // A FEN reads `b -` (castling `-`), and `b - 5` where the e.p. field holds a count (`end.counting`).
  const asFen = hands === '-' && (text.length === 3 || !!variant.end?.counting);
  const message =
    `"${text}" looks like the end of an SFEN (${side}: ${side === 'b' ? 'sente, who moves first' : 'gote'}, to ` +
    `move)${asFen ? ` but reads as a FEN (${side === 'b' ? 'black' : 'white'} to move)` : ', not of a FEN'}: read ` +
    `${asFen ? 'an SFEN' : 'it'} with parseSfen of @x/kif${asFen ? "; a FEN's hands go in brackets ([-])" : ''}`;
  if (!asFen || isStrictMode(options)) fail('looks-like-sfen', message, offset, text.length);
  options.onWarning?.({
    severity: 'warning',
    code: 'looks-like-sfen',
    message,
    offset,
    length: text.length,
    line: 1,
    column: offset + 1,
  });
}
