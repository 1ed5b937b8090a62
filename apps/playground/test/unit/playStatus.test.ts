/** The play panel's status line names the sides as each game's players do (issue #88, the screenshots' review). */
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { boardStyleOf } from '@x/diagram';
import { describe, expect, it } from 'vitest';
import { playStatus, sideName } from '../../src/lib/position/playStatus';

/** The status of `fen` in the built-in `id`, in the board style `@x/diagram` gives that variant. */
function statusOf(id: keyof typeof variants, fen: string = variants[id].startFen): string {
  const variant = variants[id];
  return playStatus(Position.fromFen(fen, variant), boardStyleOf(variant));
}

describe('play status', () => {
  it('names the side to move as the game does', () => {
    expect(statusOf('shogi')).toBe('sente to move');
    expect(statusOf('shogi', 'lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1')).toBe(
      'gote to move',
    );
    expect(statusOf('xiangqi')).toBe('red to move');
    expect(statusOf('janggi')).toBe('Cho to move');
    expect(statusOf('chess')).toBe('white to move');
    expect(statusOf('capablanca')).toBe('white to move');
  });

  it('names the winner of a mate as the game does', () => {
    // xiangqi: red's chariots on the last two ranks, the black general with nowhere to go
    expect(statusOf('xiangqi', 'R3k4/1R7/9/9/9/9/9/9/9/3K5 b - - 0 1')).toBe('checkmate — red wins');
    expect(statusOf('chess', 'R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1')).toBe('checkmate — white wins');
  });

  it("keeps chess's names for a style without names of its own", () => {
    expect(sideName('white', 'makruk')).toBe('white');
    expect(sideName('black', undefined)).toBe('black');
    expect(sideName('black', 'shogi')).toBe('gote');
  });
});
