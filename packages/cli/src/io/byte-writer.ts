/**
 * `ByteWriter`: text written as UTF-8 bytes into one growing buffer, so that a command writes its output without
 * making a string per piece (and without encoding the joined text again). `Output` gathers its chunks in one, and
 * the scans of `convert` and `eco` write each game into one they reuse.
 */

const encoder = new TextEncoder();

/** Bytes appended to a buffer that grows as needed; `view()` is what has been written. */
export class ByteWriter {
  bytes: Uint8Array;
  length = 0;

  constructor(capacity = 1 << 12) {
    this.bytes = new Uint8Array(capacity);
  }

  /** Makes room for `n` more bytes. */
  room(n: number): void {
    const need = this.length + n;
    if (need <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(need, this.bytes.length * 2));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  /** Appends one byte. */
  byte(c: number): void {
    if (this.length === this.bytes.length) this.room(1);
    this.bytes[this.length++] = c;
  }

  /** Appends a text known to be ASCII (move texts, FENs, numbers' digits): one byte a character. */
  ascii(text: string): void {
    const n = text.length;
    this.room(n);
    const bytes = this.bytes;
    let at = this.length;
    for (let i = 0; i < n; i++) bytes[at++] = text.charCodeAt(i);
    this.length = at;
  }

  /** Appends any text as UTF-8 (a lone surrogate as U+FFFD, as `Buffer.from(text)` writes it). */
  text(text: string): void {
    const n = text.length;
    if (n < 64) {
      // short texts in one pass, as ASCII until a character is not (then written again below)
      if (this.length + n > this.bytes.length) this.room(n);
      const bytes = this.bytes;
      let at = this.length;
      let i = 0;
      for (; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c > 0x7f) break;
        bytes[at++] = c;
      }
      if (i === n) {
        this.length = at;
        return;
      }
    }
    this.room(3 * n);
    this.length += encoder.encodeInto(text, this.bytes.subarray(this.length)).written;
  }

  /** Appends `source[start, end)`. */
  copy(source: Uint8Array, start = 0, end = source.length): void {
    const n = end - start;
    this.room(n);
    // the whole of `source` in one copy; short runs of it byte by byte: `subarray` makes an object per call
    if (n === source.length) {
      this.bytes.set(source, this.length);
      this.length += n;
    } else if (n < 512) {
      const bytes = this.bytes;
      let at = this.length;
      for (let i = start; i < end; i++) bytes[at++] = source[i]!;
      this.length = at;
    } else {
      this.bytes.set(source.subarray(start, end), this.length);
      this.length += n;
    }
  }

  /** Appends a non-negative integer in decimal. */
  uint(n: number): void {
    if (n < 10) {
      this.byte(48 + n);
      return;
    }
    if (n < 100) {
      this.room(2);
      this.bytes[this.length++] = 48 + Math.floor(n / 10);
      this.bytes[this.length++] = 48 + (n % 10);
      return;
    }
    this.ascii(String(n));
  }

  /** What has been written (a view, valid until the next write or `clear`). */
  view(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }

  /** Forgets what has been written (the buffer is kept). */
  clear(): void {
    this.length = 0;
  }
}
