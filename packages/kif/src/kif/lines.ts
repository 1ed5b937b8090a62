/** A record's lines with their offsets: `\n`, `\r\n` or `\r` ends a line; a byte-order mark is skipped. */

/** Calls `visit(line, offset)` for every line of `text`, in order; stops when `visit` returns `false`. */
export function forEachLine(
  text: string,
  visit: (line: string, offset: number) => boolean | undefined,
): void {
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const length = text.length;
  while (start <= length) {
    let end = start;
    while (end < length) {
      const c = text.charCodeAt(end);
      if (c === 10 || c === 13) break;
      end++;
    }
    if (end === length && start === length) return;
    if (visit(text.slice(start, end), start) === false) return;
    start = end + (text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? 2 : 1);
  }
}
