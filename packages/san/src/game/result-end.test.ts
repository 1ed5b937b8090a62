import { type BasePosition, Position } from '@x/core';
import { ChessPosition } from '@x/core/chess';
import { variants } from '@x/core/variant';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { hasSharedData, readSharedData } from '../../../../tests/shared-data.js';
import { walkGame as walkChessGame } from '../chess-pgn/walk.js';
import { stringify } from '../move/stringify.js';
import { parsePgn } from '../pgn/games.js';
import { MainLineChecker } from '../pgn/main-line-check.js';
import { readPgn } from '../pgn/reader.js';
import { visitPgn } from '../pgn/visit.js';
import { SanError } from '../shared/errors.js';
import type { SanDiagnostic } from '../shared/types.js';
import { endContradiction } from './result-end.js';
import { startingPosition } from './start-position.js';
import { walkGame } from './walk.js';

const FOOLS = '1. f3 e5 2. g4 Qh4#';
const SCHOLARS = '1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#';
/** White to move, Black stalemated by 1. Kh6 (Black to move after it). */
const STALEMATE = '[FEN "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1"]\n[SetUp "1"]\n\n1. Kh6';

/** The warnings of walking `text`'s first game with `@x/san`'s walk. */
function warnings(text: string): SanDiagnostic[] {
  const game = parsePgn(text)[0]!;
  const seen: SanDiagnostic[] = [];
  walkGame(game, startingPosition(game), () => {}, { onWarning: (w) => seen.push(w) });
  return seen;
}

/** The messages `MainLineChecker` finds for each game of `text`. */
async function checked(text: string): Promise<(string | undefined)[]> {
  const found: (string | undefined)[] = [];
  await visitPgn(text, new MainLineChecker((check) => void found.push(check.contradiction)));
  return found;
}

const game = (movetext: string, result: string, tags = '') =>
  `${tags}[Result "${result}"]\n\n${movetext} ${result}\n`;

