/**
 * Thai SAN and LAN (makruk) as Fairy-Stockfish writes them: SAN `ม-ง๒`, `ก๔` (a pawn move), `คxง๔` (a pawn
 * capture from file ค), `รก-ก๒` (disambiguated); LAN the piece, a space, origin, `-` or `x`, destination
 * (`ร ก๑-ก๒`, pawns `บ ก๓-ก๔`); promotion `=M`; `+`/`#` for check and mate.
 *
 * Fairy-Stockfish writes some pairs of captures alike, as its file letters ข ค ง are also piece glyphs (king,
 * khon, promoted met): khon a4xb5 and pawn c4xb5 are both `คxข๕`. Where its text fits another legal move so
 * (`thaiSanTexts`), the SAN written names the origin: the piece's file after its glyph (`คกxข๕`), the pawn's
 * glyph บ before its file (`บคxข๕`); each reads back as its move alone.
 */
import type { BasePosition } from '@x/core';
import {
  codeType,
  createMoveBuffer,
  engineLayout,
  generateMovesTo,
  isCaptureMove,
  moveOrigin,
  movePromotion,
  moveTarget,
  pieceCode,
} from '@x/core/engine';
import { checkSuffix } from '../check-suffix.js';
import { THAI_FILES, THAI_PIECES, THAI_RANKS, thaiPiece, thaiSquare } from './glyphs.js';

/** Thai SAN or LAN. */
export type ThaiForm = 'san' | 'lan';

/**
 * Thai SAN of one move: the text written, Fairy-Stockfish's (equal unless Fairy-Stockfish's fits another legal
 * move too) and, for a capture, the form that names the origin (what is written where Fairy-Stockfish's clashes).
 */
export interface ThaiSanTexts {
  readonly written: string;
  readonly fsf: string;
  readonly apart?: string;
}

/** Whether the piece on a square (engine index) is a met promoted from a pawn, written ง. */
export type PromotedAt = (square: number) => boolean;

/** The pawn's glyph (บ), written before the file of a pawn capture Fairy-Stockfish writes like another move. */
const PAWN = THAI_PIECES.get('pawn')!;

/** The piece type of the piece on the origin of `m`. */
function movedType(pos: BasePosition, m: number): number {
  return codeType(pieceCode(pos, moveOrigin(m)));
}

/**
 * The origin as Fairy-Stockfish's SAN needs it (nothing, the file, the rank or the square), among `sameTo`
 * (`n` legal moves landing where `m` lands).
 */
function disambiguation(
  pos: BasePosition,
  m: number,
  capture: boolean,
  sameTo: Int32Array,
  n: number,
): string {
  const { files, typeIds } = engineLayout(pos);
  const from = moveOrigin(m);
  const file = from % files;
  const rank = (from - file) / files;
  const type = movedType(pos, m);
  if (typeIds[type] === 'pawn') return capture ? THAI_FILES[file]! : '';
  let others = 0;
  let sameFile = false;
  let sameRank = false;
  for (let i = 0; i < n; i++) {
    const o = moveOrigin(sameTo[i]!);
    if (o === from || movePromotion(sameTo[i]!) !== movePromotion(m) || movedType(pos, sameTo[i]!) !== type)
      continue;
    others++;
    if (o % files === file) sameFile = true;
    if (Math.floor(o / files) === rank) sameRank = true;
  }
  if (others === 0) return '';
  if (!sameFile) return THAI_FILES[file]!;
  if (!sameRank) return THAI_RANKS[rank]!;
  return thaiSquare(file, rank);
}

/** Fairy-Stockfish's Thai SAN of `m` without check mark (`origin` replaces its disambiguation when given). */
function sanText(
  pos: BasePosition,
  m: number,
  sameTo: Int32Array,
  n: number,
  promoted: boolean,
  origin?: string,
): string {
  const layout = engineLayout(pos);
  const id = layout.typeIds[movedType(pos, m)]!;
  const capture = isCaptureMove(pos, m);
  const to = moveTarget(m);
  const piece = id === 'pawn' ? '' : thaiPiece(id, promoted);
  const sep = capture ? 'x' : id === 'pawn' ? '' : '-';
  const where = origin ?? disambiguation(pos, m, capture, sameTo, n);
  const promotion = movePromotion(m);
  const suffix = promotion === 0 ? '' : `=${layout.symbols[promotion]!.toUpperCase()}`;
  return `${piece}${where}${sep}${thaiSquare(to % layout.files, Math.floor(to / layout.files))}${suffix}`;
}

/**
 * The Thai SAN of the legal move `m` of `pos` (no check mark), written and as Fairy-Stockfish writes it, knowing
 * which mets were pawns as `promotedAt` says (by default none, as Fairy-Stockfish reads a FEN). The text written
 * is Fairy-Stockfish's unless that fits another legal move written so with the same knowledge (its files ข ค ง
 * are also piece glyphs: a khon's capture and a pawn's from file ค, a ง met's and a pawn's from file ง); then it
 * names the origin. `buf` is overwritten.
 */
export function thaiSanTexts(
  pos: BasePosition,
  m: number,
  buf: Int32Array,
  promotedAt: PromotedAt = () => false,
): ThaiSanTexts {
  const n = generateMovesTo(pos, moveTarget(m), 0, buf);
  const promoted = promotedAt(moveOrigin(m));
  const fsf = sanText(pos, m, buf, n, promoted);
  // only captures are written alike: a pawn's other moves have no `x`, a piece's name its glyph
  if (!isCaptureMove(pos, m)) return { written: fsf, fsf };
  // the origin named: a pawn's glyph before its file (`บคxข๕`), a piece's file after its glyph (`คกxข๕`)
  const { files, typeIds } = engineLayout(pos);
  const from = moveOrigin(m);
  const apart =
    typeIds[movedType(pos, m)] === 'pawn'
      ? PAWN + fsf
      : sanText(pos, m, buf, n, promoted, THAI_FILES[from % files]);
  let clash = false;
  for (let i = 0; i < n && !clash; i++)
    clash = buf[i] !== m && sanText(pos, buf[i]!, buf, n, promotedAt(moveOrigin(buf[i]!))) === fsf;
  return { written: clash ? apart : fsf, fsf, apart };
}

/**
 * Which mets of `pos` were pawns: those of `promoted` (square names) and those the position marks promoted.
 */
export function promotedMets(pos: BasePosition, promoted?: ReadonlySet<string>): PromotedAt {
  const names = engineLayout(pos).squareNames;
  return (sq) => (pieceCode(pos, sq) & 2) !== 0 || (promoted?.has(names[sq]!) ?? false);
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
  const from = moveOrigin(m);
  const to = moveTarget(m);
  const code = pieceCode(pos, from);
  const id = layout.typeIds[codeType(code)]!;
  const promotedAt = promotedMets(pos, promoted);
  const isPromoted = promotedAt(from);
  const square = (sq: number) => thaiSquare(sq % files, Math.floor(sq / files));
  let text: string;
  if (form === 'san') text = thaiSanTexts(pos, m, buf, promotedAt).written;
  else {
    const promotion = movePromotion(m);
    const suffix = promotion === 0 ? '' : `=${layout.symbols[promotion]!.toUpperCase()}`;
    const sep = isCaptureMove(pos, m) ? 'x' : '-';
    text = `${thaiPiece(id, isPromoted)} ${square(from)}${sep}${square(to)}${suffix}`;
  }
  return marks ? text + checkSuffix(pos, m, buf) : text;
}
