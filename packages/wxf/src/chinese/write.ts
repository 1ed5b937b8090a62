/**
 * Chinese notation written from a move's facts: `炮二平五`, `马８进７`, `前车进一` (front of two), `中兵平四` (middle of
 * three), `二兵进一` (second from the front of four or five), `前兵三平四` (tandems on two files: place, name,
 * file), on the same choices as WXF.
 */
import type { BasePosition } from '@x/core';
import { type MoveFacts, moveFacts } from '../facts.js';
import { ACTIONS, CHINESE_DIGITS, NAMES, PLACE_WORDS, writeNumeral } from './glyphs.js';

function placeWord(count: number, front: number): string {
  const rear = count - 1 - front;
  if (count <= 3) return front === 0 ? PLACE_WORDS.front : rear === 0 ? PLACE_WORDS.rear : PLACE_WORDS.middle;
  return CHINESE_DIGITS[front]!;
}

/** The Chinese text of the facts of a move. */
export function chineseOfFacts(f: MoveFacts): string {
  const name = NAMES.get(f.letter)?.[f.side] ?? f.letter;
  const tail = `${ACTIONS[f.direction]}${writeNumeral(f.side, f.arg)}`;
  const { count, front, multi } = f.tandem;
  if (f.naming === 'pair') return `${front === 0 ? PLACE_WORDS.front : PLACE_WORDS.rear}${name}${tail}`;
  if (f.naming === 'index') {
    const file = multi ? writeNumeral(f.side, f.file) : '';
    return `${placeWord(count, front)}${name}${file}${tail}`;
  }
  return `${name}${writeNumeral(f.side, f.file)}${tail}`;
}

/** The Chinese text of the legal move `m` of `pos`. */
export function writeChinese(pos: BasePosition, m: number): string {
  return chineseOfFacts(moveFacts(pos, m));
}
