import { perft } from '@x/core';
import { inCheck, sideToMove } from '@x/core/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { hasSharedData, readSharedData } from '../../../../tests/shared-data.js';
import { parse } from '../parse/parse.js';
import { startPosition } from '../fen/start-position.js';
import { toVariant } from './to-variant.js';

/**
 * Random play-outs in every converted fork variant, each until the game ends: each legal move can be played
 * and undone, the position (FEN and move count) comes back exactly, and no played move leaves the mover in check
 * (lion double moves, drops, pickups, gating, promotions and castling included).
 */
describe.skipIf(!hasSharedData)('random play-outs in converted variants', () => {
  const variants = hasSharedData ? parse(readSharedData('sjaak', 'variants-1.4.1-fork.txt')).variants : [];
  const converted = variants.map((v) => ({ v, def: toVariant(v).variant }));

  it('play and undo restore the position; the mover is never left in check', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Math.max(0, converted.length - 1) }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 24 }),
        (index, choices) => {
          const { v, def } = converted[index]!;
          const pos = startPosition(v, def);
          const fens: string[] = [];
          const counts: number[] = [];
          for (const k of choices) {
            const moves = pos.legalMoves();
            if (moves.length === 0) break;
            fens.push(pos.toFen());
            counts.push(moves.length);
            pos.play(moves[k % moves.length]!);
            // The side that just moved has no royal left attacked (SjaakII's rule for its royals).
            expect(inCheck(pos, sideToMove(pos) ^ 1)).toBe(false);
          }
          for (let i = fens.length - 1; i >= 0; i--) {
            pos.undo();
            expect(pos.toFen()).toBe(fens[i]);
            expect(perft(pos, 1, { stopAtGameEnd: false })).toBe(counts[i]);
          }
        },
      ),
      { numRuns: runs(300), seed: 20261121 },
    );
  });
});
