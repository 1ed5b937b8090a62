import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { packAnswers, unpackAnswers } from './answer-pack.js';
import type { GameAnswer } from './range-messages.js';

const text = fc.string({ maxLength: 12 });
const bytes = fc.uint8Array({ maxLength: 16 });

/** Answers of every shape the commands give (a field absent, or set; `key` may be set to undefined). */
const answer: fc.Arbitrary<GameAnswer> = fc.record(
  {
    problem: text,
    data: fc.oneof(text, bytes),
    chosen: fc.boolean(),
    key: fc.option(fc.tuple(fc.integer(), fc.double({ noNaN: true })), { nil: undefined }),
    place: text,
    stats: fc.tuple(text, text, text, fc.integer({ min: -1, max: 900 }), text),
    check: fc.record({
      variant: fc.option(text, { nil: undefined }),
      plies: fc.integer({ min: -1, max: 900 }),
      texts: fc.array(text, { maxLength: 3 }),
    }),
  },
  { requiredKeys: [] },
);

describe('packAnswers', () => {
  it('unpacks to the answers packed, data views into a buffer of its own or copied', () => {
    fc.assert(
      fc.property(fc.array(answer, { maxLength: 8 }), fc.boolean(), (answers, owned) => {
        // some data lies in a buffer the worker gives away (sent as a span of it), the rest is copied
        const own = new Uint8Array(64);
        const given = answers.map((a, i) =>
          owned && i % 2 === 0 && a.data instanceof Uint8Array && a.data.length <= 16
            ? { ...a, data: own.subarray(4 * i, 4 * i + a.data.length).fill(i) }
            : a,
        );
        const plain = (list: readonly GameAnswer[]) =>
          list.map((a) => (a.data instanceof Uint8Array ? { ...a, data: [...a.data] } : a));
        const expected = plain(given);
        const { packed, transfer } = packAnswers(given, [own.buffer]);
        expect(new Set(transfer).size).toBe(transfer.length);
        // what the main thread receives: a structured clone with the buffers moved
        const back = unpackAnswers(structuredClone(packed, { transfer }));
        expect(plain(back)).toEqual(expected);
        expect(back.map((a) => 'key' in a)).toEqual(given.map((a) => 'key' in a));
      }),
      { numRuns: runs(100, 1000) },
    );
  });
});
