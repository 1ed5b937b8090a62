/**
 * KIF's move times: `( 0:16/00:00:16)`, minutes:seconds for the move and hours:minutes:seconds in total; the
 * seconds may carry decimals (`( 0:12.5/00:00:12.5)`), as CSA's times do.
 */
import type { KifTime } from '../model/game.js';
import { MAX_TIME_SECONDS, secondsText, splitSeconds } from '../model/time-text.js';

const TIME = /\(\s*(\d{1,8}):(\d{1,2})(\.\d{1,9})?(?:\/\s*(\d{1,6}):(\d{1,2}):(\d{1,2})(\.\d{1,9})?)?\s*\)/;

/** Seconds from whole seconds and the decimals as written (`'.5'`), or undefined past the largest time. */
function seconds(whole: number, decimals: string | undefined): number | undefined {
  const value = Number(`${whole}${decimals ?? ''}`);
  return value > MAX_TIME_SECONDS ? undefined : value;
}

/**
 * The time in `text` (the rest of a move line): `undefined` when it has none, `null` when it has one no time
 * can hold (over `MAX_TIME_SECONDS`).
 */
export function readKifTime(text: string): KifTime | undefined | null {
  const m = TIME.exec(text);
  if (m === null) return undefined;
  const now = seconds(Number(m[1]) * 60 + Number(m[2]), m[3]);
  if (now === undefined) return null;
  if (m[4] === undefined) return { now };
  const total = seconds(Number(m[4]) * 3600 + Number(m[5]) * 60 + Number(m[6]), m[7]);
  return total === undefined ? null : { now, total };
}

/**
 * KIF's text of `time` (`( 0:16/00:00:16)`), the total from `total` when the time has none. Throws `KifError`
 * (`invalid-time`, naming `path`) for a time no reader reads back (`secondsText`).
 */
export function writeKifTime(time: KifTime | undefined, total: number, path: string): string {
  const [now, nowDecimals] = splitSeconds(secondsText(time?.now ?? 0, `${path}.now`));
  // a total summed here is rounded to the nine decimals a time holds (0.1 + 0.2 is 0.30000000000000004)
  const [sum, sumDecimals] = splitSeconds(
    secondsText(time?.total ?? Number(total.toFixed(9)), `${path}.total`),
  );
  const two = (n: number) => String(n).padStart(2, '0');
  const mss = `${String(Math.floor(now / 60)).padStart(2, ' ')}:${two(now % 60)}${nowDecimals}`;
  const h = Math.floor(sum / 3600);
  return `(${mss}/${two(h)}:${two(Math.floor((sum % 3600) / 60))}:${two(sum % 60)}${sumDecimals})`;
}
