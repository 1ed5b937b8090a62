/**
 * WXF tokens read into move descriptions: Fairy-Stockfish's form (`C2=5`, `R+=4`, `15+1`) and the
 * federation's (`C2.5`, `+R-1`, `R+.3`, `P3.4` for the middle of three, `++.4`/`--.4` for the foremost and
 * rearmost of four or five, `3+.4`/`33.4` on two files), and `Pa.4`, `Pb+1` … for the first, second … pawn from
 * the front. A token may have more than one reading (`33=4`: the third pawn on file 3 in Fairy-Stockfish's
 * form, the middle one in the federation's); the caller tries them in order.
 */
import type { MoveDescription, Place } from '../describe.js';
import { WXF_LETTER_OF_INPUT } from '../pieces.js';

const DIRECTIONS: ReadonlyMap<string, '+' | '-' | '='> = new Map([
  ['+', '+'],
  ['-', '-'],
  ['=', '='],
  ['.', '='],
]);

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isSign = (c: string | undefined): boolean => c === '+' || c === '-';

/** The WXF letter a character stands for: `B`/`N` read as `E`/`H`, other capitals as themselves (makruk's `S`, `M`). */
function letterOf(c: string): string | undefined {
  return WXF_LETTER_OF_INPUT.get(c) ?? (c >= 'A' && c <= 'Z' ? c : undefined);
}

/** The piece and place part (the first two characters) of a WXF token, as readings. */
function heads(a: string, b: string): Array<Omit<MoveDescription, 'direction' | 'arg'>> {
  const letterA = letterOf(a);
  const letterB = letterOf(b);
  const sign = (s: string): Place => ({ from: 'sign', front: s === '+' });
  if (letterA !== undefined) {
    if (isDigit(b)) return [{ letter: letterA, file: Number(b) }];
    if (isSign(b)) return [{ letter: letterA, place: sign(b) }];
    if (b >= 'a' && b <= 'e') return [{ letter: letterA, place: { from: 'front', k: b.charCodeAt(0) - 97 } }];
    return [];
  }
  if (isSign(a) && letterB !== undefined) return [{ letter: letterB, place: sign(a) }];
  if (isSign(a) && a === b) return [{ place: { from: a === '+' ? 'front' : 'rear', k: 0 } }];
  if (isDigit(a) && isSign(b))
    return [{ file: Number(a), place: { from: b === '+' ? 'front' : 'rear', k: 0 } }];
  if (isDigit(a) && isDigit(b)) {
    const fsf = { file: Number(b), place: { from: 'front', k: Number(a) - 1 } as Place };
    return a === b ? [fsf, { file: Number(a), place: { from: 'middle' } }] : [fsf];
  }
  return [];
}

/**
 * The readings of a WXF token (four characters: piece or place, file or place, direction, number), in the
 * order to try them; empty when the token is not WXF.
 */
export function readWxf(token: string): MoveDescription[] {
  if (token.length !== 4) return [];
  const direction = DIRECTIONS.get(token[2]!);
  const argText = token[3]!;
  if (direction === undefined || !isDigit(argText)) return [];
  const arg = Number(argText);
  return heads(token[0]!, token[1]!).map((h) => ({ ...h, direction, arg }));
}
