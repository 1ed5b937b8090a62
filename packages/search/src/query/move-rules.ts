/**
 * The move rules of a condition, on the move played from a position: `white-move`/`black-move` (SAN, any of a
 * list: a move matches when it has the SAN's piece, destination, promotion, castling side and drop, and the
 * disambiguation and capture mark when they are written — `Rac1`, `exd5`, `O-O-O`, `e8=Q`, `P@e4`), `moved` (the letters of the pieces that may move) and `captured` (the letters of the pieces that
 * may be taken; `""`: a move that takes nothing).
 */
import type { BasePosition } from '@x/core';
import {
  KIND_DROP,
  castlingSide,
  codeType,
  engineLayout,
  isCaptureMove,
  moveOrigin,
  moveKind,
  movePieceType,
  movePromotion,
  moveTarget,
  pieceCode,
  KIND_EN_PASSANT,
} from '@x/core/engine';
import { type SAN, parse as parseSan, sanOptionsOf } from '@x/san';

/** A SAN read for a variant, as the parts a move must have. */
export interface MovePattern {
  readonly san: SAN;
  readonly fileHint: string;
  readonly rankHint: string;
}

/** The SAN `text` read in `position`'s variant, or undefined when it is no SAN there. */
export function compileMove(text: string, position: BasePosition): MovePattern | undefined {
  try {
    const san = parseSan(text, sanOptionsOf(position.variant));
    const hint = san.from ?? '';
    return { san, fileHint: hint.replace(/\d+/g, ''), rankHint: hint.replace(/\D+/g, '') };
  } catch {
    return undefined;
  }
}

/** Whether the move `m` of `position` is the pattern's. */
export function isMove(position: BasePosition, m: number, pattern: MovePattern): boolean {
  const { san } = pattern;
  const side = castlingSide(position, m);
  if (san.castling) return side === (san.long ? 'long' : 'short');
  if (side !== undefined) return false;
  const layout = engineLayout(position);
  if (san.drop !== (moveKind(m) === KIND_DROP)) return false;
  if (layout.typeIds[movePieceType(position, m)] !== san.piece) return false;
  if (san.to !== undefined && layout.squareNames[moveTarget(m)] !== san.to) return false;
  const promotion = movePromotion(m);
  if ((promotion === 0 ? undefined : layout.typeIds[promotion]) !== san.promotion) return false;
  if (san.capture && !isCaptureMove(position, m)) return false;
  if (pattern.fileHint !== '' || pattern.rankHint !== '') {
    const from = layout.squareNames[moveOrigin(m)] ?? '';
    if (pattern.fileHint !== '' && from.replace(/\d+/g, '') !== pattern.fileHint) return false;
    if (pattern.rankHint !== '' && from.replace(/\D+/g, '') !== pattern.rankHint) return false;
  }
  return true;
}

/** The type of the piece the capture `m` takes (0 when it takes nothing). */
export function capturedType(position: BasePosition, m: number): number {
  if (!isCaptureMove(position, m)) return 0;
  if (moveKind(m) === KIND_EN_PASSANT) return engineLayout(position).typeOf.get('pawn') ?? 0;
  return codeType(pieceCode(position, moveTarget(m)));
}
