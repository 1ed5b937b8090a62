/**
 * Text a writer puts on one line of a record (a header's name or value, a comment): no line break, and no
 * U+FFFD, which every reader takes for a record decoded with the wrong encoding. A writer refuses other text
 * with `invalid-line` naming where it is (`headers.2.value`, `moves.4.comments.0`).
 */
import { KifError } from '../errors.js';

/** Throws `KifError` (`invalid-line`, naming `path`) when `text` cannot be written on one line and read back. */
export function checkLineText(text: string, path: string): string {
  const bad = /[\n\r\uFFFD]/.exec(text);
  if (bad !== null)
    throw new KifError(
      'invalid-line',
      `${path}: ${bad[0] === '\uFFFD' ? 'U+FFFD (read as a decoding error)' : 'a line break'} cannot be written on one line`,
    );
  return text;
}

/** Checks every comment of `comments` (see `checkLineText`); `path` names the list. */
export function checkComments(comments: readonly string[] | undefined, path: string): void {
  for (const [i, c] of (comments ?? []).entries()) checkLineText(c, `${path}.${i}`);
}
