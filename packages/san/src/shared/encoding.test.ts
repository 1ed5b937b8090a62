import * as engine from '@x/core/engine';
import { describe, expect, it } from 'vitest';
import { NULL_ENCODED } from './encoding.js';

describe('move encoding', () => {
  it('keeps the null-move sentinel outside the 32-bit space of encoded moves', () => {
    expect(NULL_ENCODED).toBeGreaterThan(0xffffffff);
    expect(engine.moveKind(engine.encodeMove(0, 0, engine.KIND_PICKUP + 1, 0))).toBe(7);
  });
});
