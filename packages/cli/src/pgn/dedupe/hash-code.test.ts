import { parsePgn } from '@x/san';
import { describe, expect, it } from 'vitest';
import { hashCode } from './hash-code.js';

describe('hashCode', () => {
  it("is pgn-extract's HashCode (values Debian's pgn-extract v19-04 writes)", () => {
    const [e4, e4e5, none] = parsePgn(
      '[Event "a"]\n\n1. e4 *\n\n[Event "c"]\n\n1. e4 e5 *\n\n[Event "n"]\n\n*\n',
    );
    expect(hashCode(e4!)).toBe('106c43f5');
    expect(hashCode(e4e5!)).toBe('3d752b1e');
    expect(hashCode(none!)).toBe('00000000');
  });

  it('counts the main line only: variations change nothing', () => {
    const [plain, varied] = parsePgn(
      '[Event "a"]\n\n1. e4 e5 *\n\n[Event "b"]\n\n1. e4 (1. d4 d5) e5 (1... c5) *\n',
    );
    expect(hashCode(varied!)).toBe(hashCode(plain!));
  });
});
