/**
 * `TextBuilder`: a string written piece by piece (what `formatPgn` and `formatMovetext` build), its ASCII pieces
 * as bytes into one reused buffer and decoded once at the end, so that a game's text is one flat string instead
 * of a chain of thousands of joined pieces (each an object to allocate, then to copy again when it is flattened).
 * A piece holding any other character is kept as it is, a string (lone surrogates included).
 */

const decoder = /* @__PURE__ */ new TextDecoder();

/** The buffer a finished builder hands back for the next one (builders may nest: a `moveText` may format). */
let spare: Uint8Array | undefined;

/** Largest buffer kept for the next builder (a larger one was for a huge text: let it go). */
const MAX_SPARE = 1 << 20;

/** A string built from pieces appended in order; `value()` ends it. */
export class TextBuilder {
  #bytes: Uint8Array;
  #length = 0;
  /** The text before the bytes: set when a piece that is not ASCII was written. */
  #head = '';

  constructor() {
    this.#bytes = spare ?? new Uint8Array(1 << 12);
    spare = undefined;
  }

  /** Appends `piece`. */
  text(piece: string): void {
    const n = piece.length;
    let at = this.#length;
    if (at + n > this.#bytes.length) this.#grow(n);
    const bytes = this.#bytes;
    for (let i = 0; i < n; i++) {
      const c = piece.charCodeAt(i);
      if (c > 0x7f) {
        // the bytes so far as text, then the piece as it is
        this.#head += this.#decoded() + piece;
        this.#length = 0;
        return;
      }
      bytes[at++] = c;
    }
    this.#length = at;
  }

  /**
   * Appends the tag pair line `[name "value"]` and a line break when both are ASCII and the value holds nothing
   * to escape (`\\`, `"`, a line end); otherwise appends nothing and returns false. One pass over the characters
   * (what `text` of the five pieces and a test of the value for escapes cost two of).
   */
  tagPair(name: string, value: string): boolean {
    const n = name.length;
    const v = value.length;
    let at = this.#length;
    if (at + n + v + 6 > this.#bytes.length) this.#grow(n + v + 6);
    const bytes = this.#bytes;
    bytes[at++] = 91;
    for (let i = 0; i < n; i++) {
      const c = name.charCodeAt(i);
      if (c > 0x7f) return false;
      bytes[at++] = c;
    }
    bytes[at++] = 32;
    bytes[at++] = 34;
    for (let i = 0; i < v; i++) {
      const c = value.charCodeAt(i);
      // `\\`, `"`, a line end or a character that is not ASCII: the caller writes the pair piece by piece
      if (c > 0x7f || c === 92 || c === 34 || c === 13 || c === 10) return false;
      bytes[at++] = c;
    }
    bytes[at++] = 34;
    bytes[at++] = 93;
    bytes[at++] = 10;
    this.#length = at;
    return true;
  }

  /** The text written; the builder is done (its buffer goes to the next one). */
  value(): string {
    const text = this.#length === 0 ? this.#head : this.#head + this.#decoded();
    if (this.#bytes.length <= MAX_SPARE) spare = this.#bytes;
    this.#length = 0;
    return text;
  }

  #decoded(): string {
    return this.#length === 0 ? '' : decoder.decode(this.#bytes.subarray(0, this.#length));
  }

  #grow(n: number): void {
    const grown = new Uint8Array(Math.max(this.#length + n, this.#bytes.length * 2));
    grown.set(this.#bytes.subarray(0, this.#length));
    this.#bytes = grown;
  }
}
