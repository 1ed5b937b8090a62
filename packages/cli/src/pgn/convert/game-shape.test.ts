/** `xn pgn convert`'s game shapes (pgn-extract's -C -N -V --notags -7 --plylimit --plycount --fixresulttags -w). */
import fc from 'fast-check';
import { type Game, mainLine, parsePgn } from '@x/san';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../../tests/depth.js';
import { census } from '../../../test/census.js';
import { UsageError } from '../../failure.js';
import { convertGame } from './convert-game.js';
import { type GameShape, shapeGame, shapeOf } from './game-shape.js';

const PGN = `[Event "Test"]
[Site "Here"]
[Date "2020.01.01"]
[Round "1"]
[White "A"]
[Black "B"]
[Result "1-0"]
[WhiteElo "2000"]

{start} 1. e4 {good} $1 e5 (1... c5 {sicilian} 2. Nf3 (2. c3 $2) d6) 2. Nf3 Nc6 3. Bc4 $2 Nf6 4. Ng5 d5 1-0

[Event "Mate by Black"]
[Result "1-0"]

1. f3 e5 2. g4 Qh4# 1-0

[Event "From a position"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 7"]
[Variant "Standard"]

7... Kd7 8. e4 Kd6 *
`;
const GAMES = parsePgn(PGN);

const shapes: fc.Arbitrary<GameShape> = fc.record({
  comments: fc.boolean(),
  nags: fc.boolean(),
  variations: fc.boolean(),
  tags: fc.constantFrom('all', 'roster', 'none'),
  plyLimit: fc.option(fc.nat(12), { nil: undefined }),
  dropPly: fc.constant(undefined),
  plyCount: fc.boolean(),
  hashCode: fc.boolean(),
  fixResultTag: fc.boolean(),
  lineWidth: fc.option(fc.integer({ min: 20, max: 100 }), { nil: undefined }),
  moveNumbers: fc.boolean(),
  results: fc.boolean(),
  checks: fc.boolean(),
  fenComments: fc.boolean(),
});

describe('shapeGame', () => {
  it('keeps what the shape keeps, cuts the main line at the limit, and is idempotent', () => {
    fc.assert(
      fc.property(shapes, fc.constantFrom(...GAMES), (shape, game) => {
        const copy = structuredClone(game);
        const shaped = shapeGame(game, shape);
        const before = census(game);
        const after = census(shaped);
        const plies = Math.min(before.plies, shape.plyLimit ?? Number.POSITIVE_INFINITY);
        expect(after.plies).toBe(plies);
        if (!shape.comments) expect(after.comments).toBe(0);
        if (!shape.nags) expect(after.nags).toBe(0);
        if (!shape.variations) expect(after.variations).toBe(0);
        if (shape.tags === 'none') expect(shaped.headers.size).toBe(0);
        if (shape.plyCount && shape.tags !== 'none')
          expect(shaped.headers.get('PlyCount')).toBe(String(plies));
        if (!shape.results) expect(shaped.result).toBeUndefined();
        else if (plies < before.plies) expect(shaped.result).toBe('*');
        const sans = (g: Game) => mainLine(g.moves).map((n) => n.data.san);
        expect(sans(shaped)).toEqual(sans(game).slice(0, plies));
        expect(shapeGame(shaped, { ...shape, plyCount: false, tags: 'all' })).toEqual(shaped);
        expect(game).toEqual(copy); // the read game is left as it was
      }),
      { numRuns: runs(300) },
    );
  });

  it('writes a game without tags with the move numbers of its FEN', () => {
    const shape = shapeOf({ 'no-tags': true }, 'pgn convert')!;
    expect(convertGame(GAMES[2]!, { target: 'san', shape })).toBe('7... Kd7 8. e4 Kd6 *\n\n');
  });

  it('--fix-result-tags: a mate at the end sets the result, as pgn-extract fixes it', () => {
    const shape = shapeOf({ 'fix-result-tags': true }, 'pgn convert')!;
    const text = convertGame(GAMES[1]!, { target: 'san', shape });
    expect(text).toContain('[Result "0-1"]');
    expect(text.trimEnd().endsWith('2. g4 Qh4# 0-1')).toBe(true);
  });

  it('--no-move-numbers and --no-results write moves alone, as pgn-extract does', () => {
    const shape = shapeOf(
      { 'no-move-numbers': true, 'no-results': true, 'no-comments': true },
      'pgn convert',
    )!;
    const text = convertGame(GAMES[0]!, { target: 'san', shape });
    expect(text.slice(text.indexOf('\n\n') + 2)).toBe(
      'e4 $1 e5 (c5 Nf3 (c3 $2) d6) Nf3 Nc6 Bc4 $2 Nf6 Ng5 d5\n\n',
    );
    expect(text).toContain('[Result "1-0"]');
  });

  it('--no-checks writes moves without + and #', () => {
    const shape = shapeOf({ 'no-checks': true }, 'pgn convert')!;
    for (const target of ['san', 'lan', 'fan'] as const)
      expect(convertGame(GAMES[1]!, { target, shape })).not.toMatch(/[+#]/);
    expect(convertGame(GAMES[1]!, { target: 'san', shape })).toContain('2. g4 Qh4 1-0');
  });

  it('--fen-comments: the FEN after each move as a comment after it, variations too', () => {
    const shape = shapeOf({ 'fen-comments': true, 'no-comments': true }, 'pgn convert')!;
    const [game] = parsePgn(convertGame(GAMES[0]!, { target: 'san', shape }));
    expect(census(game!)).toMatchObject({ plies: 8, comments: 8 + 4 });
    expect(game!.moves.children[0]!.data.comments).toEqual([
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    ]);
  });

  it('shapes a main line of 60,000 plies (no recursion along it)', () => {
    const cycle = (n: number) => `${2 * n + 1}. Nf3 Nf6 ${2 * n + 2}. Ng1 Ng8`;
    const text = `[Event "long"]\n\n${Array.from({ length: 15_000 }, (_, n) => cycle(n)).join(' ')} *\n`;
    const [game] = parsePgn(text);
    const shape = shapeOf({ 'no-comments': true, 'ply-count': true }, 'pgn convert')!;
    expect(shapeGame(game!, shape).headers.get('PlyCount')).toBe('60000');
    const written = convertGame(game!, { target: 'uci', shape: { ...shape, fenComments: true } });
    expect(written.match(/\{/g)?.length).toBe(60_000);
  });

  it('--seven-tags keeps the roster and what the moves need (FEN, SetUp, a Variant other than chess)', () => {
    const shape = shapeOf({ 'seven-tags': true }, 'pgn convert')!;
    const roster = 'Event Site Date Round White Black Result'.split(' ');
    expect([...shapeGame(GAMES[0]!, shape).headers.keys()]).toEqual(roster);
    expect([...shapeGame(GAMES[2]!, shape).headers.keys()]).toEqual(['Event', 'SetUp', 'FEN']);
    const [atomic] = parsePgn('[Event "a"]\n[Variant "Atomic"]\n\n1. e4 *');
    expect([...shapeGame(atomic!, shape).headers.keys()]).toEqual(['Event', 'Variant']);
  });

  it('no option is no shape; bad values are usage errors', () => {
    expect(shapeOf({}, 'pgn convert')).toBeUndefined();
    expect(() => shapeOf({ 'ply-limit': '-1' }, 'pgn convert')).toThrow(UsageError);
    expect(() => shapeOf({ width: '1e3' }, 'pgn convert')).toThrow(UsageError);
    expect(() => shapeOf({ 'no-tags': true, 'seven-tags': true }, 'pgn convert')).toThrow(UsageError);
  });
});
