/** "Read a PGN, print each FEN" with @x/san (the generic engine): `parsePgn`, `startingPosition`, `walkGame`, `toFen`. */
import { parsePgn, startingPosition, walkGame } from '@x/san';

export function fens(pgn: string): string[] {
  const out: string[] = [];
  for (const game of parsePgn(pgn)) {
    walkGame(game, startingPosition(game), (step) => void out.push(step.position.toFen()));
  }
  return out;
}
