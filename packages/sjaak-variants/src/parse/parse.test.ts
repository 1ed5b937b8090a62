/** Hand-written snippets for every keyword of the format. */
import { describe, expect, it } from 'vitest';
import { failureOf } from '../../../../tests/errors.js';
import { SjaakError } from '../shared/errors.js';
import { DEFAULT_SJAAK_LIMITS } from './limits.js';
import { parse, parseVariant, safeParse } from './parse.js';
import { zoneSquaresOf } from '../shared/zones.js';
import { effectiveEndConditions } from './rules.js';
import { type ParseOptions, SPECIAL_RULES, type SjaakVariant } from '../shared/types.js';

/** Parses one block `Variant: T` + `Board: 8x8` + body; returns the variant and the diagnostics. */
function one(body: string, options: ParseOptions = {}, board = '8x8') {
  const text = `Variant: Test Variant (8x8)\nBoard: ${board}\n${body}\n`;
  const r = parse(text, options);
  return { v: r.variants[0] as SjaakVariant, diagnostics: r.diagnostics, variants: r.variants, text };
}

describe('file layout', () => {
  it('reads Variant: and Board:, derives the short name, keeps file order', () => {
    const text = 'Variant: Alpha Chess (8x8)\nBoard: 8x8\n\nVariant: Beta-2 (10x8)   \nBoard: 10x8\n';
    const r = parse(text);
    expect(r.diagnostics).toEqual([]);
    expect(r.variants.map((v) => [v.name, v.shortName, v.board])).toEqual([
      ['Alpha Chess (8x8)', 'alpha_chess', { files: 8, ranks: 8 }],
      ['Beta-2 (10x8)', 'beta-2', { files: 10, ranks: 8 }],
    ]);
    expect(r.variants[0]!.span).toEqual({ line: 1, column: 1, length: 26, offset: 0 });
    const board = text.indexOf('Board: 10x8');
    expect(r.variants[1]!.spans?.board).toEqual({ line: 5, column: 1, length: 11, offset: board });
  });

  it('strips comments (also inside quotes) and trailing blanks, skips empty lines', () => {
    const { v, diagnostics } = one('# a comment\nFEN: "8/8/8/8/8/8/8/8 w - -"   # start\n\n');
    expect(diagnostics).toEqual([]);
    expect(v.fen).toBe('8/8/8/8/8/8/8/8 w - -');
  });

  it('accepts CRLF line ends', () => {
    const r = parse('Variant: X\r\nBoard: 4x4\r\nFEN: "4/4/4/4 w"\r\n');
    expect(r.diagnostics).toEqual([]);
    expect(r.variants[0]!.fen).toBe('4/4/4/4 w');
  });

  it('parseVariant finds a block by exact short or long name', () => {
    const text = 'Variant: Alpha (8x8)\nBoard: 8x8\nVariant: Alphabet (8x8)\nBoard: 6x6\n';
    expect(parseVariant(text, 'alphabet').variant.board.files).toBe(6);
    expect(parseVariant(text, 'Alpha (8x8)').variant.board.files).toBe(8);
    expect(() => parseVariant(text, 'alp')).toThrow(SjaakError);
  });

  it('safeParse returns the result or the SjaakError', () => {
    const ok = safeParse('Variant: A\nBoard: 4x4\n');
    expect(ok.success && ok.data.variants[0]!.board).toEqual({ files: 4, ranks: 4 });
    const bad = safeParse('no variants here');
    expect(bad.success).toBe(false);
    expect(!bad.success && [bad.error.code, bad.error.line]).toEqual(['not-variants-file', 1]);
  });

  it('throws only for input that is not a variants file', () => {
    expect(parse('').variants).toEqual([]);
    expect(parse('# only comments\n\n').diagnostics).toEqual([]);
    for (const bad of [
      '[chess]\nmaxRank = 8',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      'Variant\u0000: x',
    ]) {
      try {
        parse(bad);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(SjaakError);
        expect((e as SjaakError).code).toBe('not-variants-file');
        expect((e as SjaakError).line).toBe(1);
      }
    }
  });
});

