/**
 * A record's head (`readRecordHead`), the one reader of it: the fields of a record written by hand, the cursor left at
 * its moves, -1 for a head cut short; and `readRecord` and the offset reader's scan agree with it (`index-file.test.ts`
 * checks the whole index both ways).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import {
  blankRecord,
  ByteCursor,
  FLAG_SIGNATURE,
  FLAG_START,
  readRecordHead,
  SIGNATURE_BYTES,
} from './game-record.js';
import { readRecord } from './index-reader.js';
import type { IndexHeader } from './index-format.js';

/** `n` as a varint. */
function varint(n: number): number[] {
  const out: number[] = [];
  while (n >= 0x80) {
    out.push((n % 0x80) | 0x80);
    n = Math.floor(n / 0x80);
  }
  out.push(n);
  return out;
}

/** A record's bytes: its head (twice its length, plus one and the gap when there is one), then `2 * plies` bytes of moves. */
function recordBytes(gap: number, length: number, plies: number, flags: number, start: number): Uint8Array {
  return Uint8Array.from([
    ...varint(2 * length + (gap > 0 ? 1 : 0)),
    ...(gap > 0 ? varint(gap) : []),
    ...varint(plies),
    flags,
    ...(flags & FLAG_START ? varint(start - 1) : []),
    ...(flags & FLAG_SIGNATURE ? Array.from({ length: SIGNATURE_BYTES }, (_, i) => i + 1) : []),
    ...Array.from({ length: 2 * plies }, () => 0xee),
  ]);
}

describe("a record's head", () => {
  it('reads the fields of a record written by hand and leaves the cursor at its moves', () => {
    // gap 5, length 300 (600 and the gap flag: two varint bytes), 2 plies, a start (number 1) and a signature, 1-0
    const bytes = recordBytes(5, 300, 2, FLAG_START | FLAG_SIGNATURE | 1, 1);
    const record = blankRecord(bytes);
    const cursor = new ByteCursor(bytes, 0, bytes.length);
    expect(readRecordHead(cursor, record)).toBe(5);
    expect(record).toMatchObject({ length: 300, plies: 2, flags: FLAG_START | FLAG_SIGNATURE | 1, start: 1 });
    expect(record.signatureAt).toBe(6);
    expect(record.movesAt).toBe(6 + SIGNATURE_BYTES);
    expect(cursor.at).toBe(record.movesAt);
  });

  it('gives -1 for a head cut before its flags or inside its start', () => {
    const bytes = recordBytes(5, 300, 2, FLAG_START, 130);
    for (const cut of [0, 1, 2, 3, 4, 5, 6])
      expect(readRecordHead(new ByteCursor(bytes, 0, cut), blankRecord(bytes)), `cut at ${cut}`).toBe(-1);
  });

  it('agrees with readRecord, which checks the start and the moves besides', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(0), fc.nat(1e9)),
        fc.nat(1e9),
        fc.nat(20),
        fc.nat(255),
        fc.integer({ min: 1, max: 500 }),
        (gap, length, plies, flags, start) => {
          const bytes = recordBytes(gap, length, plies, flags, start);
          const head = blankRecord(bytes);
          expect(readRecordHead(new ByteCursor(bytes, 0, bytes.length), head)).toBe(gap);
          const whole = blankRecord(bytes);
          const cursor = new ByteCursor(bytes, 0, bytes.length);
          const header = { starts: 500 } as IndexHeader;
          expect(readRecord(cursor, header, whole)).toBe(gap);
          expect(whole).toEqual(head);
          expect(cursor.at).toBe(bytes.length);
          expect(head.start).toBe(flags & FLAG_START ? start : 0);
        },
      ),
      { numRuns: runs(100) },
    );
  });
});
