// The size-limit scenario "read a PGN, print each FEN" on the chess path: @x/san/chess's parsePgn +
// startingPosition + walkGame, each position's toFen (the ChessPosition of @x/core/chess).
import { parsePgn, startingPosition, walkGame } from '../dist/chess-entry.js';

export function fens(pgn) {
  const out = [];
  for (const game of parsePgn(pgn))
    walkGame(game, startingPosition(game), (step) => out.push(step.position.toFen()));
  return out;
}
