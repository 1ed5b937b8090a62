/** fast-check properties: robustness against mutated files and the stringify/parse fixpoint. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { CATALOGUE_TEXT, catalogue } from './catalogue.js';
import { readFen, startFen, writeFen } from './fen/fen.js';
import { SjaakError } from './shared/errors.js';
import { parse } from './parse/parse.js';
import { stringify } from './write/stringify.js';
import { stripSpans } from '../test/helpers.js';
import type { ParseOptions } from './shared/types.js';

/** A small variants file of our own, exercising most keywords. */
const SMALL = `Variant: Small Test (6x6)
Board: 6x6
FEN: "rnkqnr/pppppp/6/6/PPPPPP/RNKQNR[-] w KQkq - 0 1"
XBoard pieces: "PNBRQKpnbrqk"
Exclude: a3
Zone: rank1 = a1,b1,c1,d1,e1,f1
Zone: rank2 = a2,b2,c2,d2,e2,f2
Zone: rank5 = a5,b5,c5,d5,e5,f5
Zone: rank6 = a6,b6,c6,d6,e6,f6
WhiteFlag: c1
BlackFlag: c6
Piece: Pawn
Move: step N
Capture: step NE,NW
Special: rank2, rank5, step 2N
Symbol: " ", "P,p"
Promotion: rank6, rank1, "QN+"
Optional promotion: empty, empty
Flags: set_ep,take_ep,drop_one_file
Piece: Tokin
Move: aleap (0,1)|(1,0)|(-1,0)
Symbol: "+P", "+P,+p"
Piece: Knight
Move: leap (1,0)+(1,1)&(1,2)
Symbol: "N", "N,n"
Max: 1,2
Piece: Queen
Move: slide (H,V,D,A)
Capture: hop (H,V)
Initial: step 2N
Symbol: "Q", "Q,q"
Prison: rank1, rank6
Piece: Rook
Move: ride (1,2)|(0,2)
Move: aleap (1,1)|(-1,1)
Symbol: "R", "R,r"
Block: rank5, rank2
Value: -5
Piece: King
Move: leap (1,0)|(1,1)
Castle: white c1-e1 with f1
Castle: black c6-e6 with f6
Symbol: "K", "K,k"
Flags: royal
Rule: checkmate = win
Rule: repeat3 = draw
Rule: keep capture, allow drops
`;

/** Mutation tokens: keyword fragments, punctuation and junk that stress the reader. */
const TOKENS = [
  'Variant: ',
  'Board: ',
  'FEN: "',
  'Zone: z = ',
  'Piece: ',
  'Move: ',
  'Capture: ',
  'Special: ',
  'Castle: white ',
  'Symbol: "',
  'Promotion: ',
  'Rule: ',
  'Flags: ',
  'Max:',
  'Block:',
  '#',
  '"',
  ',',
  '(',
  ')',
  '|',
  '+',
  '&',
  '-',
  '~',
  '*',
  '[',
  ']',
  '/',
  '=',
  ' ',
  '\n',
  '\t',
  '0',
  '1',
  '9',
  '99',
  '-1',
  'x',
  '16x16',
  'k1',
  'a0',
  'rank1',
  'all',
  'empty',
  'leap ',
  'aleap ',
  'step ',
  'slide ',
  'hop ',
  'ride ',
  'N',
  'NE',
  '12E',
  'royal',
  'with ',
  ';',
  '\u00e9',
  '\r',
];

const mutation = fc.array(
  fc.record({
    at: fc.nat(),
    del: fc.nat({ max: 12 }),
    insert: fc.oneof(fc.constantFrom(...TOKENS), fc.string({ maxLength: 6 })),
  }),
  { minLength: 1, maxLength: 8 },
);

function mutate(base: string, ops: readonly { at: number; del: number; insert: string }[]): string {
  let s = base;
  for (const op of ops) {
    const at = op.at % (s.length + 1);
    s = s.slice(0, at) + op.insert + s.slice(at + op.del);
  }
  return s;
}

function safeParse(text: string, options: ParseOptions) {
  try {
    return parse(text, options);
  } catch (e) {
    if (!(e instanceof SjaakError)) throw e;
    return undefined;
  }
}

