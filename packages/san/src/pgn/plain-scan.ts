/**
 * The plain mode's scans over a section's bytes (`tokens.ts`): the bulk of plain games — tag pairs of the common
 * form, move numbers, SAN tokens — read from the bytes (a typed array reads cheaper than a string's characters),
 * with the answers the readers of the text give. A byte below 128 is the character at the same offset of the text
 * (UTF-8 and the single-byte encodings read agree on ASCII); a byte of 128 or more is asked of the text.
 */
import { DELIMITER, SAN_BYTE, TAG_NAME_BYTE, VALUE_STOP } from './rules.js';
import { isDelimiter } from './token-chars.js';

/** What a scan answers when the bytes are not of its plain form. */
export const NOT_PLAIN = -1;

/**
 * The name of a tag pair of the common form `[Name "value"]` whose `[` is at `i`: the offset after the name, when
 * a space and the value's `"` follow it, else `NOT_PLAIN`.
 */
export function tagNameEnd(bytes: Uint8Array, i: number, n: number): number {
  let k = i + 1;
  while (k < n && TAG_NAME_BYTE[bytes[k]!] === 1) k++;
  return k === i + 1 || bytes[k] !== 32 || bytes[k + 1] !== 34 ? NOT_PLAIN : k;
}

/**
 * The value of that tag pair, from `i` (after its opening `"`): the offset of its closing `"` when `]` follows it
 * and no escape or line end is inside, else `NOT_PLAIN`.
 */
export function tagValueEnd(bytes: Uint8Array, i: number, n: number): number {
  let e = i;
  while (e < n && VALUE_STOP[bytes[e]!] === 0) e++;
  return bytes[e] !== 34 || bytes[e + 1] !== 93 ? NOT_PLAIN : e;
}

/**
 * A move number at `i` (a digit 1–9 there): digits and then dots (`12.`, `12...`); the offset after the dots, or
 * `NOT_PLAIN` when no dot follows the digits (a result, a lone number: the general reader's case).
 */
export function moveNumberEnd(bytes: Uint8Array, i: number, n: number): number {
  let k = i + 1;
  while (k < n && bytes[k]! >= 48 && bytes[k]! <= 57) k++;
  if (k >= n || bytes[k] !== 46) return NOT_PLAIN;
  while (k < n && bytes[k] === 46) k++;
  return k;
}

/**
 * The run of SAN bytes from `i` (letters, digits, `-=+#!?@/`) and whether a delimiter (or the end) follows it: the
 * offset after the run, or `NOT_PLAIN` when another character follows. `units`: the section's text.
 */
export function sanBytesEnd(bytes: Uint8Array, units: string, i: number, n: number): number {
  let k = i;
  for (; k < n; k++) {
    const b = bytes[k]!;
    if (b < 128 ? SAN_BYTE[b] === 0 : SAN_BYTE[units.charCodeAt(k)] !== 1) break;
  }
  if (k < n && !(bytes[k]! < 128 ? DELIMITER[bytes[k]!] === 1 : isDelimiter(units.charCodeAt(k))))
    return NOT_PLAIN;
  return k;
}

/** The bytes as a string of one unit each (what the plain mode reads: offsets of units are offsets of bytes). */
export function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 8192)
    text += String.fromCharCode.apply(null, bytes.subarray(at, at + 8192) as unknown as number[]);
  return text;
}
