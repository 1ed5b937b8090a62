import fs from 'node:fs';
import path from 'node:path';
import { ChessPosition } from '@x/core/chess';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bySize, runs } from '../../../../tests/depth.js';
import { sharedGameFiles } from '../../../../tests/shared-data.js';
import { SanError } from '../shared/errors.js';
import { dialectOf } from '../move/dialect.js';
import { lexerOf } from '../move/lexer.js';
import { stringify as genericStringify } from '../move/stringify.js';
import { parsePgn as genericParsePgn } from '../pgn/games.js';
import { startingPosition as genericStartingPosition } from '../game/start-position.js';
import { walkGame as genericWalkGame } from '../game/walk.js';
import type { Game } from '../game/tree.js';
import type { SAN } from '../shared/types.js';
import { chessLexer } from '../chess/lexer.js';
import { parsePgn, startingPosition, walkGame } from '../chess-entry.js';

/** What an error is, by the fields a program reads. */
function errorOf(error: unknown): object {
  if (!(error instanceof SanError)) throw error;
  const { code, offset, length, line, column, ply, candidates, canonical } = error;
  return { error: code, offset, length, line, column, ply, candidates, canonical };
}

function outcome<T>(run: () => T): T | object {
  try {
    return run();
  } catch (error) {
    return errorOf(error);
  }
}

type Mode = 'strict' | 'lenient';

/** A walk: the function, the game, the position it starts from, its steps' fields handed to `visit`. */
type Walk<G, P> = (
  game: G,
  start: P,
  visit: (s: {
    position: { toFen(): string };
    san: string;
    ply: number;
    moveNumber: number;
    turn: string;
    depth: number;
  }) => void,
  options: { mode: Mode },
) => void;

/** Each step of a walk (FEN, SAN, ply, move number, side, depth), and the error that stopped it. */
function steps<G, P>(walk: Walk<G, P>, game: G, start: P, mode: Mode): unknown[] {
  const out: unknown[] = [];
  const push = (s: Parameters<Parameters<Walk<G, P>>[2]>[0]) =>
    void out.push([s.position.toFen(), s.san, s.ply, s.moveNumber, s.turn, s.depth]);
  const walked = outcome(() => walk(game, start, push, { mode }));
  return walked === undefined ? out : [...out, walked];
}

/** Each step of the walk of every game on @x/san, or the error that stopped reading or starting it. */
function generic(text: string, mode: Mode): unknown {
  return outcome(() =>
    genericParsePgn(text, { mode }).map((game) => {
      const start = outcome(() => genericStartingPosition(game));
      return 'toFen' in start ? steps(genericWalkGame, game, start, mode) : start;
    }),
  );
}

/** `generic` on the chess path. */
function chess(text: string, mode: Mode): unknown {
  return outcome(() =>
    parsePgn(text, { mode }).map((game) => {
      const start = outcome(() => startingPosition(game));
      return 'toFen' in start ? steps(walkGame, game, start, mode) : start;
    }),
  );
}

/** Whether `@x/san` read `san` as something standard chess's SAN does not write (`@x/san/chess` refuses it). */
function beyondChess(san: SAN): boolean {
  const coordinate = san.piece === 'pawn' && san.fromFile >= 0 && san.fromRank >= 0;
  return san.drop || san.nullMove || san.gate !== undefined || coordinate || san.diagnostics.length > 0;
}

/** The SAN record `@x/san` read at `offset` in one of `games`. */
function sanAt(games: readonly Game[], offset: number): SAN | undefined {
  for (const game of games) {
    const stack = [...game.moves.children];
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
      if (node.data.offset === offset) return node.data.san;
      stack.push(...node.children);
    }
  }
  return undefined;
}

/** Games walked per file (every game under `pnpm test:deep`). */
const GAMES = bySize(2, Number.POSITIVE_INFINITY);

describe.skipIf(sharedGameFiles().length === 0)(
  '@x/san/chess reads the shared PGN files as @x/san does',
  () => {
    it('every game of standard chess (Chess960 included) walks to the same positions and SAN; every refusal is a move beyond chess or another variant', () => {
      let plies = 0;
      let refusedFiles = 0;
      let otherVariants = 0;
      for (const file of sharedGameFiles()) {
        const text = fs.readFileSync(file, 'utf8');
        const name = path.basename(file);
        const mine = outcome(() => parsePgn(text));
        const theirs = outcome(() => genericParsePgn(text));
        if (!Array.isArray(mine)) {
          // the file holds a move @x/san reads beyond chess's SAN (a drop, a null move, a gate), or both refuse it
          if (Array.isArray(theirs)) {
            const { error, offset } = mine as { error: string; offset: number };
            expect(error, name).toBe('syntax');
            expect(beyondChess(sanAt(theirs, offset)!), name).toBe(true);
            refusedFiles++;
          } else expect(mine, name).toEqual(theirs);
          continue;
        }
        const games = theirs as Game[];
        expect(mine.length, name).toBe(games.length);
        mine.slice(0, GAMES).forEach((game, i) => {
          const start = outcome(() => startingPosition(game));
          if (!('toFen' in start)) {
            // another variant, which @x/san starts from a Position of that variant
            expect(start, name).toMatchObject({ error: 'unsupported-variant' });
            expect(game.headers.get('Variant'), name).toBeDefined();
            otherVariants++;
            return;
          }
          const walked = steps(walkGame, game, start, 'lenient');
          const theirGame = games[i]!;
          const theirStart = genericStartingPosition(theirGame);
          expect(walked, `${name} game ${i + 1}`).toEqual(
            steps(genericWalkGame, theirGame, theirStart, 'lenient'),
          );
          plies += walked.length;
        });
      }
      expect(plies).toBeGreaterThan(bySize(2000, 20_000));
      expect(refusedFiles).toBeGreaterThan(0);
      expect(otherVariants).toBeGreaterThanOrEqual(0);
    });
  },
);

