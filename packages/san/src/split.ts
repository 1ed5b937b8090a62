/**
 * The byte-level game splitter of `readPgn`: cuts a PGN byte stream, fed in chunks of any size, into sections
 * that each hold one game (or a few, when games follow each other without a tag section at a line start),
 * without decoding it. It only looks at ASCII bytes, which mean the same in UTF-8 and in the single-byte
 * encodings, so a multi-byte character split across chunks is never looked into.
 *
 * A section ends where a tag section starts at the beginning of a line (`\n[` or `\r[`) after movetext that
 * holds something (a move, a comment, a result: not only move numbers, which `iteratePgn` reads as part of
 * the tag section, issue #41). `{…}` and `;` comments and `%` escape lines are skipped as `iteratePgn` skips
 * them, so a `[` inside them cuts nothing; one exception resynchronises after an unterminated `{`: a comment
 * line that starts like a tag pair (`[Name "`) ends the section there (the comment is then that game's
 * error, and the next game is read).
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
}

// Scanner states.
const TAGS = 0; // between tag pairs
const TAG = 1; // inside `[…]`, outside the value
const VALUE = 2; // inside a tag value
const ESCAPE = 3; // after `\` in a tag value
const MOVES = 4; // movetext
const BRACE = 5; // inside `{…}`
const LINE = 6; // a `;` comment or a `%` escape line, back to MOVES at its end
const TAG_LINE = 7; // a `%` escape line in the tag section
const PROBE = 8; // a `[` at the start of a line inside `{…}`: does a tag pair start here?
const ESCAPE_LINE = 9; // a `%` escape line in movetext (to `\n` only, as iteratePgn reads it)

/** Byte classes for movetext: 0 neutral (whitespace, digits, dots, non-ASCII), 1 content, 2 special. */
const CLASS: Uint8Array = /* @__PURE__ */ (() => {
  const table = new Uint8Array(256).fill(1);
  for (const c of [9, 11, 12, 32, 46]) table[c] = 0;
  for (let c = 48; c <= 57; c++) table[c] = 0;
  for (let c = 128; c < 256; c++) table[c] = 0;
  for (const c of [10, 13, 91, 123, 59, 37]) table[c] = 2;
  return table;
})();

/** Longest `[Name "` prefix the resynchronisation inside a comment looks at. */
const MAX_PROBE = 256;

