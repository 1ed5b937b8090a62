/**
 * Text that is safe to show: an input's source line or an error message may quote any byte (a binary file read
 * as PGN), and ESC, BEL or SO would be obeyed by a terminal or be invisible in a page instead of shown. The
 * playground's error views and game table show texts through it.
 */

/**
 * `text` with each control character shown: C0 controls other than the tab as their Unicode control pictures
 * (ESC `␛`, BEL `␇`: one column each, so a caret below stays under its character), DEL as `␡`, C1 controls as
 * `\x81`. Other characters are kept.
 */
export function visible(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 9 || (c >= 0x20 && c < 0x7f) || c > 0x9f) continue;
    out += text.slice(from, i) + shown(c);
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

function shown(c: number): string {
  if (c < 0x20) return String.fromCharCode(0x2400 + c);
  if (c === 0x7f) return '\u2421';
  return `\\x${c.toString(16)}`;
}
