/**
 * Why a file opened as a PGN database holds no PGN, said plainly before it is read: empty, blank, compressed or
 * binary (a NUL byte, or many control bytes, in its first 64 KB). Text that is not PGN is read as any other: its
 * games (none, or each with its error) are listed.
 */

import { type ReadBytes, sizeOf } from './byteWindow';
import { PastedBytes } from './pastedBytes';

/** Bytes looked at. */
const HEAD = 64 * 1024;

/** Signatures of packed files people may drop: their first bytes and how to say what they are. */
const PACKED: readonly (readonly [readonly number[], string])[] = [
  [[0x50, 0x4b, 0x03, 0x04], 'a zip archive: unpack it and open the .pgn inside'],
  [[0x1f, 0x8b], 'gzip-compressed: unpack it (gunzip) and open the .pgn'],
  [[0x42, 0x5a, 0x68], 'bzip2-compressed: unpack it (bunzip2) and open the .pgn'],
  [[0x28, 0xb5, 0x2f, 0xfd], 'zstd-compressed: unpack it (zstd -d) and open the .pgn'],
  [[0xfd, 0x37, 0x7a, 0x58, 0x5a], 'xz-compressed: unpack it (unxz) and open the .pgn'],
  [[0x37, 0x7a, 0xbc, 0xaf], 'a 7z archive: unpack it and open the .pgn inside'],
  [[0x25, 0x50, 0x44, 0x46], 'a PDF document, not PGN text'],
];

/** Whether a byte is a control byte text does not hold (all below 32 but tab, line feed, form feed, carriage return). */
function control(c: number): boolean {
  return c < 32 && c !== 9 && c !== 10 && c !== 11 && c !== 12 && c !== 13 && c !== 27;
}

/** Why `bytes` (a file's first bytes; `size` the file's) are no PGN text, or undefined when they may be. */
export function notPgnReason(bytes: Uint8Array, size: number): string | undefined {
  if (size === 0) return 'The file is empty: there are no games in it.';
  for (const [magic, what] of PACKED) {
    if (magic.every((b, i) => bytes[i] === b)) return `This is not a PGN file: it is ${what}.`;
  }
  let blank = true;
  let controls = 0;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i] as number;
    if (c === 0) return `This is not a PGN file: it holds binary data (a zero byte at byte ${i}), not text.`;
    if (control(c)) controls++;
    if (blank && c !== 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12 && c !== 11) blank = false;
  }
  if (controls > 8 && controls * 20 > bytes.length)
    return `This is not a PGN file: ${controls} of its first ${bytes.length} bytes are control codes, not text.`;
  if (blank && size <= bytes.length) return 'The file holds only blank space: there are no games in it.';
  return undefined;
}

/** `notPgnReason` of a file's first 64 KB (of a pasted text: its first slices, once sent). */
export async function notPgn(file: ReadBytes): Promise<string | undefined> {
  if (file instanceof PastedBytes) {
    const head = await file.head(HEAD);
    return notPgnReason(head, file.ended ? file.size : Number.POSITIVE_INFINITY);
  }
  const head =
    file instanceof Uint8Array
      ? file.subarray(0, HEAD)
      : new Uint8Array(await file.slice(0, HEAD).arrayBuffer());
  return notPgnReason(head, sizeOf(file));
}
