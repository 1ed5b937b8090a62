/** Records: numbered move lists, PGN games and UCCI lines read into a `WxfGame` and written back. */
import { variants } from '@x/core/variant';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { parse, safeParse, stringify } from './index.js';
import type { WxfDiagnostic, WxfGame, WxfVariant } from './types.js';

const OPENING = ['h3e3', 'h10g8', 'h1g3', 'i10h10', 'i1h1'];

describe('parse', () => {
  it('reads a numbered list in WXF, ICCS, Chinese, or mixed, to the same game', () => {
    const game = { variant: 'xiangqi', fen: parse('').fen, moves: OPENING, tags: [] };
    expect(parse('1. C2=5 H8+7 2. H2+3 R9=8 3. R1=2')).toEqual(game);
    expect(parse('1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0')).toEqual(game);
    expect(parse('1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二')).toEqual(game);
    expect(parse('1.C2.5 馬8進7 2. h0g2 R9.8 3. 車一平二')).toEqual(game);
  });

  it('reads UCCI position lines (ICCS moves)', () => {
    expect(parse('position startpos moves h2e2 h9g7').moves).toEqual(['h3e3', 'h10g8']);
    const fen = '5k3/9/9/9/4R4/9/4R4/9/9/3K5 w - - 0 1';
    expect(parse(`position fen ${fen} moves e5e6`)).toEqual({
      variant: 'xiangqi',
      fen,
      moves: ['e6e7'],
      tags: [],
    });
    expect(safeParse('position fen')).toMatchObject({
      success: false,
      error: { code: 'invalid-position-line' },
    });
    expect(safeParse('position start')).toMatchObject({
      success: false,
      error: { code: 'invalid-position-line' },
    });
  });

  it('reads PGN games of pychess-variants and Fairy-Stockfish: tags, comments, variations, Thai LAN pairs', () => {
    const pgn = [
      '[Event "casual"]',
      '[Variant "Makruk"]',
      '[Result "*"]',
      '',
      '1. ก๔ {a comment} ข๕ ; to the end of the line',
      '2. ม ข๑-ง๒ (2. ร-ก๒) *',
    ].join('\n');
    const warnings: WxfDiagnostic[] = [];
    const game = parse(pgn, { onWarning: (w) => warnings.push(w) });
    expect(game).toEqual({
      variant: 'makruk',
      fen: 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1',
      moves: ['a3a4', 'b6b5', 'b1d2'],
      tags: [
        ['Event', 'casual'],
        ['Result', '*'],
      ],
      result: '*',
    });
    expect(warnings.map((w) => [w.code, w.line, w.column])).toEqual([['variation-skipped', 6, 12]]);
    expect(safeParse(pgn, { mode: 'strict' })).toMatchObject({
      success: false,
      error: { code: 'variation-skipped', line: 6 },
    });
  });

  it('locates the first bad move in the text', () => {
    const text = '[Event "x"]\n\n1. C2=5 H8+7\n2. R9+9';
    expect(safeParse(text)).toMatchObject({
      success: false,
      error: { code: 'illegal-move', offset: text.indexOf('R9+9'), length: 4, line: 4, column: 4 },
    });
    expect(safeParse('1. C2=5 {')).toMatchObject({
      success: false,
      error: { code: 'unterminated-comment', offset: 8 },
    });
    expect(safeParse('[Event "x')).toMatchObject({
      success: false,
      error: { code: 'unterminated-tag', offset: 0 },
    });
    expect(safeParse('[Variant "chess9000"]')).toMatchObject({
      success: false,
      error: { code: 'unsupported-variant' },
    });
    expect(safeParse('[FEN "9/9 w"]')).toMatchObject({ success: false, error: { code: 'invalid-fen' } });
    expect(safeParse('1. C2=5 1-0 H8+7')).toMatchObject({
      success: false,
      error: { code: 'unexpected-token' },
    });
  });

  it('keeps to its limits', () => {
    expect(safeParse('1. C2=5 H8+7', { limits: { maxLength: 5 } })).toMatchObject({
      success: false,
      error: { code: 'input-too-long' },
    });
    expect(safeParse('1. C2=5 H8+7', { limits: { maxMoves: 1 } })).toMatchObject({
      success: false,
      error: { code: 'too-many-moves', offset: 8 },
    });
    expect(safeParse(`1. ${'C'.repeat(100)}`)).toMatchObject({
      success: false,
      error: { code: 'token-too-long' },
    });
    expect(safeParse(`${'('.repeat(100)}`)).toMatchObject({
      success: false,
      error: { code: 'nesting-too-deep' },
    });
  });
});

