/**
 * `xn analyse` and `xn match` with a real engine (smoke tests at tiny node counts; skipped, saying why, without
 * the engine): every main-line move analysed and the file read back (Stockfish over UCI; SjaakII over XBoard with
 * a custom-piece variant, Fairy-Stockfish over USI and UCCI), every match game's `Termination` equal to `@x/core`'s
 * verdict; and the usage and input errors, which need no engine.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { VariantDefinition } from '@x/core';
import { parse, toVariant } from '@x/sjaak-variants';
import { describe, expect, it } from 'vitest';
import { checkTerminations, summariseAnalysed } from './verify-pgn.js';
import { fixture, tempDir } from '../temp-dir.js';
import { xn } from '../xn.js';

const STOCKFISH = '/usr/games/stockfish';
const present = fs.existsSync(STOCKFISH);
if (!present)
  console.warn(`[engine commands] SKIPPED: ${STOCKFISH} is not installed (apt-get install stockfish)`);

describe.skipIf(!present)('xn analyse and xn match on Stockfish', () => {
  // the README's example checks the bytes of a run (two runs the same); this, what they hold
  it('analyses every main-line move, and the file reads back', () => {
    const args = [
      'analyse',
      '--engine',
      STOCKFISH,
      '--nodes',
      '300',
      '--multipv',
      '2',
      fixture('engine-game.pgn'),
    ];
    const first = xn(args);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    const summary = summariseAnalysed(first.stdout);
    expect(summary).toMatchObject({ games: 1, moves: 14, withoutEval: 0 });
    expect(summary.marks.blunders).toBeGreaterThan(0);
  });

  it("plays a match whose every Termination is @x/core's verdict (an adjudication: the game goes on)", () => {
    const pgn = path.join(tempDir('xn-match-'), 'match.pgn');
    const r = xn([
      'match',
      '--engine',
      STOCKFISH,
      '--engine',
      STOCKFISH,
      '--games',
      '2',
      // one worker: two engine starts, not four (match-tournament.test.ts plays real engines on two workers)
      '--nodes',
      '300',
      '--openings',
      fixture('openings.pgn'),
      '--pgn',
      pgn,
    ]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^Finished game 1 \(Stockfish 15\.1 vs Stockfish 15\.1 \(2\)\): /m);
    expect(r.stdout).toMatch(/^Elo difference: /m);
    expect(checkTerminations(fs.readFileSync(pgn, 'utf8'))).toEqual({ games: 2, disagreements: [] });
  });
});

const FAIRY = '/usr/games/fairy-stockfish';
const SJAAK = '/usr/games/sjaakii';
const both = fs.existsSync(FAIRY) && fs.existsSync(SJAAK);

/** `xn match` of SjaakII against itself, one game at depth 1, on `variants` (a variants.txt or FBR file), into `pgn`. */
function sjaakSelfMatch(variants: string, pgn: string, more: readonly string[]): ReturnType<typeof xn> {
  const engine = `${SJAAK} -xboard`;
  const args = ['match', '--engine', engine, '--engine', engine, '--variants', variants];
  return xn([...args, '--games', '1', '--depth', '1', '--pgn', pgn, ...more]);
}

if (!both)
  console.warn(
    `[engine commands] SKIPPED: ${FAIRY} or ${SJAAK} is not installed (apt-get install fairy-stockfish sjaakii)`,
  );