describe('result-contradicts-end: a decided result the final position contradicts', () => {
  it('a mate by either side with any other decided result; the right one, and *, are silent', async () => {
    const cases: [string, string, string | undefined][] = [
      [FOOLS, '1-0', 'Black mates, but the result is 1-0'],
      [FOOLS, '1/2-1/2', 'Black mates, but the result is 1/2-1/2'],
      [FOOLS, '0-1', undefined],
      [FOOLS, '*', undefined],
      [SCHOLARS, '0-1', 'White mates, but the result is 0-1'],
      [SCHOLARS, '1/2-1/2', 'White mates, but the result is 1/2-1/2'],
      [SCHOLARS, '1-0', undefined],
      [SCHOLARS, '*', undefined],
    ];
    for (const [moves, result, message] of cases) {
      const text = game(moves, result);
      expect(warnings(text).map((w) => w.message)).toEqual(message === undefined ? [] : [message]);
      expect(await checked(text)).toEqual([message]);
    }
  });

  it('MainLineChecker judges only when asked: a caller that never reads it plays no move generation for it', async () => {
    // Fool's mate with a wrong result: read, the warning; unread (the search index, books, filters), no
    // `outcome()` or legal-move test of the last position, and a later game is judged afresh
    const text = `${game(FOOLS, '1-0')}\n${game(SCHOLARS, '0-1')}`;
    const outcome = vi.spyOn(ChessPosition.prototype, 'outcome');
    const hasMove = vi.spyOn(ChessPosition.prototype, 'hasLegalMove');
    try {
      let games = 0;
      await visitPgn(text, new MainLineChecker(() => void games++));
      expect([games, outcome.mock.calls.length, hasMove.mock.calls.length]).toEqual([2, 0, 0]);
      const read: (string | undefined)[] = [];
      await visitPgn(
        text,
        new MainLineChecker((check) => void read.push(check.contradiction, check.contradiction)),
      );
      expect(read).toEqual([
        'Black mates, but the result is 1-0',
        'Black mates, but the result is 1-0',
        'White mates, but the result is 0-1',
        'White mates, but the result is 0-1',
      ]);
      expect(outcome.mock.calls.length).toBe(2);
    } finally {
      outcome.mockRestore();
      hasMove.mockRestore();
    }
  });

  it('a stalemate with a decisive result; a dead position (insufficient material) too', async () => {
    const stalemate = (result: string) =>
      `${STALEMATE.replace('\n\n', `\n[Result "${result}"]\n\n`)} ${result}`;
    expect(warnings(stalemate('1-0')).map((w) => w.message)).toEqual([
      'Black is stalemated (1/2-1/2), but the result is 1-0',
    ]);
    expect(warnings(stalemate('0-1'))).toHaveLength(1);
    expect(warnings(stalemate('1/2-1/2'))).toEqual([]);
    expect(await checked(stalemate('0-1'))).toEqual(['Black is stalemated (1/2-1/2), but the result is 0-1']);
    const bare = '[FEN "8/8/8/3k4/8/8/1q6/K7 w - - 0 1"]\n[Result "0-1"]\n\n1. Kxb2 0-1';
    expect(warnings(bare).map((w) => w.message)).toEqual([
      'the game is drawn by insufficient material, but the result is 0-1',
    ]);
  });

  it('repetition and the move-count rule are claims: a game played through them contradicts nothing', () => {
    const shuffle = '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8';
    expect(warnings(game(shuffle, '1-0'))).toEqual([]);
    const fifty = game('1. Ra2 Kf8', '0-1', '[FEN "4k3/8/8/8/8/8/8/R3K3 w - - 99 80"]\n');
    expect(warnings(fifty)).toEqual([]);
  });

  it('is located at the movetext result, else at the Result tag, in the file of a readPgn record', async () => {
    const [w] = warnings(game(FOOLS, '1-0', '[Event "e"]\n'));
    expect(w).toMatchObject({
      code: 'result-contradicts-end',
      severity: 'warning',
      line: 4,
      column: 21,
      length: 3,
    });
    const tagOnly = warnings(`[Event "e"]\n[Result "1-0"]\n\n${FOOLS}\n`);
    expect(tagOnly).toMatchObject([{ line: 2, column: 10, offset: 21, length: 3 }]);
    // the second game of a file: its record's warning counts from the file's start
    const file = `${game('1. e4 e5', '*')}\n${game(`${FOOLS} (2... Nc6)`, '1-0')}`;
    const seen: SanDiagnostic[] = [];
    for await (const record of readPgn(file)) {
      if (!record.success) throw record.error;
      walkGame(record.data, startingPosition(record.data), () => {}, { onWarning: (w) => seen.push(w) });
    }
    const at = file.lastIndexOf('1-0');
    expect(seen).toMatchObject([{ offset: at, length: 3, line: 7, column: 32 }]);
  });

  it('strict mode throws it; a lenient walk without onWarning does not check', () => {
    const g = parsePgn(game(FOOLS, '1-0'))[0]!;
    const start = Position.fromFen(variants.chess.startFen);
    let thrown: unknown;
    try {
      walkGame(g, start, () => {}, { mode: 'strict' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SanError);
    expect(thrown).toMatchObject({ code: 'result-contradicts-end', line: 3, column: 21 });
    // the chess path's walk does not judge the result (kept small: packages/san/size)
    expect(() =>
      walkChessGame(g, ChessPosition.fromFen(variants.chess.startFen), () => {}, { mode: 'strict' }),
    ).not.toThrow();
    expect(() => walkGame(g, start, () => {})).not.toThrow();
  });

  it("a variant's own end: xiangqi and antichess stalemates win, a king on the hill, a third check", async () => {
    const xiangqi = '[Variant "xiangqi"]\n[FEN "3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1"]\n';
    expect(warnings(game('1. Ra9', '1/2-1/2', xiangqi)).map((w) => w.message)).toEqual([
      'Black is stalemated (1-0), but the result is 1/2-1/2',
    ]);
    expect(warnings(game('1. Ra9', '1-0', xiangqi))).toEqual([]);
    const antichess = '[Variant "Antichess"]\n[FEN "8/8/8/8/8/p7/P7/8 w - - 0 1"]\n';
    expect(warnings(`${antichess}[Result "0-1"]\n\n0-1`).map((w) => w.message)).toEqual([
      'White is stalemated (1-0), but the result is 0-1',
    ]);
    const hill = game('1. e3 e6 2. Ke2 Ke7 3. Kd3 Kd6 4. Ke4', '0-1', '[Variant "King of the Hill"]\n');
    expect(warnings(hill).map((w) => w.message)).toEqual([
      'White wins by a piece on its goal, but the result is 0-1',
    ]);
    const checks = game(
      '1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kxf7 4. Qh5+ g6 5. Qxg6+',
      '1/2-1/2',
      '[Variant "Three-check"]\n',
    );
    expect(await checked(checks)).toEqual(['White wins by checks, but the result is 1/2-1/2']);
    // chess's stalemate draws where xiangqi's wins
    expect(warnings(game(FOOLS, '0-1', '[Variant "Antichess"]\n'))).toEqual([]);
  });
});

/** A rook against a king in its corner: mates and stalemates within a few random moves. */
const ROOK = '7k/8/6K1/8/8/8/8/R7 w - - 0 1';

/**
 * Plays random legal moves (`picks`; with `capturesFirst`, a capture on even picks, so that material runs out) from
 * `start` until the game is over by the rules or the picks run out.
 */
function randomGame(
  start: BasePosition,
  picks: readonly number[],
  capturesFirst: boolean,
): { movetext: string; end: BasePosition } {
  const pos = start.clone();
  const sans: string[] = [];
  for (const [ply, pick] of picks.entries()) {
    const moves = pos.legalMoves();
    if (moves.length === 0 || pos.outcome() !== undefined) break;
    const captures = pick % 2 === 0 && capturesFirst ? moves.filter((m) => m.captured !== undefined) : [];
    const from = captures.length > 0 ? captures : moves;
    const move = from[(pick >> 1) % from.length]!;
    sans.push(`${ply % 2 === 0 ? `${ply / 2 + 1}. ` : ''}${stringify(move, pos)}`);
    pos.play(move);
  }
  return { movetext: sans.join(' '), end: pos };
}

describe('result-contradicts-end: random games', () => {
  it('a random legal game written with the result of its end never warns; any other decided result does', async () => {
    // the start, a rook against a cornered king (mates, stalemates), and antichess (its own ends)
    const starts: [BasePosition, string][] = [
      [ChessPosition.fromFen(variants.chess.startFen), ''],
      [ChessPosition.fromFen(ROOK), `[FEN "${ROOK}"]\n[SetUp "1"]\n`],
      [Position.fromFen(variants.antichess.startFen, variants.antichess), '[Variant "Antichess"]\n'],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...starts),
        fc.array(fc.nat(), { minLength: 50, maxLength: 150 }),
        async ([start, tags], picks) => {
          const { movetext, end } = randomGame(start, picks, !tags.startsWith('[FEN'));
          const outcome = end.outcome();
          const right =
            outcome === undefined
              ? '*'
              : outcome.winner === undefined
                ? '1/2-1/2'
                : outcome.winner === 'white'
                  ? '1-0'
                  : '0-1';
          expect(warnings(game(movetext, right, tags))).toEqual([]);
          expect(await checked(game(movetext, right, tags))).toEqual([undefined]);
          const claimed = outcome === undefined || ['repetition', 'move-count'].includes(outcome.reason);
          for (const wrong of ['1-0', '0-1', '1/2-1/2'].filter((r) => r !== right)) {
            expect(warnings(game(movetext, wrong, tags))).toHaveLength(claimed ? 0 : 1);
            expect(endContradiction(end, wrong) === undefined).toBe(claimed);
          }
        },
      ),
      { numRuns: runs(40, 200) },
    );
  });
});

describe.skipIf(!hasSharedData)(
  'result-contradicts-end: pgn-extract --fixresulttags (../shared/data)',
  () => {
    it('warns of the games whose results pgn-extract corrects from their end, naming the result it writes', () => {
      // `pgn-extract --fixresulttags` (Debian's) rewrites the file's five results to 0-1, 1/2-1/2, 1-0, 1-0, 1-0: the
      // results of their ends named here
      const text = readSharedData('pgn-extract', 'test-fixresulttags-in.pgn');
      const found = parsePgn(text).flatMap((g) => {
        const seen: SanDiagnostic[] = [];
        walkGame(g, startingPosition(g), () => {}, { onWarning: (w) => seen.push(w) });
        return seen.map((w) => `${g.headers.get('Round')} ${w.message}`);
      });
      expect(found).toEqual([
        '3.1 Black mates, but the result is 1-0',
        '8.5 White is stalemated (1/2-1/2), but the result is 0-1',
        '7.53 White mates, but the result is 1/2-1/2',
        '1.8 White mates, but the result is 0-1',
        '4.38 White mates, but the result is 1/2-1/2',
      ]);
    });
  },
);
