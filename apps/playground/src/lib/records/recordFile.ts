/**
 * A record file's bytes as the records tab opens them: its text (UTF-8, Shift_JIS or EUC-JP, `@x/kif`'s `decode`),
 * or why it holds no record, in words naming the file: empty or blank, not text at all (`@x/san/split`'s
 * `notPgnText`: an archive, a compressed file, a PDF, UTF-16, binary data), or text in no encoding the readers take
 * (a broken Shift_JIS line), located where `decode` says.
 */
import { decode } from '@x/kif';
import { notPgnText } from '@x/san/split';
import { type ShownError, shownError } from '../text/shownError';

/** What opening a record file gives: its text, or the error to show (the file left unread). */
export type RecordFile = { readonly text: string } | { readonly error: ShownError };

/** How many of the first bytes `notPgnText` looks at. */
const HEAD = 65_536;

/**
 * Why the file `name` holding `bytes` is no record text, or undefined when it may be one: `notPgnText`'s kind
 * worded for a record. Its message for packed and binary files (`This is not a PGN file: it is a zip archive: …`)
 * gives what the file is after its first colon, which is kept (with the binary file's counts).
 */
function notText(bytes: Uint8Array, name: string): ShownError | undefined {
  const not = notPgnText(bytes.subarray(0, HEAD), bytes.length);
  if (!not) return undefined;
  switch (not.kind) {
    case 'empty':
      return { code: 'empty-file', message: `The file ${name} is empty: there is no record in it.` };
    case 'blank':
      return {
        code: 'empty-file',
        message: `The file ${name} holds only blank space: there is no record in it.`,
      };
    case 'utf16':
      // `decode` knows UTF-16 only by its byte-order mark, and places it nowhere either (offset 0, length 0)
      return {
        code: 'invalid-encoding',
        message: `The file ${name} does not open: UTF-16 text: save the record as UTF-8 or Shift_JIS.`,
      };
    default: {
      const what = not.message.slice(not.message.indexOf(': ') + 2);
      return { code: 'binary-file', message: `The file ${name} is not a record: ${what}` };
    }
  }
}

/**
 * The text of the record file `name` holding `bytes`, or why it holds none: no text at all (`notText`: a KIF with
 * a stray zero byte is still read), or `decode`'s error (with its place in the text as decoded) prefixed by the
 * file's name.
 */
export function readRecordFile(bytes: Uint8Array, name: string): RecordFile {
  const not = notText(bytes, name);
  if (not) return { error: not };
  try {
    return { text: decode(bytes).text };
  } catch (e) {
    const error = shownError(e);
    return { error: { ...error, message: `The file ${name} does not open: ${error.message}` } };
  }
}
