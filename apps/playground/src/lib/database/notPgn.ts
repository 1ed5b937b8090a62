/**
 * Why a file opened as a PGN database holds no PGN, said plainly before it is read: `@x/san/split`'s `notPgnText`
 * of its first 64 KB (empty, blank, packed, UTF-16, binary), as `xn` says it. Text that is not PGN is read as any
 * other: its games (none, or each with its error) are listed.
 */

import { notPgnText } from '@x/san/split';
import { type ReadBytes, sizeOf } from './fileChunks';
import { PastedBytes } from './pastedBytes';

/** Bytes looked at. */
const HEAD = 64 * 1024;

/** Why a file is no PGN text, from its first 64 KB (of a pasted text: its first slices, once sent). */
export async function notPgn(file: ReadBytes): Promise<string | undefined> {
  if (file instanceof PastedBytes) {
    const head = await file.head(HEAD);
    return notPgnText(head, file.ended ? file.size : Number.POSITIVE_INFINITY)?.message;
  }
  const head =
    file instanceof Uint8Array
      ? file.subarray(0, HEAD)
      : new Uint8Array(await file.slice(0, HEAD).arrayBuffer());
  return notPgnText(head, sizeOf(file))?.message;
}
