/**
 * ICCS coordinates (`h2e2`: files `a`…`i` from red's left, ranks `0`…`9` from red's side), the move form of
 * UCCI engines and the Internet Chinese Chess Server. Written in lower case; read in either case, with an
 * optional `-` (`H2-E2`).
 */
import type { BasePosition } from '@x/core';
import { engineLayout, moveOrigin, moveTarget } from '@x/core/engine';

const FILES = 'abcdefghijklmnopqrstuvwxyz';

/** The ICCS text of a board move `m` of `pos`. */
export function writeIccs(pos: BasePosition, m: number): string {
  const { files } = engineLayout(pos);
  const from = moveOrigin(m);
  const to = moveTarget(m);
  return `${FILES[from % files]}${Math.floor(from / files)}${FILES[to % files]}${Math.floor(to / files)}`;
}

/** The origin and destination squares of an ICCS token of a board of `files` × `ranks` (≤ 10), or undefined. */
export function readIccs(
  token: string,
  files: number,
  ranks: number,
): { from: number; to: number } | undefined {
  const match = /^([a-z])([0-9])-?([a-z])([0-9])$/i.exec(token);
  if (match === null) return undefined;
  const square = (f: string, r: string): number => {
    const file = FILES.indexOf(f.toLowerCase());
    const rank = Number(r);
    return file < files && rank < ranks ? rank * files + file : -1;
  };
  const from = square(match[1]!, match[2]!);
  const to = square(match[3]!, match[4]!);
  return from < 0 || to < 0 ? undefined : { from, to };
}