function isNameByte(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

function isBlankByte(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 11 || c === 12;
}

/** A growable byte buffer (amortised doubling). */
class Bytes {
  data = new Uint8Array(256);
  size = 0;
  append(chunk: Uint8Array, from: number, to: number): void {
    const n = to - from;
    if (n <= 0) return;
    if (this.size + n > this.data.length) {
      const grown = new Uint8Array(Math.max(this.size + n, this.data.length * 2));
      grown.set(this.data.subarray(0, this.size));
      this.data = grown;
    }
    this.data.set(chunk.subarray(from, to), this.size);
    this.size += n;
  }
}

/**
 * Splits a byte stream into `Section`s. Feed it with `push`, then call `finish`; memory is bounded by the
 * largest section under `maxBytes` plus one chunk.
 */
export class GameSplitter {
  readonly #maxBytes: number;
  readonly #headersOnly: boolean;
  #state = TAGS;
  /** Whether the current game's movetext holds something (so a tag section at a line start ends it). */
  #content = false;
  /** Previous byte (10 at the start: the first byte is at a line start). */
  #prev = 10;
  /** Absolute offset of the next byte. */
  #pos: number;
  #line = 1;
  /** Absolute offset just after the last `\n`. */
  #lineStart: number;
  /** The current section: start, line, column, kept bytes, and whether it went over the cap. */
  #start: number;
  #startLine = 1;
  #startColumn = 1;
  #kept = new Bytes();
  #oversized = false;
  /** End of the last non-blank byte of the section. */
  #lastSolid: number;
  /** With `headersOnly`: absolute offset where the first game's tag section ended (-1 while in it). */
  #tagsEnd = -1;
  /** Absolute offset of the `[` of a probe, and how far the probe has got (0: name, 1: blanks after it). */
  #probeAt = 0;
  #probePhase = 0;
  /** `lastSolid` before the probe, and the probe's bytes (the next section's first ones if it is a tag pair). */
  #probeSolid = 0;
  readonly #probe = new Bytes();

  /**
   * @param maxBytes sections longer than this are dropped (reported `oversized`).
   * @param headersOnly keep only each section's tag section.
   * @param offset absolute offset of the first byte pushed (3 after a skipped BOM).
   */
  constructor(maxBytes: number, headersOnly: boolean, offset = 0) {
    this.#maxBytes = maxBytes;
    this.#headersOnly = headersOnly;
    this.#pos = offset;
    this.#lineStart = offset;
    this.#start = offset;
    this.#lastSolid = offset;
  }

  /** Scans `chunk`, appending every section it completes to `out`. */
  push(chunk: Uint8Array, out: Section[]): void {
    const base = this.#pos;
    const n = chunk.length;
    /** Index in `chunk` of the first byte not yet kept or dropped. */
    let from = 0;
    let state = this.#state;
    let prev = this.#prev;
    let content = this.#content;
    let lastSolid = this.#lastSolid;
    for (let i = 0; i < n; i++) {
      const c = chunk[i]!;
      if (state === MOVES) {
        const kind = CLASS[c]!;
        if (kind === 0) {
          if (c > 32) lastSolid = base + i + 1;
        } else if (kind === 1) {
          lastSolid = base + i + 1;
          if (!content) {
            content = true;
            this.#markTagsEnd(base + i);
          }
        } else if (kind === 2) {
          if (c === 10) {
            this.#line++;
            this.#lineStart = base + i + 1;
          } else if (c === 123 || c === 59) {
            lastSolid = base + i + 1;
            if (!content) {
              content = true;
              this.#markTagsEnd(base + i);
            }
            state = c === 123 ? BRACE : LINE;
          } else if (c === 37) {
            if (prev === 10 || prev === 13) state = ESCAPE_LINE;
            else {
              lastSolid = base + i + 1;
              if (!content) {
                content = true;
                this.#markTagsEnd(base + i);
              }
            }
          } else if (c === 91) {
            if (content && (prev === 10 || prev === 13)) {
              this.#keep(chunk, from, i, base);
              from = i;
              this.#cut(base + i, lastSolid, out);
              lastSolid = base + i + 1;
            }
            lastSolid = base + i + 1;
            content = false;
            state = TAG;
          }
        }
      } else if (state === BRACE) {
        if (c === 125) state = MOVES;
        else if (c === 10) {
          this.#line++;
          this.#lineStart = base + i + 1;
        } else if (c === 91 && (prev === 10 || prev === 13)) {
          state = PROBE;
          this.#probeAt = base + i;
          this.#probePhase = 0;
          this.#probeSolid = lastSolid;
          this.#probe.size = 0;
          this.#probe.append(chunk, i, i + 1);
          prev = c;
          continue;
        }
        if (!isBlankByte(c)) lastSolid = base + i + 1;
      } else if (state === PROBE) {
        const length = base + i - this.#probeAt;
        if (this.#probePhase === 0 && isNameByte(c) && length < MAX_PROBE) {
          this.#probe.append(chunk, i, i + 1);
        } else if (length > 1 && (c === 32 || c === 9) && length < MAX_PROBE) {
          this.#probePhase = 1;
          this.#probe.append(chunk, i, i + 1);
        } else if (length > 1 && c === 34) {
          // A tag pair starts at the probe's `[`: the comment before it was never closed.
          const at = this.#probeAt;
          this.#keep(chunk, from, Math.max(from, at - base), base);
          from = i;
          this.#cut(at, this.#probeSolid, out);
          const probe = this.#probe;
          this.#kept.append(probe.data, 0, probe.size);
          lastSolid = base + i + 1;
          content = false;
          state = VALUE;
        } else {
          // Not a tag pair: back in the comment, where this byte is read again.
          state = BRACE;
          i--;
          continue;
        }
      } else if (state === TAGS) {
        if (c === 91) state = TAG;
        else if (c === 10) {
          this.#line++;
          this.#lineStart = base + i + 1;
        } else if (c === 37 && (prev === 10 || prev === 13)) state = TAG_LINE;
        else if (!isBlankByte(c) && c < 128) {
          // The movetext starts: read this byte again as movetext.
          state = MOVES;
          i--;
          continue;
        }
        if (!isBlankByte(c)) lastSolid = base + i + 1;
      } else if (state === TAG) {
        if (c === 34) state = VALUE;
        else if (c === 93) state = TAGS;
        else if (c === 10 || c === 13) {
          state = TAGS;
          i--;
          continue;
        }
        lastSolid = base + i + 1;
      } else if (state === VALUE) {
        if (c === 34) state = TAG;
        else if (c === 92) state = ESCAPE;
        else if (c === 10 || c === 13) {
          state = TAGS;
          i--;
          continue;
        }
        lastSolid = base + i + 1;
      } else if (state === ESCAPE) {
        if (c === 10) {
          this.#line++;
          this.#lineStart = base + i + 1;
        }
        state = VALUE;
        lastSolid = base + i + 1;
      } else {
        // LINE, ESCAPE_LINE or TAG_LINE: to the end of the line (`;` comments also end at `\r`, as iteratePgn
        // reads them).
        if (c === 10 || (c === 13 && state === LINE)) {
          state = state === TAG_LINE ? TAGS : MOVES;
          i--;
          continue;
        }
        if (!isBlankByte(c)) lastSolid = base + i + 1;
      }
      prev = c;
    }
    this.#keep(chunk, from, n, base);
    this.#pos = base + n;
    this.#state = state;
    this.#prev = prev;
    this.#content = content;
    this.#lastSolid = lastSolid;
  }

  /** Appends the last section (if it holds anything) to `out`. */
  finish(out: Section[]): void {
    if (this.#pos > this.#start) this.#cut(this.#pos, this.#lastSolid, out);
  }

  /** With `headersOnly`, notes where the first game's tag section of the current section ended. */
  #markTagsEnd(at: number): void {
    if (this.#tagsEnd < 0) this.#tagsEnd = at;
  }

  /** Keeps `chunk[from, to)` (absolute offsets from `base`) in the current section, under the caps. */
  #keep(chunk: Uint8Array, from: number, to: number, base: number): void {
    if (this.#oversized) return;
    if (this.#headersOnly && this.#tagsEnd >= 0) to = Math.min(to, Math.max(from, this.#tagsEnd - base));
    this.#kept.append(chunk, from, to);
    if (this.#kept.size > this.#maxBytes) {
      this.#oversized = true;
      this.#kept = new Bytes();
    }
  }

  /** Ends the current section at absolute offset `at` (bytes after it, already kept, start the next one). */
  #cut(at: number, lastSolid: number, out: Section[]): void {
    const kept = this.#kept;
    const length = at - this.#start;
    // Bytes kept past `at` (a probe that turned out to be a tag pair) belong to the next section.
    const inSection = this.#headersOnly && this.#tagsEnd >= 0 ? this.#tagsEnd - this.#start : length;
    const keptLength = Math.min(kept.size, inSection);
    out.push({
      bytes: this.#oversized ? new Uint8Array(0) : kept.data.subarray(0, keptLength),
      offset: this.#start,
      length,
      trimmedLength: Math.max(0, Math.min(lastSolid, at) - this.#start),
      line: this.#startLine,
      column: this.#startColumn,
      oversized: this.#oversized,
    });
    this.#kept = new Bytes();
    this.#oversized = false;
    this.#tagsEnd = -1;
    this.#start = at;
    this.#startLine = this.#line;
    this.#startColumn = at - this.#lineStart + 1;
    this.#lastSolid = at;
  }
}