describe('stringify', () => {
  it('says the notation written in the Format tag (ICCS, Chinese, WXF), drops it for notations without a name', () => {
    const game = parse('[Event "E"]\n[Format "WXF"]\n\n1. C2.5 H8+7 *');
    expect(stringify(game, { notation: 'iccs' })).toContain('[Format "ICCS"]');
    expect(stringify(game, { notation: 'chinese' })).toContain('[Format "Chinese"]');
    expect(stringify(game, { notation: 'wxf' })).toContain('[Format "WXF"]');
    expect(stringify(game, { notation: 'uci' })).not.toContain('Format');
    expect(stringify(parse(stringify(game, { notation: 'iccs' })), { notation: 'wxf' })).toBe(
      stringify(game),
    );
    // no Format tag: none added
    expect(stringify(parse('1. C2.5 H8+7 *'), { notation: 'iccs' })).not.toContain('Format');
  });

  const game = parse('1. C2=5 H8+7 2. H2+3 R9=8 3. R1=2');
  it.each([
    ['wxf', '1. C2=5 H8+7 2. H2+3 R9=8 3. R1=2'],
    ['iccs', '1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0'],
    ['chinese', '1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二'],
    ['janggi', '1. C88-85 H18-37 2. H08-87 R19-18 3. R09-08'],
    ['ucci', 'position startpos moves h2e2 h9g7 h0g2 i9h9 i0h0'],
  ] as const)('%s: %s, read back', (notation, text) => {
    expect(stringify(game, { notation })).toBe(text);
    expect(parse(text, { notation: notation === 'ucci' ? 'iccs' : notation })).toEqual(game);
  });

  it('writes tags, the variant and a starting position, and numbers from the FEN', () => {
    const fen = '5k3/9/9/9/4R4/9/4R4/9/9/3K5 b - - 0 7';
    const g = {
      variant: 'xiangqi' as const,
      fen,
      moves: ['f10f9', 'e6e7'],
      tags: [['Event', 'a "test"']] as const,
      result: '1-0',
    };
    const text = stringify(g);
    expect(text).toBe(`[Event "a \\"test\\""]\n[FEN "${fen}"]\n[SetUp "1"]\n\n7... K6+1 8. R++1 1-0`);
    expect(parse(text)).toEqual({ ...g, tags: [['Event', 'a "test"']] });
    expect(stringify(g, { notation: 'ucci' })).toBe(`position fen ${fen} moves f9f8 e5e6`);
  });
});

describe('UCCI lines name no variant (issue #64)', () => {
  it('a janggi or makruk game is refused, not written to read back as xiangqi', () => {
    const janggi = { variant: 'janggi' as const, fen: variants.janggi!.startFen!, moves: [], tags: [] };
    const makruk = parse('[Variant "Makruk"]\n\n1. ก๔ ข๕ *');
    for (const game of [janggi, makruk])
      expect(() => stringify(game, { notation: 'ucci' })).toThrow(
        expect.objectContaining({
          code: 'unsupported-variant',
          message: expect.stringMatching(/^variant: /),
        }),
      );
    const xiangqi = parse('1. C2=5 H8+7');
    expect(parse(stringify(xiangqi, { notation: 'ucci' }))).toEqual(xiangqi);
  });
});

describe('the result', () => {
  it("warns when the moves' result is not the Result tag's, refuses it in strict mode and a second result", () => {
    const warnings: string[] = [];
    const text = '[Result "0-1"]\n\n1. C2=5 H8+7 1-0';
    // main kept both without a word: the game 1-0, its tags 0-1
    const game = parse(text, {
      onWarning: (w) => warnings.push(`${w.code}@${w.line}:${w.column}: ${w.message}`),
    });
    expect([game.result, game.tags]).toEqual(['1-0', [['Result', '0-1']]]);
    expect(warnings).toEqual(['result-mismatch@3:14: the moves end in 1-0, the Result tag says 0-1']);
    const strict = safeParse(text, { mode: 'strict' });
    expect(strict.success || strict.error.code).toBe('result-mismatch');
    expect(parse('[Result "*"]\n\n1. C2=5 1-0').result).toBe('1-0');
    const twice = safeParse('1. C2=5 1-0 0-1');
    expect(twice.success || [twice.error.code, twice.error.column]).toEqual(['unexpected-token', 13]);
  });
});

describe('line ends', () => {
  it("ends a ';' comment at a lone CR too, so an old Mac file keeps the moves after it", () => {
    // the comment ran to the next \n: the rest of the file, its moves dropped and the game read good
    for (const eol of ['\n', '\r\n', '\r'])
      expect(parse(`1. C2=5 ; a comment${eol} H8+7 2. H2+3 R9=8`).moves, JSON.stringify(eol)).toEqual(
        OPENING.slice(0, 4),
      );
  });
});