describe('SjaakError locations', () => {
  const errorOf = (text: string): SjaakError => failureOf(safeParse(text));
  it('points at the first significant line, the NUL character and the first character past the limit', () => {
    const noVariant = errorOf('# comment\n\n  [chess]\nmaxRank = 8');
    expect([noVariant.offset, noVariant.length, noVariant.line, noVariant.column]).toEqual([11, 9, 3, 1]);
    const nul = errorOf('Variant: x\nBoard: 8x8\nPi\u0000ece: y');
    expect([nul.offset, nul.length, nul.line, nul.column]).toEqual([24, 1, 3, 3]);
    const long = errorOf(`${'#'.repeat(DEFAULT_SJAAK_LIMITS.maxInputLength)}\nVariant: x`);
    expect([long.offset, long.length, long.line, long.column]).toEqual([
      DEFAULT_SJAAK_LIMITS.maxInputLength,
      11,
      1,
      DEFAULT_SJAAK_LIMITS.maxInputLength + 1,
    ]);
  });
});

describe('board-level keywords', () => {
  it('Zone:, Exclude:, WhiteFlag:, BlackFlag:', () => {
    const { v, diagnostics, text } = one(
      'Zone: palace = d1,e1,f1\nZone: empty_zone =\nExclude: a1,h8\nWhiteFlag: e1\nBlackFlag: d8,e8',
    );
    expect(diagnostics).toEqual([]);
    expect(v.zones.map((z) => [z.name, z.squares])).toEqual([
      ['palace', ['d1', 'e1', 'f1']],
      ['empty_zone', []],
    ]);
    expect(v.excluded).toEqual(['a1', 'h8']);
    expect(v.whiteFlags).toEqual(['e1']);
    expect(v.blackFlags).toEqual(['d8', 'e8']);
    expect(v.zones[0]!.span).toEqual({
      line: 3,
      column: 1,
      length: 23,
      offset: text.indexOf('Zone: palace'),
    });
  });

  it('accepts blanks after commas in square lists (documented meaning)', () => {
    const { v, diagnostics } = one('Zone: pal = d1, e1,  f1');
    expect(diagnostics).toEqual([]);
    expect(v.zones[0]!.squares).toEqual(['d1', 'e1', 'f1']);
  });

  it('FEN:, XBoard pieces:, WinBoard pieces:, XBoard parent:, WinBoard parent:', () => {
    const { v, diagnostics } = one(
      'FEN: "4k3/8/8/8/8/8/8/4K3 w - -"\nXBoard pieces: "PNBRQKpnbrqk and more"\nXBoard parent:  "shogi"\nPiece: King\nMove: leap (1,0)|(1,1)\nSymbol: "K", "K,k"\nFlags: royal',
    );
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['bad-value', 4, 29]]);
    expect(v.fen).toBe('4k3/8/8/8/8/8/8/4K3 w - -');
    expect(v.xboardPieces).toBe('PNBRQKpnbrqk');
    expect(v.xboardParent).toBe('shogi');
    const w = one('WinBoard pieces: "PKpk"\nWinBoard parent: "fairy"').v;
    expect([w.xboardPieces, w.xboardParent]).toEqual(['PKpk', 'fairy']);
  });

  it('Rule: end conditions with result and perspective', () => {
    const { v, diagnostics } = one(
      'Rule: checkmate = loss\nRule: stalemate = win\nRule: repeat4 = draw\nRule: perpetual4 = loss\nRule: loneking = loss\nRule: nopieces = win\nRule: captureanyflag = win\nRule: captureallflags = draw\nRule: check3 = win\nRule: movecountdraw = 40\nRule: perpetual = repeat\nRule: checkmate = illegal',
    );
    expect(diagnostics).toEqual([]);
    expect(v.endConditions.map(({ span: _s, ...e }) => e)).toEqual([
      { condition: 'checkmate', result: 'loss', perspective: 'mover' },
      { condition: 'stalemate', result: 'win', perspective: 'mover' },
      { condition: 'repeat', count: 4, result: 'draw', perspective: 'mover' },
      { condition: 'perpetual', count: 4, result: 'loss', perspective: 'mover' },
      { condition: 'loneking', result: 'loss', perspective: 'affected' },
      { condition: 'nopieces', result: 'win', perspective: 'affected' },
      { condition: 'captureanyflag', result: 'win', perspective: 'mover' },
      { condition: 'captureallflags', result: 'draw', perspective: 'mover' },
      { condition: 'check', count: 3, result: 'win', perspective: 'mover' },
      { condition: 'movecountdraw', count: 40, perspective: 'mover' },
      { condition: 'perpetual', result: 'repeat', perspective: 'mover' },
      { condition: 'checkmate', result: 'illegal', perspective: 'mover' },
    ]);
  });

  it('effectiveEndConditions fills in SjaakII defaults', () => {
    const { v } = one('Rule: stalemate = win');
    expect(effectiveEndConditions(v.endConditions).map((e) => [e.condition, e.count, e.result])).toEqual([
      ['stalemate', undefined, 'win'],
      ['checkmate', undefined, 'win'],
      ['repeat', 3, 'draw'],
      ['perpetual', undefined, 'repeat'],
      ['movecountdraw', 50, undefined],
    ]);
  });

  it('Rule: special rules, several per line, each once, also between pieces', () => {
    const first = ['keep capture', 'allow drops', 'taboo', 'chase rule'];
    /** Every other special rule, one line each. */
    const rest = SPECIAL_RULES.filter((r) => !first.includes(r));
    const { v, diagnostics } = one(
      `Rule: keep capture, allow drop\nPiece: X\nRule: taboo, chase rule\nRule: taboo\n${rest.map((r) => `Rule: ${r}`).join('\n')}`,
    );
    expect(diagnostics).toEqual([]);
    expect(rest).toHaveLength(15);
    expect(v.rules.map((r) => r.rule)).toEqual([...first, ...rest]);
  });
});

