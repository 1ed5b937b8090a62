/** Zobrist keys, shared by the generic engine (`engine/state/state.ts`) and the chess engine (`chess/state.ts`). */

/**
 * The Zobrist keys of a board of `size` squares: one per (piece code < 128, square), at `code * size + square`.
 * Deterministic (xorshift32 from a fixed seed), so a position's hash is the same in every run and engine.
 */
export function zobristKeys(size: number): Int32Array {
  const z = new Int32Array(128 * size);
  let x = 0x9e3779b9 | 0;
  for (let i = 0; i < z.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    z[i] = x;
  }
  return z;
}
