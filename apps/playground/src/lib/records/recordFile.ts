/**
 * A record file's bytes as the records tab opens them: its text (UTF-8, Shift_JIS or EUC-JP, `@x/kif`'s `decode`),
 * or why it holds no record, in words naming the file: empty, binary (an image, a program), or text in no encoding
 * the readers take (UTF-16, a broken Shift_JIS line), located where `decode` says. Without this a binary or UTF-16
 * file was an uncaught exception, and the record shown before stayed as if the file had been read.
 */
import { decode } from '@x/kif';
import { type ShownError, shownError } from '../text/shownError';

/** What opening a record file gives: its text, or the error to show (the file left unread). */
export type RecordFile = { readonly text: string } | { readonly error: ShownError };

/** How many of the first bytes are looked at for control codes. */
const HEAD = 65_536;

/** Whether byte `c` is a control code no text holds (below 32 but tab, line feed, vertical tab, form feed, return, escape). */
function control(c: number): boolean {
  return c < 32 && c !== 9 && c !== 10 && c !== 11 && c !== 12 && c !== 13 && c !== 27;
}

/**
 * The text of the record file `name` holding `bytes`, or why it holds none: more than one byte in twenty of its
 * first 64 KB control codes (a zero byte among them) is binary; the rest is `decode`'s, its error (with its place
 * in the text as decoded) prefixed by the file's name.
 */
export function readRecordFile(bytes: Uint8Array, name: string): RecordFile {
  if (bytes.length === 0)
    return { error: { code: 'empty-file', message: `The file ${name} is empty: there is no record in it.` } };
  const head = bytes.subarray(0, HEAD);
  let controls = 0;
  let zero = false;
  for (const c of head) {
    if (control(c)) {
      controls++;
      zero ||= c === 0;
    }
  }
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (!utf16 && zero && controls * 20 > head.length)
    return {
      error: {
        code: 'binary-file',
        message: `The file ${name} is not a record: it holds binary data (${controls} of its first ${head.length} bytes are control codes), not text.`,
      },
    };
  try {
    return { text: decode(bytes).text };
  } catch (e) {
    const error = shownError(e);
    return { error: { ...error, message: `The file ${name} does not open: ${error.message}` } };
  }
}