describe('piece keywords', () => {
  it('Piece:, Move:, Capture:, Symbol:, Flags:, Value:, Max:', () => {
    const { v, diagnostics, text } = one(
      'Piece: Pawn\nMove: step N\nCapture: step NE,NW\nSymbol: " ", "P,p"\nFlags: set_ep, take_ep\nValue: -100\nMax: 8\nPiece: Queen\nMove: slide (H,V)\nMove: slide (D,A)\nSymbol: "Q", "Q,q"\nMax: 1,2',
    );
    expect(diagnostics).toEqual([]);
    const [pawn, queen] = v.pieces;
    expect(pawn).toMatchObject({
      name: 'Pawn',
      san: ' ',
      symbols: { white: 'P', black: 'p' },
      moves: [{ kind: 'step', steps: [{ direction: 'N', count: 1 }] }],
      captures: [
        {
          kind: 'step',
          steps: [
            { direction: 'NE', count: 1 },
            { direction: 'NW', count: 1 },
          ],
        },
      ],
      flags: ['set_ep', 'take_ep'],
      value: -100,
      max: { white: 8, black: 8 },
    });
    expect(queen!.captures).toBeUndefined();
    expect(queen!.moves.map((m) => m.kind)).toEqual(['slide', 'slide']);
    expect(queen!.max).toEqual({ white: 1, black: 2 });
    const symbol = text.indexOf('Symbol: "Q"');
    expect(queen!.spans?.symbol).toEqual({ line: 13, column: 1, length: 18, offset: symbol });
  });

  it('Capture: none gives an empty capture set distinct from "same as moves"', () => {
    const { v, text } = one('Piece: Sheep\nMove: leap (1,1)\nCapture: none\nSymbol: "S", "S,s"');
    const span = { line: 5, column: 1, length: 13, offset: text.indexOf('Capture: none') };
    expect(v.pieces[0]!.captures).toEqual([{ kind: 'none', span }]);
  });

  it('Special:, Initial:', () => {
    const { v, diagnostics } = one(
      'Zone: rank2 = a2,b2,c2,d2,e2,f2,g2,h2\nZone: rank7 = a7,b7,c7,d7,e7,f7,g7,h7\nPiece: Pawn\nMove: step N\nSpecial: rank2, rank7, step 2N\nInitial: step 3N\nSymbol: "P", "P,p"',
    );
    expect(diagnostics).toEqual([]);
    const p = v.pieces[0]!;
    expect(p.specials).toMatchObject([
      {
        zones: { white: 'rank2', black: 'rank7' },
        move: { kind: 'step', steps: [{ direction: 'N', count: 2 }] },
      },
    ]);
    expect(p.initials).toMatchObject([{ kind: 'step', steps: [{ direction: 'N', count: 3 }] }]);
  });

  it('Castle: single and multiple king targets', () => {
    const { v, diagnostics } = one(
      'Piece: King\nMove: leap (1,0)|(1,1)\nSymbol: "K", "K,k"\nFlags: royal\nCastle: white e1-g1 with h1\nCastle: black e8-c8,b8 with a8\nCastle: white e1-c1,b1    with a1',
    );
    expect(diagnostics).toEqual([]);
    expect(v.pieces[0]!.castles.map(({ span: _s, ...c }) => c)).toEqual([
      { side: 'white', from: 'e1', to: ['g1'], partner: 'h1' },
      { side: 'black', from: 'e8', to: ['c8', 'b8'], partner: 'a8' },
      { side: 'white', from: 'e1', to: ['c1', 'b1'], partner: 'a1' },
    ]);
  });

  it('Promotion: (with ~ and +), Optional promotion:, Entry promotion:', () => {
    const { v, diagnostics } = one(
      'Zone: rank8 = a8,b8,c8,d8,e8,f8,g8,h8\nZone: rank1 = a1,b1,c1,d1,e1,f1,g1,h1\nPiece: Pawn\nMove: step N\nSymbol: "P", "P,p"\nPromotion: rank8, rank1, "QN~+"\nPromotion: rank8, rank1, "R"\nOptional promotion: empty, empty\nOptional promotion: rank8, rank1, "B"\nEntry promotion: rank8, rank1',
    );
    // No Q, N~, +P, R or B piece is defined in this snippet.
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['unknown-piece-symbol', 8, 27],
      ['unknown-piece-symbol', 8, 28],
      ['unknown-piece-symbol', 8, 30],
      ['unknown-piece-symbol', 9, 27],
      ['unknown-piece-symbol', 11, 36],
    ]);
    const p = v.pieces[0]!;
    expect(p.promotions.map((r) => [r.zones.white, r.zones.black, r.choices])).toEqual([
      ['rank8', 'rank1', ['Q', 'N~', '+']],
      ['rank8', 'rank1', ['R']],
    ]);
    expect(p.optionalPromotions.map((r) => [r.zones.white, r.zones.black, r.choices])).toEqual([
      ['empty', 'empty', undefined],
      ['rank8', 'rank1', ['B']],
    ]);
    expect(p.entryPromotion).toMatchObject({ white: 'rank8', black: 'rank1' });
  });

  it('Demotion:, Allowed victims:, Prison:, Block:, Drop zone:', () => {
    const { v, diagnostics } = one(
      'Zone: wp = d1,e1,f1\nZone: bp = d8,e8,f8\nPiece: Guard\nMove: leap (1,0)\nSymbol: "G", "G,g"\nDemotion: "P"\nAllowed victims: "P, N"\nPrison: wp, bp\nBlock:wp, bp\nDrop zone: wp, bp',
    );
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['unknown-piece-symbol', 8, 12]]);
    const p = v.pieces[0]!;
    expect(p.demotion).toBe('P');
    expect(p.allowedVictims).toEqual(['P', 'N']);
    expect(p.prison).toMatchObject({ white: 'wp', black: 'bp' });
    expect(p.block).toMatchObject({ white: 'wp', black: 'bp' });
    expect(p.dropZone).toMatchObject({ white: 'wp', black: 'bp' });
  });

  it('multi-character and plus symbols', () => {
    const { v } = one('Piece: Tokin\nMove: leap (1,0)\nSymbol: "+P", "+P,+p"');
    expect(v.pieces[0]!.symbols).toEqual({ white: '+P', black: '+p' });
    expect(v.pieces[0]!.san).toBe('+P');
  });

  it('every flag is recognised', () => {
    const all =
      'royal,set_ep,take_ep,drop_no_check,drop_no_mate,drop_one_file,drop_dead,no_mate,shak,assimilate,no_retaliate,endangered,iron,capture_flag';
    const { v, diagnostics } = one(`Piece: X\nFlags: ${all}`);
    expect(diagnostics).toEqual([]);
    expect(v.pieces[0]!.flags.join(',')).toBe(all);
  });
});

