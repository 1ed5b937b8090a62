/**
 * `ByteWindow` (byte-window.ts) holds the last bytes read in a ring: whatever the chunking, a slice of what it holds
 * is the input's bytes there, and it holds at least the last `keep` bytes (64 KiB at least).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { ByteWindow } from './byte-window.js';

describe('ByteWindow', () => {
  it('slices (and views) what was read, holding at least the last keep bytes, under any chunking', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000 }),
        fc.nat(1000),
        fc.array(fc.integer({ min: 0, max: 90_000 }), { maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(400_000), fc.nat(100_000)), { maxLength: 8 }),
        (keep, base, sizes, spans) => {
          const window = new ByteWindow(keep);
          window.startAt(base);
          const all = new Uint8Array(sizes.reduce((a, b) => a + b, 0));
          for (let i = 0; i < all.length; i++) all[i] = (i * 7 + (i >> 8)) & 0xff;
          let read = 0;
          for (const size of sizes) {
            window.push(all.subarray(read, read + size));
            read += size;
          }
          const end = base + all.length;
          const least = Math.max(keep, 1 << 16);
          for (const [from, length] of [[base, all.length], ...spans] as const) {
            const got = window.slice(from, from + length);
            const to = Math.min(from + length, end);
            if (to <= got.offset) continue;
            expect(got.offset).toBeGreaterThanOrEqual(from);
            // held: everything from `end - least` on
            expect(got.offset).toBeLessThanOrEqual(Math.max(from, base, end - least));
            expect(Buffer.compare(got.bytes, all.subarray(got.offset - base, to - base))).toBe(0);
            // a view is the same bytes, copied or not
            const seen = window.view(from, from + length);
            expect(seen.offset).toBe(got.offset);
            expect(Buffer.compare(seen.bytes, got.bytes)).toBe(0);
          }
        },
      ),
      { numRuns: runs(60) },
    );
  });

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
            window.readAgainFrom(file);
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
