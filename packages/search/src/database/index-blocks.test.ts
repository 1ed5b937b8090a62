/**
 * The block checksums: a block's sum is the same wherever its bytes lie in memory and changes with any bit of them;
 * a `CheckedFile` reads any range as the file holds it, refuses a read of a damaged block at the block, and refuses
 * a file cut or grown.
 */
import { runs } from '../../../../tests/depth.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchError } from '../errors.js';
import { caught } from '../../../../tests/errors.js';
import { bytesFile as fileOf } from '../../test/index-files.js';
import { blockSum, CheckedFile, SUM_BLOCK_BYTES, sumBytes, sumsAt, writeBlockSums } from './index-blocks.js';

describe('block checksums', () => {
  it('sum a block alike at any alignment, and change with any bit of it', () => {
    const change = fc.record({
      bytes: fc.uint8Array({ minLength: 1, maxLength: 100 }),
      shift: fc.nat(3),
      where: fc.nat(),
      bit: fc.nat(7),
    });
    fc.assert(
      fc.property(change, ({ bytes, shift, where, bit }) => {
        // the same bytes 0 to 3 bytes further in memory: their words read unaligned
        const moved = new Uint8Array(bytes.length + shift).subarray(shift);
        moved.set(bytes);
        expect(blockSum(moved)).toBe(blockSum(bytes));
        moved[where % bytes.length]! ^= 1 << bit;
        expect(blockSum(moved)).not.toBe(blockSum(bytes));
      }),
      { numRuns: runs(200) },
    );
  });

  it('are read back as the file holds its bytes, a file cut or grown refused', () => {
    const end = 2 * SUM_BLOCK_BYTES + 1234;
    const bytes = new Uint8Array(end + sumBytes(end));
    for (let i = 0; i < end; i++) bytes[i] = (i * 2654435761) >>> 24;
    expect(writeBlockSums(bytes, end)).toBe(bytes.length);
    expect(sumsAt(bytes.length)).toBe(end);
    const file = new CheckedFile(fileOf(bytes));
    expect(file.size).toBe(end);
    fc.assert(
      fc.property(fc.nat(end + 10), fc.nat(3 * SUM_BLOCK_BYTES), (at, n) => {
        const into = new Uint8Array(n);
        const read = file.read(at, into);
        expect(read).toBe(Math.max(0, Math.min(n, end - at)));
        // compared as buffers: a deep equality of 48 KiB arrays element by element is slow
        expect(Buffer.compare(into.subarray(0, read), bytes.subarray(at, at + read))).toBe(0);
      }),
      { numRuns: runs(100) },
    );
    // a byte changed: a read of any part of its block is refused there, short or long (read straight into the array)
    fc.assert(
      fc.property(fc.nat(end - 1), fc.nat(end + 10), fc.nat(3 * SUM_BLOCK_BYTES), (changed, at, n) => {
        const damaged = bytes.slice();
        damaged[changed]! ^= 0x80;
        const from = changed - (changed % SUM_BLOCK_BYTES);
        const touches = at < Math.min(from + SUM_BLOCK_BYTES, end) && at + n > from;
        const error = caught(SearchError, () => new CheckedFile(fileOf(damaged)).read(at, new Uint8Array(n)));
        expect(error === undefined ? undefined : [error.code, error.offset]).toEqual(
          touches ? ['invalid-index', from] : undefined,
        );
      }),
      { numRuns: runs(100) },
    );
    for (const size of [bytes.length - 1, bytes.length + 3, 7])
      expect(caught(SearchError, () => new CheckedFile(fileOf(new Uint8Array(size))))?.code).toBe(
        'invalid-index',
      );
  });
});
