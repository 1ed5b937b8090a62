/**
 * "Read a PGN, print each FEN" with chessops: `parsePgn`, `startingPosition` (its `Variant` and `FEN` tags),
 * `walk` over every node (variations included, as `walkGame`), `parseSan` + `play`, `makeFen`.
 */
import { makeFen } from 'chessops/fen';
import { parsePgn, startingPosition, walk } from 'chessops/pgn';
import { parseSan } from 'chessops/san';

export function fens(pgn: string): string[] {
  const out: string[] = [];
  for (const game of parsePgn(pgn)) {
    walk(game.moves, startingPosition(game.headers).unwrap(), (pos, node) => {
      const move = parseSan(pos, node.san);
      if (!move) return false;
      pos.play(move);
      out.push(makeFen(pos.toSetup()));
      return true;
    });
  }
  return out;
}
