/**
 * A section of a PGN source: the bytes of one game (or of a few that follow it without a tag section at a line
 * start) and where they lie, as the tokenizer's cutting mode (`tokenizer.ts`) cuts the source; what `readPgn` and
 * `visitPgn` read one at a time. And the buffer the cutting mode keeps a section's bytes in across chunks.
 */
import type { ByteDecoder } from './decode.js';
import { isBlank } from './rules.js';

/** A section of the source: the bytes of one or more games and where they are. */
export interface Section {
  /**
   * The bytes kept: the whole section, or with `headersOnly` its tag section only (up to its first move,
   * comment or result); empty when the section was larger than the cap (`oversized`).
   */
  readonly bytes: Uint8Array;
  /** Byte offset of the section in the source. */
  readonly offset: number;
  /** Byte length of the section in the source. */
  readonly length: number;
  /** Byte length up to the end of its last character that is not whitespace. */
  readonly trimmedLength: number;
  /** 1-based line of the section's first byte (lines end at `\n`). */
  readonly line: number;
  /** 1-based column of its first byte: 1, unless the section starts after a lone `\r` (then counted in bytes). */
  readonly column: number;
  /** Whether the section was longer than the cap, so that its bytes were dropped. */
  readonly oversized: boolean;
  /**
   * Where the movetext starts in `bytes` when the cutting mode read the tag section in the fast path's form (`PlainSections`) (each
   * tag pair `[Name "value"]` of ASCII bytes read at once, only ASCII blanks around them, no `Variant` or `FEN`
   * tag), else -1 (also when a tag pair was split across chunks): the section is not scanned.
   */
  readonly movetext: number;
  /** With `movetext`: where the value of the section's last `Result` tag starts in `bytes`, else -1. */
  readonly resultValue: number;
  /**
   * Bytes less UTF-16 units of the section's bytes not in `bytes` (`headersOnly`'s movetext, an oversized
   * section's), decoded as UTF-8 (0 for other encodings): what `readPgn` adds to count UTF-16 units of the file.
   */
  readonly lost: number;
}

/**
 * The section's first `end` bytes (its first game, told by `visitPgn`: the next one starts at `end`), its trailing
 * blanks out of `trimmedLength`.
 */
export function sectionHead(section: Section, end: number): Section {
  const bytes = section.bytes.subarray(0, end);
  let solid = end;
  while (solid > 0 && bytes[solid - 1]! < 128 && isBlank(bytes[solid - 1]!)) solid--;
  return { ...section, bytes, length: end, trimmedLength: solid, movetext: -1, resultValue: -1 };
}

/**
 * The section from byte `at` on (the games after its first, which have no tag section of their own), with the line
 * and column of `at`: lines end at `\n`; the column counts the units of the line's bytes before `at`, as `decoder`
 * decodes them.
 */
export function sectionRest(section: Section, at: number, decoder: ByteDecoder): Section {
  const { bytes } = section;
  let line = section.line;
  let lineStart = -1;
  for (let k = bytes.indexOf(10); k >= 0 && k < at; k = bytes.indexOf(10, k + 1)) {
    line++;
    lineStart = k;
  }
  const units = decoder.decode(bytes.subarray(lineStart + 1, at)).length;
  return {
    bytes: bytes.subarray(at),
    offset: section.offset + at,
    length: section.length - at,
    trimmedLength: section.trimmedLength - at,
    line,
    column: lineStart < 0 ? section.column + units : units + 1,
    oversized: false,
    movetext: -1,
    resultValue: -1,
    lost: 0,
  };
}

/** A growable byte buffer (amortised doubling): the bytes of a section the cutting mode keeps across chunks. */
export class Bytes {
  data: Uint8Array = new Uint8Array(0);
  size = 0;
  /** Appends `chunk[from, to)`. */
  append(chunk: Uint8Array, from: number, to: number): void {
    const n = to - from;
    if (n <= 0) return;
    if (this.size + n > this.data.length) {
      const grown = new Uint8Array(Math.max(this.size + n, this.data.length * 2, 256));
      grown.set(this.data.subarray(0, this.size));
      this.data = grown;
    }
    this.data.set(chunk.subarray(from, to), this.size);
    this.size += n;
  }
}
