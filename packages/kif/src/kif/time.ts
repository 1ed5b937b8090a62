/** KIF's move times: `( 0:16/00:00:16)`, minutes:seconds for the move and hours:minutes:seconds in total. */
import type { KifTime } from '../model/game.js';

const TIME = /\(\s*(\d{1,6}):(\d{1,2})(?:\.\d+)?(?:\/\s*(\d{1,6}):(\d{1,2}):(\d{1,2})(?:\.\d+)?)?\s*\)/;

/** The time in `text` (the rest of a move line), or `undefined` when it has none. */
export function readKifTime(text: string): KifTime | undefined {
  const m = TIME.exec(text);
  if (m === null) return undefined;
  const now = Number(m[1]) * 60 + Number(m[2]);
  if (m[3] === undefined) return { now };
  return { now, total: Number(m[3]) * 3600 + Number(m[4]) * 60 + Number(m[5]) };
}

/** KIF's text of `time` (`( 0:16/00:00:16)`), the total from `total` when the time has none. */
export function writeKifTime(time: KifTime | undefined, total: number): string {
  const now = Math.floor(time?.now ?? 0);
  const sum = Math.floor(time?.total ?? total);
  const two = (n: number) => String(n).padStart(2, '0');
  const mss = `${String(Math.floor(now / 60)).padStart(2, ' ')}:${two(now % 60)}`;
  const h = Math.floor(sum / 3600);
  return `(${mss}/${two(h)}:${two(Math.floor((sum % 3600) / 60))}:${two(sum % 60)})`;
}
