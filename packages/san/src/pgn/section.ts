/**
 * A section of a PGN source: the bytes of one game and where they lie, as the tokenizer's cutting mode
 * (`tokenizer.ts`) cuts the source; what `readPgn` and `visitPgn` read one at a time. And what the cutting mode keeps of the chunks it read: the buffer of a section's
 * bytes, and the last bytes, where it finds that movetext ends with a result (`*`, `1-0`, `0-1`, `1/2-1/2` after a
 * delimiter) at a line end, `{`, `;` or a blank near a chunk's start, so that every chunking finds the same results.
 */
/**
 * A section of the source: the bytes of one game and where they are; of more only where a game follows a result
 * the cutting mode does not take for one (only the lenient tree mode reads it: glued to a move, with an en dash,
 * `1/2`) or a blank line of blanks that are not ASCII.
 */
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

/** Blanks at a line's end before its line feed: space, tab, `\r`, vertical tab, form feed. */
const TRAIL_BLANK: Uint8Array = /* @__PURE__ */ (() => {
  const table = new Uint8Array(256);
  for (const c of [32, 9, 13, 11, 12]) table[c] = 1;
  return table;
})();

/**
 * Whether the bytes before `i` of `chunk` (a space aside) may end a result: false for most, a move's last byte
 * (`ResultEnds.before` decides the others, near the chunk's start too).
 */
function mayEndResult(chunk: Uint8Array, i: number): boolean {
  let j = i - 1;
  if (j >= 0 && chunk[j] === 32) j--;
  if (j < 3) return true;
  const c = chunk[j]!;
  if (c === 48 || c === 49) return chunk[j - 1] === 45;
  return c === 50 ? chunk[j - 3] === 45 : c === 42 || TRAIL_BLANK[c] === 1;
}

/** `last` (8 bytes at most) after `chunk[0, e)`: the last 8 bytes of what it held and of those. */
function keepLast(last: { bytes: Uint8Array; length: number }, chunk: Uint8Array, e: number): void {
  const take = Math.min(8, e);
  const old = Math.min(8 - take, last.length);
  last.bytes.copyWithin(0, last.length - old, last.length);
  last.bytes.set(chunk.subarray(e - take, e), old);
  last.length = old + take;
}

/** Whether byte `c` may stand before a result token: a blank, `)`, `}`, or nothing (-1, the source's start). */
function delimits(c: number): boolean {
  return c === -1 || c === 32 || c === 9 || c === 10 || c === 13 || c === 41 || c === 125;
}

/** The last bytes of the chunks a cutter has read: what a result that ends near a chunk's start is read from. */
export class ResultEnds {
  /**
   * The last 8 bytes of the chunks read, and the last 8 before the blanks that end them (`keep`): a line's last
   * token split across chunks, or in chunks before one of blanks.
   */
  readonly #raw = { bytes: new Uint8Array(8), length: 0 };
  readonly #tail = { bytes: new Uint8Array(8), length: 0 };

  /**
   * Whether the movetext before byte `i` of `chunk` (a line end, `{`, `;` or a blank) ends with a result (`*`,
   * `1-0`, `0-1`, `1/2-1/2`, after a blank, `)` or `}`, or at the start of the source), blanks aside; the chunks
   * before it through the bytes `keep` kept.
   */
  before(chunk: Uint8Array, i: number): boolean {
    let k = i - 1;
    while (k >= 0 && TRAIL_BLANK[chunk[k]!] === 1) k--;
    // most lines end with a move: no `*`, `-0`, `-1` or `-1/2` at their end (read in this chunk)
    if (k >= 3 && !mayEndResult(chunk, k + 1)) return false;
    // the byte `j` places before the last one that is not blank (-1 before the source's start)
    // before the chunk: its last bytes as they are (the line's last token in this chunk), or before their blanks
    const { bytes: tail, length: tailLength } = k >= 0 ? this.#raw : this.#tail;
    const from = k >= 0 ? k : -1;
    const at = (j: number) => {
      const x = from - j;
      if (x >= 0) return chunk[x]!;
      const t = tailLength + x;
      return t >= 0 ? tail[t]! : -1;
    };
    const last = at(0);
    if (last === 42) return delimits(at(1));
    if (at(1) !== 45 && at(3) !== 45) return false;
    const token = String.fromCharCode(at(6), at(5), at(4), at(3), at(2), at(1), last);
    if (token.endsWith('1-0') || token.endsWith('0-1')) return delimits(at(3));
    return token === '1/2-1/2' && delimits(at(7));
  }

  /** Keeps the last 8 bytes of `chunk[0, n)`, and the last 8 before the blanks that end it. */
  keep(chunk: Uint8Array, n: number): void {
    let e = n;
    while (e > 0 && TRAIL_BLANK[chunk[e - 1]!] === 1) e--;
    if (e > 0) {
      // what came before this chunk, blanks too, then its bytes up to its last that is not blank
      const tail = this.#tail;
      tail.bytes.set(this.#raw.bytes);
      tail.length = this.#raw.length;
      keepLast(tail, chunk, e);
    }
    keepLast(this.#raw, chunk, n);
  }
}
