/**
 * A `ByteWindow` (`@x/san/split`) over a plain file read in place (`readAgainWith(readAt)`) slices any bytes read so
 * far: those it no longer holds are read again from the file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ByteWindow } from '@x/san/split';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { readAt } from './read-at.js';

describe('readAt', () => {
  it('over a plain file, slices any bytes read so far, reading the older ones again from the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xn-byte-window-'));
    try {
      const file = path.join(dir, 'input.pgn');
      const all = new Uint8Array(1_300_000);
      for (let i = 0; i < all.length; i++) all[i] = (i * 13 + (i >> 9)) & 0xff;
      fs.writeFileSync(file, all);
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: 1, max: 300_000 }), { minLength: 1, maxLength: 10 }),
          fc.array(fc.tuple(fc.nat(1_400_000), fc.nat(700_000)), { maxLength: 8 }),
          (sizes, spans) => {
            const window = new ByteWindow(4 << 20);
            window.reset();
            window.readAgainWith((offset, length) => readAt(file, offset, length));
            let read = 0;
            for (const size of sizes) {
              const to = Math.min(all.length, read + size);
              window.push(all.subarray(read, to));
              read = to;
            }
            for (const [from, length] of [[0, read], ...spans] as const) {
              const got = window.slice(from, from + length);
              const to = Math.min(from + length, read);
              if (to <= from) continue;
              expect(got.offset).toBe(from);
              expect(Buffer.compare(got.bytes, all.subarray(from, to))).toBe(0);
              // a view is the same bytes, held or read again
              const seen = window.view(from, from + length);
              expect(seen.offset).toBe(from);
              expect(Buffer.compare(seen.bytes, got.bytes)).toBe(0);
            }
          },
        ),
        { numRuns: runs(30) },
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
