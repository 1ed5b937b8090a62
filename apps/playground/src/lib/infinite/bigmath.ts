/** Small bigint helpers for the infinite board (bigint division truncates towards zero). */

/** ⌊a / b⌋ for b ≠ 0. */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** ⌈a / b⌉ for b ≠ 0. */
export function ceilDiv(a: bigint, b: bigint): bigint {
  return -floorDiv(-a, b);
}

/** The smaller of two bigints. */
export function bmin(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

/** The larger of two bigints. */
export function bmax(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}

/** A coordinate label that fits a narrow column: long numbers keep their sign and last digits. */
export function shortCoord(v: bigint, maxChars: number): string {
  const s = v.toString();
  if (s.length <= maxChars) return s;
  const keep = Math.max(1, maxChars - 2);
  return `${v < 0n ? '-' : ''}…${s.slice(-keep)}`;
}
