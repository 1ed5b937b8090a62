/**
 * `xn pgn filter --fen FEN` and `--fen-pattern P` end to end: the fields given are the fields compared (board,
 * side to move, castling, e.p.), main line by default and every line with `--variations`, pgn-extract's
 * FENPattern wildcards, usage errors located in the value; and, with Debian's pgn-extract as the oracle, the same
 * games as `pgn-extract -t` (FEN) and `-Tf` (FENPattern) on its own test inputs, each difference listed with its
 * reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deep } from '../../../../tests/depth.js';
import { ascii, canCompare, pgnExtract, pgnExtractInputs } from './pgn-extract.js';
import { fixture, tempDir } from '../temp-dir.js';
import { xn } from '../xn.js';

const dir = tempDir('xn-filter-fen-');

const events = (text: string) => [...text.matchAll(/\[Event "([^"]*)"\]/g)].map((m) => m[1]);

describe('xn pgn filter --fen, --fen-pattern', () => {
  const input = fixture('filter-fen.pgn');
  const run = (...args: string[]) => {
    const r = xn(['pgn', 'filter', ...args, input]);
    expect([r.status, r.stderr]).toEqual([0, '']);
    return events(r.stdout);
  };

  it('--fen: the fields given are compared, the main line searched (--variations: every line)', () => {
    const afterE4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR';
    expect(run('--fen', afterE4)).toEqual(['A', 'D', 'E']);
    expect(run('--fen', `${afterE4} b`)).toEqual(['A', 'D', 'E']);
    expect(run('--fen', `${afterE4} w`)).toEqual([]);
    expect(run('--fen', `${afterE4} b KQkq e3 0 1`)).toEqual(['A', 'D', 'E']); // e3 is no legal e.p. square: '-'
    expect(run('--fen', `${afterE4} b Qkq -`)).toEqual([]);
    expect(run('--variations', '--fen', afterE4)).toEqual(['A', 'C', 'D', 'E']);
    // A transposition: the same position after other moves.
    expect(run('--fen', 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3')).toEqual([
      'A',
      'B',
    ]);
    // The e.p. square counts when a capture is legal: after 2...f5, exf6 is.
    expect(run('--fen', 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6')).toEqual(['E']);
    expect(run('--fen', 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq -')).toEqual([]);
    // Two values: either position.
    expect(run('--fen', afterE4, '--fen', 'rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR')).toEqual([
      'A',
      'C',
      'D',
      'E',
    ]);
  });

  it("--fen-pattern: pgn-extract's wildcards, the board only", () => {
    expect(run('--fen-pattern', '*/*/*/4p3/4P3/*/*/*')).toEqual(['A', 'B']);
    expect(run('--variations', '--fen-pattern', '*/*/*/4p3/4P3/*/*/*')).toEqual(['A', 'B', 'C']);
    expect(run('--fen-pattern', '*/*/*/*/*/*/*/RNBQKB[^N]R')).toEqual(['A', 'B', 'E']);
    expect(run('--fen-pattern', '*/*/2[Aa]*/*/*/*/*/*')).toEqual(['A', 'B']);
    expect(run('--fen-pattern', '*/*/*/*/*/*/*/RNBQKB1R', '--invert')).toEqual(['C', 'D']);
    expect(run('--fen-pattern', '*/*/*/*/*/*/*/RNBQKB1R', '--tag', 'Event=E')).toEqual(['E']);
  });

  it('a bad value is a usage error naming where (exit 2)', () => {
    for (const [args, message] of [
      [
        ['--fen-pattern', '*/*/*/*/*/*/*/RNBQKBNRR'],
        "xn: --fen-pattern: rank 1 covers more than 8 squares (column 15 of '*/*/*/*/*/*/*/RNBQKBNRR')",
      ],
      [
        ['--fen-pattern', '*/*/*/*/*/*/*/x*'],
        "xn: --fen-pattern: 'x' is neither a piece nor a pattern character (column 15",
      ],
      [['--fen', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX'], 'xn: --fen: '],
      [['--fen', '8/8/8/8/8/8/8/8 w - -'], 'xn: --fen: '],
    ] as const) {
      const r = xn(['pgn', 'filter', ...args, input]);
      expect([args.join(' '), r.status]).toEqual([args.join(' '), 2]);
      expect(r.stderr.startsWith(message), r.stderr).toBe(true);
    }
  });
});

/** FEN boards searched with pgn-extract -t (a FEN tag: board only, every line) and xn --variations --fen BOARD. */
const FENS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR',
  'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR',
  'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R',
];
/**
 * Patterns searched with pgn-extract -Tf and xn --variations --fen-pattern: every other one by default (each search
 * reads pgn-extract's 57 inputs twice), all under `pnpm test:deep`.
 */
const ALL_PATTERNS = [
  'rnbqkbnr/*/*/*/*/*/*/RNBQKBNR',
  '?????rk?/?????ppp/*/*/*/*/*/*',
  '*/*/*/*/*/*/*/??KR????',
  '*/*/*/*/*/*/[^P]*/*',
  '*k*/*/*/*/*/*/*/*K*',
  '*/*/*/3[Aa]*/*/*/*/*',
  '*Q*/*/*/*/*/*/*/*',
  '*/*/*/*/*/*/m*/*',
];
const PATTERNS = ALL_PATTERNS.filter((_, i) => deep || i % 2 === 0);

const NESTED =
  'nested-comment.pgn: pgn-extract (without --nestedcomment) recovers move-less games from the fragments of the broken comment; xn reports the game (syntax, 1:46) and chooses nothing there';
