import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { caught } from '../../../tests/errors.js';
import { game, withoutSpans, writeStyle } from '../test/arbitrary.js';
import { IcnError } from './errors.js';
import { fromJson, toJson } from './json.js';
import { parse } from './parse.js';
import { stringify } from './stringify.js';

const onlyIcnErrors = (text: string, strict: boolean) =>
  caught(IcnError, () => parse(text, { mode: strict ? 'strict' : 'lenient' }));

describe('properties', () => {
  it('parse(stringify(g)) equals g (lenient; strict when live-expressible), coordinates up to ±10^50', () => {
    fc.assert(
      fc.property(game(), (g) => {
        const text = stringify(g);
        expect(withoutSpans(parse(text))).toEqual(g);
        if (g.extras === undefined) expect(withoutSpans(parse(text, { mode: 'strict' }))).toEqual(g);
        expect(stringify(parse(text))).toBe(text);
      }),
      { numRuns: runs(300) },
    );
  });

  it('round-trips every stringify style', () => {
    fc.assert(
      fc.property(game({ digits: 12, extras: false }), writeStyle(), (g, style) => {
        const text = stringify(g, style);
        expect(withoutSpans(parse(text, { mode: 'strict' }))).toEqual(g);
      }),
      { numRuns: runs(200) },
    );
  });

  it('toJson/fromJson round-trips through JSON text', () => {
    fc.assert(
      fc.property(game(), (g) => {
        const back = fromJson(JSON.parse(JSON.stringify(toJson(g))));
        expect(withoutSpans(back)).toEqual(g);
      }),
      { numRuns: runs(200) },
    );
  });

  it('keeps 10^1000 coordinates through parse → stringify → toJson → fromJson → parse', () => {
    const n = 10n ** 1000n;
    const text = `w ${-n},${n} 1 (${n}|${-n}) ${-n},${n},_,${n} Squares:${n},0 K${n},${-n}+|k${-n - 7n},${n + 3n} ${n},${-n}>${-n},${n}=Q`;
    const g1 = parse(text, { mode: 'strict' });
    const t1 = stringify(g1);
    expect(t1).toBe(text);
    const g2 = fromJson(JSON.parse(JSON.stringify(toJson(g1))));
    const g3 = parse(stringify(g2), { mode: 'strict' });
    expect(withoutSpans(g3)).toEqual(withoutSpans(g1));
    expect(g3.position![1]!.square).toEqual([-n - 7n, n + 3n]);
    expect(g3.moves[0]!.start).toEqual([n, -n]);
  });

  it('random strings throw nothing but IcnError and finish quickly', () => {
    const alphabet = [...'wb0123456789-,|>x=+#!?{}[]()";:/._ \nKQRBNPkqrbnpahcgzeyod%lk'];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 300 }),
        ),
        fc.boolean(),
        (s, strict) => {
          onlyIcnErrors(s, strict);
        },
      ),
      { numRuns: runs(3000) },
    );
  });

  it('mutations of valid ICN throw nothing but IcnError', () => {
    const base =
      '[Event "E"] w 4,3 0/100 1 (8;q,n|1) -5,12,_,9 (checkmate|koth) {"slideLimit":7} Squares:1,1 Rays:1,1>1,0 ' +
      'K5,1+|k5,8+|P4,2+|3Q1,1 1. P4,2>4,4 | p4,7>4,6 {[%clk 0:01:00.0] hi} 2. 4,4x4,5=Q+ !?';
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(base.length), fc.nat(3), fc.string({ maxLength: 3 })), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.boolean(),
        (edits, strict) => {
          let s = base;
          for (const [at, del, ins] of edits) s = s.slice(0, at) + ins + s.slice(at + del);
          onlyIcnErrors(s, strict);
        },
      ),
      { numRuns: runs(3000) },
    );
  });

  it('bounds pathological input', () => {
    expect(() => parse(`K${'9'.repeat(20_000)},1`)).toThrow(IcnError);
    expect(() => parse(`{"a":${'['.repeat(100_000)}`)).toThrow(IcnError);
    expect(parse(`${'1,1>2,2|'.repeat(20_000)}1,1>2,2`).moves).toHaveLength(20_001);
  });
});
