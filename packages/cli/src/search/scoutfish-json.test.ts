/**
 * `xn search --json`'s writer: the line it streams from an answer's columns is the one `JSON.stringify` gives for
 * Scoutfish's objects (`{"match count": N, "matches": [{"ofs", "ply", "game"}]}`, after `file` when named), for any
 * matches — none, one, a sequence's several plies, more than a chunk's worth — and it is written in pieces.
 */
import { Writable } from 'node:stream';
import { type QueryAnswer, SearchMatches } from '@x/search/query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { writeScoutfishJson } from './scoutfish-json.js';

/** What `writeScoutfishJson` writes, and in how many writes. */
async function written(answer: QueryAnswer, file?: string): Promise<{ text: string; writes: number }> {
  const out = { text: '', writes: 0 };
  const sink = new Writable({
    write(chunk, _encoding, done) {
      out.text += String(chunk);
      out.writes++;
      done();
    },
  });
  await writeScoutfishJson(sink, answer, file);
  return out;
}

const match = (width: number) =>
  fc.record({
    game: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    byteOffset: fc.nat({ max: 2 ** 50 }),
    byteLength: fc.nat({ max: 2 ** 32 - 1 }),
    plies: fc.array(fc.nat({ max: 2 ** 32 - 1 }), { minLength: width, maxLength: width }),
  });

describe('writeScoutfishJson', () => {
  it('writes what JSON.stringify writes of Scoutfish’s objects', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 1, max: 3 })
          .chain((width) => fc.tuple(fc.constant(width), fc.array(match(width), { maxLength: 20 }))),
        fc.option(fc.string()),
        fc.nat(),
        async ([width, list], file, more) => {
          const answer = {
            matchCount: list.length + more,
            matches: SearchMatches.from(list, width),
            games: 0,
            plies: 0,
            misfits: [],
          };
          const matches = list.map((m) => ({ ofs: m.byteOffset, ply: m.plies, game: m.game }));
          const named = file === null ? {} : { file };
          expect((await written(answer, file ?? undefined)).text).toBe(
            `${JSON.stringify({ ...named, 'match count': answer.matchCount, matches })}\n`,
          );
        },
      ),
      { numRuns: runs(100) },
    );
  });

  it('streams a long list in pieces', async () => {
    const list = Array.from({ length: 20_000 }, (_, i) => ({
      game: i + 1,
      byteOffset: 600 * i,
      byteLength: 599,
      plies: [i % 80],
    }));
    const answer = {
      matchCount: list.length,
      matches: SearchMatches.from(list),
      games: 0,
      plies: 0,
      misfits: [],
    };
    const { text, writes } = await written(answer);
    expect(JSON.parse(text).matches).toHaveLength(20_000);
    expect(writes).toBeGreaterThan(5);
  });
});
