/**
 * `utf8Text` refuses what is no text — UTF-16, packed, binary — naming why, where reading it as UTF-8 made a first
 * token of replacement characters (`xn wxf check` of a UTF-16 file: "'��' is not a move").
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { InputError } from '../failure.js';
import { utf8Text } from './utf8-text.js';

describe('utf8Text', () => {
  it('decodes UTF-8, empty and blank inputs', () => {
    expect(utf8Text(Buffer.from('炮二平五\n'), 'a.wxf')).toBe('炮二平五\n');
    expect(utf8Text(new Uint8Array(0), 'a.wxf')).toBe('');
    expect(utf8Text(Buffer.from(' \n\t\n'), 'a.wxf')).toBe(' \n\t\n');
  });

  it('refuses UTF-16 (with a byte-order mark or without), packed and binary input, naming the file and why', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('[Event "x"]\n', 'utf16le')]);
    const bare = Buffer.from('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n', 'utf16le');
    const cases: [Uint8Array, string][] = [
      [utf16, 'u.wxf: not UTF-8 text: it is UTF-16 text: save it as UTF-8 first.'],
      [bare, 'u.wxf: not UTF-8 text: it is UTF-16 text: save it as UTF-8 first.'],
      [zlib.gzipSync('1. e4 e5'), 'u.wxf: not UTF-8 text: it is gzip-compressed: unpack it first.'],
    ];
    for (const [bytes, message] of cases)
      expect(() => utf8Text(bytes, 'u.wxf')).toThrow(new InputError(message));
    expect(() => utf8Text(new Uint8Array(100), 'u.wxf')).toThrow(
      /^u\.wxf: not UTF-8 text: it holds binary data/,
    );
  });
});
