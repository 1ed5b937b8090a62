import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { AnswerPacker, unpackAnswers } from './answer-pack.js';
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

describe('AnswerPacker', () => {
  it('reads back the answers packed, in parts, their data as the bytes written', () => {
    fc.assert(
      fc.property(fc.array(answer, { maxLength: 8 }), fc.nat({ max: 8 }), (answers, cut) => {
        // a worker gives its answers' bytes as views valid until the next game: the packer copies them
        const scratch = new Uint8Array(16);
        const encoder = new TextEncoder();
        const written = (a: GameAnswer) =>
          a.data === undefined
            ? a
            : { ...a, data: [...(typeof a.data === 'string' ? encoder.encode(a.data) : a.data)] };
        const expected = answers.map(written);
        const packer = new AnswerPacker(4);
        const parts: ReturnType<AnswerPacker['take']>[] = [];
        answers.forEach((a, i) => {
          if (a.data instanceof Uint8Array) {
            scratch.set(a.data);
            packer.add({ ...a, data: scratch.subarray(0, a.data.length) });
            scratch.fill(0xff);
          } else packer.add(a);
          if (i + 1 === cut) parts.push(packer.take());
        });
        parts.push(packer.take());
        const back: GameAnswer[] = [];
        for (const { packed, transfer } of parts) {
          expect(new Set(transfer).size).toBe(transfer.length);
          // what the main thread receives: a structured clone with the buffers moved
          back.push(...unpackAnswers(structuredClone(packed, { transfer })));
        }
        expect(back.map(written)).toEqual(expected);
        expect(back.map((a) => 'key' in a)).toEqual(answers.map((a) => 'key' in a));
      }),
      { numRuns: runs(100, 1000) },
    );
  });
});