describe('a WXF file in its classic layout (issue #88 item 6)', () => {
  const CLASSIC = [
    'FORMAT\t\tWXF',
    'GAME\t\tChinese Chess',
    'RED\t\tLu Qin;Guangdong',
    'BLACK\t\tXu Yinchuan;Guangdong',
    'DATE\t\t2001.05.06',
    'EVENT\t\tA match',
    'RESULT\t\t1-0',
    'START{',
    '  1. C2.5       H8+7',
    '  2. H2+3       R9.8',
    '  3. R1.2       C8+4',
    '}END',
    '',
  ].join('\r\n');

  it('reads the headers as tags and the moves between START{ and }END', () => {
    const warnings: string[] = [];
    const game = parse(CLASSIC, { onWarning: (w) => warnings.push(`${w.code}: ${w.message}`) });
    expect(game.variant).toBe('xiangqi');
    expect(game.moves).toEqual(['h3e3', 'h10g8', 'h1g3', 'i10h10', 'i1h1', 'h8h4']);
    expect(game.tags).toEqual([
      ['Red', 'Lu Qin;Guangdong'],
      ['Black', 'Xu Yinchuan;Guangdong'],
      ['Date', '2001.05.06'],
      ['Event', 'A match'],
      ['Result', '1-0'],
    ]);
    expect(warnings.filter((w) => !w.startsWith("unknown-tag: tag 'Red'"))).toEqual([]);
  });

  it('locates an illegal move at its place in the file', () => {
    const bad = CLASSIC.replace('R9.8', 'R9.9');
    const r = safeParse(bad);
    expect(r.success).toBe(false);
    if (r.success) return;
    expect([r.error.line, r.error.column]).toEqual([10, 17]);
    expect(bad.slice(r.error.offset, r.error.offset + r.error.length)).toBe('R9.9');
  });

  it('refuses a file whose moves are never closed, or that has none, with a located error', () => {
    const open = safeParse(CLASSIC.replace('}END', ''));
    expect(open.success ? undefined : [open.error.code, open.error.line]).toEqual(['unexpected-token', 8]);
    const none = safeParse('FORMAT WXF\nRED a\n');
    expect(none.success ? undefined : none.error.code).toBe('unexpected-token');
  });

  it('refuses text after }END (a second game, a move after the end), located, instead of dropping it', () => {
    for (const tail of ['  4. H8+7\r\n', 'START{\r\n  1. C2.5\r\n}END\r\n']) {
      const after = safeParse(`${CLASSIC}${tail}`);
      expect(after.success ? undefined : [after.error.code, after.error.line, after.error.column]).toEqual([
        'unexpected-token',
        13,
        tail.indexOf(tail.trim()) + 1,
      ]);
    }
    expect(parse(`${CLASSIC}\r\n \t\r\n`).moves).toHaveLength(6);
  });

  it('reads a header line with 400,000 blanks inside its value in linear time', () => {
    // `[ \t]*(.*?)[ \t]*\r?$` tried every end of the lazy value against the blanks after it: 80,000 blanks took
    // 21.7 s. The runner's timeout is the hang guard.
    const game = parse(CLASSIC.replace('Lu Qin;', `Lu Qin${' '.repeat(400_000)};`));
    expect(game.tags[0]).toEqual(['Red', `Lu Qin${' '.repeat(400_000)};Guangdong`]);
  });
});

describe('WxfGame.variant: a built-in id of @x/core, typed (issue #91)', () => {
  it('is a key of `variants`, so `variants[game.variant]` is its definition without a cast', () => {
    // held by `pnpm typecheck` (a plain `string` failed both lines)
    expectTypeOf<WxfGame['variant']>().toEqualTypeOf<WxfVariant>();
    expectTypeOf<WxfVariant>().toEqualTypeOf<keyof typeof variants>();
    for (const name of ['xiangqi', 'Janggi', 'MAKRUK'] as const) {
      const game = parse(`[Variant "${name}"]\n\n*`);
      expect(game.variant).toBe(name.toLowerCase());
      expect(variants[game.variant].id).toBe(game.variant);
    }
  });

  it('a definition no built-in names is refused (unsupported-variant): its games could not be written back', () => {
    const own = { ...variants.xiangqi, id: 'my-xiangqi' };
    const read = safeParse('1. C2=5 H8+7', { variant: own });
    expect(read.success || read.error.code).toBe('unsupported-variant');
    expect(parse('1. C2=5', { variant: variants.xiangqi }).variant).toBe('xiangqi');
    // a Variant tag names the built-in, whatever the option
    expect(parse('[Variant "Xiangqi"]\n\n1. C2=5', { variant: own }).variant).toBe('xiangqi');
  });
});
