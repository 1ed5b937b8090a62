/**
 * SjaakII end rules that core plays since issue #17, in the real variants that use them (GPL data,
 * read from ../shared, never copied): the `chase rule` (mini_xiangqi), `perpetual = loss`
 * (yarishogi) and the `bare rule` (chaturanga).
 */
import { Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData } from '../../../tests/shared-data.js';
import { parse } from './parse.js';
import { toVariant } from './to-variant.js';

function variant(name: string) {
  const v = parse(readSharedData('sjaak/variants-1.4.1.txt')).variants.find((x) => x.name === name);
  if (!v) throw new Error(`no variant ${name}`);
  return toVariant(v);
}

describe.skipIf(!hasSharedData)('SjaakII end rules in real variants (skipped without ../shared/data)', () => {
  it('mini_xiangqi: a rook chasing a horse with every move loses on the threefold repetition', () => {
    const { definition, diagnostics } = variant('Mini Xiangqi');
    expect(diagnostics).toEqual([]);
    expect(definition!.end?.chase).toBe('illegal');
    const pos = Position.fromFen('h1k4/7/7/7/7/7/1R2K2 w - - 0 1', definition!);
    for (let i = 0; i < 2; i++) for (const m of ['b1a1', 'a7b5', 'a1b1', 'b5a7']) pos.play(m);
    expect(pos.outcome()).toEqual({ winner: 'black', reason: 'chase' });
  });

  it('yarishogi: perpetual = loss converts with no diagnostic', () => {
    const { definition, diagnostics } = variant('YariShogi (7x9)');
    expect(diagnostics.filter((d) => d.code.startsWith('unsupported'))).toEqual([]);
    expect(definition!.end?.perpetual).toBe('loss');
  });

  it('chaturanga: the bare rule with one reply', () => {
    const { definition, diagnostics } = variant('chaturanga');
    expect(diagnostics).toEqual([]);
    expect(definition!.end).toMatchObject({ bareKing: 'loss', bareKingReply: true });
  });
});
