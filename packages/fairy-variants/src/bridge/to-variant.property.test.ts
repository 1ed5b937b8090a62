/** `toVariant` over hostile and random input: never a foreign exception, linear in the chain of parents. */
import { compileVariant, Position } from '@x/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { FAIRY_KEYS } from '../keys.js';
import { DEFAULT_FAIRY_LIMITS } from '../limits.js';
import { parse } from '../parse.js';
import { toVariant } from './to-variant.js';

const KEYS = [...FAIRY_KEYS.keys()];
/** Values of every kind a key takes: booleans, numbers, results, words, piece letters, piece lists, a FEN. */
const VALUES = [
  ...'true false 0 1 12 -3 win loss draw none top duck * - pnbrqk'.split(' '),
  'p:q n:g',
  'a1 b2 *3 c*',
  'x:RNfmW',
  'k:K',
  'q:mQ',
  'rnbqkbnr/8/8/8/8/8/8/RNBQKBNR[Qq] w - - 0 1',
  'e',
  '999999999999',
];

describe('toVariant on random sections', () => {
  it('never throws; a complete result compiles and its start position loads', () => {
    const entry = fc.tuple(
      fc.constantFrom(...KEYS),
      fc.oneof(fc.constantFrom(...VALUES), fc.string({ maxLength: 12 })),
    );
    const parent = fc.constantFrom(
      'chess',
      'crazyhouse',
      'shogi',
      'xiangqi',
      'atomic',
      'giveaway',
      'capablanca',
      '',
    );
    fc.assert(
      fc.property(parent, fc.array(entry, { maxLength: 8 }), (p, entries) => {
        const text = `[x${p ? `:${p}` : ''}]\n${entries.map(([k, v]) => `${k} = ${v}`).join('\n')}\n`;
        const result = toVariant(text, 'x');
        expect(typeof result.complete).toBe('boolean');
        if (!result.complete) return;
        expect(() => compileVariant(result.variant!)).not.toThrow();
        expect(() => Position.fromFen(result.variant!.startFen, result.variant!)).not.toThrow();
      }),
      { numRuns: runs(150) },
    );
  });
});

describe('toVariant on hostile files', () => {
  it('a chain of 10,000 sections, each inheriting from the one above, converts in one pass', () => {
    const n = DEFAULT_FAIRY_LIMITS.maxSections;
    const lines = ['[s0:chess]', 'maxRank = 6'];
    for (let i = 1; i < n; i++) lines.push(`[s${i}:s${i - 1}]`, `nMoveRule = ${i % 100}`);
    const file = parse(`${lines.join('\n')}\n`);
    const result = toVariant(file, `s${n - 1}`);
    expect(result.variant!.board.ranks).toBe(6);
    expect(result.variant!.end?.moveCount).toBe((n - 1) % 100);
  });
  it('out-of-range numbers are not applied (a 12-digit board size once crashed V8)', () => {
    for (const key of ['maxRank', 'maxFile', 'castlingKingsideFile', 'soldierPromotionRank', 'connectN'])
      expect(toVariant(`[x:xiangqi]\n${key} = 999999999999\n`, 'x').variant!.board.files).toBeLessThanOrEqual(
        12,
      );
    expect(
      toVariant('[x:grand]\npromotionLimit = q:999999999999\n', 'x').variant!.pieces.length,
    ).toBeGreaterThan(0);
  });
  it('unknown sections and parents give located errors', () => {
    expect(toVariant('[a:chess]\n', 'b').diagnostics.map((d) => d.code)).toEqual(['unknown-variant']);
    expect(toVariant('[a:nosuch]\n', 'a').diagnostics.map((d) => d.code)).toContain('unknown-variant');
  });
  it('a name that is no section of the file gives no variant and an error naming the cause (issue #91, 7)', () => {
    const ini = '[tiny:chess]\nmaxRank = 6\n';
    const builtin = toVariant(ini, 'minishogi');
    expect([builtin.variant, builtin.complete]).toEqual([undefined, false]);
    expect(builtin.diagnostics).toMatchObject([
      { severity: 'error', code: 'unknown-variant', line: 1, column: 1 },
    ]);
    expect(builtin.diagnostics[0]!.message).toMatch(/no section \[minishogi\].*built-in/);
    const unknown = toVariant(ini, 'nosuch');
    expect([unknown.variant, unknown.diagnostics[0]!.message]).toEqual([
      undefined,
      'The file has no section [nosuch]: no variant.',
    ]);
    const orphan = toVariant('[a:nosuch]\n', 'a');
    expect([orphan.variant, orphan.complete]).toEqual([undefined, false]);
  });
});
