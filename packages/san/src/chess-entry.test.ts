import { type Move, Position } from '@x/core';
import { ChessPosition } from '@x/core/chess';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../tests/depth.js';
import { rng } from '../../../tests/rng.js';
import { hasSharedData, readSharedData } from '../../../tests/shared-data.js';
import { passTurn } from './shared/pass.js';
import { iteratePgn } from './pgn/games.js';
import { replay } from './game/replay.js';
import { resolve } from './move/resolve.js';
import { stringify } from './move/stringify.js';
import { mainLine } from './game/tree.js';
import { walkGame } from './game/walk.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('SAN through @x/core/chess (ChessPosition) gives what it gives through @x/core', () => {
  it.skipIf(!hasSharedData)(
    'lichess-100: every main-line move resolves, prints and plays the same (25 games; all under test:deep)',
    { timeout: 120_000 },
    () => {
      let plies = 0;
      let games = bySize(25, 100);
      for (const game of iteratePgn(readSharedData('pgn', 'lichess-100.pgn'))) {
        if (games-- === 0) break;
        const generic = Position.fromFen(START);
        const chess = ChessPosition.fromFen(START);
        for (const node of mainLine(game.moves)) {
          const san = node.data.san;
          const a = resolve(san, generic) as Move;
          const b = resolve(san, chess) as Move;
          expect(b).toEqual(a);
          expect(stringify(b, chess)).toBe(stringify(a, generic));
          generic.play(a);
          chess.play(b);
          expect(chess.toFen()).toBe(generic.toFen());
          plies++;
        }
        expect(chess.outcome()).toEqual(generic.outcome());
      }
      expect(plies).toBeGreaterThan(bySize(1200, 5000));
    },
  );

  it('random games: every legal move prints the same SAN, which parses back strictly to it', {
    timeout: 120_000,
  }, () => {
    const random = rng(31);
    // 2 games by default, 10 under `pnpm test:deep` (the same seed: the first two are the same games).
    for (let game = 0; game < bySize(2, 10); game++) {
      const generic = Position.fromFen(START);
      const chess = ChessPosition.fromFen(START);
      for (let ply = 0; ply < 80; ply++) {
        const moves = chess.legalMoves();
        if (moves.length === 0) break;
        const genericMoves = generic.legalMoves();
        const texts = moves.map((m) => stringify(m, chess)).sort();
        expect(texts).toEqual(genericMoves.map((m) => stringify(m, generic)).sort());
        for (const move of moves) {
          expect(resolve(stringify(move, chess), chess, { mode: 'strict' })).toEqual(move);
        }
        const move = moves[Math.floor(random() * moves.length)]!;
        const text = stringify(move, chess);
        chess.play(move);
        generic.play(resolve(text, generic) as Move);
      }
    }
  });

  it('replay, walkGame and null moves keep the chess class', () => {
    const replayed = replay(ChessPosition.fromFen(START), '1. e4 e5 2. Nf3 -- 3. Bc4 Nc6 4. O-O');
    if (!replayed.success) throw replayed.error;
    expect(replayed.data.position).toBeInstanceOf(ChessPosition);
    const generic = replay(Position.fromFen(START), '1. e4 e5 2. Nf3 -- 3. Bc4 Nc6 4. O-O');
    if (!generic.success) throw generic.error;
    expect(replayed.data.position.toFen()).toBe(generic.data.position.toFen());
    expect(passTurn(ChessPosition.fromFen(START))).toBeInstanceOf(ChessPosition);
    const sans: string[] = [];
    const game = [...iteratePgn('1. e4 (1. d4 d5) e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0')][0]!;
    walkGame(game, ChessPosition.fromFen(START), (step) => {
      sans.push(step.san);
    });
    expect(sans).toEqual(['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#', 'd4', 'd5']);
  });
});
