/** "Read a PGN, print each FEN" with @x/san (the generic engine): `parsePgn`, `startingPosition`, `walkGame`, `toFen`. */
import { parsePgn, startingPosition, walkGame } from '@x/san';

export function fens(pgn: string): string[] {
  return parsePgn(pgn).flatMap((game) => {
    const each: string[] = [];
    walkGame(game, startingPosition(game), (step) => void each.push(step.position.toFen()));
    return each;
  });
}
