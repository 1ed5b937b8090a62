import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { notPgnText } from '../split-pgn.js';

const bytes = (...b: number[]) => Uint8Array.from(b);
const text = (t: string) => new TextEncoder().encode(t);
const kind = (head: Uint8Array, size = head.length) => notPgnText(head, size)?.kind;

describe('notPgnText', () => {
  it('says empty, blank, packed, UTF-16 and binary plainly', () => {
    expect(notPgnText(bytes(), 0)?.message).toMatch(/empty/);
    expect(notPgnText(text(' \n\r\n\t'), 5)?.message).toMatch(/only blank space/);
    expect(notPgnText(bytes(0x1f, 0x8b, 8, 0), 4)?.message).toMatch(/gzip/);
    expect(notPgnText(bytes(0x50, 0x4b, 3, 4, 20), 5)?.message).toMatch(/zip archive/);
    expect(notPgnText(text('BZh91AY&SY'), 10)?.message).toMatch(/bzip2/);
    expect(kind(text('BZh is no bzip2 header'))).toBeUndefined();
    expect(notPgnText(bytes(0xfd, 0x37, 0x7a, 0x58, 0x5a, 0), 6)?.message).toMatch(/xz/);
    expect(notPgnText(text('%PDF-1.7\n'), 9)?.message).toMatch(/PDF/);
    expect(notPgnText(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 9)?.message).toMatch(
      /^This is not a PGN file: it holds binary data \(2 of its first 9 bytes are control codes; the first zero byte at byte 8\)/,
    );
    expect(kind(bytes(0xff, 0xfe, 0x5b, 0))).toBe('utf16');
    const ascii = [...text('[Event "x"]')];
    expect(kind(Uint8Array.from(ascii.flatMap((b) => [b, 0])))).toBe('utf16');
    expect(kind(Uint8Array.from(ascii.flatMap((b) => [0, b])))).toBe('utf16');
  });

  it('lets text through: control bytes of old files, a stray zero byte in a larger head, blank before more', () => {
    expect(kind(text('[Event "x"]\n\n1. e4 *\n'))).toBeUndefined();
    expect(kind(text('[Event "x"]\x1a\n1. e4 *'))).toBeUndefined();
    const games = '[Event "x"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n'.repeat(20);
    expect(kind(text(`${games}\0${games}`))).toBeUndefined();
    // blank at the start of a larger file is not a blank file
    expect(kind(text('   '), 1_000_000)).toBeUndefined();
    // a short head of a larger file with a control byte or two is not binary yet
    expect(kind(text('[Event "\x01"]'), 1_000_000)).toBeUndefined();
    // `%PDF` alone is a PGN escape line
    expect(kind(text('%PDF is an escape line\n[Event "x"] *'))).toBeUndefined();
  });

  it('property: any bytes get an answer; text without control bytes is at most empty or blank', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.nat(), (head, extra) => {
        const answer = notPgnText(head, head.length + extra);
        if (answer !== undefined) expect(answer.message.length).toBeGreaterThan(0);
      }),
      { numRuns: runs(300) },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const t = text(s.replace(/[\0-\x08\x0e-\x1f]/g, ''));
        expect([undefined, 'empty', 'blank']).toContain(kind(t));
      }),
      { numRuns: runs(200) },
    );
  });
});
