/**
 * Move times every format writes and reads back: seconds from 0 to `MAX_TIME_SECONDS` (CSA's nine digits), with
 * at most nine decimals, written as JavaScript writes the number (no exponent). A writer refuses any other time
 * with `invalid-time` naming the move (`moves.12.time.now`) instead of writing what no reader reads back.
 */
import { KifError } from '../errors.js';
import type { KifTime } from './game.js';

/** The longest time a move or a player's total may hold, in seconds (CSA writes at most nine digits). */
export const MAX_TIME_SECONDS = 999_999_999;

const WRITABLE = /^\d{1,9}(\.\d{1,9})?$/;

/** `seconds` as the writers write it (`12`, `12.5`), or a `KifError` (`invalid-time`) naming `path`. */
export function secondsText(seconds: number, path: string): string {
  const text = String(seconds);
  if (typeof seconds !== 'number' || !WRITABLE.test(text) || seconds > MAX_TIME_SECONDS)
    throw new KifError(
      'invalid-time',
      `${path}: ${text} is not a time the formats hold (0 to ${MAX_TIME_SECONDS} seconds, at most nine decimals)`,
    );
  return text;
}

/** Checks both fields of `time` (see `secondsText`); `path` names the move. */
export function checkTime(time: KifTime, path: string): void {
  secondsText(time.now, `${path}.now`);
  if (time.total !== undefined) secondsText(time.total, `${path}.total`);
}

/** The whole and decimal parts of a writable time (`12.5` → `[12, '.5']`). */
export function splitSeconds(text: string): readonly [number, string] {
  const dot = text.indexOf('.');
  return dot === -1 ? [Number(text), ''] : [Number(text.slice(0, dot)), text.slice(dot)];
}
