/**
 * `@x/core/chess`: standard chess only, small. `ChessPosition` is a chess-specialised position with the API of
 * `@x/core`'s `Position`; `@x/san` and `@x/core/engine` accept it wherever they accept a `Position`. A bundle
 * of `ChessPosition.fromFen` + `@x/san`'s `resolve`/`stringify` + `play` + `toFen` through this
 * entry leaves out the generic engine and the variant compiler (see the package README for the sizes).
 *
 * @example
 * import { ChessPosition } from '@x/core/chess';
 * import { resolve, stringify } from '@x/san';
 * const pos = ChessPosition.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
 * const move = resolve('Nf3', pos);
 * stringify(move, pos); // 'Nf3'
 */
import { chessBuffer, copyChessState } from './state.js';
import type { ChessPosition } from './position.js';
import { STATE } from '../position-base.js';

export { ChessPosition } from './position.js';
export { chessMovesTo } from './moves-to.js';

/**
 * Makes `into` a copy of `from` (board, counters, history), reusing `into`'s storage: `from.clone()` without
 * allocating, for a program that starts many games from one position (`@x/san`'s `walkGame`).
 *
 * @example copyChessPosition(scratch, start); // scratch.toFen() === start.toFen()
 */
export function copyChessPosition(into: ChessPosition, from: ChessPosition): void {
  if (into !== from) copyChessState(into[STATE], from[STATE]);
}

/** Leaf nodes of the legal move tree of a chess position at exactly `depth` plies. The position is left unchanged. */
export function perft(position: ChessPosition, depth: number): number {
  if (!Number.isInteger(depth) || depth < 0) throw new RangeError('depth must be a non-negative integer');
  if (depth === 0) return 1;
  const st = position[STATE];
  const count = (d: number, ply: number): number => {
    const buf = chessBuffer(st, ply);
    const n = position.generateMoves(buf);
    if (d === 1) return n;
    let total = 0;
    for (let i = 0; i < n; i++) {
      position.playEncoded(buf[i]!);
      total += count(d - 1, ply + 1);
      position.undo();
    }
    return total;
  };
  return count(depth, 1);
}
