/** One hand-written snippet per diagnostic code: code, severity and position. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEVERITY, SJAAK_PARSE_ERROR_CODES, type DiagnosticCode } from './diagnostics.js';
import { parse } from '../parse/parse.js';
import type { ParseOptions } from './types.js';

const HEAD = 'Variant: T\nBoard: 8x8\n';
const KING = 'Piece: King\nMove: leap (1,0)|(1,1)\nSymbol: "K", "K,k"\nFlags: royal\n';

/** [code, text, line, column, does the block still load?, options] */
const CASES: readonly (readonly [DiagnosticCode, string, number, number, boolean, ParseOptions?])[] = [
  ['missing-board', 'Variant: T\nVariant: U\nBoard: 8x8\n', 1, 1, false],
  ['duplicate-board', `${HEAD}Board: 8x8\n`, 3, 1, false],
  ['board-too-large', 'Variant: T\nBoard: 12x12\n', 2, 8, false],
  ['board-too-large', 'Variant: T\nBoard: 17x2\n', 2, 8, false],
  ['board-too-large', 'Variant: T\nBoard: 100000x100000\n', 2, 8, false],
  ['board-too-large', 'Variant: T\nBoard: 0016x0008000000000000000000\n', 2, 8, false],
  ['fen-unknown-piece', `${HEAD}FEN: "4k3/8/8/8/8/8/8/4X3 w - -"\n${KING}`, 3, 24, false],
  ['fen-rank-overflow', `${HEAD}FEN: "4k4/8/8/8/8/8/8/4K3 w - -"\n${KING}`, 3, 9, false],
  ['fen-bad-field', `${HEAD}FEN: "4k3/8/8/8/8/8/8/4K3 x - -"\n${KING}`, 3, 27, false],
  ['fen-bad-field', `${HEAD}FEN: "4k3/8/8/8/8/8/8 w - -"\n${KING}`, 3, 21, false],
  ['unknown-keyword', `${HEAD}board: 8x8\n`, 3, 1, true],
  ['unknown-keyword', `${HEAD}Pieces are fun\n`, 3, 1, true],
  ['indented-keyword', `${HEAD}  Rule: taboo\n`, 3, 1, true],
  ['piece-keyword-outside-piece', `${HEAD}Move: leap (1,1)\n`, 3, 1, true],
  ['unknown-zone', `${HEAD}Piece: P\nPrison: nowhere, all\n`, 4, 9, true],
  ['zone-prefix-match', `${HEAD}Zone: rank1 = a1\nPiece: P\nPrison: rank10, rank1\n`, 5, 9, true],
  ['zone-prefix-match', `${HEAD}Piece: P\nPrison: allfoo, all\n`, 4, 9, true],
  ['unknown-flag', `${HEAD}Piece: P\nFlags: royal, flying\n`, 4, 15, true],
  ['unknown-flag', `${HEAD}Piece: P\nFlags: castle\n`, 4, 8, true],
  ['unknown-rule', `${HEAD}Rule: keep captures forever, fly\n`, 3, 7, true],
  ['unknown-rule', `${HEAD}Rule: checkmate = maybe\n`, 3, 19, true],
  ['malformed-move', `${HEAD}Piece: P\nMove: leap(2,1)\n`, 4, 7, true],
  ['spaced-operator', `${HEAD}Piece: P\nMove: leap (1,0)+(1,1) &(1,2)\n`, 4, 24, true],
  ['bad-square', `${HEAD}Zone: z = a1,x,b2\n`, 3, 14, true],
  ['square-off-board', `${HEAD}Zone: z = a1,i1\n`, 3, 14, true],
  ['duplicate-square', `${HEAD}Zone: z = a1,b1,a1\n`, 3, 17, true],
  ['trailing-semicolon', `${HEAD}Exclude: a1,b1;\n`, 3, 15, true],
  [
    'castle-king-missing',
    `${HEAD}FEN: "4k3/8/8/8/8/8/8/3K4 w - -"\n${KING}Castle: white e1-g1 with h1\n`,
    8,
    15,
    true,
  ],
  ['castle-geometry', `${HEAD}${KING}Castle: white e1-g1 with f1\n`, 7, 26, true],
  [
    'zone-pair-asymmetric',
    `${HEAD}Zone: r1 = a1\nZone: r2 = a2\nPiece: P\nPromotion: r1, r2, "Q"\n`,
    6,
    12,
    true,
  ],
  ['duplicate-fen', `${HEAD}FEN: "8/8/8/8/8/8/8/8 w"\nFEN: "8/8/8/8/8/8/8/8 b"\n`, 4, 1, true],
  ['duplicate-fen', `${HEAD}XBoard pieces: "PK"\nXBoard pieces: "QK"\n`, 4, 1, true],
  ['fen-trailing-slash', `${HEAD}FEN: "8/8/8/8/8/8/8/8/ w"\n`, 3, 22, true],
  ['drop-zone-ineffective', `${HEAD}Piece: P\nDrop zone: all, all\n`, 4, 1, true, { compat: 'sjaakii' }],
  ['keyword-before-board', 'Variant: T\nFEN: "8/8/8/8/8/8/8/8 w"\nBoard: 8x8\n', 2, 1, true],
  ['outside-variant', 'Board: 8x8\nVariant: T\nBoard: 8x8\n', 1, 1, true],
  ['name-conflict', 'Variant: Knightmate\nBoard: 8x8\n', 1, 1, true],
  ['name-conflict', 'Variant: Alpha Beta\nBoard: 8x8\nVariant: Beta\nBoard: 8x8\n', 3, 1, true],
  ['name-conflict', 'Variant: Alpha (8x8)\nBoard: 8x8\nVariant: Alpha (10x8)\nBoard: 10x8\n', 3, 1, true],
  ['unknown-piece-symbol', `${HEAD}Piece: P\nSymbol: "P", "P,p"\nPromotion: all, all, "PX"\n`, 5, 24, true],
  ['unknown-piece-symbol', `${HEAD}Piece: P\nSymbol: "P", "P,p"\nPromotion: all, all, "+"\n`, 5, 23, true],
  ['unknown-piece-symbol', `${HEAD}Piece: P\nSymbol: "P", "P,p"\nDemotion: "Z"\n`, 5, 12, true],
  ['duplicate-keyword', `${HEAD}Piece: P\nValue: 1\nValue: 2\n`, 5, 1, true],
  ['duplicate-keyword', `${HEAD}XBoard parent: "a"\nXBoard parent: "b"\n`, 4, 1, true],
  ['duplicate-keyword', `${HEAD}Zone: z = a1\nZone: z = a2\n`, 4, 7, true],
  ['bad-value', `${HEAD}Zone: z = a1${',b1'.repeat(1400)}\n`, 3, 1, true],
  ['bad-value', `${HEAD}Piece: P\nValue: lots\n`, 4, 8, true],
  ['bad-value', `${HEAD}Piece: P\nSymbol: "P"\n`, 4, 9, true],
  ['bad-value', `${HEAD}Piece: K\nCastle: e1-g1 with h1\n`, 4, 9, true],
];

