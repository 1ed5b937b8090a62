import { leaper, rider } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { betzaMoves } from '../../index.js';
import { errorsOf } from '../../../../../tests/errors.js';

describe('betzaMoves', () => {
  it('compiles leapers, riders and compounds', () => {
    expect(betzaMoves('N', { files: 8, ranks: 8 }).moves).toEqual([leaper(1, 2)]);
    const queen = betzaMoves('RB', { files: 8, ranks: 8 });
    expect(queen.moves).toEqual([rider(0, 1), rider(1, 1)]);
    expect(errorsOf(queen)).toEqual([]);
    expect(queen.unsupported).toEqual([]);
  });
  it("compiles a cannon's quiet ride and capturing hop", () => {
    const atoms = betzaMoves('mRcpR', { files: 9, ranks: 10 }).moves;
    expect(atoms.map((a) => [a.kind, a.mode, a.hop])).toEqual([
      ['ride', 'move', undefined],
      ['hop', 'capture', 'cannon'],
    ]);
  });
  it("compiles a limited hop (pR2) as Fairy-Stockfish reads it: a cannon's reach", () => {
    const r = betzaMoves('mRpR2', { files: 9, ranks: 9 });
    expect(r.unsupported).toEqual([]);
    expect(r.moves.map((a) => [a.kind, a.hop, a.reach])).toEqual([
      ['ride', undefined, undefined],
      ['hop', 'cannon', 2],
    ]);
    expect(betzaMoves('gR2', { files: 9, ranks: 9 }).unsupported.map((u) => u.feature)).toEqual([
      'modifier:g',
    ]);
  });
  it('marks the quiet leaps of an en-passant capturer as setting e.p. squares', () => {
    const atoms = betzaMoves('fmWfceFifmnD', { files: 8, ranks: 8 }).moves;
    expect(atoms.some((a) => a.takesEnPassant)).toBe(true);
    expect(atoms.filter((a) => a.legs).every((a) => a.setsEnPassant)).toBe(true);
  });
  it('reports syntax errors and constructs it cannot compile, never throwing', () => {
    expect(errorsOf(betzaMoves('m(', { files: 8, ranks: 8 })).length).toBeGreaterThan(0);
    const half = betzaMoves('hlN', { files: 8, ranks: 8 });
    expect(half.unsupported.map((u) => u.feature)).toEqual(['modifier:h']);
    expect(half.moves).toEqual([]);
  });
});
