/**
 * Linear time on the shapes that made the readers and writers quadratic (issue #64, items 1 and 2), checked
 * by counting steps, not by a clock (docs/testing.md, "No time in tests"): a record with a one-move branch
 * (変化) at every second ply plays each move a bounded number of times and copies no move history; the KI2
 * writer writes a 64,000-ply record within the runner's timeout (it took 32 s of CPU before, 0.7 s after).
 */
import { Position } from '@x/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse, stringify } from '../src/index.js';
import { branchHeavyKi2, longGame } from './shapes.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('linear time on branch-heavy and long records', () => {
  it('reads a record with a branch at every second ply playing each move a bounded number of times', () => {
    const plies = 2000;
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
    // Before: every branch replayed its line from the start (2000 plies: 1.0 M plays) and cloned it.
    expect(play.mock.calls.length).toBeLessThan(20 * moves);
    expect(historyCopied).toBeLessThan(20 * moves);
  });

  it('reads a branch-heavy record and writes it back in KIF and KI2', () => {
    const game = parse(branchHeavyKi2(600), { format: 'ki2' });
    for (const format of ['kif', 'ki2'] as const)
      expect(parse(stringify(game, { format }), { format })).toEqual(game);
  });

  it('writes a 64,000-ply record as KI2 within the runner timeout', { timeout: 10_000 }, () => {
    const game = longGame(64_000);
    const text = stringify(game, { format: 'ki2' });
    expect(text.match(/[▲△]/g)).toHaveLength(64_000);
  });
});
