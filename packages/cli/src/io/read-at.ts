/**
 * `readAt`: bytes of a plain file read again at an offset, what `ByteWindow` (`@x/san/split`) of an input read in
 * place reads its older bytes with (`readAgainWith`).
 */
import fs from 'node:fs';

/** `length` bytes of `file` at `offset`, or undefined when they cannot all be read. */
export function readAt(file: string, offset: number, length: number): Uint8Array | undefined {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, 'r');
    const out = new Uint8Array(length);
    for (let n = 0; n < length; ) {
      const k = fs.readSync(fd, out, n, length - n, offset + n);
      if (k === 0) return undefined;
      n += k;
    }
    return out;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}
