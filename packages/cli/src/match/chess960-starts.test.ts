/** Scharnagl's numbering of the Chess960 starts, and the match's sequence of them. */
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { chess960Openings, chess960Rank } from './chess960-starts.js';

describe('Chess960 starts', () => {
  it('numbers the 960 back ranks as Scharnagl does, each once, each a legal array', () => {
    // published anchors: 0 BBQNNRKR, 518 RNBQKBNR, 959 RKRNNQBB
    expect([0, 518, 959].map(chess960Rank)).toEqual(['BBQNNRKR', 'RNBQKBNR', 'RKRNNQBB']);
    const all = Array.from({ length: 960 }, (_, n) => chess960Rank(n));
    expect(new Set(all).size).toBe(960);
    for (const rank of all) {
      const bishops = [...rank].flatMap((p, f) => (p === 'B' ? [f % 2] : []));
      expect(bishops.sort()).toEqual([0, 1]);
      expect(rank.indexOf('R')).toBeLessThan(rank.indexOf('K'));
      expect(rank.lastIndexOf('R')).toBeGreaterThan(rank.indexOf('K'));
      expect([...rank].sort().join('')).toBe('BBKNNQRR');
    }
  });

  it('starts the match at 518 and plays every start before one repeats', () => {
    const openings = chess960Openings(variants.chess960, 1000);
    expect(openings).toHaveLength(960);
    expect(openings[0]!.start.toFen()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(new Set(openings.map((o) => o.start.toFen())).size).toBe(960);
    for (const o of openings.slice(0, 20)) expect(o.start.legalMoves().length).toBeGreaterThan(0);
  });
});
