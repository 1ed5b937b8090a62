/**
 * Chinese tokens read into move descriptions: `炮二平五`, `炮8平5`, `前车进一`, `後車進一`, `中兵平四`, `二兵进一`,
 * `前兵三平四` and `前三平四` (tandems on two files, with or without the name).
 */
import type { MoveDescription, Place } from '../describe.js';
import { CHINESE_DIGITS, DIRECTION_OF_ACTION, LETTER_OF_NAME, numeral } from './glyphs.js';

/** A reading and the numeral styles it used (to check them against the side to move). */
export interface ChineseReading {
  readonly description: MoveDescription;
  /** Whether the numerals were Chinese (`true`), Arabic (`false`), or mixed (`undefined`). */
  readonly chineseNumerals: boolean | undefined;
}

function placeOf(c: string): Place | undefined {
  if (c === '前') return { from: 'front', k: 0 };
  if (c === '后' || c === '後') return { from: 'rear', k: 0 };
  if (c === '中') return { from: 'middle' };
  const i = CHINESE_DIGITS.indexOf(c);
  return i >= 0 && i < 5 ? { from: 'front', k: i } : undefined;
}

/** The reading of a Chinese token, or undefined when it is not Chinese notation. */
export function readChinese(token: string): ChineseReading | undefined {
  const chars = [...token];
  if (chars.length < 4 || chars.length > 5) return undefined;
  const direction = DIRECTION_OF_ACTION.get(chars[chars.length - 2]!);
  const arg = numeral(chars[chars.length - 1]);
  if (direction === undefined || arg === undefined) return undefined;
  const head = chars.slice(0, -2);
  const styles: boolean[] = [arg.chinese];
  let description: MoveDescription | undefined;
  const letter0 = LETTER_OF_NAME.get(head[0]!);
  if (letter0 !== undefined && head.length === 2) {
    const file = numeral(head[1]);
    if (file === undefined) return undefined;
    styles.push(file.chinese);
    description = { letter: letter0, file: file.value, direction, arg: arg.value };
  } else {
    const place = placeOf(head[0]!);
    if (place === undefined) return undefined;
    const letter = LETTER_OF_NAME.get(head[1]!);
    const fileChar = letter === undefined ? head[1] : head[2];
    if (head.length === 3 || letter === undefined) {
      const file = numeral(fileChar);
      if (file === undefined || (letter === undefined && head.length !== 2)) return undefined;
      styles.push(file.chinese);
      description = { ...(letter && { letter }), file: file.value, place, direction, arg: arg.value };
    } else description = { letter, place, direction, arg: arg.value };
  }
  const chineseNumerals = styles.every((s) => s) ? true : styles.every((s) => !s) ? false : undefined;
  return { description, chineseNumerals };
}
