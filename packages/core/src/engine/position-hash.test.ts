/** `positionHash`: equal for equal `key()`s, different for different ones, in every built-in variant and engine. */
import { describe, expect, it } from 'vitest';
import { playRandom } from '../../../../tests/moves.js';
import { rng } from '../../../../tests/rng.js';
import { ChessPosition } from '../chess/index.js';
import type { BasePosition } from '../position-base.js';
import { Position } from '../position.js';
import { variants } from '../variant/builtins/index.js';
import { positionHash } from './index.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const hashOf = (pos: BasePosition): string => {
  const out = new Int32Array(2);
  positionHash(pos, out);
  return `${out[0]},${out[1]}`;
};

/**
 * Plays `games` random games of up to `plies` plies from `start` (taking a move back now and then; the games'
 * first plies meet again) and checks every position's hash against the one recorded for its key.
 */
function walk(
  start: () => BasePosition,
  games: number,
  plies: number,
  seed: number,
  seen: Map<string, string>,
) {
  const random = rng(seed);
  for (let g = 0; g < games; g++) {
    const pos = start();
    for (let ply = 0; ply < plies; ply++) {
      const key = pos.key();
      const hash = hashOf(pos);
      const before = seen.get(key);
      if (before === undefined) seen.set(key, hash);
      else expect(hash, `${pos.variant.id}: ${pos.toFen()}`).toBe(before);
      const moves = pos.legalMoves();
      if (moves.length === 0 || pos.outcome() !== undefined) break;
      pos.play(moves[Math.floor(random() * moves.length)]!);
      if (random() < 0.1) pos.undo();
    }
  }
}

describe('positionHash', () => {
  it('joins transpositions and tells apart side to move, castling rights and a legal e.p. square', () => {
    const a = Position.fromFen(START).play('g1f3').play('g8f6').play('b1c3');
    const b = Position.fromFen(START).play('b1c3').play('g8f6').play('g1f3');
    expect(hashOf(a)).toBe(hashOf(b));
    const hashes = [
      START,
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kkq - 0 1',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1',
      // e.p. after d5: legal with a pawn on e5, not without one
      'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3',
      'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3',
    ].map((fen) => hashOf(Position.fromFen(fen)));
    expect(new Set(hashes).size).toBe(hashes.length);
    // an e.p. square nobody can take on is not part of the position (as in key())
    expect(hashOf(Position.fromFen('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'))).toBe(
      hashOf(Position.fromFen('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1')),
    );
    // hands and checks remaining
    const zh = variants.crazyhouse;
    expect(hashOf(Position.fromFen('4k3/8/8/8/8/8/8/4K3[N] w - - 0 1', zh))).not.toBe(
      hashOf(Position.fromFen('4k3/8/8/8/8/8/8/4K3[n] w - - 0 1', zh)),
    );
  });

  it('equal keys give equal hashes and different keys different ones, in every built-in variant', {
    timeout: 300_000,
  }, () => {
    let seed = 1;
    let total = 0;
    for (const variant of Object.values(variants)) {
      const seen = new Map<string, string>();
      walk(() => Position.fromFen(variant.startFen, variant), 6, 60, seed++, seen);
      const hashes = new Set(seen.values());
      expect(hashes.size, variant.id).toBe(seen.size);
      total += seen.size;
    }
    expect(total).toBeGreaterThan(1000);
  });

  it('ChessPosition hashes as Position does', () => {
    const random = rng(7);
    for (let g = 0; g < 20; g++) {
      const generic = Position.fromFen(START);
      const chess = ChessPosition.fromFen(START);
      playRandom(generic, random, 80, (_, text) => {
        expect(hashOf(chess)).toBe(hashOf(generic));
        generic.play(text);
        chess.play(text);
      });
    }
  });
});
