/**
 * `newGame` (issue #91, item 11): a game built in code, with variations, comments and NAGs, written by `formatPgn`
 * and played by `walkGame` — no spans to make up.
 */
import { describe, expect, it } from 'vitest';
import { ChessPosition } from '@x/core/chess';
import fc from 'fast-check';
import { runs } from '../../../../tests/depth.js';
import { SanError } from '../shared/errors.js';
import { parse } from '../move/parse.js';
import { stringify } from '../move/stringify.js';
import { parsePgn } from '../pgn/games.js';
import { formatPgn } from '../game/write.js';
import { walkGame } from '../game/walk.js';
import { startingPosition } from '../game/start-position.js';
import { newGame } from './new-game.js';

/** The first four tags of the Seven Tag Roster, unknown, as `formatPgn` writes them. */
const ROSTER = '[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n';

describe('newGame', () => {
  it('starts from the Seven Tag Roster, unknown values as the PGN standard writes them (issue #91)', () => {
    const text = formatPgn(newGame());
    expect(text).toBe(`${ROSTER}[White "?"]\n[Black "?"]\n[Result "*"]\n\n*\n\n`);
    const [back] = parsePgn(text, { mode: 'strict' });
    expect([...back!.headers]).toEqual([...newGame().headers]);
    expect(back!.result).toBe('*');
    // given tags take their place in the roster, others follow; the result and its tag go together
    const game = newGame({ Annotator: 'me', White: 'A', Date: '2026.11.29' });
    expect([...game.headers.keys()]).toEqual([...newGame().headers.keys(), 'Annotator']);
    expect([game.headers.get('Date'), game.headers.get('White'), game.result]).toEqual([
      '2026.11.29',
      'A',
      '*',
    ]);
    game.result = '0-1';
    expect(game.headers.get('Result')).toBe('0-1');
    expect(newGame({ Result: '1/2-1/2' }).result).toBe('1/2-1/2');
    expect(JSON.parse(JSON.stringify(game)).result).toBe('0-1');
  });

  it('builds a game with a variation, comments and NAGs that formatPgn writes and parsePgn reads back', () => {
    const game = newGame({ White: 'A', Black: 'B' });
    const e4 = game.moves.add('e4');
    e4.add('e5', { nags: [1] }).add('Nf3', { comments: ['the main line'] });
    e4.add('c5', { startingComments: ['or'], comments: ['Sicilian'] });
    game.result = '1-0';
    const text = formatPgn(game);
    expect(text).toBe(
      `${ROSTER}[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 e5 $1 ({or} 1... c5 {Sicilian}) 2. Nf3 {the main line} 1-0\n\n`,
    );
    const [back] = parsePgn(text);
    expect(formatPgn(back!)).toBe(text);
  });

  it('walkGame plays it (variations too), from the position its tags give', () => {
    const game = newGame([['Event', 'e']]);
    game.moves.add('d4').add('d5').add('c4');
    game.moves.add('e4');
    const sans: string[] = [];
    walkGame(game, startingPosition(game), (step) => void sans.push(step.san));
    expect(sans).toEqual(['d4', 'd5', 'c4', 'e4']);
  });

  it('takes parsed SAN (a glyph written on the move is its NAG), and notes can change in place', () => {
    const game = newGame();
    const move = game.moves.add(parse('e4!?'));
    expect(move.data.nags).toEqual([5]);
    move.data.comments.push('sharp');
    game.comments.push('a game');
    game.headers.set('Site', 'here');
    expect(formatPgn(game)).toBe(
      '[Event "?"]\n[Site "here"]\n[Date "????.??.??"]\n[Round "?"]\n[White "?"]\n[Black "?"]\n[Result "*"]\n\n{a game} 1. e4!? {sharp} *\n\n',
    );
  });

  it('text that is not SAN is a located SanError; an illegal move is found by walkGame', () => {
    const game = newGame();
    expect(() => game.moves.add('e9')).toThrow(SanError);
    game.moves.add('e5');
    expect(() =>
      walkGame(game, ChessPosition.fromFen(startingPosition(game).toFen()), () => undefined),
    ).toThrow(expect.objectContaining({ code: 'illegal-move' }));
  });

  it('property: a random line built move by move writes the PGN parsePgn reads as the same moves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer(), (plies, seed) => {
        const pos = ChessPosition.fromFen(startingPosition(newGame()).toFen());
        const game = newGame();
        let node = game.moves;
        const played: string[] = [];
        for (let i = 0, s = seed; i < plies; i++) {
          const moves = pos.legalMoves();
          if (moves.length === 0) break;
          s = (s * 1103515245 + 12345) | 0;
          const move = moves[Math.abs(s) % moves.length]!;
          const san = stringify(move, pos);
          node = node.add(san);
          played.push(san);
          pos.play(move);
        }
        const [back] = parsePgn(formatPgn(game));
        const sans: string[] = [];
        walkGame(back!, startingPosition(back!), (step) => void sans.push(step.san));
        expect(sans).toEqual(played);
      }),
      { numRuns: runs(30) },
    );
  });
});
