/**
 * Perft: the number of leaf nodes of the legal move tree at a depth, with bulk counting at the
 * leaves (the number of legal moves is counted, not played). Allocates nothing per node: each ply
 * has its own preallocated move buffer.
 */
import { generateInto } from './engine/state/board.js';
import { generateMoves } from './engine/generate.js';
import { make, unmake } from './engine/pseudo-legal/make.js';
import { EngineState, MAX_MOVES } from './engine/state/state.js';
import { type BasePosition, KERNEL, STATE } from './position-base.js';

function count(st: EngineState, depth: number, ply: number): number {
  const n = generateInto(st, ply, generateMoves);
  if (depth === 1) return n;
  const buf = st.buffers[ply]!;
  let total = 0;
  for (let i = 0; i < n; i++) {
    make(st, buf[i]!);
    total += count(st, depth - 1, ply + 1);
    unmake(st);
  }
  return total;
}

/** `count` for any position class, through its kernel, with one move buffer per ply in `bufs`. */
function countAny(pos: BasePosition, depth: number, bufs: Int32Array[]): number {
  const st = pos[STATE];
  const kernel = pos[KERNEL];
  const buf = (bufs[depth] ??= new Int32Array(MAX_MOVES));
  const n = kernel.generate(st, buf);
  if (depth === 1) return n;
  let total = 0;
  for (let i = 0; i < n; i++) {
    kernel.make(st, buf[i]!);
    total += countAny(pos, depth - 1, bufs);
    kernel.unmake(st);
  }
  return total;
}

/** Options of `perft`. */
export interface PerftOptions {
  /**
   * `true` (default): a position where the game is over by a variant rule (n checks, flag zone,
   * extinction) has no moves. `false`: such game ends do not stop the count (SjaakII's perft).
   */
  readonly stopAtGameEnd?: boolean;
}

/** Leaf nodes of the legal move tree at exactly `depth` plies (`perft(p, 0) = 1`). The position is left unchanged. */
export function perft(position: BasePosition, depth: number, options: PerftOptions = {}): number {
  if (!Number.isInteger(depth) || depth < 0) throw new RangeError('depth must be a non-negative integer');
  if (depth === 0) return 1;
  const saved = position[STATE].playThroughEnd;
  position[STATE].playThroughEnd = options.stopAtGameEnd === false;
  try {
    // the generic engine's state counts on its own generator; any other (`ChessPosition`'s) through its kernel
    const st = position[STATE];
    return st instanceof EngineState ? count(st, depth, 64) : countAny(position, depth, []);
  } finally {
    position[STATE].playThroughEnd = saved;
  }
}

/** Perft per root move (UCI text → count), the debugging aid. */
export function perftDivide(
  position: BasePosition,
  depth: number,
  options: PerftOptions = {},
): Map<string, number> {
  const out = new Map<string, number>();
  const saved = position[STATE].playThroughEnd;
  position[STATE].playThroughEnd = options.stopAtGameEnd === false;
  try {
    for (const move of position.legalMoves()) {
      const child = position.clone();
      child.play(move);
      out.set(position.uci(move), perft(child, depth - 1, options));
    }
  } finally {
    position[STATE].playThroughEnd = saved;
  }
  return out;
}
