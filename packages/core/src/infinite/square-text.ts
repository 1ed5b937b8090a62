/**
 * `squareText`: a square of the unbounded board as `InfinitePosition`'s messages name it, so that a message quoting
 * a coordinate of thousands of digits stays short (as `xn` shows a diagnostic's span: 160 characters, then `…`;
 * `@x/icn`'s messages cut coordinates alike). Internal: the package's surface is at its cap of names.
 */

/** Digits of a coordinate shown at most in a message. */
const SHOWN = 160;

/** A coordinate's decimal text, cut after `SHOWN` characters: `…` and its count of digits follow. */
function coordinateText(n: bigint): string {
  const text = n.toString();
  if (text.length <= SHOWN) return text;
  const digits = text.length - (n < 0n ? 1 : 0);
  return `${text.slice(0, SHOWN)}…(${digits} digits)`;
}

/**
 * The square `x,y` as a message names it: each coordinate in decimal, one longer than 160 characters cut there
 * with `…` and its count of digits.
 *
 * @example squareText(10n ** 9999n, 1n) // '1000…0…(10000 digits),1' (160 characters of x, then the count)
 */
export function squareText(x: bigint, y: bigint): string {
  return `${coordinateText(x)},${coordinateText(y)}`;
}
