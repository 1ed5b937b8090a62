/**
 * Every writer's output reads back to the game written, or the writer refuses it with a located error (issue
 * #64): random legal games (branches, times, comments) given the extremes that used to be lost — header values
 * with commas and trailing spaces, header names shaped like moves or other record lines, huge and fractional
 * times, comments with line breaks. A refusal is a `KifError` (`invalid-line`, `invalid-time`) whose message
 * names the place in the game (`headers.2.name`, `moves.4.time.now`). What a format does not hold by design is
 * left out of the comparison: KI2 has no times, CSA no branches and no totals (it sums them), JKF one header per
 * name and no `手合割` header (its preset), USI only the main line's moves.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { KIF_TO_CSA } from '../src/csa/csa-headers.js';
import { type KifGame, KifError, type KifLine, parse, stringify } from '../src/index.js';
import type { KifTime } from '../src/model/game.js';
import { fromJkf, stringifyJkf } from '../src/jkf.js';
import { randomGame } from './random-game.js';

/** Characters that broke a format or sit on its edges. */
const ALPHABET = [...'ab 1２,　：:*#&|+-▲△$変化手数まで\n\r\uFFFD先後の持駒'];
/** Characters every format holds in a header value or a comment (commas and trailing spaces included). */
const PLAIN = [...'ab 1２,　:-'];
const textOf = (chars: string[]) =>
  fc.array(fc.constantFrom(...chars), { maxLength: 8 }).map((cs) => cs.join(''));
const text = fc.oneof({ arbitrary: textOf(PLAIN), weight: 4 }, { arbitrary: textOf(ALPHABET), weight: 1 });
const name = fc.oneof(
  { arbitrary: text, weight: 1 },
  fc.constantFrom(
    '先手',
    '後手',
    '棋戦',
    '場所',
    '△６三銀',
    '   1 x',
    '変化',
    '先手の持駒',
    '$NOTE',
    '$EVENT',
    '__proto__',
  ),
);
const seconds = fc.oneof(
  { arbitrary: fc.nat({ max: 3600 }), weight: 3 },
  { arbitrary: fc.constantFrom(0.5, 12.25, 0.30000000000000004, 999_999_999, 1e9, 6e7, 1e-7, -1), weight: 1 },
);
const time: fc.Arbitrary<KifTime> = fc.record({ now: seconds, total: seconds });

interface Extremes {
  readonly headers: readonly { name: string; value: string }[];
  readonly times: readonly (KifTime | undefined)[];
  readonly comments: readonly (string | undefined)[];
}

const extremes: fc.Arbitrary<Extremes> = fc.record({
  headers: fc.uniqueArray(fc.record({ name, value: text }), { maxLength: 4, selector: (h) => h.name }),
  times: fc.array(fc.option(time, { nil: undefined }), { maxLength: 6 }),
  comments: fc.array(fc.option(text, { nil: undefined }), { maxLength: 6 }),
});

/** `line` with a total on every time (KIF writes one; a time given without it reads back with the sum). */
function withTotals(line: KifLine): KifLine {
  return {
    ...line,
    moves: line.moves.map((m) => ({
      ...m,
      ...(m.time ? { time: { now: m.time.now, total: m.time.now } } : {}),
      ...(m.variations ? { variations: m.variations.map(withTotals) } : {}),
    })),
  };
}

/** A random game with `x`'s headers, and its times and comments on the first moves of its main line. */
function gameWith(seed: number, x: Extremes): KifGame {
  const g = randomGame(seed, { plies: 12, branches: true, times: true, comments: true });
  const moves = withTotals(g).moves.map((m, i) => {
    const t = x.times[i];
    const c = x.comments[i];
    return { ...m, ...(t ? { time: t } : {}), ...(c !== undefined ? { comments: [c] } : {}) };
  });
  return { ...g, headers: x.headers, moves, ...(g.end ? { end: { result: g.end.result } } : {}) };
}

/** `line` with what a format leaves out removed: times (all, or their totals), branches. */
function view(line: KifLine, o: { times: 'all' | 'now' | 'none'; branches: boolean }): unknown {
  return {
    moves: line.moves.map((m) => ({
      usi: m.usi,
      ...(m.time && o.times !== 'none' ? { time: o.times === 'all' ? m.time : { now: m.time.now } } : {}),
      ...(m.comments ? { comments: m.comments } : {}),
      ...(m.variations && o.branches ? { variations: m.variations.map((v) => view(v, o)) } : {}),
    })),
    end: line.end?.result,
  };
}

/** Writes with `write` and checks the refusal is located, or returns the text. */
function writeOrRefuse(write: () => string): string | undefined {
  try {
    return write();
  } catch (error) {
    expect(error).toBeInstanceOf(KifError);
    const e = error as KifError;
    expect(['invalid-line', 'invalid-time']).toContain(e.code);
    expect(e.message).toMatch(/^(headers|moves|comments|end)\.[\w.]*: /);
    return undefined;
  }
}

const seed = fc.integer({ min: 1, max: 2 ** 31 - 1 });

