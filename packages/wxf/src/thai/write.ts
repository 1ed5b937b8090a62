/**
 * Thai SAN and LAN (makruk) as Fairy-Stockfish writes them: SAN `ม-ง๒`, `ก๔` (a pawn move), `คxง๔` (a pawn
 * capture from file ค), `รก-ก๒` (disambiguated); LAN the piece, a space, origin, `-` or `x`, destination
 * (`ร ก๑-ก๒`, pawns `บ ก๓-ก๔`); promotion `=M`; `+`/`#` for check and mate.
 */
import type { BasePosition } from '@x/core';
import {
  codeType,
  createMoveBuffer,
  engineLayout,
  generateMovesTo,
  isCaptureMove,
  moveFrom,
  movePromotion,
  moveTo,
  pieceCode,
} from '@x/core/engine';
import { checkSuffix } from '../check-suffix.js';
import { THAI_FILES, THAI_RANKS, thaiPiece, thaiSquare } from './glyphs.js';

/** Thai SAN or LAN. */
export type ThaiForm = 'san' | 'lan';

/** The origin as SAN needs it: nothing, the file, the rank or the square (Fairy-Stockfish's rule). */
function disambiguation(
  pos: BasePosition,
  m: number,
  type: number,
  capture: boolean,
  buf: Int32Array,
): string {
  const { files } = engineLayout(pos);
  const from = moveFrom(m);
  const to = moveTo(m);
  const file = from % files;
  const rank = (from - file) / files;
  const id = engineLayout(pos).typeIds[type]!;
  if (id === 'pawn') return capture ? THAI_FILES[file]! : '';
  const n = generateMovesTo(pos, to, type, buf);
  let others = 0;
  let sameFile = false;
  let sameRank = false;
  for (let i = 0; i < n; i++) {
    const o = moveFrom(buf[i]!);
    if (o === from || movePromotion(buf[i]!) !== movePromotion(m)) continue;
    others++;
    if (o % files === file) sameFile = true;
    if (Math.floor(o / files) === rank) sameRank = true;
  }
  if (others === 0) return '';
  if (!sameFile) return THAI_FILES[file]!;
  if (!sameRank) return THAI_RANKS[rank]!;
  return thaiSquare(file, rank);
}

/**
 * The Thai SAN or LAN text of the legal move `m` of `pos` (with its check mark unless `marks` is false).
 * `promoted`: the squares of mets promoted from pawns (written ง), which a position does not record.
 */
export function writeThai(
  pos: BasePosition,
  m: number,
  form: ThaiForm,
  buf = createMoveBuffer(),
  marks = true,
  promoted?: ReadonlySet<string>,
): string {
  const layout = engineLayout(pos);
  const { files } = layout;
  const from = moveFrom(m);
  const to = moveTo(m);
  const code = pieceCode(pos, from);
  const type = codeType(code);
  const id = layout.typeIds[type]!;
  const capture = isCaptureMove(pos, m);
  const isPromoted = (code & 2) !== 0 || (promoted?.has(layout.squareNames[from]!) ?? false);
  const square = (sq: number) => thaiSquare(sq % files, Math.floor(sq / files));
  let text: string;
  if (form === 'lan')
    text = `${thaiPiece(id, isPromoted)} ${square(from)}${capture ? 'x' : '-'}${square(to)}`;
  else {
    const piece = id === 'pawn' ? '' : thaiPiece(id, isPromoted);
    const sep = capture ? 'x' : id === 'pawn' ? '' : '-';
    text = `${piece}${disambiguation(pos, m, type, capture, buf)}${sep}${square(to)}`;
  }
  const promotion = movePromotion(m);
  if (promotion !== 0) text += `=${layout.symbols[promotion]!.toUpperCase()}`;
  return marks ? text + checkSuffix(pos, m, buf) : text;
}
