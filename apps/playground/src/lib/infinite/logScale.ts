/** A logarithmic scale for bigint distances: how far apart pieces are, in powers of ten. */

/** log10(1 + |d|) of a bigint of any size (15 significant digits are enough for drawing). */
export function log1pAbs(d: bigint): number {
  const a = d < 0n ? -d : d;
  if (a < 10n ** 15n) return Math.log10(1 + Number(a));
  const digits = a.toString();
  return digits.length - 1 + Math.log10(Number(`${digits[0]}.${digits.slice(1, 15)}`));
}

/** The signed logarithmic position of `v` seen from `centre`: sign(v − c)·log10(1 + |v − c|). */
export function logOffset(v: bigint, centre: bigint): number {
  const d = v - centre;
  return d < 0n ? -log1pAbs(d) : log1pAbs(d);
}
