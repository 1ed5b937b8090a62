/**
 * `gameFrames()`: a game as the frames `gif()` animates — the start and the position after each move, each with
 * its move's squares — from moves given as `Move`s, UCI, another notation through `readMove`, or passes; the
 * default cap; and an illegal move's located error.
 */
import { type BasePosition, Position, PositionError } from '@x/core';
import { variants } from '@x/core/variant';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { gameFrames, MAX_GIF_FRAMES } from '../src/gif.js';

const chess = variants.chess;

describe('gameFrames', () => {
  it('the start, then a frame per move with its squares; UCI, a Move and a pass alike', () => {
    const start = Position.fromFen(chess.startFen, chess);
    const knight = start.clone().play('e2e4').play('e7e5').findMove('g1f3')!;
    const frames = gameFrames(start, ['e2e4', 'e7e5', knight, null]);
    expect(frames.map((f) => f.position.toFen())).toEqual([
      chess.startFen,
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
      'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
      'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2',
      'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3',
    ]);
    expect(frames.map((f) => f.lastMove)).toEqual([
      undefined,
      { from: 'e2', to: 'e4' },
      { from: 'e7', to: 'e5' },
      { from: 'g1', to: 'f3' },
      undefined,
    ]);
    // every frame its own position, the start untouched
    expect(new Set(frames.map((f) => f.position)).size).toBe(5);
    expect(start.toFen()).toBe(chess.startFen);
  });

  it('a drop tints its one square; readMove reads another notation on the position before the move', () => {
    const zh = variants.crazyhouse;
    const start = Position.fromFen('4k3/8/8/8/8/8/8/4K3[N] w - - 0 1', zh);
    // a reader of "piece@square" drops and of a bare destination, on the position it is given
    const read = (text: string, position: BasePosition) =>
      position
        .legalMoves()
        .find((m) => (text.startsWith('N@') ? m.drop && m.to === text.slice(2) : m.to === text))!;
    const frames = gameFrames(start, ['N@f3', 'd8'], { readMove: read });
    expect(frames.map((f) => f.lastMove)).toEqual([
      undefined,
      { from: 'f3', to: 'f3' },
      { from: 'e8', to: 'd8' },
    ]);
    expect(frames[1]!.position.toFen()).toBe('4k3/8/8/8/8/5N2/8/4K3[] b - - 1 1');
  });

  it(`cut at ${MAX_GIF_FRAMES} frames by default (the moves after never read); maxFrames sets it`, () => {
    // two kings: the cheapest position to copy
    const start = Position.fromFen('4k3/8/8/8/8/8/8/4K3 w - - 0 1', chess);
    let read = 0;
    // passes: the cheapest moves to play
    function* shuffle() {
      for (;;) {
        read++;
        yield null;
      }
    }
    expect(gameFrames(start, shuffle()).length).toBe(MAX_GIF_FRAMES);
    expect(read).toBe(MAX_GIF_FRAMES);
    expect(gameFrames(start, ['e1e2', 'e8e7'], { maxFrames: 2 }).length).toBe(2);
    expect(gameFrames(start, ['e1e2', 'e8e7'], { maxFrames: Number.POSITIVE_INFINITY }).length).toBe(3);
    expect(() => gameFrames(start, [], { maxFrames: 0 })).toThrow(TypeError);
    expect(() => gameFrames(start, [], { maxFrames: 1.5 })).toThrow(TypeError);
  });

  // on main a drawing of a game's last position (`xn diagram game.pgn`) made a frame of every ply: 100,000 plies
  // of knight shuffles held 100,000 positions (574 MB peak RSS) to draw one
  it("keep: 'last': the last frame alone, the same as the last of all, one position copied", () => {
    const start = Position.fromFen('4k3/8/8/8/8/8/8/4K3 w - - 0 1', chess);
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.nat(), { freq: 4 }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 14 }),
        (picks, maxFrames) => {
          // each pick a pass (null) or one of the legal moves, as UCI, played on a scratch position
          const scratch = start.clone();
          const moves = picks.map((pick) => {
            if (pick === null) {
              scratch.playNull();
              return null;
            }
            const legal = scratch.legalMoves();
            const uci = scratch.uci(legal[pick % legal.length]!);
            scratch.play(uci);
            return uci;
          });
          const all = gameFrames(start, moves, { maxFrames });
          const last = gameFrames(start, moves, { maxFrames, keep: 'last' });
          expect(last.length).toBe(1);
          expect([last[0]!.position.toFen(), last[0]!.lastMove]).toEqual([
            all.at(-1)!.position.toFen(),
            all.at(-1)!.lastMove,
          ]);
        },
      ),
      { numRuns: runs(60) },
    );
    const copies = vi.spyOn(Position.prototype, 'toSetup');
    try {
      const moves = Array.from({ length: 400 }, (_, i) => ['e1e2', 'e8e7', 'e2e1', 'e7e8'][i % 4]!);
      const last = gameFrames(start, moves, { maxFrames: Number.POSITIVE_INFINITY, keep: 'last' });
      expect([last.length, last[0]!.lastMove, copies.mock.calls.length]).toEqual([
        1,
        { from: 'e7', to: 'e8' },
        1,
      ]);
    } finally {
      copies.mockRestore();
    }
  });

  it("an illegal move: the position's located error, never a frame of it", () => {
    const start = Position.fromFen(chess.startFen, chess);
    expect(() => gameFrames(start, ['e2e4', 'e2e4'])).toThrow(PositionError);
    expect(() => gameFrames(start, ['e2e5'])).toThrow(expect.objectContaining({ code: 'illegal-move' }));
    expect(() => gameFrames(start, ['zz'])).toThrow(expect.objectContaining({ code: 'illegal-move' }));
  });
});
