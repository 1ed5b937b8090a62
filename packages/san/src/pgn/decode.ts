/**
 * Decoding the bytes of one PGN section (`readPgn`): UTF-8 (invalid sequences replaced by U+FFFD and each one
 * reported by byte offset) or a declared single-byte encoding (`latin1`, `windows-1252`, …) through
 * `TextDecoder`, and the way back from a UTF-16 offset in the decoded text to a byte offset in the section.
 */

/** An invalid UTF-8 sequence of a section: where it is in the bytes and in the decoded text. */
export interface InvalidSequence {
  /** Byte offset in the section. */
  readonly byte: number;
  /** Its length in bytes (the maximal subpart the decoder replaced by one U+FFFD). */
  readonly length: number;
  /** UTF-16 offset of its U+FFFD in the decoded text. */
  readonly unit: number;
}

/** A decoded section. */
export interface Decoded {
  readonly text: string;
  /** The invalid UTF-8 sequences, at most `MAX_REPORTED` (empty for a declared encoding). */
  readonly invalid: readonly InvalidSequence[];
  /** How many invalid sequences there were in all. */
  readonly invalidCount: number;
}

/** What `readPgn` needs of a `TextDecoder` (whose type is not in every TypeScript library setting). */
export interface ByteDecoder {
  /** The encoding's canonical name (`'utf-8'`, `'windows-1252'`, …). */
  readonly encoding: string;
  /** The text of `bytes`. */
  decode(bytes: Uint8Array): string;
}

/** Most invalid sequences one section reports one by one. */
const MAX_REPORTED = 16;

/**
 * The UTF-8 sequence at `bytes[i]` as the WHATWG decoder reads it: `length << 1 | valid`. An invalid sequence is
 * the maximal subpart the decoder replaces by one U+FFFD (a lone byte, or a truncated sequence).
 */
function sequenceAt(bytes: Uint8Array, i: number): number {
  const c = bytes[i]!;
  if (c < 0x80) return 3;
  let need: number;
  let lo = 0x80;
  let hi = 0xbf;
  if (c >= 0xc2 && c <= 0xdf) need = 1;
  else if (c >= 0xe0 && c <= 0xef) {
    need = 2;
    if (c === 0xe0) lo = 0xa0;
    else if (c === 0xed) hi = 0x9f;
  } else if (c >= 0xf0 && c <= 0xf4) {
    need = 3;
    if (c === 0xf0) lo = 0x90;
    else if (c === 0xf4) hi = 0x8f;
  } else return 2;
  for (let k = 1; k <= need; k++) {
    const d = bytes[i + k];
    if (d === undefined || d < lo || d > hi) return k << 1;
    lo = 0x80;
    hi = 0xbf;
  }
  return ((need + 1) << 1) | 1;
}

/** UTF-16 units the sequence `sequenceAt` gave decodes to. */
function unitsOf(sequence: number): number {
  return sequence === 9 ? 2 : 1;
}

/** Whether a `TextDecoder` label names UTF-8. */
export function isUtf8(decoder: ByteDecoder): boolean {
  return decoder.encoding === 'utf-8';
}

/**
 * A decoder for `encoding` (default UTF-8): UTF-8 or an ASCII-compatible single-byte encoding, the only ones
 * whose structure `readPgn` can split without decoding. Anything else is a `RangeError`.
 */
export function decoderFor(encoding: string | undefined): ByteDecoder {
  const decoder = new TextDecoder(encoding ?? 'utf-8', { ignoreBOM: true });
  if (isUtf8(decoder)) return decoder;
  const all = new Uint8Array(256);
  for (let b = 0; b < 256; b++) all[b] = b;
  const text = decoder.decode(all);
  let ascii = text.length === 256;
  for (let b = 0; ascii && b < 128; b++) ascii = text.charCodeAt(b) === b;
  if (!ascii)
    throw new RangeError(`@x/san: readPgn reads UTF-8 or a single-byte encoding, not ${decoder.encoding}`);
  return decoder;
}

/** Decodes a section: with a UTF-8 decoder, invalid sequences are replaced and listed. */
export function decodeSection(bytes: Uint8Array, decoder: ByteDecoder): Decoded {
  const text = decoder.decode(bytes);
  if (!isUtf8(decoder) || !text.includes('\uFFFD')) return { text, invalid: [], invalidCount: 0 };
  const invalid: InvalidSequence[] = [];
  let count = 0;
  let unit = 0;
  for (let i = 0; i < bytes.length; ) {
    if (bytes[i]! < 0x80) {
      i++;
      unit++;
      continue;
    }
    const sequence = sequenceAt(bytes, i);
    const length = sequence >> 1;
    if ((sequence & 1) === 0) {
      if (count < MAX_REPORTED) invalid.push({ byte: i, length, unit });
      count++;
    }
    unit += unitsOf(sequence);
    i += length;
  }
  return { text, invalid, invalidCount: count };
}

/**
 * Byte offsets of UTF-16 offsets in a decoded section, for offsets that mostly increase (each look-up walks
 * from the previous one). A section whose text has as many units as bytes (ASCII, single-byte encodings)
 * needs no walk.
 */
export class ByteMap {
  readonly #bytes: Uint8Array;
  readonly #identity: boolean;
  #unit = 0;
  #byte = 0;
  constructor(bytes: Uint8Array, text: string, decoder: ByteDecoder) {
    this.#bytes = bytes;
    this.#identity = !isUtf8(decoder) || text.length === bytes.length;
  }
  /** The byte offset in the section where the character at UTF-16 offset `unit` starts. */
  byteOf(unit: number): number {
    const bytes = this.#bytes;
    if (this.#identity) return Math.min(Math.max(unit, 0), bytes.length);
    if (unit < this.#unit) {
      this.#unit = 0;
      this.#byte = 0;
    }
    let u = this.#unit;
    let i = this.#byte;
    while (u < unit && i < bytes.length) {
      const sequence = sequenceAt(bytes, i);
      u += unitsOf(sequence);
      i += sequence >> 1;
    }
    this.#unit = u;
    this.#byte = i;
    return i;
  }
}