describe('properties', () => {
  it('the base file parses without diagnostics', () => {
    expect(parse(SMALL).diagnostics).toEqual([]);
    expect(stringify(parse(SMALL).variants)).toBe(
      stringify(parse(stringify(parse(SMALL).variants)).variants),
    );
  });

  for (const options of [{}, { compat: 'sjaakii' }, { mode: 'strict' }] as const) {
    it(`mutated files only throw SjaakError and reach a stringify fixpoint (${JSON.stringify(options)})`, () => {
      fc.assert(
        fc.property(fc.constantFrom(SMALL, CATALOGUE_TEXT.slice(0, 1500)), mutation, (base, ops) => {
          const text = mutate(base, ops);
          const first = safeParse(text, options);
          if (!first) return;
          for (const d of first.diagnostics) {
            expect(d.line).toBeGreaterThanOrEqual(1);
            expect(d.column).toBeGreaterThanOrEqual(1);
          }
          const written = stringify(first.variants);
          const second = safeParse(written, options);
          if (first.variants.length === 0) return;
          expect(second).toBeDefined();
          expect(second!.variants.map(stripSpans)).toEqual(first.variants.map(stripSpans));
          expect(stringify(second!.variants)).toBe(written);
        }),
        { numRuns: runs(300) },
      );
    });
  }

  it('a -0 in a move reads as 0, so the file reads back equal after writing (fast-check seed 1853619463)', () => {
    const text = SMALL.replace('Move: leap (1,0)+(1,1)&(1,2)', 'Move: leap (-0,1)+(1,1)&(1,2)');
    expect(text).not.toBe(SMALL);
    const first = parse(text, { compat: 'sjaakii' });
    const second = parse(stringify(first.variants), { compat: 'sjaakii' });
    expect(second.variants.map(stripSpans)).toEqual(first.variants.map(stripSpans));
  });

  it('arbitrary text never throws anything but SjaakError and never hangs', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        safeParse(`Variant: X\nBoard: 8x8\n${text}`, {});
        safeParse(text, {});
      }),
      { numRuns: runs(300) },
    );
  });

  it('hostile large inputs stay fast (no quadratic regexes, no argument-spread overflow)', () => {
    const bodies = [
      `Rule: checkmate${' '.repeat(200_000)}x`,
      `Rule: ${' '.repeat(200_000)}x`,
      `Piece: K\nCastle: white a1-${' '.repeat(200_000)}x`,
      `Zone: z = ${'a1,'.repeat(150_000)}`,
      `Piece: P\nMove: leap ${'('.repeat(200_000)}`,
      `Piece: P\nMove: step ${'1'.repeat(200_000)}`,
      `Piece: P\nFlags: ${' ,'.repeat(100_000)}`,
      `FEN: "${'1'.repeat(200_000)}"`,
      `${'x'.repeat(200_000)}:`,
    ];
    for (const body of bodies) {
      const r = parse(`Variant: X\nBoard: 8x8\n${body}\n`);
      expect(r.diagnostics.length).toBeGreaterThan(0);
    }
  });

  it('readFen never throws on arbitrary FEN-like text, and what it writes reads back to the same text', () => {
    const variants = catalogue();
    const fenChar = fc.constantFrom(...'pnbrqkPNBRQK+~*/[]-12345678910 wb KQkqabc'.split(''));
    fc.assert(
      fc.property(
        fc.nat({ max: variants.length - 1 }),
        fc.array(fenChar, { maxLength: 80 }),
        fc.boolean(),
        (i, chars, compat) => {
          const v = variants[i]!;
          const options = compat ? ({ compat: 'sjaakii' } as const) : {};
          const { position, diagnostics: problems } = readFen(v, chars.join(''), options);
          for (const p of problems) expect(p.offset).toBeGreaterThanOrEqual(0);
          if (problems.length > 0) return;
          const written = writeFen(v, position);
          expect(writeFen(v, readFen(v, written, options).position)).toBe(written);
        },
      ),
      { numRuns: runs(400) },
    );
    for (const v of variants) expect(writeFen(v, readFen(v, startFen(v)!).position)).toBe(startFen(v));
  });

  it('rejects over-long input before allocating per line', () => {
    expect(() => parse('#'.repeat(4_000_001))).toThrow(SjaakError);
  });
});
