/**
 * The one escaping of `xn`: every piece of user input that reaches a terminal — a diagnostic's message, code and
 * file name, a summary's names, the quoted source line, the `xn: …` error lines — goes through `terminalText`, so
 * that no input can move the cursor, recolour the terminal or reorder what is shown. Data written as data
 * (converted records; JSON, which escapes control characters itself) is not escaped. Self-contained: `xn`'s entry
 * (`main.ts`) prints its errors with it and loads no package.
 */

/**
 * What is escaped: C0 controls but the tab, DEL, C1 controls, and the characters that reorder or break a shown
 * line although they are not controls — bidirectional marks, embeddings, overrides and isolates (a "Trojan source"
 * line), and the line and paragraph separators.
 */
const UNSAFE =
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** One escaped character: a C0 control as its Unicode picture (one column: a caret below stays in place). */
function escaped(c: string): string {
  const code = c.charCodeAt(0);
  if (code < 0x20) return String.fromCharCode(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  return code <= 0x9f ? `\\x${code.toString(16)}` : `\\u{${code.toString(16)}}`;
}

/**
 * `text` safe to print: ESC as `␛`, BEL as `␇` (tabs kept), DEL as `␡`, C1 controls as `\x9b`, reordering
 * characters as `\u{202e}`; every other character as it is.
 */
export function terminalText(text: string): string {
  return text.replace(UNSAFE, escaped);
}
