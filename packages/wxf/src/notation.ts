/** The move notations of `@x/wxf`, and which one a variant writes by default and a token is written in. */
import type { Position } from '@x/core';
import { isThai } from './thai/read.js';

/** A move notation: WXF, ICCS, Chinese (xiangqi), janggi, Thai SAN/LAN (makruk), or `@x/core`'s UCI. */
export type MoveNotation = 'wxf' | 'iccs' | 'chinese' | 'janggi' | 'thai-san' | 'thai-lan' | 'uci';

/** Every move notation. */
export const MOVE_NOTATIONS: readonly MoveNotation[] = Object.freeze([
  'wxf',
  'iccs',
  'chinese',
  'janggi',
  'thai-san',
  'thai-lan',
  'uci',
]);

/** The notation a variant's players write: janggi for janggi, Thai SAN for makruk, else WXF. */
export function defaultNotation(pos: Position): MoveNotation {
  const id = pos.variant.id;
  if (id.includes('janggi')) return 'janggi';
  if (pos.variant.pieces.some((p) => p.id === 'khon')) return 'thai-san';
  return 'wxf';
}

const CJK = /[\u3400-\u9FFF\uFF10-\uFF19]/;
const JANGGI = /^[A-Z][0-9][1-9][-x][0-9][1-9][+#]?$/;
const ICCS = /^[a-z][0-9]-?[a-z][0-9]$/i;

/** The notation a token is written in, by its characters and shape. */
export function detectNotation(token: string): MoveNotation {
  if (isThai(token)) return token.trim().includes(' ') ? 'thai-lan' : 'thai-san';
  if (CJK.test(token)) return 'chinese';
  if (JANGGI.test(token)) return 'janggi';
  if (ICCS.test(token)) return 'iccs';
  if (/^[a-z][0-9]{1,2}[a-z][0-9]{1,2}/i.test(token)) return 'uci';
  return 'wxf';
}
