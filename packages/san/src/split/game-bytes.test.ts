import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { mainLine } from '../game/tree.js';
import { countPlies, trimSection } from '../split-pgn.js';
import { parsePgn } from '../pgn/games.js';

const encoder = new TextEncoder();
const plies = (text: string) => countPlies(encoder.encode(text));

describe('countPlies', () => {
  it('skips comments, variations, NAGs, glyphs, escape lines, `e.p.` and results; counts `--` and drops', () => {
    const text = [
      '[Event "x"]',
      '% an escape line 1. e4',
      '',
      '1. e4 {a comment 2. d4} e5 $1 (1... c5 2. Nf3) 2. Nf3 ; rest 3. d4',
      '2... -- 3. exd6 e.p. N@f3 -+ 1-0',
    ].join('\n');
    expect(plies(text)).toBe(6);
    expect(plies('1. e4 e5 2. 0-0 0-0-0 0-1')).toBe(4);
    expect(plies('1.e4 e5 2.Nf3')).toBe(3);
  });

  it('takes every blank readPgn takes: form feed, vertical tab, a no-break space, a byte order mark', () => {
    expect(plies('1. e4\fe5\v2. Nf3')).toBe(3);
    expect(plies('1.\u00a0e4\u00a0e5 \ufeff2. Nf3')).toBe(3);
  });

  it('counts what parsePgn reads on the main line, for any spacing between tokens', () => {
    const blank = fc.constantFrom(' ', '\n', '\t', '\f', '\v', '\u00a0', '\r\n');
    const token = fc.constantFrom('e4', 'Nf3', 'O-O', '{c}', '$1', '(1... d5)', '!?');
    fc.assert(
      fc.property(fc.array(fc.tuple(token, blank), { maxLength: 12 }), (pairs) => {
        let text = '';
        let moves = 0;
        for (const [t, b] of pairs) {
          // a NAG, glyph or variation follows a move
          if (moves === 0 && /^[($!]/.test(t)) continue;
          text += `${t}${b}`;
          if (/^[A-Za-z]/.test(t)) moves++;
        }
        const games = parsePgn(`${text}*`);
        const read = games.length === 0 ? 0 : mainLine(games[0]!.moves).length;
        expect(plies(`${text}*`)).toBe(read);
      }),
      { numRuns: runs(200) },
    );
  });

  it('trimSection: from the first tag (past stray move numbers, blanks, `%` lines) to the last solid byte', () => {
    const decoder = new TextDecoder();
    const cut = (text: string) => decoder.decode(trimSection(encoder.encode(text)));
    expect(cut('\n1.\n% note\n\u00a0[Event "x"]\n\n1. e4 *\n\n')).toBe('[Event "x"]\n\n1. e4 *');
    expect(cut('  1. e4 e5 *\f\n')).toBe('1. e4 e5 *');
    expect(cut(' \n ')).toBe('');
  });
});
