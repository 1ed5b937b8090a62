/**
 * An SFEN given to the FEN reader of a shogi-like variant: SFEN's `b` is sente, who moves first (`@x/core`'s white),
 * where FEN's `b` is black, so reading it as a FEN silently gives the move to the wrong side.
 */
import type { VariantDefinition } from '../variant/definition.js';
import { type FenOptions, fail, refuseOrWarn } from './scan.js';

/** The fields after an SFEN's board: side, hands (`-`, `2Pb`), an optional move number. */
const SFEN_END = /^ +([bw]) +(-|(?:\d{0,2}[A-Za-z])+)( +\d+)? *$/;

/**
 * Refuses, or reports, the fields of `fen` after its board (from `end`) when they are an SFEN's and the board had
 * no holdings, for a variant with drops (the caller's test), shogi-style promoted pieces (`demotesTo`) and no
 * castling. Fields a FEN cannot have (hands such as `2Pb`, a move number) throw `FenError` `looks-like-sfen`; a bare
 * `b -` (a FEN and an SFEN alike) throws it in strict mode and is a warning to `onWarning` in lenient mode.
 */
export function checkSfenLike(
  fen: string,
  end: number,
  variant: VariantDefinition,
  options: FenOptions,
): void {
  const sfen =
    variant.castling || !variant.pieces.some((p) => p.demotesTo) ? null : SFEN_END.exec(fen.slice(end));
  // A royal in hand (`KQkq`) is no SFEN's.
  if (!sfen || variant.pieces.some((p) => p.royal && sfen[2]!.toUpperCase().includes(p.symbol))) return;
  const text = sfen[0].trim();
  const offset = fen.indexOf(text, end);
  const message = `"${text}" looks like an SFEN's end (${sfen[1]}: ${sfen[1] === 'b' ? 'sente' : 'gote'} to move): read it with parseSfen of @x/kif`;
  // A FEN reads `b -`, and `b - 5` where its e.p. field holds a count (`end.counting`).
  if (sfen[2] !== '-' || (sfen[3] && !variant.end?.counting))
    fail('looks-like-sfen', message, offset, text.length);
  refuseOrWarn(options, 'looks-like-sfen', message, offset, text.length);
}
