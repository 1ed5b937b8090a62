/**
 * `ByteWindow` (`@x/san/split`) holds the last bytes read in a ring: whatever the chunking, a slice of what it holds
 * is the input's bytes there, and it holds at least the last `keep` bytes (64 KiB at least).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { ByteWindow } from './byte-window.js';

/** Whether two byte arrays hold the same bytes (`toEqual` walks a megabyte slowly). */
function same(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

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
            expect(same(got.bytes, all.subarray(got.offset - base, to - base))).toBe(true);
            // a view is the same bytes, copied or not
            const seen = window.view(from, from + length);
            expect(seen.offset).toBe(got.offset);
            expect(same(seen.bytes, got.bytes)).toBe(true);
          }
        },
      ),
      { numRuns: runs(60) },
    );
  });
});
