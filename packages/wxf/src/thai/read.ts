/**
 * Thai SAN and LAN read by writing: the legal moves whose Thai text (either form, check marks optional; in SAN
 * ours or Fairy-Stockfish's) equals the token. Fairy-Stockfish's Thai SAN is not always unambiguous on its own
 * (`คxง๔` is both a khon capture and a pawn capture from file ค): the caller reports a token that fits several
 * moves. Ours names the origin there (`คคxง๔`, `บคxง๔`), so every text written reads back.
 */
import type { BasePosition } from '@x/core';
import { engineLayout, generateLegalMoves, KIND_DROP, moveKind, moveTarget } from '@x/core/engine';
import { withoutCheckMark } from '../check-suffix.js';
import { moveBuffer } from '../scratch.js';
import { asMet, thaiSquare } from './glyphs.js';
import { thaiSanTexts, writeThai } from './write.js';

/** Whether a token is Thai notation (it has a character of the Thai block). */
export function isThai(token: string): boolean {
  return /[\u0E00-\u0E7F]/.test(token);
}

/** The legal moves of `pos` whose Thai SAN or LAN is `token` (check marks ignored). */
export function matchThai(pos: BasePosition, token: string): number[] {
  const want = withoutCheckMark(token.trim().replace(/\s+/g, ' '));
  const wantMet = asMet(want);
  const form = want.includes(' ') ? 'lan' : 'san';
  const list = moveBuffer(pos, 0);
  const scratch = moveBuffer(pos, 1);
  const n = generateLegalMoves(pos, list);
  const { files } = engineLayout(pos);
  // every text ends with the destination (then a promotion `=M`): only the moves landing there are written
  const body = want.replace(/=[A-Za-z]$/, '');
  const found: number[] = [];
  for (let i = 0; i < n; i++) {
    const m = list[i]!;
    const to = moveTarget(m);
    if (moveKind(m) === KIND_DROP || !body.endsWith(thaiSquare(to % files, Math.floor(to / files)))) continue;
    if (form === 'lan') {
      const text = writeThai(pos, m, form, scratch, false);
      if (text === want || text === wantMet) found.push(m);
      continue;
    }
    const { written, fsf } = thaiSanTexts(pos, m, scratch);
    if (written === want || written === wantMet || fsf === want || fsf === wantMet) found.push(m);
  }
  return found;
}
