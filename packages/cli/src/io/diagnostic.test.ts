/** Echoed source lines never carry control characters to the terminal (issue 53: an ELF file read as PGN). */
import { describe, expect, it } from 'vitest';
import { type CliDiagnostic, formatDiagnostic, formatTextDiagnostic } from './diagnostic.js';
import { ByteWindow } from '@x/san/split';

/** C0 controls but tab and line ends, DEL, C1 controls. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A diagnostic of `file` with the message `m`, at `offset` (`length` long), `line` and `column`. */
function diagnostic(
  file: string,
  [offset, length, line, column]: readonly [number, number, number, number],
  severity: CliDiagnostic['severity'] = 'error',
  code = 'syntax',
): CliDiagnostic {
  return { file, severity, code, message: 'm', offset, length, line, column };
}

/** A window holding `bytes`, decoded by `decoder` (UTF-8 when not given). */
function windowOf(bytes: readonly number[], decoder?: ByteWindow['decoder']): ByteWindow {
  const window = new ByteWindow(1 << 16);
  if (decoder) window.decoder = decoder;
  window.push(new Uint8Array(bytes));
  return window;
}

describe('echoed source lines', () => {
  it('xn pgn check shows ESC, SO and BEL as control pictures, the caret under its character', () => {
    const window = windowOf([0x7f, 0x45, 0x4c, 0x46, 0x1b, 0x0e, 0x07, 0x41, 0x42, 0x0a]);
    const text = formatDiagnostic(diagnostic('a.pgn', [7, 2, 1, 8]), window);
    expect(text).not.toMatch(CONTROL);
    expect(text).toBe('a.pgn:1:8: error[syntax]: m\n  \u2421ELF\u241b\u240e\u2407AB\n         ^~\n');
  });
  it('C1 controls (0x81, which the latin1 decoder keeps as U+0081) are escaped, the caret still under its character', () => {
    const window = windowOf([0x61, 0x81, 0x62, 0x0a], new TextDecoder('latin1'));
    expect(formatDiagnostic(diagnostic('a.pgn', [2, 1, 1, 3]), window)).toBe(
      'a.pgn:1:3: error[syntax]: m\n  a\\x81b\n       ^\n',
    );
  });
  it('xn variant, kif and wxf (inputs read whole as text) show them the same way', () => {
    const text = formatTextDiagnostic(diagnostic('v.ini', [3, 1, 2, 4]), 'x\r\na\u001b\u0007b\nnext', 6, 1);
    expect(text).not.toMatch(CONTROL);
    expect(text).toBe('v.ini:2:4: error[syntax]: m\n  a\u241b\u2407b\n     ^\n');
  });
  it('a text line is clipped around the offset, and an offset past the text shows no line', () => {
    const long = `${'a'.repeat(1000)}X${'b'.repeat(1000)}`;
    const d = diagnostic('f', [0, 0, 1, 1001], 'warning', 'c');
    const [, shown, caret] = formatTextDiagnostic(d, long, 1000, 1).split('\n');
    expect(shown!.length).toBeLessThan(400);
    expect(shown![caret!.indexOf('^')]).toBe('X');
    expect(formatTextDiagnostic(d, 'ab', 5, 1)).toBe('f:1:1001: warning[c]: m\n');
  });
  it('a span longer than the shown window is cut with …, not echoed whole (a tag value never closed)', () => {
    const d = {
      file: 'f.pgn',
      severity: 'error',
      code: 'syntax',
      message: 'unterminated tag value',
    } as const;
    const source = `[Event "${'a'.repeat(1_000_000)}`;
    const window = new ByteWindow(4 << 20);
    window.push(new TextEncoder().encode(source));
    const fromBytes = formatDiagnostic(
      { ...d, offset: 0, length: source.length, line: 1, column: 1 },
      window,
    );
    const fromText = formatTextDiagnostic(
      { ...d, offset: 0, length: 0, line: 1, column: 1 },
      source,
      0,
      source.length,
    );
    for (const text of [fromBytes, fromText]) {
      const [, shown, caret] = text.split('\n');
      expect([shown, caret]).toEqual([`  [Event "${'a'.repeat(152)}…`, `  ^${'~'.repeat(159)}…`]);
    }
    // a span that ends on its line within the window is shown whole, with what follows it
    const short = formatTextDiagnostic({ ...d, offset: 0, length: 0, line: 1, column: 1 }, 'ab cd\nx', 0, 2);
    expect(short).toBe('f.pgn:1:1: error[syntax]: unterminated tag value\n  ab cd\n  ^~\n');
  });
});
