/** The move notations of `@x/wxf`, and which one a variant writes by default and a token is written in. */
import type { BasePosition } from '@x/core';
import { engineLayout } from '@x/core/engine';
import { isThai } from './thai/read.js';

/** A move notation: WXF, ICCS, Chinese (xiangqi), janggi, Thai SAN/LAN (makruk), or `@x/core`'s UCI. */
export type WxfMoveNotation = 'wxf' | 'iccs' | 'chinese' | 'janggi' | 'thai-san' | 'thai-lan' | 'uci';

/** Every move notation. */
export const MOVE_NOTATIONS: readonly WxfMoveNotation[] = Object.freeze([
  'wxf',
  'iccs',
  'chinese',
  'janggi',
  'thai-san',
  'thai-lan',
  'uci',
]);

/** Whether a board of `files` × `ranks` is a xiangqi board (9 × 10: WXF, ICCS, Chinese and janggi notation). */
export function isXiangqiBoard(pos: BasePosition): boolean {
  const { files, ranks } = engineLayout(pos);
  return files === 9 && ranks === 10;
}

/**
 * Whether `notation` is written for `pos`'s variant: Chinese and janggi notation on 9 × 10 boards, ICCS on boards
 * of at most 10 ranks, Thai on makruk-like variants (a khon), WXF and UCI everywhere.
 */
export function writesFor(pos: BasePosition, notation: WxfMoveNotation): boolean {
  switch (notation) {
    case 'chinese':
    case 'janggi':
      return isXiangqiBoard(pos);
    case 'iccs':
      return engineLayout(pos).ranks <= 10 && engineLayout(pos).files <= 26;
    case 'thai-san':
    case 'thai-lan':
      return pos.variant.pieces.some((p) => p.id === 'khon');
    default:
      return true;
  }
}

/** The notation a variant's players write: janggi for janggi, Thai SAN for makruk, else WXF. */
export function defaultNotation(pos: BasePosition): WxfMoveNotation {
  const id = pos.variant.id;
  if (id.includes('janggi')) return 'janggi';
  if (pos.variant.pieces.some((p) => p.id === 'khon')) return 'thai-san';
  return 'wxf';
}

const CJK = /[\u3400-\u9FFF\uFF10-\uFF19]/;
const JANGGI = /^[A-Z][0-9][1-9][-x][0-9][1-9][+#]?$/;
const ICCS = /^[a-z][0-9]-?[a-z][0-9]$/i;

/** The notation a token is written in, by its characters and shape. */
export function detectNotation(token: string): WxfMoveNotation {
  if (isThai(token)) return token.trim().includes(' ') ? 'thai-lan' : 'thai-san';
  if (CJK.test(token)) return 'chinese';
  if (JANGGI.test(token)) return 'janggi';
  if (ICCS.test(token)) return 'iccs';
  if (/^[a-z][0-9]{1,2}[a-z][0-9]{1,2}/i.test(token)) return 'uci';
  return 'wxf';
}
