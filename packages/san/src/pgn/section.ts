/**
 * A section of a PGN source: the bytes of one game (or of a few that follow it without a tag section at a line
 * start) and where they lie, as the tokenizer's cutting mode (`tokenizer.ts`) cuts the source; what `readPgn` and
 * `visitPgn` read one at a time. And the buffer the cutting mode keeps a section's bytes in across chunks.
 */

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
