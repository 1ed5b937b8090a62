/**
 * A FEN given to the SFEN reader: a FEN's `b` is `@x/core`'s black, the second player, where SFEN's `b` is sente,
 * who moves first, so a FEN read as an SFEN gives the move to the wrong side.
 */
import { KifError } from '../errors.js';

/** A FEN's end after the board: hands in brackets, or the side, castling, e.p. and, optionally, move counters. */
const FEN_END = /(\[[^\] ]*\].*| [bw] (?:-|[A-Za-z]+) (?:-|[a-z]\d+)(?: \d+ \d+)?)$/;

/**
 * Throws `KifError` `looks-like-fen`, located on the FEN's own part, when `text` ends as a FEN does: hands in
 * brackets after the board (`[-] w 0 1`, as Fairy-Stockfish and `@x/core` write shogi), or castling and en-passant
 * fields (`w - - 0 1`), which no SFEN has.
 */
export function refuseFen(text: string): void {
  const fen = FEN_END.exec(text);
  if (fen === null) return;
  const found = fen[1]!.trim();
  throw new KifError(
    'looks-like-fen',
    `"${found}" looks like the end of a FEN, not of an SFEN: read it with Position.fromFen of @x/core`,
    fen.index + fen[1]!.indexOf(found),
    found.length,
    text,
  );
}
