/**
 * A span of a `readPgn` record as bytes of its input. `@x/san` locates every error and warning in UTF-16 units of
 * the file's text (as `parsePgn` of the same text); `xn` prints byte offsets (`--json`) and quotes the source line
 * from the bytes it still holds, so it turns the record's spans into bytes here, from the record's own bytes.
 */
import type { PgnRecord } from '@x/san';
import type { ByteWindow } from '@x/san/split';

/** An offset and a length. */
export interface Span {
  readonly offset: number;
  readonly length: number;
}

/**
 * `span` (UTF-16 units of the file's text, inside `record`) in bytes of the input: shifted by the record's byte
 * offset when its text has a unit per byte (ASCII, single-byte encodings), else counted in the record's bytes
 * the window holds (UTF-8); shifted as well when they are no longer held.
 */
export function recordByteSpan(record: PgnRecord, span: Span, window: ByteWindow | undefined): Span {
  const from = span.offset - record.offset;
  const shifted = { offset: record.byteOffset + from, length: span.length };
  if (record.length === record.byteLength || window === undefined || from < 0) return shifted;
  const held = window.slice(record.byteOffset, record.byteOffset + record.byteLength);
  if (held.offset !== record.byteOffset || held.bytes.length !== record.byteLength) return shifted;
  const text = window.decoder.decode(held.bytes);
  const encoder = new TextEncoder();
  const start = encoder.encode(text.slice(0, from)).length;
  const length = encoder.encode(text.slice(from, from + span.length)).length;
  return { offset: record.byteOffset + start, length };
}
