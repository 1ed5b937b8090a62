/**
 * Engine hooks only the sibling `@x` packages use (through `@x/core/internal`): the piece list of a side, and
 * SjaakII's perft semantics (variant game ends do not stop move generation).
 */
import { type BasePosition, STATE } from '../position-base.js';

/** Writes the squares of side `side`'s pieces into `out` (at least the board size long); returns how many. */
export function pieceSquares(
  pos: BasePosition,
  side: number,
  out: Int16Array | Int32Array | number[],
): number {
  const st = pos[STATE];
  const n = st.pcount[side]!;
  const base = side * st.c.size;
  for (let i = 0; i < n; i++) out[i] = st.plist[base + i]!;
  return n;
}

/**
 * SjaakII perft semantics: with `on`, game ends by a variant rule (n checks, flag zone, extinction) do
 * not stop move generation on `pos`.
 */
export function setPlayThroughEnd(pos: BasePosition, on: boolean): void {
  pos[STATE].playThroughEnd = on;
}
