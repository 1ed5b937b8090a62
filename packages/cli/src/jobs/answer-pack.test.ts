import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  it('reads back the answers packed, in parts, their data as the bytes written or read again from the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xn-answer-pack-'));
    const file = path.join(dir, 'games.pgn');
    try {
      fc.assert(
        fc.property(
          fc.array(fc.tuple(answer, fc.boolean(), fc.nat({ max: 3 })), { maxLength: 8 }),
          fc.nat({ max: 8 }),
          (given, cut) => {
            const answers = given.map(([a]) => a);
            // a worker gives its answers' bytes as views valid until the next game: the packer copies them, or
            // sends where they lie when they are the file's own (`at`), after a gap of other bytes
            const source: number[] = [];
            const places = given.map(([a, inFile, gap]) => {
              if (!(inFile && a.data instanceof Uint8Array)) return undefined;
              source.push(...new Array<number>(gap).fill(0x20));
              const at = source.length;
              source.push(...a.data);
              return at;
            });
            fs.writeFileSync(file, new Uint8Array(source));
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
                const at = places[i];
                packer.add({
                  ...a,
                  data: scratch.subarray(0, a.data.length),
                  ...(at !== undefined && { at }),
                });
                scratch.fill(0xff);
              } else packer.add(a);
              if (i + 1 === cut) parts.push(packer.take());
            });
            parts.push(packer.take());
            const back: GameAnswer[] = [];
            for (const { packed, transfer } of parts) {
              expect(new Set(transfer).size).toBe(transfer.length);
              // what the main thread receives: a structured clone with the buffers moved
              back.push(...unpackAnswers(structuredClone(packed, { transfer }), file));
            }
            expect(back.map(written)).toEqual(expected);
            expect(back.map((a) => 'key' in a)).toEqual(answers.map((a) => 'key' in a));
          },
        ),
        { numRuns: runs(100, 1000) },
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a span the file no longer holds is an error, not bytes made up', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xn-answer-pack-'));
    const file = path.join(dir, 'games.pgn');
    try {
      fs.writeFileSync(file, '[Event "?"]\n\n1. e4 *\n');
      const packer = new AnswerPacker();
      packer.add({ chosen: true, data: new Uint8Array(8), at: 20 });
      const { packed } = packer.take();
      expect(() => [...unpackAnswers(packed, file)]).toThrow(/changed while read/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
