/**
 * The characters of Chinese xiangqi notation: piece names by side (simplified, as written; traditional and
 * variant forms are read too), the three actions, the place words, and numerals (red writes Chinese numerals,
 * black Arabic digits, full-width as written, ASCII read too).
 */

/** Piece names written, by WXF letter: [red, black]. */
export const NAMES: ReadonlyMap<string, readonly [string, string]> = new Map([
  ['K', ['帅', '将']],
  ['A', ['仕', '士']],
  ['E', ['相', '象']],
  ['H', ['马', '马']],
  ['R', ['车', '车']],
  ['C', ['炮', '炮']],
  ['P', ['兵', '卒']],
]);

/** WXF letter of every piece name read (simplified, traditional and the red-side variants). */
export const LETTER_OF_NAME: ReadonlyMap<string, string> = new Map([
  ...[...'帅帥将將'].map((c) => [c, 'K'] as const),
  ...[...'仕士'].map((c) => [c, 'A'] as const),
  ...[...'相象'].map((c) => [c, 'E'] as const),
  ...[...'马馬傌'].map((c) => [c, 'H'] as const),
  ...[...'车車俥'].map((c) => [c, 'R'] as const),
  ...[...'炮砲包'].map((c) => [c, 'C'] as const),
  ...[...'兵卒'].map((c) => [c, 'P'] as const),
]);

/** The actions written: forward, backward, along the rank. */
export const ACTIONS = { '+': '进', '-': '退', '=': '平' } as const;

/** Direction of every action character read. */
export const DIRECTION_OF_ACTION: ReadonlyMap<string, '+' | '-' | '='> = new Map([
  ['进', '+'],
  ['進', '+'],
  ['退', '-'],
  ['平', '='],
]);

/** Chinese numerals 1…9 (red's). */
export const CHINESE_DIGITS = '一二三四五六七八九';
/** Full-width Arabic digits 1…9 (black's, as written). */
export const WIDE_DIGITS = '１２３４５６７８９';

/** The number of a numeral character and its style, or undefined. */
export function numeral(c: string | undefined): { value: number; chinese: boolean } | undefined {
  if (c === undefined) return undefined;
  let i = CHINESE_DIGITS.indexOf(c);
  if (i >= 0) return { value: i + 1, chinese: true };
  i = WIDE_DIGITS.indexOf(c);
  if (i >= 0) return { value: i + 1, chinese: false };
  if (c >= '0' && c <= '9') return { value: c.charCodeAt(0) - 48, chinese: false };
  if (c === '０') return { value: 0, chinese: false };
  return undefined;
}

/** The numeral written for a side: Chinese for red (side 0), full-width Arabic for black. */
export function writeNumeral(side: number, n: number): string {
  if (n < 1 || n > 9) return String(n);
  return (side === 0 ? CHINESE_DIGITS : WIDE_DIGITS)[n - 1]!;
}

/** Place words: 前 front, 中 middle, 后/後 rear. */
export const PLACE_WORDS = { front: '前', middle: '中', rear: '后' } as const;
