/**
 * Why a file's first bytes are no PGN text, said plainly before it is read: empty, blank, packed (an archive, a
 * compressed file, a PDF), UTF-16, or binary (many control bytes, zero bytes among them). Text that is not PGN is
 * not looked for here: a reader reads it and reports its games (none, or each with its error).
 */

/** What kind of input `notPgnText` found. */
export type NotPgnKind = 'empty' | 'blank' | 'packed' | 'utf16' | 'binary';

/** Why a file is no PGN text: the kind, and a sentence for the user. */
export interface NotPgn {
  readonly kind: NotPgnKind;
  readonly message: string;
}

/** Signatures of packed files people may pass: their first bytes (-1: any byte) and what to tell. */
const PACKED: readonly (readonly [readonly number[], string])[] = [
  [[0x50, 0x4b, 3, 4], 'a zip archive: unpack it first'],
  [[0x1f, 0x8b], 'gzip-compressed: unpack it first'],
  // `BZh`, a block size digit, then the first block's magic (pi's digits)
  [[0x42, 0x5a, 0x68, -1, 0x31, 0x41, 0x59, 0x26, 0x53, 0x59], 'bzip2-compressed: unpack it first'],
  [[0x28, 0xb5, 0x2f, 0xfd], 'zstd-compressed: unpack it first'],
  [[0xfd, 0x37, 0x7a, 0x58, 0x5a], 'xz-compressed: unpack it first'],
  [[0x37, 0x7a, 0xbc, 0xaf], 'a 7z archive: unpack it first'],
  [[0x25, 0x50, 0x44, 0x46, 0x2d], 'a PDF document'],
];

/** The start of every message but the empty and blank files'. */
const NOT = 'This is not a PGN file: it ';

/** Whether a byte is a control byte text does not hold (below 32 but tab, line feed, vertical tab, form feed, return, escape). */
function control(c: number): boolean {
  return c < 32 && c !== 9 && c !== 10 && c !== 11 && c !== 12 && c !== 13 && c !== 27;
}

/**
 * Whether `c` is blank space (space, tab, line feed, vertical tab, form feed, return): `pgn/rules.ts`' `isBlank` of a
 * byte below 128, which this lower layer cannot import.
 */
function blank(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

/**
 * Whether `head` starts with a UTF-16 byte order mark, or holds ASCII as UTF-16: its first four characters each a
 * zero byte beside a byte that is not.
 */
function utf16(head: Uint8Array): boolean {
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return true;
  if (head.length < 8) return false;
  const zero = head[0] === 0 ? 0 : 1;
  for (let i = 0; i < 8; i += 2) if (head[i + zero] !== 0 || head[i + 1 - zero] === 0) return false;
  return true;
}

/**
 * Why the bytes `head` (a file's first bytes: 64 KB is plenty; `size` the file's whole size, `Infinity` when not
 * yet known) are no PGN text, or undefined when they may be. Binary is many control bytes (zero bytes among them):
 * more than one in twenty, and more than 8 unless `head` is the whole file, so a PGN file with a stray zero byte is
 * still read.
 *
 * @example notPgnText(new Uint8Array(await file.slice(0, 65536).arrayBuffer()), file.size)?.message
 */
export function notPgnText(head: Uint8Array, size: number): NotPgn | undefined {
  if (size === 0) return { kind: 'empty', message: 'The file is empty: there are no games in it.' };
  for (const [magic, what] of PACKED) {
    if (head.length >= magic.length && magic.every((b, i) => b < 0 || head[i] === b))
      return { kind: 'packed', message: `${NOT}is ${what}.` };
  }
  if (utf16(head)) return { kind: 'utf16', message: `${NOT}is UTF-16 text: save it as UTF-8 first.` };
  let onlyBlank = true;
  let controls = 0;
  let zero = -1;
  for (let i = 0; i < head.length; i++) {
    const c = head[i] as number;
    if (control(c)) {
      controls++;
      if (c === 0 && zero < 0) zero = i;
    }
    if (onlyBlank && !blank(c)) onlyBlank = false;
  }
  const whole = size <= head.length;
  if (controls * 20 > head.length && (controls > 8 || whole)) {
    const first = zero < 0 ? '' : `; the first zero byte at byte ${zero}`;
    return {
      kind: 'binary',
      message: `${NOT}holds binary data (${controls} of its first ${head.length} bytes are control codes${first}), not text.`,
    };
  }
  if (onlyBlank && whole)
    return { kind: 'blank', message: 'The file holds only blank space: there are no games in it.' };
  return undefined;
}
