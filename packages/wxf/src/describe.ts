/**
 * A move token of WXF or Chinese notation, read into what it states about the move (`MoveDescription`), and
 * the legal moves that fit it. Both notations name a piece by its file or by its place among tandem pieces,
 * then a direction and a number, so one matcher serves both.
 */
import type { BasePosition } from '@x/core';
import {
  codeType,
  engineLayout,
  generateLegalMoves,
  KIND_DROP,
  moveOrigin,
  moveKind,
  pieceCode,
  sideToMove,
} from '@x/core/engine';
import { sideFile } from './board.js';
import { moveBuffer } from './scratch.js';
import { type MoveFacts, moveFacts } from './facts.js';
import { wxfLetters } from './pieces.js';

/** Where a token places the piece among the pieces of its type on its file. */
export type Place =
  /** The front (`k` 0) or second from the front (`k` 1) … */
  | { readonly from: 'front'; readonly k: number }
  /** The rear (`k` 0), the second from the rear (`k` 1) … */
  | { readonly from: 'rear'; readonly k: number }
  /** The middle one of an odd number. */
  | { readonly from: 'middle' }
  /** `+` or `-` alone: the front or rear of two or three, the second from that end of four or five. */
  | { readonly from: 'sign'; readonly front: boolean };

/** What a WXF or Chinese token states about a move. */
export interface MoveDescription {
  /** WXF letter, when the token names the piece. */
  readonly letter?: string;
  /** Origin file number, when the token states it. */
  readonly file?: number;
  readonly place?: Place;
  readonly direction: '+' | '-' | '=';
  readonly arg: number;
}

function placeFits(place: Place, facts: MoveFacts): boolean {
  const { count, front } = facts.tandem;
  const rear = count - 1 - front;
  switch (place.from) {
    case 'front':
      return count >= 2 && front === place.k;
    case 'rear':
      return count >= 2 && rear === place.k;
    case 'middle':
      return count % 2 === 1 && count >= 3 && front === rear;
    case 'sign': {
      const k = count >= 4 ? 1 : 0;
      return count >= 2 && (place.front ? front : rear) === k;
    }
  }
}

/** Whether a move with these facts fits the description. */
export function fits(d: MoveDescription, facts: MoveFacts): boolean {
  if (d.direction !== facts.direction || d.arg !== facts.arg) return false;
  if (d.letter !== undefined && d.letter !== facts.letter) return false;
  if (d.file !== undefined && d.file !== facts.file) return false;
  return d.place === undefined || placeFits(d.place, facts);
}

/**
 * The legal moves of `pos` that fit `d`. When several fit a description by file alone and one of them is the
 * middle of an odd tandem, that one (the traditional reading of `P3.4` among three pawns on file 3).
 */
export function matchDescription(pos: BasePosition, d: MoveDescription, buf = moveBuffer(pos, 0)): number[] {
  const n = generateLegalMoves(pos, buf);
  const found: number[] = [];
  const facts: MoveFacts[] = [];
  const letters = wxfLetters(pos);
  const { files } = engineLayout(pos);
  const side = sideToMove(pos);
  for (let i = 0; i < n; i++) {
    const m = buf[i]!;
    if (moveKind(m) === KIND_DROP) continue;
    if (d.letter !== undefined && letters[codeType(pieceCode(pos, moveOrigin(m)))] !== d.letter) continue;
    if (d.file !== undefined && sideFile(files, side, moveOrigin(m) % files) !== d.file) continue;
    const f = moveFacts(pos, m);
    if (fits(d, f)) {
      found.push(m);
      facts.push(f);
    }
  }
  if (found.length > 1 && d.place === undefined && d.file !== undefined) {
    const middle = found.filter((_, i) => {
      const t = facts[i]!.tandem;
      return t.count >= 3 && t.count % 2 === 1 && t.front === (t.count - 1) / 2;
    });
    if (middle.length === 1) return middle;
  }
  return found;
}
