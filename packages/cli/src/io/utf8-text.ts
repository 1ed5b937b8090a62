/**
 * The text of a whole input read as UTF-8 (a WXF file, a file of positions, a variant file), refused when its bytes
 * are no text at all — UTF-16, packed (gzip, zip, a PDF) or binary — as `@x/san/split`'s `notPgnText` tells them:
 * read as UTF-8 they gave a first "move" or "piece" of replacement characters, not the reason.
 */
import { notPgnText } from '@x/san/split';
import { InputError } from '../failure.js';

/** Bytes looked at for the kind of input. */
const HEAD = 65536;

/**
 * `bytes` (all of the input `name`) decoded as UTF-8; an `InputError` naming `name` when they are UTF-16, packed or
 * binary. Empty and blank inputs are text.
 *
 * @example utf8Text(fs.readFileSync('game.wxf'), 'game.wxf')
 */
export function utf8Text(bytes: Uint8Array, name: string): string {
  const answer = notPgnText(bytes.subarray(0, HEAD), bytes.length);
  if (answer !== undefined && answer.kind !== 'empty' && answer.kind !== 'blank') {
    // "This is not a PGN file: it is UTF-16 text: save it as UTF-8 first."
    const reason = answer.message.slice(answer.message.indexOf(': ') + 2);
    throw new InputError(`${name}: not UTF-8 text: ${reason}`);
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
}
