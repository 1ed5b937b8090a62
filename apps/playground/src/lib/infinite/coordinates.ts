/**
 * Reading a square of the infinite board typed by a user: `x,y`, `(x, y)`, `x y`, with integers
 * written plainly, as `1e30` or as `10^30` (also `-2e5`, `3*10^4`), up to `MAX_DIGITS` digits. Anything
 * else gets a sentence saying which part could not be read.
 *
 * @example parseCoordinates('(1e30, -5)') // { x: 10n ** 30n, y: -5n }
 * @example parseCoordinates('5;5') // { error: 'could not read "5;5" as x,y — …' }
 */

/** Longest coordinate accepted (digits after expanding an exponent). */
export const MAX_DIGITS = 1000;

/** A coordinate pair, or what was wrong. */
export type CoordinatesResult = { readonly x: bigint; readonly y: bigint } | { readonly error: string };

/** One integer: `123`, `-4`, `1e30`, `2E5`, `10^30`, `3*10^4`; a sentence saying why when it is not one. */
export function parseInteger(text: string): bigint | string {
  const t = text.trim();
  let m = /^([+-]?)(\d+)$/.exec(t);
  if (m) return digits(m[1]!, m[2]!, 0);
  m = /^([+-]?)(\d+)[eE]\+?(\d+)$/.exec(t);
  if (m) return digits(m[1]!, m[2]!, Number(m[3]));
  m = /^([+-]?)(?:(\d+)\s*[*×x]\s*)?10\s*\^\s*\+?(\d+)$/.exec(t);
  if (m) return digits(m[1]!, m[2] ?? '1', Number(m[3]));
  return `"${t}" is not an integer (write 123, -4, 1e30 or 10^30)`;
}

function digits(sign: string, mantissa: string, exponent: number): bigint | string {
  const length = mantissa.replace(/^0+/, '').length + exponent;
  if (!Number.isSafeInteger(exponent) || length > MAX_DIGITS)
    return `a coordinate may have at most ${MAX_DIGITS} digits`;
  const value = BigInt(mantissa) * 10n ** BigInt(exponent);
  return sign === '-' ? -value : value;
}

/** Reads `x,y`, `(x, y)`, `[x y]` or `x y`. */
export function parseCoordinates(text: string): CoordinatesResult {
  const inner = text
    .trim()
    .replace(/^[([]\s*/, '')
    .replace(/\s*[)\]]$/, '');
  const parts = inner.includes(',') ? inner.split(',') : inner.split(/\s+/);
  if (parts.length !== 2 || parts.some((p) => p.trim() === '')) {
    return { error: `could not read "${text.trim()}" as x,y — write two integers such as 5,5 or (1e30, 0)` };
  }
  const x = parseInteger(parts[0]!);
  if (typeof x === 'string') return { error: `x: ${x}` };
  const y = parseInteger(parts[1]!);
  if (typeof y === 'string') return { error: `y: ${y}` };
  return { x, y };
}
