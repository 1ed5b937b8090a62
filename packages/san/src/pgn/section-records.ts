/**
 * `sectionRecords`: the records `readPgn` gives for one section of a source read where it lies, at once (no
 * stream): for a tool that has a game's bytes and its `splitPgn` cut already, and wants the game's full read
 * inside a synchronous step (a visitor's events replayed on another thread, where `GameEnd.records()` is sync).
 */
import { RecordReader, type ReadPgnOptions } from './reader.js';
import type { PgnRecord } from './record.js';
import { isBlank } from './rules.js';
import type { PgnSection } from './source.js';

/**
 * A reader of single sections with `options` (`readPgn`'s, but `sections`, `origin`, `range`, `headersOnly` and
 * `stopOnError`): `read(bytes, base, section)` gives the records of `section` (located in the whole source) from
 * `bytes`, the source's bytes from offset `base` on. Record `index`es count the records this reader gave.
 *
 * @example const records = sectionRecords()(bytes, 0, { offset: 0, length: bytes.length, line: 1, column: 1 });
 */
export function sectionRecords(
  options?: Omit<ReadPgnOptions, 'sections' | 'origin' | 'range' | 'headersOnly' | 'stopOnError'>,
): (bytes: Uint8Array, base: number, section: PgnSection) => PgnRecord[] {
  const reader = new RecordReader(options);
  const max = reader.limits.maxGameBytes;
  return (bytes, base, { offset, length, line, column }) => {
    const from = offset - base;
    if (from < 0 || length < 0 || from + length > bytes.length)
      throw new RangeError(`@x/san: a section at byte ${offset} lies outside the bytes read`);
    let solid = from + length;
    while (solid > from && bytes[solid - 1]! < 128 && isBlank(bytes[solid - 1]!)) solid--;
    const oversized = length > max;
    const out: PgnRecord[] = [];
    reader.read(
      {
        bytes: oversized ? new Uint8Array(0) : bytes.subarray(from, from + length),
        offset,
        length,
        trimmedLength: solid - from,
        line,
        column,
        oversized,
      },
      out,
    );
    return out;
  };
}