const NULL_MOVES =
  'a null move (--) in the main line: pgn-extract rejects the game without --allownullmoves, xn reads it (lenient SAN reads -- as a pass)';
const ATWOOD_PHILIDOR = 'George Atwood - Franois Andr Philidor (London) e2e4 0000 d2d4 e7e6';
const ATWOOD_VERDONI = 'George Atwood - Verdoni (London m) e2e4 0000 d2d4 e7e6';
const NULL_A5 = '? - ? (?) a5b5 0000';
const NULL_F3 = '? - ? (?) f3h3 0000 h6h7 g7h7';

/** Differences found (search, side, game: players, event, first moves), each with its reason. */
const FEN_DIFFERENCES = new Map<string, string>([
  ['--fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR only pgn-extract: ? - ? (?) ', NESTED],
  ['--fen-pattern *k*/*/*/*/*/*/*/*K* only pgn-extract: ? - ? (?) ', NESTED],
  ['--fen-pattern rnbqkbnr/*/*/*/*/*/*/RNBQKBNR only pgn-extract: ? - ? (?) ', NESTED],
  ...[
    ...['*k*/*/*/*/*/*/*/*K*'].flatMap((p) =>
      [NULL_A5, NULL_F3, ATWOOD_PHILIDOR, ATWOOD_VERDONI].map((g) => `--fen-pattern ${p} only xn: ${g}`),
    ),
    ...['*/*/*/*/*/*/[^P]*/*', '*/*/*/*/*/*/m*/*'].flatMap((p) =>
      [NULL_F3, ATWOOD_PHILIDOR].map((g) => `--fen-pattern ${p} only xn: ${g}`),
    ),
    `--fen-pattern */*/*/3[Aa]*/*/*/*/* only xn: ${ATWOOD_PHILIDOR}`,
    `--fen-pattern *Q*/*/*/*/*/*/*/* only xn: ${NULL_A5}`,
    `--fen-pattern rnbqkbnr/*/*/*/*/*/*/RNBQKBNR only xn: ${ATWOOD_PHILIDOR}`,
    `--fen-pattern rnbqkbnr/*/*/*/*/*/*/RNBQKBNR only xn: ${ATWOOD_VERDONI}`,
  ].map((key): [string, string] => [key, NULL_MOVES]),
]);

describe.skipIf(!canCompare)(
  'against pgn-extract -t FEN and -Tf on its own test inputs (needs pgn-extract and ../shared/data)',
  () => {
    const files = pgnExtractInputs();

    /**
     * The games of each PGN text, each as players, event, first moves | start and main line (UCI): what tells games
     * apart. One `xn pgn convert --to json` reads all the texts, a marker game between them.
     */
    function games(texts: readonly string[]): string[][] {
      const marker = (i: number) => `[Event "xn-search-${i}"]\n[Result "*"]\n\n*\n\n`;
      const r = xn(
        ['pgn', 'convert', '--to', 'json', '--quiet', '-'],
        texts.map((t, i) => `${marker(i)}${t}\n\n`).join(''),
      );
      const out: string[][] = [];
      for (const line of r.stdout.trimEnd().split('\n')) {
        const g = JSON.parse(line) as {
          tags: Record<string, string>;
          start: string;
          moves: { uci: string }[];
        };
        if (g.tags.Event?.startsWith('xn-search-')) {
          out.push([]);
          continue;
        }
        const moves = g.moves.map((m) => m.uci);
        out
          .at(-1)!
          .push(
            ascii(
              `${g.tags.White ?? '?'} - ${g.tags.Black ?? '?'} (${g.tags.Event ?? '?'}) ${moves.slice(0, 4).join(' ')}|${g.start} ${moves.join(' ')}`,
            ),
          );
      }
      expect(out).toHaveLength(texts.length);
      return out;
    }

    it('the same games for every FEN board and pattern; differences listed', () => {
      expect(files.length).toBeGreaterThan(40);
      const tagFile = path.join(dir, 'fen-tags');
      const searches: string[] = [];
      const theirs: string[] = [];
      const ours: string[] = [];
      for (const board of FENS) {
        fs.writeFileSync(tagFile, `FEN "${board} w - - 0 1"\n`);
        searches.push(`--fen ${board}`);
        theirs.push(pgnExtract(['-s', '-t', tagFile, ...files]));
        ours.push(xn(['pgn', 'filter', '--quiet', '--variations', '--fen', board, ...files]).stdout);
      }
      for (const pattern of PATTERNS) {
        searches.push(`--fen-pattern ${pattern}`);
        theirs.push(pgnExtract(['-s', `-Tf${pattern}`, ...files]));
        ours.push(
          xn(['pgn', 'filter', '--quiet', '--variations', '--fen-pattern', pattern, ...files]).stdout,
        );
      }
      const theirGames = games(theirs);
      const ourGames = games(ours);
      const found: string[] = [];
      let chosen = 0;
      searches.forEach((search, i) => {
        chosen += theirGames[i]!.length;
        const rest = [...ourGames[i]!];
        for (const g of theirGames[i]!) {
          const k = rest.indexOf(g);
          if (k >= 0) rest.splice(k, 1);
          else found.push(`${search} only pgn-extract: ${g.split('|')[0]}`);
        }
        for (const g of rest) found.push(`${search} only xn: ${g.split('|')[0]}`);
      });
      expect(chosen).toBeGreaterThan(deep ? 1000 : 500);
      const expected = [...FEN_DIFFERENCES.keys()].filter((k) =>
        searches.some((s) => k.startsWith(`${s} only`)),
      );
      expect(found.sort(), found.join('\n')).toEqual(expected.sort());
    });
  },
);