describe('every writer reads back or refuses with a located error', () => {
  it('KIF and KI2: headers, comments, branches (and times, in KIF)', () => {
    fc.assert(
      fc.property(seed, extremes, (s, x) => {
        const g = gameWith(s, x);
        for (const format of ['kif', 'ki2'] as const) {
          const out = writeOrRefuse(() => stringify(g, { format }));
          if (out === undefined) continue;
          const back = parse(out, { format });
          const o = { times: format === 'kif' ? 'all' : 'none', branches: true } as const;
          expect(back.headers.filter((h) => h.name !== '手合割')).toEqual(
            g.headers.filter((h) => h.name !== '手合割'),
          );
          expect(view(back, o)).toEqual(view(g, o));
        }
      }),
      { numRuns: runs(40) },
    );
  });

  it('CSA: the headers it has keys for, the main line, times and comments', () => {
    fc.assert(
      fc.property(seed, extremes, (s, x) => {
        const g = gameWith(s, x);
        const out = writeOrRefuse(() => stringify(g, { format: 'csa' }));
        if (out === undefined) return;
        const back = parse(out, { format: 'csa' });
        const kept = g.headers.filter((h) => KIF_TO_CSA.has(h.name) || h.name.startsWith('$'));
        expect(back.headers).toEqual(kept);
        expect(view(back, { times: 'now', branches: false })).toEqual(
          view(g, { times: 'now', branches: false }),
        );
      }),
      { numRuns: runs(40) },
    );
  });

  it('JKF: headers, branches, times (whole seconds) and comments', () => {
    fc.assert(
      fc.property(seed, extremes, (s, x) => {
        const g = gameWith(s, x);
        const out = writeOrRefuse(() => stringifyJkf(g));
        if (out === undefined) return;
        const back = fromJkf(out);
        expect(back.headers).toEqual(g.headers.filter((h) => h.name !== '手合割'));
        expect(view(back, { times: 'all', branches: true })).toEqual(
          view(g, { times: 'all', branches: true }),
        );
      }),
      { numRuns: runs(40) },
    );
  });

  it('a game within every format refuses nothing', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const g = gameWith(s, {
          headers: [{ name: '先手', value: 'Habu, Yoshiharu　' }],
          times: [],
          comments: [],
        });
        for (const format of ['kif', 'ki2', 'csa', 'usi'] as const)
          expect(stringify(g, { format })).not.toBe('');
        expect(stringifyJkf(g)).not.toBe('');
      }),
      { numRuns: runs(10) },
    );
  });
});

describe('the repros of issue #64', () => {
  const start = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
  it('CSA keeps a header value with a comma and trailing full-width spaces', () => {
    const g: KifGame = { headers: [{ name: '先手', value: 'Habu, Yoshiharu　　' }], start, moves: [] };
    expect(parse(stringify(g, { format: 'csa' }), { format: 'csa' }).headers).toEqual(g.headers);
  });

  it('a KIF time of 1,000,000 minutes reads back; CSA and JKF refuse 10⁹ seconds with its place', () => {
    const g: KifGame = {
      headers: [],
      start,
      moves: [{ usi: '7g7f', time: { now: 60_000_000, total: 60_000_000 } }],
    };
    expect(parse(stringify(g), { mode: 'strict' }).moves).toEqual(g.moves);
    const huge: KifGame = { ...g, moves: [{ usi: '7g7f', time: { now: 1e9 } }] };
    for (const write of [
      () => stringify(huge, { format: 'csa' }),
      () => stringify(huge),
      () => stringifyJkf(huge),
    ])
      expect(write).toThrow(
        expect.objectContaining({
          code: 'invalid-time',
          message: expect.stringMatching(/^moves\.0\.time\.now: /),
        }),
      );
  });

  it('a KIF time no move can hold is a warning (an error in strict mode), not dropped silently', () => {
    const text = '手合割：平手\n   1 ７六歩(77)   (999999999:00/00:00:16)\n';
    expect(() => parse(text, { mode: 'strict' })).toThrow(expect.objectContaining({ code: 'invalid-time' }));
  });

  it('fromJkf refuses { m: 3, s: 1e9 }', () => {
    const jkf = {
      moves: [
        {},
        {
          move: { color: 0, from: { x: 7, y: 7 }, to: { x: 7, y: 6 }, piece: 'FU' },
          time: { now: { m: 3, s: 1e9 } },
        },
      ],
    };
    expect(() => fromJkf(jkf)).toThrow(
      expect.objectContaining({ code: 'invalid-json', message: expect.stringMatching(/^moves\.1\.time: /) }),
    );
  });

  it('a KIF header named like a move is refused in KI2 (it read back as a move), kept in KIF', () => {
    const g: KifGame = { headers: [{ name: '△６三銀', value: 'x' }], start, moves: [] };
    expect(() => stringify(g, { format: 'ki2' })).toThrow(
      expect.objectContaining({
        code: 'invalid-line',
        message: expect.stringMatching(/^headers\.0\.name: /),
      }),
    );
    expect(parse(stringify(g)).headers[0]).toEqual(g.headers[0]);
  });

  it('a header named __proto__ survives JKF', () => {
    const g: KifGame = { headers: [{ name: '__proto__', value: 'x' }], start, moves: [] };
    expect(fromJkf(stringifyJkf(g)).headers).toEqual(g.headers);
  });

  it('a JKF header named __proto__ whose value is not a string is refused, as any other such header', () => {
    for (const bad of ['{}', '[]', '1', 'null', '{"a":"b"}']) {
      for (const name of ['__proto__', '先手']) {
        const text = `{"header":{"棋戦":"x","${name}":${bad}},"moves":[{}]}`;
        expect(() => fromJkf(text)).toThrow(
          expect.objectContaining({ code: 'invalid-json', message: expect.stringMatching(/^header\./) }),
        );
        expect(() => fromJkf(JSON.parse(text))).toThrow(expect.objectContaining({ code: 'invalid-json' }));
      }
    }
    expect(() => fromJkf('{"header":{"__proto__":{}},"moves":[{}]}')).toThrow(/^header\.__proto__: /);
  });

  it('an SFEN hand count with no piece is located inside the input', () => {
    const sfen = '4k4/9/9/9/9/9/9/9/4K4 b 1';
    expect(() => parse(`position sfen ${sfen}`, { format: 'usi' })).toThrow(
      expect.objectContaining({ code: 'invalid-sfen', offset: 14 + 24, length: 1 }),
    );
  });
});