describe('diagnostics', () => {
  it('each diagnostic carries the offset its line and column name (the @x/core Diagnostic shape)', () => {
    const text =
      'Variant: A\r\nBoard: 8x8\n  Zone: z = a1;\nFoo: bar\nVariant: B\nBoard: 8x8\nPiece: X\nMove: Q9\n';
    const { diagnostics } = parse(text);
    expect(diagnostics.length).toBeGreaterThan(1);
    const starts = [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)];
    for (const d of diagnostics) {
      expect(d.offset, d.code).toBe(starts[d.line - 1]! + d.column - 1);
      expect(d.offset + d.length).toBeLessThanOrEqual(text.length);
    }
  });

  it('the README table lists every code with its default severity', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const rows = [...readme.matchAll(/^\|\s*`([a-z-]+)`\s*\|\s*(error|warning|info)\s*\|/gm)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(rows).toEqual(SJAAK_PARSE_ERROR_CODES.map((c) => [c, DEFAULT_SEVERITY[c]]));
  });

  it('covers every code', () => {
    const covered = new Set(CASES.map((c) => c[0]));
    expect(SJAAK_PARSE_ERROR_CODES.filter((c) => !covered.has(c))).toEqual([]);
  });

  for (const [code, text, line, column, loads, options] of CASES) {
    it(`${code} at ${line}:${column} (${JSON.stringify(text.split('\n')[line - 1])})`, () => {
      const r = parse(text, options);
      const d = r.diagnostics.find((x) => x.code === code);
      expect(d, JSON.stringify(r.diagnostics)).toBeDefined();
      expect([d!.line, d!.column]).toEqual([line, column]);
      expect(d!.severity).toBe(DEFAULT_SEVERITY[code]);
      expect(d!.length).toBeGreaterThanOrEqual(0);
      expect(d!.message.length).toBeGreaterThan(10);
      expect(r.variants.some((v) => v.name === (d!.variant ?? 'T'))).toBe(loads);
    });
  }

  it('strict turns warnings into errors, keeps infos, and the other blocks still load', () => {
    const text = `Variant: Bad\nBoard: 8x8\nZone: z = a1;\nVariant: Good\nBoard: 8x8\nZone: r1 = a1\nZone: r2 = a2\nPiece: P\nPrison: r1, r2\n`;
    const lenient = parse(text);
    expect(lenient.variants.map((v) => v.name)).toEqual(['Bad', 'Good']);
    const strict = parse(text, { mode: 'strict' });
    expect(strict.variants.map((v) => v.name)).toEqual(['Good']);
    expect(strict.diagnostics.map((d) => [d.code, d.severity, d.variant])).toEqual([
      ['trailing-semicolon', 'error', 'Bad'],
      ['zone-pair-asymmetric', 'info', 'Good'],
    ]);
  });

  it('a name conflict under strict keeps that block out', () => {
    const r = parse('Variant: Alpha Beta\nBoard: 8x8\nVariant: Beta\nBoard: 8x8\n', { mode: 'strict' });
    expect(r.variants.map((v) => v.name)).toEqual(['Alpha Beta']);
    expect(r.diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([['name-conflict', 'error', 3]]);
  });

  it('an error in one block leaves the others loaded', () => {
    const r = parse('Variant: A\nBoard: 8x8\nVariant: B\nBoard: 99x99\nVariant: C\nBoard: 4x4\n');
    expect(r.variants.map((v) => v.name)).toEqual(['A', 'C']);
    expect(r.diagnostics.map((d) => [d.code, d.variant, d.severity])).toEqual([
      ['board-too-large', 'B', 'error'],
    ]);
  });

  it('diagnostics are sorted by position', () => {
    const r = parse(`${HEAD}Zone: z = a1;\nbogus: 1\nZone: y = a1,a1\n`);
    const pos = r.diagnostics.map((d) => d.line * 1000 + d.column);
    expect(pos).toEqual([...pos].sort((a, b) => a - b));
    expect(pos).toHaveLength(3);
  });
});
