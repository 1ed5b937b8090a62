import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { RangeEnd } from '../io/range-end.js';
import { cutRanges, lineFeeds, rangeLine } from './byte-ranges.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xn-ranges-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** How many temp files `fileOf` has written. */
const written = { files: 0 };
/** A temp file holding `bytes`. */
function fileOf(bytes: string | Uint8Array): string {
  const file = path.join(dir, `${written.files++}.pgn`);
  fs.writeFileSync(file, bytes);
  return file;
}

const game = (n: number, eol = '\n') =>
  [`[Event "${n}"]`, '[Result "*"]', '', '1. e4 e5 *', '', ''].join(eol);

describe('cutRanges', () => {
  it('starts each range at a tag pair after a blank line, at or after its nominal place', () => {
    for (const eol of ['\n', '\r\n']) {
      const text = Array.from({ length: 40 }, (_, n) => game(n, eol)).join('');
      const file = fileOf(text);
      const starts = cutRanges(file, text.length, 4);
      expect(starts).toHaveLength(4);
      expect(starts[0]).toBe(0);
      starts.forEach((start, i) => {
        expect(start).toBeGreaterThanOrEqual(Math.floor((i * text.length) / 4));
        expect(text.slice(start, start + 8)).toBe('[Event "');
      });
    }
  });

  it('gives fewer ranges where no tag pair starts a line past a cut, one a tag line at most', () => {
    const one = `${game(1)}1. d4 d5 {a long comment ${'x'.repeat(5000)}} *\n`;
    expect(cutRanges(fileOf(one), one.length, 2)).toEqual([0]);
    const text = Array.from({ length: 5 }, (_, n) => game(n)).join('');
    const starts = cutRanges(fileOf(text), text.length, 1000);
    // each game start, then past the last one any tag line (a range the reader before it reads on through)
    expect(starts).toEqual([0, 38, 76, 114, 152, 164]);
    for (const start of starts.slice(1)) expect(text.slice(start - 1, start + 1)).toBe('\n[');
  });
});

describe('lineFeeds, rangeLine', () => {
  it('count the line feeds of any span, and the line a range begins at, as a plain loop does', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 3000 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
        (bytes, cuts) => {
          const file = fileOf(bytes.map((b) => (b % 7 === 0 ? 10 : b)));
          const content = fs.readFileSync(file);
          const feedsIn = (from: number, to: number) =>
            content.subarray(from, to).filter((b) => b === 10).length;
          const starts = [0, ...new Set(cuts.map((c) => c % (content.length + 1)))].sort((a, b) => a - b);
          const feeds = new BigInt64Array(new SharedArrayBuffer(8 * starts.length)).fill(-1n);
          for (let k = 1; k < starts.length; k++) {
            expect(lineFeeds(file, starts[k - 1]!, starts[k]!)).toBe(feedsIn(starts[k - 1]!, starts[k]!));
            expect(rangeLine(file, feeds, k, starts[k - 1]!, starts[k]!)).toBe(1 + feedsIn(0, starts[k]!));
          }
        },
      ),
      { numRuns: runs(60, 300) },
    );
  });

  it('stores a count that fails as 0, so that a later range does not wait for it for ever', () => {
    const feeds = new BigInt64Array(new SharedArrayBuffer(16)).fill(-1n);
    expect(() => rangeLine(path.join(dir, 'missing.pgn'), feeds, 1, 0, 10)).toThrow(/ENOENT/);
    expect(feeds[0]).toBe(0n);
    // the reader of range 2 counts range 1's line feeds and no longer waits on range 0's
    const file = fileOf('a\nb\nc\n');
    expect(rangeLine(file, feeds, 2, 0, 6)).toBe(4);
  });
});

describe('RangeEnd', () => {
  it('stops at a game that begins where a later range does; reads on past one that begins inside a game', () => {
    const end = new RangeEnd([100, 200, 300]);
    expect([10, 99].map((o) => end.past(o))).toEqual([false, false]);
    // the cut at 100 fell inside the game from 99: the range from 100 on is read by this read
    expect(end.past(150)).toBe(false);
    expect(end.past(200)).toBe(true);
    expect(end.stop).toBe(1);
    const whole = new RangeEnd([50]);
    expect([0, 60, 70].map((o) => whole.past(o))).toEqual([false, false, false]);
    expect(whole.stop).toBe(1);
  });
});
