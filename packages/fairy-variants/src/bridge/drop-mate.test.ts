/**
 * A pawn drop that gives the last check of check counting (checkshogi) is not a forbidden drop mate: as in
 * Fairy-Stockfish, the replies are counted through the variant end. Numbers from ffish 0.7.10 (a position of a
 * random checkshogi game found by `tests/oracles/fairy-random-compare.ts`). And a drop's effect on the move counter.
 */
import { perft, Position } from '@x/core';
import { expect, it } from 'vitest';
import { normaliseFen } from './fen.js';
import { toVariant } from './to-variant.js';

it('checkshogi: a pawn drop giving the winning check is legal (ffish: 35 moves)', () => {
  const { variant, complete } = toVariant('[mine:checkshogi]\n', 'mine');
  expect(complete).toBe(true);
  const fen = 'lnsg2sn1/r7+N/p1kp1g1p1/1p2p1p2/2p2pL2/8P/PPbPPPPP1/LBSG1G2R/1N1K2S1L[Pp] w - - 1+1 0 17';
  const pos = Position.fromFen(normaliseFen(fen), variant);
  expect(pos.legalMoves().some((m) => pos.uci(m) === 'P@c6')).toBe(true);
  expect(perft(pos, 1)).toBe(35);
});

it('gorogoro: a mating pawn drop is a legal move that loses (ffish: 28 moves, 1-0 after P@e5)', () => {
  const variant = toVariant('[mine:gorogoro]\n', 'mine').variant!;
  const pos = Position.fromFen(normaliseFen('sk2s/2g2/1GpsK/2P1S/4P/g3G[PPp] b - - 0 16'), variant);
  expect(perft(pos, 1)).toBe(28);
  pos.play('P@e5');
  expect(pos.outcome()).toEqual({ winner: 'white', reason: 'checkmate' });
});

it("crazyhouse: every drop resets the move counter, as ffish writes it (halfmove 0 after N@g4, 3 in lichess's)", () => {
  const variant = toVariant('[mine:crazyhouse]\n', 'mine').variant!;
  expect(variant.drops?.resetsMoveCount).toBe(true);
  const pos = Position.fromFen(variant.startFen, variant);
  const moves = 'e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 f3e5 c6e5 d2d3 f8e7 b1c3 N@g4';
  for (const m of moves.split(' ')) pos.play(m);
  // ffish 0.7.10 after the same moves
  expect(pos.toFen()).toBe('r1bqk2r/ppppbppp/5n2/4n3/2B1P1n1/2NP4/PPP2PPP/R1BQK2R[P] w KQkq - 0 7');
});
