/**
 * Polyglot's `Random64` table as two `Uint32Array`s (high and low halves): a key is kept as two 32-bit halves
 * while it is built (no `bigint` on the hot path) and joined into one `bigint` only when handed out.
 */
import { RANDOM64_HEX } from './random64.js';

/** Offsets of the four sub-tables of `Random64` (the format's description). */
export const RANDOM_PIECE = 0;
export const RANDOM_CASTLE = 768;
export const RANDOM_EN_PASSANT = 772;
export const RANDOM_TURN = 780;

/** High 32 bits of each `Random64` value. */
export const RANDOM_HI: Uint32Array = new Uint32Array(RANDOM64_HEX.length);
/** Low 32 bits of each `Random64` value. */
export const RANDOM_LO: Uint32Array = new Uint32Array(RANDOM64_HEX.length);
for (let i = 0; i < RANDOM64_HEX.length; i++) {
  const hex = RANDOM64_HEX[i]!;
  RANDOM_HI[i] = Number.parseInt(hex.slice(0, 8), 16);
  RANDOM_LO[i] = Number.parseInt(hex.slice(8), 16);
}

/** The `bigint` of a key's two halves. */
export function joinKey(hi: number, lo: number): bigint {
  return (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);
}

/** A key as 16 lower-case hex digits (`463b96181691fc9c`), as the format's description writes keys. */
export function keyHex(key: bigint): string {
  return key.toString(16).padStart(16, '0');
}
