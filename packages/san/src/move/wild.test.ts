/**
 * PGN files from the wild (issue #36 item 6): what lenient mode reads (with a warning where it tolerates a
 * non-standard form) and strict mode rejects, as for the rest of the reader.
 */
import { describe, expect, it } from 'vitest';
import { SanError } from '../shared/errors.js';
import { POSITION_GLYPH_NAGS } from './glyphs.js';
import { parseMovetext } from '../pgn/movetext.js';
import { parsePgn } from '../pgn/games.js';
import { mainLine } from '../game/tree.js';
import type { SanDiagnostic } from '../shared/types.js';

const sans = (text: string) => mainLine(parsePgn(text)[0]!.moves).map((n) => n.data.offset);

describe('position glyphs read as their NAGs', () => {
  it('the table is PGN §10 numbering: each NAG and the glyphs that stand for it', () => {
    const byNag = new Map<number, string[]>();
    for (const [glyph, nag] of POSITION_GLYPH_NAGS) byNag.set(nag, [...(byNag.get(nag) ?? []), glyph]);
    expect(Object.fromEntries(byNag)).toEqual({
      10: ['='],
      13: ['∞'],
      14: ['+=', '⩲', '+/='],
      15: ['=+', '⩱', '=/+'],
      16: ['±', '+/-'],
      17: ['∓', '-/+'],
      18: ['+-'],
      19: ['-+'],
      44: ['=/∞'],
    });
  });

  const glyphs = [...POSITION_GLYPH_NAGS];
  it.each(glyphs)('%s is $%d (lenient, with a located warning)', (glyph, nag) => {
    const text = `1. e4 e5 ${glyph} 2. Nf3 *`;
    const warnings: SanDiagnostic[] = [];
    const game = parseMovetext(text, { onWarning: (w) => warnings.push(w) });
    const e5 = game.moves.children[0]!.children[0]!;
    expect(e5.data.nags).toEqual([nag]);
    expect(e5.children[0]!.data.san.to).toBe('f3');
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'noncanonical', offset: 9, length: glyph.length, line: 1, column: 10 }),
    ]);
  });

  it('strict mode rejects them (syntax), as before', () => {
    for (const [glyph] of glyphs) {
      expect(() => parseMovetext(`1. e4 e5 ${glyph} *`, { mode: 'strict' })).toThrow(
        expect.objectContaining({ code: 'syntax', offset: 9 }),
      );
    }
  });

  it('after a move number or before any move they are still errors; -- stays a null move', () => {
    expect(() => parseMovetext('+- 1. e4 *')).toThrow(SanError);
    expect(parseMovetext('1. e4 -- *').moves.children[0]!.children[0]!.data.san.nullMove).toBe(true);
  });

  it('parsePgn reads them too and reports the warning in the file', () => {
    const warnings: SanDiagnostic[] = [];
    const [game] = parsePgn('[Event "x"]\n\n1. e4 ± *\n', { onWarning: (w) => warnings.push(w) });
    expect(game!.moves.children[0]!.data.nags).toEqual([16]);
    expect(warnings).toEqual([expect.objectContaining({ offset: 19, line: 3, column: 7 })]);
  });
});

describe('whitespace, move numbers, tags and line ends', () => {
  it('non-breaking spaces and tabs are spaces', () => {
    const game = parsePgn('[Event\t"x"]\n\n1.\u00a0e4\te5\u00a02.\tNf3 *')[0]!;
    expect(game.headers.get('Event')).toBe('x');
    expect(mainLine(game.moves)).toHaveLength(3);
  });

  it('non-breaking spaces inside tag pairs', () => {
    const game = parsePgn('[\u00a0Event\u00a0"x"\u00a0]\n[Site\t"y"]\n\n1. e4 *')[0]!;
    expect([...game.headers]).toEqual([
      ['Event', 'x'],
      ['Site', 'y'],
    ]);
  });

  it('`1. ... d5` and `1... d5`', () => {
    expect(sans('1. e4 2. ... d5 *')).toHaveLength(2);
    expect(mainLine(parseMovetext('1. ... d5 2. c4 *').moves)).toHaveLength(2);
    expect(mainLine(parseMovetext('1. e4 1. ... e5 *').moves)).toHaveLength(2);
  });

  it('blank lines between tags', () => {
    const game = parsePgn('[Event "x"]\n\n[Site "y"]\n\n\n[Result "*"]\n\n1. e4 *\n')[0]!;
    expect([...game.headers.keys()]).toEqual(['Event', 'Site', 'Result']);
  });

  it('% escape lines, in tags and movetext, with any line end', () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      const text = ['% header', '[Event "x"]', '% between tags', '', '1. e4', '% 2. d4', 'e5 *', ''].join(
        eol,
      );
      const games = parsePgn(text);
      expect(games, JSON.stringify(eol)).toHaveLength(1);
      expect(mainLine(games[0]!.moves).map((n) => n.data.san.to)).toEqual(['e4', 'e5']);
    }
  });

  it('CR-only line ends: tags, ; comments and games', () => {
    const text = '[Event "a"]\r[Site "b"]\r\r1. e4 ; rest\re5 1-0\r\r[Event "c"]\r\r1. d4 *\r';
    const games = parsePgn(text);
    expect(games.map((g) => g.headers.get('Event'))).toEqual(['a', 'c']);
    expect(games[0]!.headers.get('Site')).toBe('b');
    expect(games[0]!.moves.children[0]!.data.comments).toEqual(['rest']);
    expect(mainLine(games[0]!.moves)).toHaveLength(2);
  });
});

describe('results', () => {
  it('a missing result: the game ends at the next tag section', () => {
    const games = parsePgn('[Event "a"]\n\n1. e4 e5\n\n[Event "b"]\n\n1. d4 *\n');
    expect(games.map((g) => [g.headers.get('Event'), g.result, mainLine(g.moves).length])).toEqual([
      ['a', undefined, 2],
      ['b', '*', 1],
    ]);
  });

  it('a Result tag that disagrees with the movetext: lenient warns (located at the movetext result)', () => {
    const text = '[Event "a"]\n[Result "1-0"]\n\n1. e4 e5 0-1\n';
    const warnings: SanDiagnostic[] = [];
    const [game] = parsePgn(text, { onWarning: (w) => warnings.push(w) });
    expect(game!.result).toBe('0-1');
    expect(game!.headers.get('Result')).toBe('1-0');
    expect(warnings).toEqual([
      expect.objectContaining({
        code: 'result-mismatch',
        severity: 'warning',
        line: 4,
        column: 10,
        length: 3,
      }),
    ]);
    expect(text.slice(warnings[0]!.offset, warnings[0]!.offset + 3)).toBe('0-1');
  });

  it('strict mode rejects it; an agreeing or a missing result is fine', () => {
    expect(() => parsePgn('[Result "1-0"]\n\n1. e4 e5 0-1\n', { mode: 'strict' })).toThrow(
      expect.objectContaining({ code: 'result-mismatch', line: 3 }),
    );
    const warnings: SanDiagnostic[] = [];
    const onWarning = (w: SanDiagnostic) => warnings.push(w);
    parsePgn('[Result "1-0"]\n\n1. e4 e5 1-0\n', { onWarning, mode: 'strict' });
    parsePgn('[Result "1-0"]\n\n1. e4 e5\n', { onWarning });
    parsePgn('[Result "?"]\n\n1. e4 e5 *\n', { onWarning });
    expect(warnings).toEqual([]);
  });
});
