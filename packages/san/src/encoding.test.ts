import * as core from '@x/core';
import { describe, expect, it } from 'vitest';
import * as encoding from './encoding.js';

describe('move encoding', () => {
  it('uses the same move kinds as @x/core', () => {
    for (const name of [
      'KIND_NORMAL',
      'KIND_DOUBLE',
      'KIND_EN_PASSANT',
      'KIND_CASTLE',
      'KIND_PROMOTION',
      'KIND_DROP',
      'KIND_PICKUP',
    ] as const) {
      expect([name, encoding[name]]).toEqual([name, core[name]]);
    }
  });

  it('keeps the null-move sentinel outside the 32-bit space of encoded moves', () => {
    expect(encoding.NULL_ENCODED).toBeGreaterThan(0xffffffff);
    expect(core.moveKind(core.encodeMove(0, 0, core.KIND_PICKUP + 1, 0))).toBe(7);
  });
});
