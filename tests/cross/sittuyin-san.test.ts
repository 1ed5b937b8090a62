/**
 * Sittuyin's promotions in SAN (Fairy-Stockfish's `sittuyinPromotion`, core `PromotionRule.standing`): written as
 * Fairy-Stockfish writes them (its own tests' moves, and ffish's `sanMove` of every promotion of one position:
 * `h4=F` in place, `e5f6=F` by a step, which names its origin square), and every legal move along seeded random
 * games, setup drops and promotions included, prints to SAN that names it alone: `stringify` → `resolve` gives the
 * move back, and `parse` → `formatSan` gives the text back, in strict mode — but for a step's origin square, which
 * SAN's grammar gives no pawn: `e5f6=F` reads as a coordinate move, in lenient mode only.
 */
import { Position } from '@x/core';
import { toVariant } from '@x/fairy-variants';
import { formatSan, parse, resolve, sanOptionsOf, stringify } from '@x/san';
import { describe, expect, it } from 'vitest';
import { sortedAs } from '../moves.js';
import { bySize } from '../depth.js';
import { expectNoFaults } from '../faults.js';
import { rng } from '../rng.js';

/** Every how many plies every legal move is written and read back. */
const EVERY = bySize(4, 1);

const variant = toVariant('[mine:sittuyin]\n', 'mine').variant!;
const options = sanOptionsOf(variant);
const sanOf = (fen: string, uci: string) => {
  const position = Position.fromFen(fen, variant);
  return stringify(position.legalMoves().find((m) => position.uci(m) === uci)!, position);
};

describe('sittuyin SAN', () => {
  it("writes Fairy-Stockfish's SAN of drops, pawn captures and promotions", () => {
    expect(sanOf(variant.startFen, 'R@a1')).toBe('R@a1');
    expect(sanOf('3rr3/1kn3n1/1ss1p1pp/1pPpP3/6PP/p3KN2/2SSFN2/3R3R[] b - - 0 14', 'c6c5')).toBe('Scxc5');
    expect(sanOf('7R/1r6/3k1np1/3s2N1/3s3P/4n3/6p1/2R3K1[] w - - 2 55', 'h4h4f')).toBe('h4=F');
    const position = Position.fromFen('k7/2K3P1/8/4P3/8/8/8/1R6[] w - - 0 1', variant);
    const promotions = sortedAs(
      position,
      (m) => stringify(m, position),
      (m) => m.promotion !== undefined,
    );
    // ffish's sanMove of the same ten moves
    expect(promotions).toEqual(
      ['e5d4=F', 'e5f4=F', 'e5=F', 'e5d6=F', 'e5f6=F', 'g7f6=F', 'g7h6=F', 'g7=F', 'g7f8=F', 'g7h8=F'].sort(),
    );
  });

  // every legal move at every fourth ply and at every ply that offers a promotion by default, at every ply deep
  it('every legal move along random games round-trips', () => {
    const random = rng(0x5177);
    let promotions = 0;
    // one expect() at the end, not three a legal move
    const faults: string[] = [];
    for (let game = 0; game < 3; game++) {
      const position = Position.fromFen(variant.startFen, variant);
      for (let ply = 0; ply < 160 && position.outcome() === undefined; ply++) {
        const moves = position.legalMoves();
        const seen = new Set<string>();
        const promoting = moves.some((m) => m.promotion !== undefined);
        for (const move of ply % EVERY === 0 || promoting ? moves : []) {
          const san = stringify(move, position);
          const where = () => `game ${game}, ply ${ply}, ${position.uci(move)} ${san}`;
          if (seen.has(san)) faults.push(`${where()}: written as another move is`);
          seen.add(san);
          const mode = move.promotion !== undefined && move.from !== move.to ? 'lenient' : 'strict';
          const back = position.uci(resolve(san, position, { mode }) as typeof move);
          if (back !== position.uci(move)) faults.push(`${where()}: reads back as ${back}`);
          const printed = formatSan(parse(san, { ...options, mode }), options);
          if (printed !== san) faults.push(`${where()}: parses and prints as ${printed}`);
          if (move.promotion !== undefined) promotions++;
        }
        position.play(moves[Math.floor(random() * moves.length)]!);
      }
    }
    expectNoFaults(faults);
    expect(promotions).toBeGreaterThan(0);
  });
});
