/** `parse`, `safeParse` and `isValid`: any shogi record (KIF, KI2, CSA, USI), its format told or detected. */
import { type Result, toResult } from '@x/core';
import { parseCsa } from './csa/read-csa.js';
import { decode } from './decode.js';
import { KifError } from './errors.js';
import { parseKi2 } from './ki2/read-ki2.js';
import { parseKif } from './kif/read-kif.js';
import type { KifGame } from './model/game.js';
import type { KifReadOptions } from './read-options.js';
import { isBareSfen, parseUsi } from './usi/position-command.js';

/** The record formats `parse` reads and `stringify` writes. */
export type KifFormat = 'kif' | 'ki2' | 'csa' | 'usi';

/** Options of `parse`: the reader options and the format (detected when left out). */
export interface ParseOptions extends KifReadOptions {
  readonly format?: KifFormat;
}

/** The format of record `text`: USI's `position`, CSA's `+7776FU`/`PI`/`V2`, KIF's numbered moves, KI2's `▲`. */
export function detectFormat(text: string): KifFormat {
  const head = text.slice(0, 4096).replace(/^\uFEFF/, '');
  const trimmed = head.trimStart();
  if (/^(position |startpos|sfen )/.test(trimmed) || isBareSfen(trimmed)) return 'usi';
  if (/^(V2|V3|PI|P1|N[+-]|\$[A-Z_]+:|[+-]\d{4}[A-Z]{2})/m.test(head) && !/^手数/m.test(head)) return 'csa';
  if (/^[ \t\u3000]*\d+[ \t\u3000]+\S/m.test(head) || /^手数/m.test(head)) return 'kif';
  if (/[▲△☗☖]/.test(head)) return 'ki2';
  return 'kif';
}

/** The reader of each format. */
const READERS = new Map<KifFormat, (text: string, options?: KifReadOptions) => KifGame>([
  ['kif', parseKif],
  ['ki2', parseKi2],
  ['csa', parseCsa],
  ['usi', parseUsi],
]);

/** The first U+FFFD of `text`: Shift_JIS bytes decoded as UTF-8 leave these. */
function checkDecoded(text: string): void {
  const bad = text.indexOf('\uFFFD');
  if (bad !== -1)
    throw new KifError(
      'invalid-encoding',
      'replacement character: Shift_JIS bytes read as UTF-8? decode the bytes with decode()',
      bad,
      1,
      text,
    );
}

/**
 * `text` with each lone `\r` (old Mac line ends) a `\n`: the readers end a line at either, and `@x/core` locates
 * lines by `\n` only, so without this every error of such a file was on line 1. Same length: offsets hold.
 */
function crAsLineFeed(text: string): string {
  return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}

/**
 * Reads a shogi record: text, or bytes (UTF-8 or Shift_JIS, detected). Throws `KifError`; warnings of the lenient
 * default go to `onWarning`.
 *
 * @example parse('position startpos moves 7g7f').moves[0].usi // '7g7f'
 */
export function parse(input: string | Uint8Array, options?: ParseOptions): KifGame {
  const text = typeof input === 'string' ? input : decode(input, options).text;
  if (typeof text !== 'string') throw new TypeError('parse needs a string or a Uint8Array');
  checkDecoded(text.length > (options?.limits?.maxLength ?? Number.POSITIVE_INFINITY) ? '' : text);
  const format = options?.format ?? detectFormat(text);
  const read = READERS.get(format);
  if (read === undefined) throw new TypeError(`unknown format '${String(format)}'`);
  return read(crAsLineFeed(text), options);
}

/** `parse` as a `Result`: never throws for bad input. */
export function safeParse(input: string | Uint8Array, options?: ParseOptions): Result<KifGame, KifError> {
  return toResult(KifError, () => parse(input, options));
}

/** Whether `input` is a record `parse` reads. */
export function isValid(input: string | Uint8Array, options?: ParseOptions): boolean {
  return safeParse(input, options).success;
}