describe('accepted quirks (reference §16): parsed with their evident meaning, no diagnostic', () => {
  it('reads every quirk silently', () => {
    const r = parse(`Variant: Quirks (6x6)   
Board: 6x6
FEN: "rbnsgk/5p/6/6/P5/KGSNBR [] "
WinBoard pieces: "PK"
WinBoard parent:  "shogi"
Zone: rank6 = a6,b6,c6,d6,e6,f6
Zone: rank1 = a1,b1,c1,d1,e1,f1
Piece: Pawn
Move: step 10N
Capture: aleap (1,1) | (-1,1)
Symbol: "P",  "P, p"
Promotion: rank6, rank1, "R"
Flags: set_ep,  take_ep
Block:rank6, rank1
Max:2
Rule: keep capture, allow drops
Piece: Rook
Move: leap (1, 0) | ( 2 , 0 )
Symbol: "R", "R,r"
Piece: Silver
Symbol: "S", "S,s"
Piece: Gold
Symbol: "G", "G,g"
Piece: Knight
Symbol: "N", "N,n"
Piece: Bishop
Symbol: "B", "B,b"
Rule: taboo
Piece: King
Symbol: "K", "K,k"
Flags: royal
`);
    expect(r.diagnostics).toEqual([]);
    const v = r.variants[0]!;
    expect(v.name).toBe('Quirks (6x6)');
    expect(v.pieces[0]).toMatchObject({
      moves: [{ kind: 'step', steps: [{ direction: 'N', count: 10 }] }],
      captures: [
        {
          kind: 'aleap',
          vectors: [
            [1, 1],
            [-1, 1],
          ],
        },
      ],
      symbols: { white: 'P', black: 'p' },
      flags: ['set_ep', 'take_ep'],
      block: { white: 'rank6', black: 'rank1' },
      max: { white: 2, black: 2 },
    });
    expect(v.pieces[1]!.moves[0]).toMatchObject({
      first: [
        [1, 0],
        [2, 0],
      ],
    });
    expect(v.rules.map((x) => x.rule)).toEqual(['keep capture', 'allow drops', 'taboo']);
  });
});

describe('zoneSquaresOf', () => {
  it('resolves empty, all, defined and unknown zone names', () => {
    const v = parse('Variant: Z\nBoard: 2x2\nZone: a = a1,b2\nZone: a = a2\n').variants[0]!;
    expect(zoneSquaresOf(v, 'empty')).toEqual([]);
    expect(zoneSquaresOf(v, 'all')).toEqual(['a1', 'b1', 'a2', 'b2']);
    expect(zoneSquaresOf(v, 'a')).toEqual(['a1', 'b2']);
    expect(zoneSquaresOf(v, 'b')).toBeUndefined();
  });
});
