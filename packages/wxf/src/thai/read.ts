/**
 * Thai SAN and LAN read by writing: the legal moves whose Thai text (either form, check marks optional; in SAN
 * ours, Fairy-Stockfish's or the one naming a capture's origin) equals the token. Fairy-Stockfish's Thai SAN is
 * not always unambiguous on its own (`คxง๔` is both a khon capture and a pawn capture from file ค): the caller
 * reports a token that fits several moves. Ours names the origin there (`คคxง๔`, `บคxง๔`), so every text
 * written reads back.
 */
import type { BasePosition } from '@x/core';
import { engineLayout, generateLegalMoves, KIND_DROP, moveKind, moveTarget } from '@x/core/engine';
import { withoutCheckMark } from '../check-suffix.js';
import { moveBuffer } from '../scratch.js';
import { asMet, thaiSquare } from './glyphs.js';
import { promotedMets, thaiSanTexts, writeThai } from './write.js';

/** Whether a token is Thai notation (it has a character of the Thai block). */
export function isThai(token: string): boolean {
  return /[\u0E00-\u0E7F]/.test(token);
}

/** The Thai texts `m` may be written as in `form`, knowing which mets were pawns from `promoted`. */
function thaiTexts(
  pos: BasePosition,
  m: number,
  form: 'san' | 'lan',
  scratch: Int32Array,
  promoted?: ReadonlySet<string>,
): (string | undefined)[] {
  if (form === 'lan') return [writeThai(pos, m, form, scratch, false, promoted)];
  return Object.values(thaiSanTexts(pos, m, scratch, promotedMets(pos, promoted)));
}

/**
 * The legal moves of `pos` whose Thai SAN or LAN is `token` (check marks ignored), knowing which mets were pawns
 * from `promoted` (square names; none by default, as a FEN tells). A token that names a move as written (ours,
 * Fairy-Stockfish's, or with its origin) is that move's; only where none does is a leading ง read as a met the
 * reader was not told was a pawn, so Fairy-Stockfish's `งxจ๔`, a pawn capture from file ง, is the pawn's
 * even where a met could take on จ๔ (written `ม็xจ๔`).
 */
export function matchThai(pos: BasePosition, token: string, promoted?: ReadonlySet<string>): number[] {
  const want = withoutCheckMark(token.trim().replace(/\s+/g, ' '));
  const wantMet = asMet(want);
  const form = want.includes(' ') ? 'lan' : 'san';
  const list = moveBuffer(pos, 0);
  const scratch = moveBuffer(pos, 1);
  const n = generateLegalMoves(pos, list);
  const { files } = engineLayout(pos);
  // every text ends with the destination (then a promotion `=M`): only the moves landing there are written
  const body = want.replace(/=[A-Za-z]$/, '');
  const exact: number[] = [];
  const lenient: number[] = [];
  for (let i = 0; i < n; i++) {
    const m = list[i]!;
    const to = moveTarget(m);
    if (moveKind(m) === KIND_DROP || !body.endsWith(thaiSquare(to % files, Math.floor(to / files)))) continue;
    const texts = thaiTexts(pos, m, form, scratch, promoted);
    if (texts.includes(want)) exact.push(m);
    else {
      // lenient: a met written as the reader was not told (ม็ for one it was told was a pawn, ง for one it was not)
      const untold = promoted?.size ? thaiTexts(pos, m, form, scratch) : texts;
      if (untold.includes(want) || untold.includes(wantMet)) lenient.push(m);
    }
  }
  return exact.length > 0 ? exact : lenient;
}