/** A random game of standard chess, with variations, comments and NAGs, written as PGN; and faults put in it. */
const gameText = fc
  .record({
    seed: fc.array(fc.nat(), { minLength: 4, maxLength: 40 }),
    variations: fc.array(fc.nat(), { maxLength: 4 }),
    fault: fc.option(
      fc.record({
        at: fc.nat(),
        token: fc.constantFrom(
          'Ke5',
          'Nf3',
          'O-O',
          'O-O-O',
          'exd5',
          'Qh5+',
          'Nbd7',
          'Nd7',
          'a8=Q',
          'Rxe1',
          'Bb5#',
          'Ngf3',
          'e4!?',
          '0-0',
          'e8Q',
          'de5',
          ')',
          '{',
          '$300',
          '(',
          '--',
        ),
      }),
      { nil: undefined },
    ),
  })
  .map(({ seed, variations, fault }) => {
    const pos = ChessPosition.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    const tokens: string[] = [];
    for (let ply = 0; ply < seed.length; ply++) {
      const moves = pos.legalMoves();
      if (moves.length === 0) break;
      const move = moves[seed[ply]! % moves.length]!;
      if (ply % 2 === 0) tokens.push(`${ply / 2 + 1}.`);
      tokens.push(genericStringify(move, pos));
      if (variations.includes(ply) && moves.length > 1) {
        const other = moves[(seed[ply]! + 1) % moves.length]!;
        tokens.push(
          `(${ply % 2 === 0 ? `${ply / 2 + 1}.` : `${(ply + 1) / 2}...`} ${genericStringify(other, pos)} {a line})`,
        );
      }
      if (seed[ply]! % 7 === 0) tokens.push('$1');
      pos.play(move);
    }
    if (fault !== undefined) tokens[fault.at % tokens.length] = fault.token;
    return `[Event "Generated"]\n[Result "*"]\n\n${tokens.join(' ')} *\n`;
  });

describe('@x/san/chess parses and walks as @x/san does', () => {
  it('generated games, with faults put in: the same positions, SAN, steps, or the same error (code, span, line, column, ply)', () => {
    fc.assert(
      fc.property(gameText, fc.constantFrom<Mode>('lenient', 'strict'), (text, mode) => {
        expect(chess(text, mode)).toEqual(generic(text, mode));
      }),
      { numRuns: runs(120) },
    );
  });

  it('chessLexer gives the record lexSan gives wherever it reads a token, and refuses whatever lexSan refuses', () => {
    const standard = lexerOf(dialectOf(undefined));
    const part = fc.constantFrom(
      ...['', 'N', 'B', 'R', 'Q', 'K', 'P', 'a', 'e', 'h', '1', '2', '8', 'x', '=', '+', '#', '!', '?'],
      ...['O-O', 'O-O-O', '0-0', 'e4', 'e8', 'd5', 'q', 'i', '9', '@', '-', 'e.p.'],
    );
    let read = 0;
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 6 }), fc.boolean(), (parts, strict) => {
        const text = ` ${parts.join('')} `;
        const mine = outcome(() => chessLexer(text, 1, text.length - 1, strict));
        const theirs = outcome(() => standard(text, 1, text.length - 1, strict));
        if ('piece' in mine) {
          read++;
          expect(mine).toEqual(theirs);
        } else if (!('piece' in theirs))
          expect((mine as { error: string }).error).toMatch(/^(syntax|illegal-move)$/);
      }),
      { numRuns: runs(4000) },
    );
    expect(read).toBeGreaterThan(50);
  });

  it('reads the lenient forms of resolve with the warnings of @x/san, and refuses the others as syntax', () => {
    const text = '1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 c6 5. Nf3 Bg4 6. Be2 e6 7. 0-0 Nd7 *';
    const warnings: unknown[] = [];
    const theirs: unknown[] = [];
    parsePgn(text, { onWarning: (w) => void warnings.push(w) });
    genericParsePgn(text, { onWarning: (w) => void theirs.push(w) });
    expect(warnings).toEqual(theirs);
    expect(warnings).toHaveLength(1);
    for (const [move, column] of [
      ['Nf3', 0],
      ['♘f3', 4],
      ['--', 4],
      ['e2e4', 4],
      ['N@f3', 4],
      ['exd6 e.p.', 4],
    ] as const) {
      const result = outcome(() => parsePgn(`1. e4 e5 ${move} *`));
      if (column === 0) expect(Array.isArray(result)).toBe(true);
      else expect(result).toMatchObject({ error: 'syntax', offset: 9, line: 1, column: 10 });
    }
    expect(outcome(() => parsePgn('1. e4 e5 2. Nf3 0-0 *', { mode: 'strict' }))).toMatchObject({
      error: 'syntax',
      offset: 16,
      length: 3,
    });
  });
});

