/** Regression tests for the hostile-input findings of issue #15 that concern @x/sjaak-variants (items 2, 11, 13, 14). */
import { PositionError } from '@x/core';
import { parseVariantDefinition } from '@x/core/schema';
import { describe, expect, it } from 'vitest';
import { readFen } from './fen/fen.js';
import { parse } from './parse/parse.js';
import { startPosition } from './fen/start-position.js';
import { toVariant } from './convert/to-variant.js';

const KING = 'Piece: King\nMove: leap (1,0)|(1,1)\nSymbol: "K", "K,k"\nFlags: royal\n';

/** A 4x4 variant with the given extra lines and pieces (and the king). */
function variant(pieces: string, { fen = 'FEN: "k3/4/4/3K w - - 0 1"\n', extra = '', board = '4x4' } = {}) {
  const r = parse(`Variant: T\nBoard: ${board}\n${fen}${extra}${pieces}${KING}`);
  expect(r.variants).toHaveLength(1);
  return r.variants[0]!;
}

/** toVariant, then the consumers: the schema accepts it, or toVariant said `not-playable` and startPosition throws PositionError. */
function convertAndLoad(v: ReturnType<typeof variant>) {
  const { variant: definition, diagnostics } = toVariant(v);
  const codes = diagnostics.map((d) => d.code);
  if (codes.includes('not-playable')) {
    expect(() => startPosition(v, definition)).toThrow(PositionError);
  } else {
    expect(() => parseVariantDefinition(JSON.parse(JSON.stringify(definition)))).not.toThrow();
    expect(() => startPosition(v, definition)).not.toThrow();
  }
  return codes;
}

describe('hostile #2: toVariant emits what @x/core plays, or says it cannot', () => {
  it('two pieces with the same Symbol: is not-playable, and startPosition throws PositionError', () => {
    const v = variant(
      'Piece: A\nMove: leap (1,0)\nSymbol: "A", "A,a"\nPiece: B\nMove: leap (1,1)\nSymbol: "A", "A,a"\n',
    );
    expect(convertAndLoad(v)).toContain('not-playable');
  });

  it('pieces without Symbol: get placeholders that do not collide', () => {
    const v = variant('Piece: A\nMove: leap (1,0)\nPiece: B\nMove: leap (1,1)\n');
    expect(convertAndLoad(v)).toEqual(['missing-symbol', 'missing-symbol']);
  });

  it('32 piece types are not-playable (core holds 31)', () => {
    const letters = 'ABCDEFGHIJLMNOPQRSTUVWXYZ';
    const pieces = Array.from({ length: 31 }, (_, i) => {
      const s = `${letters[i % letters.length]}${i >= letters.length ? 'x' : ''}`;
      return `Piece: P${i}\nMove: leap (1,0)\nSymbol: "${s}", "${s},${s.toLowerCase()}"\n`;
    }).join('');
    expect(convertAndLoad(variant(pieces))).toContain('not-playable');
  });

  it('a zone square written g01 is read as g1 (as SjaakII reads it)', () => {
    const v = variant('', {
      board: '8x8',
      fen: 'FEN: "k7/8/8/8/8/8/8/7K w - - 0 1"\n',
      extra: 'Zone: z = g01,h1\n',
    });
    const codes = convertAndLoad(v);
    expect(codes).not.toContain('not-playable');
  });

  it('a variant block without FEN: gives PositionError from startPosition', () => {
    const v = variant('', { fen: '' });
    const { variant: definition } = toVariant(v);
    expect(() => startPosition(v, definition)).toThrow(PositionError);
  });
});

describe('hostile #11: numbers that cannot be written back are reported, not rounded', () => {
  it('a 22-digit leap coordinate is a malformed move at its digits', () => {
    const r = parse(
      `Variant: T\nBoard: 4x4\nFEN: "k3/4/4/3K w - - 0 1"\nPiece: L\nMove: leap (1,1111111111111111111111)\nSymbol: "L", "L,l"\n${KING}`,
    );
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'malformed-move', line: 5, column: 15, length: 22 }),
    );
  });

  it('a 22-digit FEN move counter is a bad field', () => {
    const r = parse(`Variant: T\nBoard: 4x4\nFEN: "k3/4/4/3K w - - 0 1111111111111111111111"\n${KING}`);
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'fen-bad-field', line: 3, length: 22 }),
    );
  });
});

describe('hostile #13: SAN letters longer than @x/core holds', () => {
  it('are reported and replaced by the FEN symbol, and the schema accepts the result', () => {
    const v = variant('Piece: A\nMove: leap (1,0)\nSymbol: "ABCDE", "A,a"\n');
    const codes = convertAndLoad(v);
    expect(codes).toContain('approximated');
  });
});

describe('hostile #14 (sjaak): FEN problem spans stay inside the text', () => {
  it('an empty FEN is reported with an empty span at 0 (was length 1 on empty text)', () => {
    const v = variant('');
    const { diagnostics: problems } = readFen(v, '');
    expect(problems).toContainEqual(expect.objectContaining({ code: 'fen-bad-field', offset: 0, length: 0 }));
    for (const p of problems) expect(p.offset + p.length).toBeLessThanOrEqual(0);
  });

  it('a short placement is located on its last character', () => {
    const { diagnostics: problems } = readFen(variant(''), 'k3/4');
    expect(problems).toContainEqual(expect.objectContaining({ code: 'fen-bad-field', offset: 3, length: 1 }));
  });
});

describe('issue #41 item 7: a variant without pieces', () => {
  it('is not-playable (core needs a piece type), not a definition the schema rejects unannounced', () => {
    for (const text of [
      'Variant:\nBoard:8x8',
      'Variant: T\nBoard: 8x8\nFEN: "8/8/8/8/8/8/8/8 w - - 0 1"\n',
    ]) {
      const v = parse(text).variants[0]!;
      expect(v.pieces).toHaveLength(0);
      expect(convertAndLoad(v)).toContain('not-playable');
    }
  });
});