describe.skipIf(!both)('xn analyse over XBoard, USI and UCCI', () => {
  it('analyses a custom-piece variant on SjaakII (XBoard), shogi (USI) and xiangqi (UCCI)', () => {
    const runs: [string[], string, ReadonlyMap<string, VariantDefinition> | undefined][] = [
      // SjaakII is started again with a variants.txt block written for the file's variant
      [
        ['--variants', fixture('knight-wazir.txt'), '--engine', `${SJAAK} -xboard`, '--depth', '2'],
        'engine-variants.pgn',
        knightWazir(),
      ],
      [['--engine', FAIRY, '--protocol', 'usi', '--nodes', '300'], 'engine-shogi.pgn', undefined],
      [['--engine', FAIRY, '--protocol', 'ucci', '--nodes', '300'], 'engine-xiangqi.pgn', undefined],
    ];
    for (const [args, file, variants] of runs) {
      const r = xn(['analyse', ...args, fixture(file)]);
      expect(r.stderr).toBe('');
      expect(summariseAnalysed(r.stdout, variants)).toMatchObject({ games: 1, withoutEval: 0 });
    }
  });

  it('plays, on SjaakII, a variants.txt variant whose title carries `(8x8)` (told the name SjaakII announces)', () => {
    const dir = tempDir('xn-sjaak-');
    const file = path.join(dir, 'variants.txt');
    const text = fs.readFileSync(fixture('knight-wazir.txt'), 'utf8');
    fs.writeFileSync(file, text.replace('Variant: Knight Wazir', 'Variant: Wazir Knight Chess (8x8)'));
    const pgn = path.join(dir, 'match.pgn');
    const r = sjaakSelfMatch(file, pgn, ['--variant', 'wazir_knight_chess', '--max-plies', '24']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const games = fs.readFileSync(pgn, 'utf8');
    expect(games).toMatch(/^\[Variant "wazir_knight_chess"\]$/m);
    expect(games).toMatch(/^\[PlyCount "24"\]$/m);
  });

  it('plays, on SjaakII, an FBR rule set with a title; xn pgn check reads the games back under that name', () => {
    const dir = tempDir('xn-fbr-');
    const rules = path.join(dir, 'wazir.fbr');
    fs.writeFileSync(rules, '|Wazir Chess|\nroyal promotion+=enter{P} +P==QRBN K Q R B N=N+W P\n');
    const pgn = path.join(dir, 'match.pgn');
    const r = sjaakSelfMatch(rules, pgn, ['--max-plies', '16']);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(fs.readFileSync(pgn, 'utf8')).toMatch(/^\[Variant "Wazir Chess"\]$/m);
    expect(xn(['pgn', 'check', '--variants', rules, pgn]).stdout).toBe(
      '1 game: 1 good, 0 bad; 16 plies in the good games; by variant: Wazir Chess 1\n',
    );
  });

  it('--nodes (or its default) with an XBoard engine: a usage error naming the engine, not an internal one', () => {
    for (const args of [
      ['analyse', '--engine', `${SJAAK} -xboard`, fixture('engine-game.pgn')],
      ['match', '--engine', `${SJAAK} -xboard`, '--engine', FAIRY, '--games', '1', '--nodes', '500'],
    ]) {
      const r = xn(args);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(
        new RegExp(
          `^xn: Sjaak II [^:]*: XBoard has no node limit: give a depth, a movetime or a clock\\nRun 'xn ${args[0]} --help'\\.\\n$`,
        ),
      );
    }
  });
});

/** The variant of `knight-wazir.txt` by its name. */
function knightWazir(): ReadonlyMap<string, VariantDefinition> {
  const { variant } = toVariant(parse(fs.readFileSync(fixture('knight-wazir.txt'), 'utf8')).variants[0]!);
  return new Map([['Knight Wazir', variant]]);
}

describe('xn analyse and xn match: usage and input errors', () => {
  it.each([
    [['analyse', 'x.pgn'], 'give one --engine CMD'],
    [['match', '--engine', 'a'], 'give two engines'],
    [['match', '--engine', 'a', '--engine', 'b', '--tc', '10+'], '--tc takes'],
    [['match', '--engine', 'a', '--engine', 'b', '--tc', '1', '--nodes', '5'], 'not both'],
    [['analyse', '--engine', 'a', '--nodes', '5', '--depth', '3', 'x.pgn'], 'give one of --nodes'],
    [['analyse', '--engine', "'a", 'x.pgn'], 'a quote is not closed'],
    [['match', '--engine', 'a', '--engine', 'b', '--variant', 'nosuch'], "unknown variant 'nosuch'"],
    [
      ['analyse', '--engine', 'a', '--nodes', '-5', 'x.pgn'],
      "given '-5', which starts with '-': write --nodes=-5",
    ],
    [
      ['analyse', '--engine', 'a', '--nodes=-5', 'x.pgn'],
      "--nodes takes a number from 1 to 1000000000000 (got '-5')",
    ],
    [
      ['match', '--engine', 'a', '--engine', 'b', '--timeout-move', '0'],
      '--timeout-move takes a number from 1',
    ],
    [['analyse', '--engine', 'a', '--timeout-handshake', 'x', 'x.pgn'], '--timeout-handshake takes a number'],
    [
      ['match', '--engine', 'a', '--engine', 'b', '--option', '3:Hash=1'],
      "N is the engine's place, from 1 to 2",
    ],
    [['match', '--engine', 'a', '--engine', 'b', '--protocol', '2:cecp'], '--protocol takes [N:]P'],
    // without the source they are options of, they were taken whatever their value and did nothing
    [
      ['match', '--engine', 'a', '--engine', 'b', '--book-depth', 'NaN'],
      '--book-depth and --seed go with --book',
    ],
    [['match', '--engine', 'a', '--engine', 'b', '--seed=-1'], '--book-depth and --seed go with --book'],
    [
      ['match', '--engine', 'a', '--engine', 'b', '--opening-plies', '4'],
      '--opening-plies goes with --openings',
    ],
  ])('xn %j', (args, message) => {
    const r = xn(args);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
  });

  // an empty book, or one of another variant, gave every game the start without a word
  it('refuses a book with no move for the start, before an engine starts', () => {
    const book = path.join(tempDir('xn-match-empty-book-'), 'empty.bin');
    fs.writeFileSync(book, '');
    const r = xn(['match', '--engine', 'a', '--engine', 'b', '--book', book]);
    expect([r.status, r.stderr]).toEqual([
      2,
      `xn: ${book}: no move for the start of Chess: an empty book, or one of another variant?\n`,
    ]);
  });

  it('reports an engine that cannot start, in one line', () => {
    const r = xn(['analyse', '--engine', '/nonexistent/engine', fixture('engine-game.pgn')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('xn: cannot start /nonexistent/engine: no such file\n');
  });
});
