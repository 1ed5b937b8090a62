/**
 * Linear time on the shapes that made the readers and writers quadratic (issue #64, items 1 and 2), checked
 * by counting steps, not by a clock (docs/testing.md, "No time in tests"): a record with a one-move branch
 * (変化) at every second ply plays each move a bounded number of times and copies no move history; the KI2
 * writer reads back none of the text it writes; branches nested past the limit are a located error.
 */
import { Position } from '@x/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bySize } from '../../../tests/depth.js';
import { parse, stringify } from '../src/index.js';
import { branchHeavyKi2, longGame, nestedKi2 } from './shapes.js';
import { fromJkf, stringifyJkf } from '../src/jkf.js';
import { DEFAULT_KIF_LIMITS } from '../src/index.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('linear time on branch-heavy and long records', () => {
  it('reads a record with a branch at every second ply playing each move a bounded number of times', () => {
    // 500 plies by default, 2,000 under `pnpm test:deep`: a replay from the start would be 60 k plays at 500
    const plies = bySize(500, 2000);
    const play = vi.spyOn(Position.prototype, 'playEncoded');
    // A copy with history costs the plies behind it: count them.
    let historyCopied = 0;
    const clone = Position.prototype.clone;
    vi.spyOn(Position.prototype, 'clone').mockImplementation(function (this: Position) {
      historyCopied += this.toSetup().fullmoves * 2;
      return clone.call(this);
    });
    const game = parse(branchHeavyKi2(plies), { format: 'ki2' });
    expect(game.moves).toHaveLength(plies);
    expect(game.moves.filter((m) => m.variations?.length === 1)).toHaveLength(plies / 2);
    const moves = plies + plies / 2;
    // Before: every branch replayed its line from the start (2,000 plies: 1.0 M plays) and cloned it.
    expect(play.mock.calls.length).toBeLessThan(20 * moves);
    expect(historyCopied).toBeLessThan(20 * moves);
  });

  it('reads a branch-heavy record and writes it back in KIF and KI2', () => {
    const game = parse(branchHeavyKi2(600), { format: 'ki2' });
    for (const format of ['kif', 'ki2'] as const)
      expect(parse(stringify(game, { format }), { format })).toEqual(game);
  });

  it('writes a long record as KI2 reading back none of the text it wrote', () => {
    // The writer asked `endsWith` of the whole text at every move: V8 flattened the growing string each time
    // (quadratic: 64,000 plies took 32 s of CPU, 0.7 s after). Count the characters such calls look at.
    let examined = 0;
    const endsWith = String.prototype.endsWith;
    vi.spyOn(String.prototype, 'endsWith').mockImplementation(function (this: string, ...args) {
      examined += this.length;
      return endsWith.apply(this, args as [string, number?]);
    });
    // 2,000 plies by default, 8,000 under `pnpm test:deep`: quadratic, that would be 1,000 times the text
    const plies = bySize(2000, 8000);
    const text = stringify(longGame(plies), { format: 'ki2' });
    vi.restoreAllMocks();
    expect(text.match(/[▲△]/g)).toHaveLength(plies);
    expect(examined).toBeLessThan(4 * text.length);
  });

  it('reads and writes branches nested to the limit; deeper is a located error, never a stack overflow', () => {
    const max = DEFAULT_KIF_LIMITS.maxDepth;
    const game = parse(nestedKi2(max), { format: 'ki2' });
    for (const format of ['kif', 'ki2'] as const)
      expect(parse(stringify(game, { format }), { format })).toEqual(game);
    expect(fromJkf(stringifyJkf(game))).toEqual({ ...game, headers: [] });
    const text = nestedKi2(max + 1);
    expect(() => parse(text, { format: 'ki2' })).toThrow(
      expect.objectContaining({ code: 'nesting-too-deep', line: 2 * max + 3 }),
    );
    const deeper = parse(text, { format: 'ki2', limits: { maxDepth: max + 1 } });
    for (const write of [
      () => stringify(deeper),
      () => stringify(deeper, { format: 'ki2' }),
      () => stringifyJkf(deeper),
    ])
      expect(write).toThrow(expect.objectContaining({ code: 'nesting-too-deep' }));
  });
});
