/**
 * Every writer is linear on a long line (docs/contract.md, "Bad input"): each exported `stringify*`, `format*`
 * and `write*` function of every published package is run on one line of 16 KB, 64 KB, 256 KB and 1 MB made of
 * runs of the characters trailing-whitespace or trailing-zero patterns backtrack over (spaces, tabs, zeros, …),
 * each run followed by another character.
 *
 * Not a speed claim but a hang guard that a loaded CI machine cannot trip, and no clock in the test: each size is
 * a test with the runner's timeout `BUDGET_MS` (docs/testing.md, "No time in tests"). A linear writer needs
 * milliseconds for 1 MB, a quadratic one 20 s for 256 KB and an hour for 1 MB: the sizes grow, and after the
 * first size that fails the larger ones are skipped, so a quadratic writer fails in seconds instead of hanging.
 * Writers whose input cannot hold a long line (one SAN move, one piece, a board of at most 16 × 16 squares) are
 * listed with the reason; a new writer fails the test until it is listed here.
 */
import * as fairy from '@x/fairy-variants';
import * as fbr from '@x/fbr';
import * as icn from '@x/icn';
import * as kif from '@x/kif';
import * as jkf from '@x/kif/jkf';
import * as san from '@x/san';
import * as epd from '@x/san/epd';
import * as sjaak from '@x/sjaak-variants';
import * as wxf from '@x/wxf';
import { describe, expect, it } from 'vitest';
import { ENTRIES } from './entries.js';

/** The runner's timeout per size: the writers here took at most 150 ms for all four sizes together. */
const BUDGET_MS = 10_000;
const SIZES = [16 << 10, 64 << 10, 256 << 10, 1 << 20];

/** `length` characters of runs of each of `chars`, each run ended by `end`. */
function line(length: number, chars = ' \t0=-_.', end = 'x'): string {
  const run = Math.max(1, Math.floor(length / chars.length) - 1);
  return [...chars].map((c) => c.repeat(run) + end).join('');
}

/** A writer's run on a line of about `n` characters (the model is built before the clock starts). */
type Case = (n: number) => () => unknown;

const pgnGame = (n: number) =>
  san.parsePgn(`[Event "${line(n, ' \t0=-_.')}"]\n\n1. e4 {${line(n)}} e5 *\n`)[0]!;
/** A shogi game whose header and comment are long lines. */
const kifGame = (n: number) =>
  kif.parse(`先手：${line(n, ' 0=-_.')}\n   1 ７六歩(77)\n*${line(n)}\n`, { limits: { maxLength: 4 << 20 } });
const icnGame = (n: number) => icn.parse(`[Event "${line(n, ' 0=-_.')}"] w 0/100 1 (8|1) K5,1+|k5,8+`);
const sjaakVariant = (n: number) => sjaak.parse(`Variant: A${line(n, ' 0-_.')}\nBoard: 8x8\n`).variants[0]!;
const fairyFile = (n: number) =>
  fairy.parse(`[a:chess]\nmaxRank${line(n / 2, ' ')} = 8${line(n / 2, ' \t0=-_.')}\n`);
/** @x/fbr reads at most `DEFAULT_FBR_LIMITS.maxInputLength` (64 KB) characters: its line is that long at most. */
const fbrText = (n: number) =>
  `K=K ${line(Math.min(n, fbr.DEFAULT_FBR_LIMITS.maxInputLength) - 8, ' ', 'N')}`;
const fbrRules = (n: number) => fbr.parse(fbrText(n));
const fbrMoves = (n: number) =>
  fbr.parseMbn(`Q=${'W'.repeat(Math.min(n, fbr.DEFAULT_FBR_LIMITS.maxInputLength) - 4)}`);
const wxfGame = (n: number) => wxf.parse(`[Event "${line(n, ' \t0=-_.')}"]\n\n1. C2=5 H8+7 *`);

/** A case that builds its input for a size (`make`, not timed) and then writes it (`write`). */
function on<T>(make: (n: number) => T, write: (input: T) => unknown): Case {
  return (n) => {
    const input = make(n);
    return () => write(input);
  };
}

