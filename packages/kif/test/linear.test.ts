/**
 * Linear time on the shapes that made the readers and writers quadratic (issue #64, items 1 and 2), checked
 * by counting steps, not by a clock (docs/testing.md, "No time in tests"): a record with a one-move branch
 * (変化) at every second ply plays each move a bounded number of times and copies no move history; the KI2
 * writer writes a 64,000-ply record within the runner's timeout (it took 32 s of CPU before, 0.7 s after).
 */
import { Position } from '@x/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type KifGame, parse, STARTPOS_SFEN, stringify } from '../src/index.js';

/** Four king moves that bring the start position back: a record of any length from legal moves. */
const CYCLE_KI2 = ['▲５八玉', '△５二玉', '▲５九玉', '△５一玉'];
/** The branch played instead of each second ply (the side to move's king steps aside). */
const ASIDE_KI2: Record<number, string> = { 1: '△４二玉', 3: '△６二玉' };

/** A KI2 record of `plies` moves with a one-move branch at every second ply (the repro shape). */
export function branchHeavyKi2(plies: number): string {
  const lines = ['手合割：平手'];
  for (let i = 0; i < plies; i++) lines.push(CYCLE_KI2[i % 4]!);
  for (let p = plies - (plies % 2); p >= 2; p -= 2) lines.push('', `変化：${p}手`, ASIDE_KI2[(p - 1) % 4]!);
  return `${lines.join('\n')}\n`;
}

/** A game of `plies` king moves (USI), no branches. */
function longGame(plies: number): KifGame {
  const cycle = ['5i5h', '5a5b', '5h5i', '5b5a'];
  return {
    headers: [],
    start: STARTPOS_SFEN,
    moves: Array.from({ length: plies }, (_, i) => ({ usi: cycle[i % 4]! })),
  };
}

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
