/**
 * Round trips against `@x/core` in seeded random games: every legal move prints to SAN that resolves (strictly)
 * back to the same move, on the chess fast path and on the generic path alike (real games: `roundtrip.test.ts`).
 */
import { Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { rng } from '../../../../tests/rng.js';
import { moveKey } from '../../test/move-key.js';
import { resolve } from '../move/resolve.js';
import { stringify } from '../move/stringify.js';

/** Plays a seeded random game and checks every legal move of every position on the way. */
function randomGame(
  variant: VariantDefinition,
  seed: number,
  plies: number,
  generic?: VariantDefinition,
  mode: 'strict' | 'lenient' = 'strict',
): number {
  const random = rng(seed);
  let position = Position.fromFen(variant.startFen, variant);
  let twin = generic ? Position.fromFen(variant.startFen, generic) : undefined;
  let checked = 0;
  for (let ply = 0; ply < plies; ply++) {
    const moves = position.legalMoves();
    if (moves.length === 0) break;
    for (const move of moves) {
      const san = stringify(move, position);
      const back = resolve(san, position, { mode });
      // The FEN names the position of a failure: written only then (a FEN per legal move cost as much as the check).
      if (moveKey(back) !== moveKey(move))
        expect(moveKey(back), `${position.toFen()} ${san}`).toBe(moveKey(move));
      if (twin) {
        const generic = stringify(move, twin);
        if (generic !== san) expect(generic, `${position.toFen()} generic`).toBe(san);
      }
      checked++;
    }
    const move = moves[Math.floor(random() * moves.length)]!;
    position = position.play(move);
    twin = twin?.play(move);
  }
  return checked;
}

/**
 * Random games per variant: `pnpm test` plays the first few seeds of each (every legal move of every position on
 * the way checked), `pnpm test:deep` all of them.
 */
const CHESS_GAMES = bySize(4, 10);
const GAMES = bySize(2, 4);

describe('random games: lenient round trip where strict SAN has no form', () => {
  // A soldier's sideways step is written with its file (`de5`), which strict SAN reads as a capture without `x`.
  it(`xiangqi, ${GAMES} games of 50 plies (lenient)`, { timeout: 180_000 }, () => {
    let checked = 0;
    for (let seed = 1; seed <= GAMES; seed++)
      checked += randomGame(variants.xiangqi, seed, 50, undefined, 'lenient');
    expect(checked).toBeGreaterThan(200);
  });
});

describe('random games: every legal move round-trips through stringify and strict resolve', () => {
  it(`chess, ${CHESS_GAMES} games of 80 plies (fast path), printed like the generic path`, {
    timeout: 180_000,
  }, () => {
    const generic: VariantDefinition = { ...variants.chess, id: 'chess-generic-path' };
    let checked = 0;
    for (let seed = 1; seed <= CHESS_GAMES; seed++) checked += randomGame(variants.chess, seed, 80, generic);
    expect(checked).toBeGreaterThan(CHESS_GAMES * 80 * 10);
  });
  it('Chess960 start positions', { timeout: 180_000 }, () => {
    let checked = 0;
    for (const fen of [
      'nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1',
      'rqkrbnnb/pppppppp/8/8/8/8/PPPPPPPP/RQKRBNNB w KQkq - 0 1',
      'rnkqnbbr/pppppppp/8/8/8/8/PPPPPPPP/RNKQNBBR w KQkq - 0 1',
    ]) {
      checked += randomGame({ ...variants.chess960, startFen: fen }, 7, 60, {
        ...variants.chess960,
        id: 'chess960-generic-path',
        startFen: fen,
      });
    }
    expect(checked).toBeGreaterThan(500);
  });
  for (const name of ['crazyhouse', 'capablanca', 'makruk', 'shogi'] as const) {
    it(`${name}, ${GAMES} games of 50 plies (generic path)`, { timeout: 180_000 }, () => {
      let checked = 0;
      for (let seed = 1; seed <= GAMES; seed++) checked += randomGame(variants[name], seed, 50);
      expect(checked).toBeGreaterThan(200);
    });
  }
});
