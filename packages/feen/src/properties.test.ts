/** fast-check properties: round trips, canonical acceptance, and robustness against arbitrary input. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import {
  canonicalize,
  createPosition,
  isValid,
  type FeenPiece,
  type FeenPosition,
  parse,
  safeParse,
  stringify,
  stringifyPiece,
} from './index.js';
import { LETTERS, PIECE_STATES, SIDES } from './types.js';
import { onlyFeenErrors } from '../test/errors.js';

const pieceArb: fc.Arbitrary<FeenPiece> = fc.record({
  letter: fc.constantFrom(...LETTERS),
  side: fc.constantFrom(...SIDES),
  state: fc.constantFrom(...PIECE_STATES),
  terminal: fc.boolean(),
  derived: fc.boolean(),
});

/** 1D, 2D or 3D shapes that FEEN can write (outer dimensions ≥ 2). */
const shapeArb: fc.Arbitrary<number[]> = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 40 })).map((s) => [...s]),
  fc.tuple(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 1, max: 14 })).map((s) => [...s]),
  fc
    .tuple(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 2, max: 5 }), fc.integer({ min: 1, max: 7 }))
    .map((s) => [...s]),
);

const handArb = fc.array(fc.tuple(pieceArb, fc.integer({ min: 1, max: 12 })), { maxLength: 6 });

/** Random positions: random shape, sparse or dense random pieces, hands trimmed to satisfy cardinality. */
const positionArb: fc.Arbitrary<FeenPosition> = shapeArb.chain((shape) => {
  const n = shape.reduce((a, b) => a * b, 1);
  return fc
    .record({
      squares: fc.array(fc.option(pieceArb, { freq: 2, nil: null }), { minLength: n, maxLength: n }),
      first: handArb,
      second: handArb,
      styles: fc.record({ first: fc.constantFrom(...LETTERS), second: fc.constantFrom(...LETTERS) }),
      turn: fc.constantFrom(...SIDES),
    })
    .map(({ squares, first, second, styles, turn }) => {
      let room = n - squares.filter((s) => s !== null).length;
      const trim = (hand: [FeenPiece, number][]) =>
        hand.flatMap(([piece, count]): [FeenPiece, number][] => {
          const c = Math.min(count, room);
          room -= c;
          return c > 0 ? [[piece, c]] : [];
        });
      return createPosition({
        shape,
        squares,
        hands: { first: trim(first), second: trim(second) },
        styles,
        turn,
      });
    });
});

/** The characters FEEN uses, plus a few that it must reject. */
const FEEN_CHARS = [..."0123456789/ +-^'KkPpQqRrBbNnCcSsXxZz", '\t', '\n', '\u0000', ',', 'é'];
const feenishString = fc.array(fc.constantFrom(...FEEN_CHARS), { maxLength: 120 }).map((cs) => cs.join(''));

