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
