import { describe, expect, it } from 'vitest';
import { compileVariant } from './compile.js';
import { variants } from '../builtins/index.js';

describe('plainTypes', () => {
  it('marks the chess pieces without pawn rules, for both sides', () => {
    const c = compileVariant(variants.chess);
    for (const side of [0, 1]) {
      const plain = (id: string) => c.plain[side * c.stride + c.typeById.get(id)!];
      expect(['knight', 'bishop', 'rook', 'queen', 'king'].map(plain)).toEqual([1, 1, 1, 1, 1]);
      expect(plain('pawn')).toBe(0);
    }
  });

  it('leaves out hoppers and promoting pieces', () => {
    const x = compileVariant(variants.xiangqi);
    expect(x.plain[x.typeById.get('cannon')!]).toBe(0);
    const s = compileVariant(variants.shogi);
    expect(s.plain[s.typeById.get('rook')!]).toBe(0);
    expect(s.plain[s.typeById.get('king')!]).toBe(1);
  });
});