describe('properties', () => {
  it('parse(stringify(p)) deep-equals p for random 1D/2D/3D positions', () => {
    fc.assert(
      fc.property(positionArb, (p) => {
        const text = stringify(p);
        const q = parse(text);
        expect(q).toEqual(p);
        expect(stringify(q)).toBe(text);
        expect(isValid(text)).toBe(true);
        expect(canonicalize(text)).toBe(text);
      }),
      { numRuns: runs(300) },
    );
  });

  it('canonicalize repairs any order and splitting of hand items', () => {
    fc.assert(
      fc.property(
        positionArb,
        fc.infiniteStream(fc.integer({ min: 0, max: 1000 })),
        fc.infiniteStream(fc.boolean()),
        (p, randoms, splits) => {
          const text = stringify(p);
          const [placement, , styleTurn] = text.split(' ');
          const scramble = (items: FeenPosition['hands']['first']) => {
            const tokens: string[] = [];
            for (const { piece, count } of items) {
              const token = stringifyPiece(piece);
              if (count >= 3 && splits.next().value) {
                tokens.push(token, `${count - 1}${token}`);
              } else {
                tokens.push(count >= 2 ? `${count}${token}` : token);
              }
            }
            return tokens
              .map((t) => [randoms.next().value as number, t] as const)
              .sort((a, b) => a[0] - b[0])
              .map((x) => x[1])
              .join('');
          };
          const messy = `${placement} ${scramble(p.hands.first)}/${scramble(p.hands.second)} ${styleTurn}`;
          expect(canonicalize(messy)).toBe(text);
          const strict = safeParse(messy);
          if (strict.success) expect(messy).toBe(text);
          else expect(['hands-not-aggregated', 'hands-not-canonical']).toContain(strict.error.code);
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('random strings only ever raise FeenError, and whatever parses is canonical', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), feenishString), (text) => {
        onlyFeenErrors(() => {
          const p = parse(text);
          expect(stringify(p)).toBe(text);
        });
        onlyFeenErrors(() => canonicalize(text));
        expect(typeof isValid(text)).toBe('boolean');
      }),
      { numRuns: runs(2000) },
    );
  });

  it('random mutations of valid strings only raise FeenError; accepted mutants are canonical', () => {
    const edit = fc.record({
      at: fc.nat(),
      kind: fc.constantFrom('insert', 'delete', 'replace'),
      char: fc.constantFrom(...FEEN_CHARS),
    });
    fc.assert(
      fc.property(positionArb, fc.array(edit, { minLength: 1, maxLength: 4 }), (p, edits) => {
        let text = stringify(p);
        for (const { at, kind, char } of edits) {
          const i = at % (text.length + 1);
          if (kind === 'insert') text = text.slice(0, i) + char + text.slice(i);
          else if (kind === 'delete') text = text.slice(0, i) + text.slice(i + 1);
          else text = text.slice(0, i) + char + text.slice(i + 1);
        }
        const result = safeParse(text);
        if (result.success) expect(stringify(result.data)).toBe(text);
        else
          expect(result.error.offset + result.error.length).toBeLessThanOrEqual(Math.max(text.length, 4096));
        onlyFeenErrors(() => canonicalize(text));
      }),
      { numRuns: runs(1000) },
    );
  });

  it('stringify on malformed position objects only raises FeenError', () => {
    const junk = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.integer(),
      fc.string({ maxLength: 3 }),
      fc.object(),
    );
    fc.assert(
      fc.property(
        fc.record({
          shape: fc.oneof(fc.array(fc.integer({ min: -2, max: 300 }), { maxLength: 4 }), junk),
          squares: fc.oneof(fc.array(fc.oneof(pieceArb, junk), { maxLength: 30 }), junk),
          hands: fc.oneof(
            fc.record({
              first: fc.array(fc.record({ piece: pieceArb, count: fc.integer({ min: -1, max: 40 }) })),
              second: fc.constant([]),
            }),
            fc.constant({ first: [], second: [] }),
          ),
          styles: fc.oneof(
            fc.record({
              active: fc.record({
                letter: fc.oneof(fc.constantFrom(...LETTERS), fc.string()),
                side: fc.constantFrom(...SIDES),
              }),
              inactive: fc.record({ letter: fc.constantFrom(...LETTERS), side: fc.constantFrom(...SIDES) }),
            }),
            junk,
          ),
        }),
        (raw) => {
          onlyFeenErrors(() => {
            const text = stringify(raw as unknown as FeenPosition);
            expect(isValid(text)).toBe(true);
          });
        },
      ),
      { numRuns: runs(1000) },
    );
  });

  it('huge digit runs anywhere are rejected without expansion', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9][0-9]{3,40}$/),
        fc.constantFrom('placement', 'hand') as fc.Arbitrary<'placement' | 'hand'>,
        (digits, where) => {
          const text = where === 'placement' ? `${digits}/${digits} / C/c` : `8/8 ${digits}P/ C/c`;
          const result = safeParse(text);
          expect(result.success).toBe(false);
          if (!result.success) {
            expect(result.error.code).toBe(where === 'placement' ? 'dimension-too-large' : 'cardinality');
          }
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('random inputs up to the length limit finish fast', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...'19/ PpKk+^'), { minLength: 3500, maxLength: 4096 }), (cs) => {
        const text = `${cs.join('')} / C/c`.slice(0, 4096);
        onlyFeenErrors(() => parse(text));
      }),
      { numRuns: runs(50) },
    );
  });
});
