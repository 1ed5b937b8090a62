/**
 * Property tests of every reader: random legal games round-trip through KIF (byte for byte after one pass), KI2,
 * CSA, JKF and USI; mutated records never crash a reader (a `KifError` or a game, nothing else).
 */
import fc from 'fast-check';
import { runs } from '../../../tests/depth.js';
import { describe, expect, it } from 'vitest';
import { type KifGame, type KifLine, KifError } from '../src/index.js';
import { parseCsa } from '../src/csa/read-csa.js';
import { parseKi2 } from '../src/ki2/read-ki2.js';
import { parseKif } from '../src/kif/read-kif.js';
import { parseUsi, stringifyUsi } from '../src/usi/position-command.js';
import { stringifyCsa } from '../src/csa/write-csa.js';
import { stringifyKi2 } from '../src/ki2/write-ki2.js';
import { stringifyKif } from '../src/kif/write-kif.js';
import { fromJkf, stringifyJkf } from '../src/jkf.js';
import { randomGame } from './random-game.js';
import { minishogi } from './minishogi.js';

const seed = fc.integer({ min: 1, max: 2 ** 31 - 1 });

function withoutTimes(line: KifLine): KifLine {
  return {
    moves: line.moves.map(({ time, variations, ...m }) => ({
      ...m,
      ...(variations ? { variations: variations.map(withoutTimes) } : {}),
    })),
    ...(line.end
      ? { end: { result: line.end.result, ...(line.end.comments ? { comments: line.end.comments } : {}) } }
      : {}),
  };
}

const mainLine = (game: KifGame) => ({
  start: game.start,
  moves: game.moves.map(({ variations, ...m }) => m),
  ...(game.end ? { end: game.end } : {}),
});

/**
 * Random games (of `shape`, read once from KIF) written by `write` read back strictly by `read` to the same game as
 * `seen` sees it, and write the same text again.
 */
function readsBack(
  write: (game: KifGame) => string,
  read: (text: string, options: { mode: 'strict' }) => KifGame,
  shape: Parameters<typeof randomGame>[1],
  seen: (game: KifGame) => unknown,
): void {
  fc.assert(
    fc.property(seed, (s) => {
      const g = parseKif(stringifyKif(randomGame(s, shape)));
      const text = write(g);
      const back = read(text, { mode: 'strict' });
      expect(seen(back)).toEqual(seen(g));
      expect(write(back)).toBe(text);
    }),
    { numRuns: runs(25) },
  );
}

describe('round trips', () => {
  it('KIF: read(write(g)) writes the same bytes and reads to the same game', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const g = randomGame(s, { branches: true, times: true, comments: true });
        const text = stringifyKif(g);
        const once = parseKif(text, { mode: 'strict' });
        expect(stringifyKif(once)).toBe(text);
        expect(withoutTimes(once)).toEqual(withoutTimes(g));
        expect(parseKif(stringifyKif(once))).toEqual(once);
      }),
      { numRuns: runs(25) },
    );
  });

  it('KI2: the same moves, branches, comments and ends (KI2 has no times)', () => {
    readsBack(stringifyKi2, parseKi2, { branches: true, comments: true }, withoutTimes);
  });

  it('CSA: the main line with times and comments', () => {
    readsBack(stringifyCsa, parseCsa, { times: true, comments: true }, mainLine);
  });

  it('JKF: fromJkf(toJkf(g)) is g, branches, times and comments included', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const g = parseKif(stringifyKif(randomGame(s, { branches: true, times: true, comments: true })));
        const back = fromJkf(stringifyJkf(g));
        expect(back).toEqual({ ...g, headers: g.headers.filter((h) => h.name !== '手合割') });
        expect(stringifyKif(back)).toBe(stringifyKif(g));
      }),
      { numRuns: runs(25) },
    );
  });

  it('USI: position … moves … gives the main line', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const g = randomGame(s);
        const back = parseUsi(stringifyUsi(g));
        expect(back.moves.map((m) => m.usi)).toEqual(g.moves.map((m) => m.usi));
      }),
      { numRuns: runs(25) },
    );
  });

  it('minishogi (5×5): KIF, KI2, CSA and USI round trips', () => {
    const variant = minishogi();
    fc.assert(
      fc.property(seed, (s) => {
        const g = randomGame(s, { variant, branches: true, times: true });
        for (const [write, read] of [
          [stringifyKif, parseKif],
          [stringifyKi2, parseKi2],
          [stringifyCsa, parseCsa],
          [stringifyUsi, parseUsi],
        ] as const) {
          const text = write(g, { variant });
          const back = read(text, { variant });
          expect(back.moves.map((m) => m.usi)).toEqual(g.moves.map((m) => m.usi));
          expect(write(back, { variant })).toBe(text);
        }
      }),
      { numRuns: runs(12) },
    );
  });
});

/** `text` with one random edit: a character replaced, inserted or removed, or the text cut. */
const ALPHABET = [
  ...'0123456789 \n*+-%,:/()同歩香桂銀金角飛玉と成打右左直上引寄不▲△変化：手数-PTV\uFFFD{}[]"',
];

function mutated(text: string) {
  return fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 0, max: 3 })).map(([i, c, kind]) => {
    const at = i % (text.length + 1);
    const ch = ALPHABET[c % ALPHABET.length]!;
    if (kind === 0) return text.slice(0, at) + ch + text.slice(at + 1);
    if (kind === 1) return text.slice(0, at) + ch + text.slice(at);
    if (kind === 2) return text.slice(0, at) + text.slice(at + 1);
    return text.slice(0, at);
  });
}

function noCrash(read: (text: string) => unknown, text: string): void {
  try {
    read(text);
  } catch (error) {
    if (!(error instanceof KifError)) throw error;
    expect(error.offset).toBeGreaterThanOrEqual(0);
    expect(error.line).toBeGreaterThanOrEqual(1);
  }
}

describe('mutated records never crash a reader', () => {
  const game = parseKif(
    stringifyKif(randomGame(7, { plies: 30, branches: true, times: true, comments: true })),
  );
  const cases = [
    ['KIF', stringifyKif(game), (t: string) => parseKif(t)],
    ['KIF strict', stringifyKif(game), (t: string) => parseKif(t, { mode: 'strict' })],
    ['KI2', stringifyKi2(game), (t: string) => parseKi2(t)],
    ['CSA', stringifyCsa(game), (t: string) => parseCsa(t)],
    ['USI', stringifyUsi(game), (t: string) => parseUsi(t)],
    ['JKF', stringifyJkf(game), (t: string) => fromJkf(t)],
  ] as const;
  for (const [name, text, read] of cases) {
    it(name, () => {
      fc.assert(
        fc.property(
          fc.array(fc.constant(null), { maxLength: 3 }).chain((edits) => {
            let arb = fc.constant(text);
            for (const _ of edits) arb = arb.chain(mutated);
            return arb;
          }),
          (t) => noCrash(read, t),
        ),
        { numRuns: runs(125) },
      );
    });
  }
});
