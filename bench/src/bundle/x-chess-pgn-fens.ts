/**
 * "Read a PGN, print each FEN" with @x/san/chess (the chess-only entry): `parsePgn`, `startingPosition`, `walkGame`
 * over every node (variations included), each position's `toFen` (a `ChessPosition` of @x/core/chess).
 */
import { parsePgn, startingPosition, walkGame } from '@x/san/chess';

export function fens(pgn: string): string[] {
  const out: string[] = [];
  for (const game of parsePgn(pgn)) {
    walkGame(game, startingPosition(game), (step) => void out.push(step.position.toFen()));
  }
  return out;
}
