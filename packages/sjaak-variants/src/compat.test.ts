/** Every row of the "default vs compat: 'sjaakii'" table (reference §16). */
import { describe, expect, it } from 'vitest';
import { catalogueVariant } from './catalogue.js';
import { readFen } from './fen/fen.js';
import { parse } from './parse/parse.js';
import type { ParseOptions, SjaakVariant } from './shared/types.js';

const COMPAT = { compat: 'sjaakii' } as const;

function one(body: string, options: ParseOptions = {}, board = '8x8') {
  const r = parse(`Variant: T\nBoard: ${board}\n${body}\n`, options);
  return { v: r.variants[0] as SjaakVariant, codes: r.diagnostics.map((d) => d.code) };
}

describe("compat: 'sjaakii' table", () => {
  it('leap ((1,0)+(1,1)) & (1,2): mask by default, second step under compat', () => {
    const body = 'Piece: Horse\nMove: leap ((1,0)+(1,1)) & (1,2)';
    expect(one(body).v.pieces[0]!.moves[0]).toMatchObject({
      first: [[1, 0]],
      second: [[1, 1]],
      mask: [[1, 2]],
    });
    expect(one(body, COMPAT).v.pieces[0]!.moves[0]).toMatchObject({
      first: [[1, 0]],
      second: [
        [1, 1],
        [1, 2],
      ],
      mask: [],
    });
    expect(one(body).codes).toEqual(['spaced-operator']);
    expect(one(body, COMPAT).codes).toEqual(['spaced-operator']);
  });

  it('Drop zone: restricts drops by default, no effect under compat', () => {
    const body =
      'Zone: rank1 = a1,b1,c1,d1,e1,f1,g1,h1\nZone: rank8 = a8,b8,c8,d8,e8,f8,g8,h8\nPiece: Rook\nMove: slide (H,V)\nDrop zone: rank1, rank8';
    expect(one(body).v.pieces[0]!.dropZone).toMatchObject({ white: 'rank1', black: 'rank8' });
    expect(one(body).codes).toEqual([]);
    expect(one(body, COMPAT).v.pieces[0]!.dropZone).toBeUndefined();
    expect(one(body, COMPAT).codes).toEqual(['drop-zone-ineffective']);
  });

  it('Block:rank8 and Max:2 without a space', () => {
    const body =
      'Zone: rank8 = a8,b8,c8,d8,e8,f8,g8,h8\nZone: rank1 = a1,b1,c1,d1,e1,f1,g1,h1\nPiece: Pawn\nMove: step N\nBlock:rank8, rank1\nMax:2';
    const def = one(body);
    expect(def.v.pieces[0]!.block).toMatchObject({ white: 'rank8', black: 'rank1' });
    expect(def.v.pieces[0]!.max).toEqual({ white: 2, black: 2 });
    expect(def.codes).toEqual([]);
    const compat = one(body, COMPAT);
    expect(compat.v.pieces[0]!.block).toMatchObject({ white: 'ank8', black: 'rank1' });
    expect(compat.v.pieces[0]!.max).toEqual({ white: 0, black: 0 });
    expect(compat.codes).toEqual(['unknown-zone', 'bad-value']);
    // With a space both modes agree.
    const spaced = 'Zone: rank8 = a8\nZone: rank1 = a1\nPiece: Pawn\nBlock: rank8, rank1\nMax: 2';
    expect(one(spaced, COMPAT).v.pieces[0]).toMatchObject({ block: { white: 'rank8' }, max: { white: 2 } });
  });

  it('Zone: pal = d1, e1 keeps e1 by default and drops it under compat', () => {
    expect(one('Zone: pal = d1, e1').v.zones[0]!.squares).toEqual(['d1', 'e1']);
    const compat = one('Zone: pal = d1, e1', COMPAT);
    expect(compat.v.zones[0]!.squares).toEqual(['d1']);
    expect(compat.codes).toEqual(['bad-square']);
  });

  it('off-board squares are dropped by default and wrapped under compat', () => {
    const body = 'Zone: z = a1,k1,l1,k8';
    expect(one(body, {}, '10x8').v.zones[0]!.squares).toEqual(['a1']);
    expect(one(body, COMPAT, '10x8').v.zones[0]!.squares).toEqual(['a1', 'a2', 'b2']);
    expect(one(body, {}, '10x8').codes).toEqual(['square-off-board', 'square-off-board', 'square-off-board']);
  });

  it('two-digit counts on other directions and unknown directions', () => {
    const body = 'Piece: P\nMove: step 12E,X';
    expect(one(body).v.pieces[0]!.moves[0]).toEqual(
      expect.objectContaining({ kind: 'step', steps: [{ direction: 'E', count: 12 }] }),
    );
    expect(one(body, COMPAT).v.pieces[0]!.moves[0]).toEqual(
      expect.objectContaining({
        kind: 'step',
        steps: [
          { direction: 'N', count: 12 },
          { direction: 'N', count: 1 },
        ],
      }),
    );
    expect(one(body).codes).toEqual(['malformed-move', 'malformed-move']);
  });

  it('unmoved status after a FEN (orthodox chess of the catalogue)', () => {
    const v = catalogueVariant('orthodox_chess')!;
    const d4 = 3 + 3 * 8;
    const g1 = 6;
    // A white pawn set up on d4 by FEN: unmoved only under compat (SjaakII keeps pawns' bits anywhere).
    const fen = 'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1';
    expect(readFen(v, fen).position.unmoved[d4]).toBe(false);
    expect(readFen(v, fen, COMPAT).position.unmoved[d4]).toBe(true);
    // Without a castling field: pieces on their start squares are unmoved by default; all of them under compat.
    const noCastle = 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w';
    const f3 = 5 + 2 * 8;
    const h1 = 7;
    expect([readFen(v, noCastle).position.unmoved[f3], readFen(v, noCastle).position.unmoved[h1]]).toEqual([
      false,
      true,
    ]);
    expect(readFen(v, noCastle, COMPAT).position.unmoved[f3]).toBe(true);
    // With a castling field both modes follow the letters.
    const kOnly = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w K - 0 1';
    for (const o of [{}, COMPAT]) {
      const u = readFen(v, kOnly, o).position.unmoved;
      expect([u[4], u[7], u[0], u[g1]]).toEqual([true, true, false, false]);
    }
  });

  it('(2,) reads as (2,1) in both modes', () => {
    for (const o of [{}, COMPAT]) {
      const r = one('Piece: K\nSpecial: all, all, aleap (-2,1)|(2,)', o);
      expect(r.v.pieces[0]!.specials[0]!.move).toMatchObject({
        kind: 'aleap',
        vectors: [
          [-2, 1],
          [2, 1],
        ],
      });
      expect(r.codes).toEqual(['malformed-move']);
    }
  });
});
