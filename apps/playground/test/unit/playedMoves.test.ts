/**
 * The moves of a played game as kept in the URL (issue #88, found by looking at the walled-board shots): a move
 * that places a wall (`e2e4,e4d5`) survives the round trip, so a reload or share link replays it.
 */
import { Position, type BasePosition } from '@x/core';
import { variants } from '@x/core/variant';
import { safeParse, toVariant } from '@x/fairy-variants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth';
import { movesParam, replayMoves } from '../../src/lib/position/playedMoves';

/** Fairy-Stockfish's duck chess: every move places the duck (a wall) too. */
function duckStart(): BasePosition {
  const file = safeParse('[my-duck:duck]\n');
  if (!file.success) throw new Error('not read');
  const { variant } = toVariant(file.data, 'my-duck');
  if (!variant) throw new Error('no variant');
  return Position.fromFen(variant.startFen, variant);
}

/** `n` moves from `start`, each chosen by `pick` among the legal ones, as UCI texts. */
function playSome(start: BasePosition, picks: readonly number[]): string[] {
  const pos = start.clone();
  const ucis: string[] = [];
  for (const pick of picks) {
    const moves = pos.legalMoves();
    if (moves.length === 0) break;
    const move = moves[pick % moves.length]!;
    ucis.push(pos.uci(move));
    pos.play(move);
  }
  return ucis;
}

describe('played moves in the URL', () => {
  it('replays moves that place a wall (duck chess), not none of them', () => {
    const start = duckStart();
    const ucis = playSome(start, [7, 11, 3]);
    expect(ucis[0]).toContain(',');
    const { pos, moves } = replayMoves(start, movesParam(ucis));
    expect(moves.map((m) => m.uci)).toEqual(ucis);
    expect(pos.toFen()).not.toBe(start.toFen());
  });

  it('round-trips any legal game of chess and of duck chess, and stops at the first illegal move', () => {
    const starts = [duckStart(), Position.fromFen(variants.chess.startFen, variants.chess)];
    fc.assert(
      fc.property(fc.constantFrom(...starts), fc.array(fc.nat(), { maxLength: 6 }), (start, picks) => {
        const ucis = playSome(start, picks);
        expect(replayMoves(start, movesParam(ucis)).moves.map((m) => m.uci)).toEqual(ucis);
        expect(replayMoves(start, movesParam([...ucis, 'a1a1', ...ucis])).moves.length).toBe(ucis.length);
      }),
      { numRuns: runs(20) },
    );
  });
});
