/**
 * Thai SAN and LAN read by writing: the legal moves whose Thai text (either form, check marks optional)
 * equals the token. Fairy-Stockfish's Thai SAN is not always unambiguous on its own (`คxง๔` is both a khon
 * capture and a pawn capture from file ค): the caller reports a token that fits several moves.
 */
import type { BasePosition } from '@x/core';
import { generateLegalMoves, KIND_DROP, moveKind } from '@x/core/engine';
import { withoutCheckMark } from '../check-suffix.js';
import { moveBuffer } from '../scratch.js';
import { PROMOTED_MET } from './glyphs.js';
import { writeThai } from './write.js';

/** Whether a token is Thai notation (it has a character of the Thai block). */
export function isThai(token: string): boolean {
  return /[\u0E00-\u0E7F]/.test(token);
}

/**
 * A leading ง read as a met (ม็): a met promoted from a pawn, which a position does not record. The token is
 * also compared as it is, where ง is a file (`ง๔`, `งxค๕`): Thai SAN writes a pawn capture from file ง and a
 * promoted met's capture alike, and such a token fits both moves when both are legal.
 */
function asMet(text: string): string {
  return text.startsWith(PROMOTED_MET) ? `ม็${text.slice(PROMOTED_MET.length)}` : text;
}

/** The legal moves of `pos` whose Thai SAN or LAN is `token` (check marks ignored). */
export function matchThai(pos: BasePosition, token: string): number[] {
  const want = withoutCheckMark(token.trim().replace(/\s+/g, ' '));
  const wantMet = asMet(want);
  const form = want.includes(' ') ? 'lan' : 'san';
  const list = moveBuffer(pos, 0);
  const scratch = moveBuffer(pos, 1);
  const n = generateLegalMoves(pos, list);
  const found: number[] = [];
  for (let i = 0; i < n; i++) {
    const m = list[i]!;
    if (moveKind(m) === KIND_DROP) continue;
    const text = writeThai(pos, m, form, scratch, false);
    if (text === want || text === wantMet) found.push(m);
  }
  return found;
}