describe('startingPosition of @x/san/chess', () => {
  const tagged = (tags: string) => parsePgn(`${tags}\n\n1. e4 *`)[0]!;

  it('starts a standard game from its FEN tag or the start, a ChessPosition as @x/san gives it', () => {
    const fen = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2';
    for (const tags of [
      '',
      '[Variant "Standard"]',
      `[SetUp "1"]\n[FEN "${fen}"]`,
      '[Variant "From Position"]',
    ]) {
      const game = tagged(tags);
      const mine = startingPosition(game);
      expect(mine).toBeInstanceOf(ChessPosition);
      expect(mine.toFen()).toBe(genericStartingPosition(game).toFen());
    }
    // a fresh copy each time
    const a = startingPosition(new Map());
    a.play('e2e4');
    expect(startingPosition(new Map()).toFen()).toBe(
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    );
  });

  it('refuses another variant (unsupported-variant) and a bad FEN (invalid-fen), located at the tag value', () => {
    const text = '[Event "x"]\n[Variant "Crazyhouse"]\n\n1. e4 *';
    expect(outcome(() => startingPosition(parsePgn(text)[0]!))).toMatchObject({
      error: 'unsupported-variant',
      offset: text.indexOf('Crazyhouse'),
      length: 10,
      line: 2,
      column: 11,
    });
    const bad = '[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"]\n\n*';
    const game = genericParsePgn(bad)[0]!;
    const mine = outcome(() => startingPosition(parsePgn(bad)[0]!));
    expect(mine).toEqual(outcome(() => genericStartingPosition(game)));
    expect(mine).toMatchObject({ error: 'invalid-fen', line: 1 });
    expect(outcome(() => startingPosition(new Map([['Variant', 'Atomic']])))).toMatchObject({
      error: 'unsupported-variant',
      offset: 0,
    });
  });
});

describe('walkGame of @x/san/chess', () => {
  const text = '[Event "x"]\n\n1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 *';

  it('hands out what @x/san hands out: node, parent, move, SAN, move key; stops on false; main line alone', () => {
    const game = parsePgn(text)[0]!;
    const mine: unknown[] = [];
    const theirs: unknown[] = [];
    const record =
      (out: unknown[], root: object) =>
      (s: {
        node: { data: { offset: number } };
        parent: object;
        move: object;
        san: string;
        moveKey: number;
        ply: number;
      }) =>
        void out.push([s.node.data.offset, s.parent === root, s.move, s.san, s.moveKey, s.ply]);
    walkGame(game, startingPosition(game), record(mine, game.moves), { decode: true });
    const theirGame = genericParsePgn(text)[0]!;
    genericWalkGame(theirGame, genericStartingPosition(theirGame), record(theirs, theirGame.moves), {
      decode: true,
    });
    expect(mine).toEqual(theirs);
    const main: string[] = [];
    walkGame(game, startingPosition(game), (s) => void main.push(s.san), { variations: false });
    expect(main).toEqual(['e4', 'e5', 'Nf3', 'Nc6']);
    let visited = 0;
    walkGame(game, startingPosition(game), () => ++visited < 2);
    expect(visited).toBe(2);
  });

  it('walks a tree @x/san read or made by hand, and refuses a move beyond standard chess at its node', () => {
    const start = startingPosition(new Map());
    const passing = genericParsePgn('1. e4 -- 2. d4 *')[0]!;
    expect(outcome(() => walkGame(passing, start, () => {}))).toMatchObject({
      error: 'illegal-move',
      offset: 6,
      length: 2,
      ply: 1,
    });
    // a tree without its text: moves named by their records
    const san = genericParsePgn('1. Nc3 Nf6 2. Ne4 Ng4 3. Ng5 *')[0]!.moves;
    const root = JSON.parse(JSON.stringify(san, (key, value) => (key === 'diagnostics' ? [] : value)));
    expect(outcome(() => walkGame(root, start, () => {}))).toEqual(
      outcome(() => genericWalkGame(root, start, () => {})),
    );
    const fens: string[] = [];
    walkGame(root, start, (s) => void fens.push(s.position.toFen()), { mode: 'strict' });
    expect(fens).toHaveLength(5);
    expect(start.toFen()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  });
});
