/**
 * `--drop-ply N` (`drop-plies.ts`): the game from the position N plies in, with the moves after it (and the
 * variations there), ending where the game ends; none for a shorter game.
 */
import { type Game, mainLine, parsePgn, startingPosition, walkGame } from '@x/san';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../../tests/depth.js';
import { dropPlies } from './drop-plies.js';

const [GAME] = parsePgn(
  '[Event "x"]\n\n1. e4 {c} e5 2. Nf3 (2. d4 exd4 3. c3) Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *\n',
) as [Game];

/** The position at the end of a game's main line, as FEN. */
function endOf(game: Game): string {
  let fen = startingPosition(game).toFen();
  walkGame(game, startingPosition(game), (step) => void (fen = step.position.toFen()), { variations: false });
  return fen;
}

describe('dropPlies', () => {
  const plies = mainLine(GAME.moves).length;

  it('starts at the position N plies in and ends where the game ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: plies + 3 }), (n) => {
        const dropped = dropPlies(GAME, n);
        expect(dropped === undefined).toBe(n > plies);
        if (dropped === undefined) return;
        const data = (game: Game) => mainLine(game.moves).map((node) => node.data);
        expect(data(dropped)).toEqual(data(GAME).slice(n));
        expect(endOf(dropped)).toBe(endOf(GAME));
        expect(dropped.headers.get('SetUp')).toBe(n > 0 ? '1' : undefined);
      }),
      { numRuns: runs(30) },
    );
  });

  it('keeps the variations after the cut, writes the e.p. square as the PGN standard does', () => {
    const one = dropPlies(GAME, 1)!;
    expect(one.headers.get('FEN')).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
    const two = dropPlies(GAME, 2)!;
    expect(two.moves.children).toEqual(mainLine(GAME.moves)[1]!.children); // 2. Nf3 and (2. d4 …)
    expect(two.moves.children).toHaveLength(2);
  });
});
