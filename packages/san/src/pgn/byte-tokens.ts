/**
 * `ByteTokens`: the plain mode of PGN's token grammar (`tokens.ts`) over a section's bytes (one unit a byte), for
 * `visitPgn` (`plain-moves.ts`) and `readPgn`'s skim. It tells the tokens the tree mode would tell and stops at
 * the first thing that is not plain (a syntax error, bytes that are not ASCII outside comments and tag values, a
 * lenient form, a second game, no result, …): the caller then asks the tree mode for the whole story. Its own
 * module, so that a reader of strings alone (`parsePgn`, `@x/san/chess`) bundles none of it.
 */
import type { ByteDecoder } from './decode.js';
import {
  isBlank,
  latin1,
  lineEnd,
  moveTokenEnd,
  NOT_PLAIN,
  sanBytesEnd,
  startsMove,
  tagNameEnd,
  tagValueEnd,
} from './rules.js';
import { PgnTokens, PLAIN_READING, type TreeReading } from './tokens.js';
import { NO_BYTES, type PgnVisitor, Token } from './visitor.js';

/** Reads the tokens of sections' bytes in the plain mode, telling them to one visitor. */
export class ByteTokens extends PgnTokens {
  readonly #visitor: PgnVisitor;
  readonly #token: Token;
  readonly #decoder: ByteDecoder;
  #bytes: Uint8Array = NO_BYTES;
  /** The section's units (its text, or its bytes one unit each) and their number. */
  #units = '';
  #n = 0;
  /** Whether strings are slices of `#units` (else decoded from `#bytes`). */
  #sliced = true;
  /** How sections are read: the plain mode, variations nested at most the reader's `maxDepth` deep. */
  readonly #reading: TreeReading;

  /**
   * A reader telling `visitor` the tokens of sections decoded by `decoder`; a variation nested deeper than
   * `maxDepth` (the reader's `limits.maxDepth`) is not plain, so the tree mode gives the game its verdict.
   */
  constructor(visitor: PgnVisitor, decoder: ByteDecoder, maxDepth: number) {
    const token = new Token();
    token.decoder = decoder;
    super(visitor, token);
    this.#visitor = visitor;
    this.#token = token;
    this.#decoder = decoder;
    this.#reading = { ...PLAIN_READING, maxDepth };
  }

  /**
   * The headers only (`readPgn`'s skim): tells the plain tag pairs at the start of a section (its bytes; `text` as
   * for `plain`) and nothing else; the offset after them and the blanks after them, or -1 at a tag pair that is
   * not plain (an escape, a pair broken), which the caller then reads in the tree mode.
   */
  headers(bytes: Uint8Array, text: string | undefined): number {
    this.plain(bytes, 0, text);
    return this.tags(this.skipBlank(0));
  }

  /**
   * Starts reading a section's bytes (from byte `offset` of the source; `text`: the bytes decoded, when each byte
   * is one character — ASCII or a single-byte encoding): `tags`, then `movetext` and `trailer`.
   */
  plain(bytes: Uint8Array, offset: number, text: string | undefined): void {
    this.#bytes = bytes;
    this.#n = bytes.length;
    this.#sliced = text !== undefined;
    // Offsets of units are those of bytes: a text of a unit per byte, else the bytes one unit each.
    this.#units = text ?? latin1(bytes);
    this.tree(this.#units, this.#reading, this.#n);
    const token = this.#token;
    token.bytes = bytes;
    token.source = text;
    token.offset = offset;
  }

  protected override string(from: number, to: number): string {
    return this.#sliced ? this.#units.slice(from, to) : this.#decoder.decode(this.#bytes.subarray(from, to));
  }

  /**
   * The plain tag pair `[Name "value"]` at `i` (the `index`th of its game), told; the offset after its `]`, or -1
   * when the pair has another form (blanks elsewhere, an escape, a line end in the value): `tags` reads it then.
   */
  protected override plainTag(i: number, index: number): number {
    const bytes = this.#bytes;
    const k = tagNameEnd(bytes, i, this.#n);
    const e = k < 0 ? NOT_PLAIN : tagValueEnd(bytes, k + 2, this.#n);
    if (e < 0) return NOT_PLAIN;
    const name = this.tagName(i + 1, k, index);
    const value = this.string(k + 2, e);
    if (value === '1/2' && name === 'Result') return NOT_PLAIN;
    this.told(name, value);
    return e + 2;
  }

  /** End of the move token at `i` (starting with `c`) read plainly: SAN bytes to a delimiter, no `e.p.` after; else -1. */
  protected override plainMoveEnd(c: number, i: number): number {
    const bytes = this.#bytes;
    const n = this.#n;
    const k = sanBytesEnd(bytes, this.#units, i, n);
    if (k <= i || !startsMove(c)) return NOT_PLAIN;
    // `e.p.` or `ep` after a blank (`moveTokenEnd`) is not plain: asked only when the next word starts `e.` or
    // `ep` (most moves are followed by a move number, a result or another move).
    let w = k;
    while (w < n && (bytes[w] === 32 || bytes[w] === 9)) w++;
    if (w === k || bytes[w] !== 101) return k;
    const next = bytes[w + 1];
    return (next === 46 || next === 112) && moveTokenEnd(this.#units, k, n, false) !== k ? NOT_PLAIN : k;
  }

  /**
   * Reads the blanks and closed comments after the result at `i` (they belong to its last move), telling the
   * comments: where something else starts (the next game of the section), the section's end when nothing does,
   * `NOT_PLAIN` at a comment not closed.
   */
  trailer(i: number): number {
    const units = this.#units;
    const n = this.#n;
    const v = this.#visitor;
    while (i < n) {
      const c = units.charCodeAt(i);
      if (c < 128 && isBlank(c)) i++;
      else if (c === 123) {
        const close = units.indexOf('}', i + 1);
        if (close < 0) return NOT_PLAIN;
        v.comment?.(this.string(i + 1, close).trim());
        i = close + 1;
      } else if (c === 59) {
        const from = i + 1;
        i = lineEnd(units, i, n);
        v.comment?.(this.string(from, i).trim());
      } else return i;
    }
    return n;
  }
}
