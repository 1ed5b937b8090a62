import * as core from '@x/core';
import { describe, expect, it } from 'vitest';
import { NULL_ENCODED } from './encoding.js';

describe('move encoding', () => {
  it('keeps the null-move sentinel outside the 32-bit space of encoded moves', () => {
    expect(NULL_ENCODED).toBeGreaterThan(0xffffffff);
    expect(core.moveKind(core.encodeMove(0, 0, core.KIND_PICKUP + 1, 0))).toBe(7);
  });
});
