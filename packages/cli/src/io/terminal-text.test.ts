/** `terminalText`, the one escaping of what `xn` prints from its input. */
import { describe, expect, it } from 'vitest';
import { terminalText } from './terminal-text.js';

describe('terminalText', () => {
  it('shows controls, DEL, C1 and reordering characters; keeps tabs and everything else', () => {
    expect(terminalText('a\x1b[31mb\x07\x00\x7f\x9b\u202eé▲\t')).toBe('a␛[31mb␇␀␡\\x9b\\u{202e}é▲\t');
    expect(terminalText('line\nbreak\r\u2028')).toBe('line␊break␍\\u{2028}');
    expect(terminalText('plain 七六歩')).toBe('plain 七六歩');
  });
});