const LONG: Record<string, Case> = {
  '@x/san formatPgn': on(pgnGame, (game) => san.formatPgn(game)),
  '@x/san formatMovetext': on(pgnGame, (game) => san.formatMovetext(game)),
  '@x/san/epd stringifyEpd': (n) => {
    const record = epd.parseEpd(`8/8/8/8/8/8/8/K6k w - - c0 "${line(n, ' \t0=-_.')}";`, {
      limits: { maxLength: 1 << 24 },
    });
    return () => epd.stringifyEpd(record);
  },
  '@x/icn stringify': on(icnGame, (game) => icn.stringify(game)),
  '@x/sjaak-variants stringify': on(sjaakVariant, (v) => sjaak.stringify(v)),
  '@x/fbr stringify': on(fbrRules, (rules) => [
    fbr.stringify(rules),
    fbr.stringify(rules, { canonical: true }),
  ]),
  '@x/fbr stringifyMbn': on(fbrMoves, (moves) => (moves.tree ? fbr.stringifyMbn(moves.tree) : '')),
  '@x/wxf stringify': on(wxfGame, (game) => wxf.stringify(game)),
  '@x/fairy-variants stringify': on(fairyFile, (file) => [
    fairy.stringify(file),
    fairy.stringify(file, { canonical: true }),
  ]),
  '@x/kif stringify': (n) => {
    const game = kifGame(n);
    // Each format's writer: KIF, KI2, CSA and USI.
    return () =>
      (['kif', 'ki2', 'csa', 'usi'] as const).map((format) => kif.stringify(game, { format })).join('');
  },
  '@x/kif/jkf stringifyJkf': on(kifGame, (game) => jkf.stringifyJkf(game)),
};

/** Writers whose input cannot hold a long line, with the reason. */
const BOUNDED: Record<string, string> = {
  '@x/core stringifyFen': 'a position on a board of at most MAX_BOARD_SIZE files and ranks',
  '@x/san formatSan': 'one SAN move (MAX_SAN_LENGTH characters)',
  '@x/san stringify': 'one move on a board of at most MAX_FILES × MAX_RANKS',
  '@x/san/chess stringify': 'one move on the 8 × 8 board',
  '@x/san stringifyLan': 'one move on a board of at most MAX_FILES × MAX_RANKS',
  '@x/san stringifyFan': 'one move on a board of at most MAX_FILES × MAX_RANKS',
  '@x/feen stringifyPiece': 'one piece: a letter with its state and side marks',
  '@x/feen stringify': 'a position within the FEEN limits (maxLength 4096 by default)',
  '@x/icn stringifyMove': 'one move: two coordinates and a promotion',
  '@x/sjaak-variants stringifyMove': 'one move definition of at most MAX_RIDE_VECTORS vectors',
  '@x/sjaak-variants writeFen': 'a SjaakII board: at most 16 × 16 squares',
  '@x/kif stringifySfen': 'a shogi position: at most 9 × 9 squares and two hands',
  '@x/kif stringifyMove': 'one move: a piece, two squares and a promotion mark',

  '@x/wxf stringifyMove': 'one move on a xiangqi, janggi or makruk board',
};

const isWriter = (name: string) => /^(stringify|format|write)/.test(name);

describe('every writer linear on a 1 MB line', () => {
  it('every exported writer is listed, with a long-line case or the reason its input is short', () => {
    const writers = Object.entries(ENTRIES).flatMap(([entry, mod]) =>
      Object.entries(mod)
        .filter(([name, value]) => isWriter(name) && typeof value === 'function')
        .map(([name]) => `${entry} ${name}`),
    );
    const unlisted = writers.filter((w) => !(w in LONG) && !(w in BOUNDED));
    expect(unlisted).toEqual([]);
    expect(writers.filter((w) => w in LONG).length).toBe(Object.keys(LONG).length);
  });
  for (const [writer, make] of Object.entries(LONG)) {
    describe(writer, () => {
      // A size past the budget fails by the runner's timeout (after the call returns: vitest cannot stop it);
      // the larger sizes are then skipped instead of running for hours.
      let failedAt: number | undefined;
      for (const n of SIZES) {
        it(`${n >> 10} KB line`, { timeout: BUDGET_MS }, (context) => {
          if (failedAt !== undefined) context.skip(`not linear already at ${failedAt >> 10} KB`);
          context.onTestFailed(() => {
            failedAt = n;
          });
          const out = make(n)();
          expect(JSON.stringify(out).length).toBeGreaterThan(
            Math.min(n, fbr.DEFAULT_FBR_LIMITS.maxInputLength) / 2,
          );
        });
      }
    });
  }
});
