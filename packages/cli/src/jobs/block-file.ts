/**
 * A block of a plain file read by the thread that reads its games (`--jobs N`, `parallel-check.ts`): the main
 * thread only finds where the blocks are (`BlockCutter` with `reuse`), and each reader reads its block's bytes
 * from the file itself, into a buffer of its own (transferred back with the answers, as a block sent is).
 */
import fs from 'node:fs';
import { InputError, systemMessage } from '../failure.js';

/**
 * Bytes `[offset, offset + length)` of the file `name`, in a new buffer of exactly that size; an `InputError`
 * when the file cannot be read or has become shorter since its blocks were found.
 */
export function readBlockOf(name: string, offset: number, length: number): ArrayBuffer {
  // not zero-filled: every byte is read over
  const bytes = Buffer.allocUnsafeSlow(length);
  let fd: number | undefined;
  try {
    fd = fs.openSync(name, 'r');
    for (let at = 0; at < length; ) {
      const n = fs.readSync(fd, bytes, at, length - at, offset + at);
      if (n === 0) throw new Error(`the file ended at byte ${offset + at} while it was read (it changed)`);
      at += n;
    }
  } catch (error) {
    throw new InputError(`${name}: cannot read: ${systemMessage(error)}`);
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
  return bytes.buffer as ArrayBuffer;
}
