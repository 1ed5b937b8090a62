/**
 * `sub-fen`: the pieces of a FEN board that a position must hold, on those squares — the empty squares of the
 * pattern are free. Any variant's board: ranks from the last to the first, `/` between, a run of empty squares
 * as its number (`10` and more on wide boards), a piece as its FEN letter, `+` before a promoted shogi piece
 * (crazyhouse's `~` is read and ignored), and pieces in hand in brackets at the end (`…/8[Qp]`: at least these in
 * hand). Every rank is as wide as the first (else it is refused: no board holds it); a pattern of another board
 * size than a game's never matches in it.
 */
import type { BasePosition } from '@x/core';
import { pieceCode } from '@x/core/engine';
import type { PieceLetters } from './piece-letters.js';

/** A sub-fen read into its tokens: per rank (from the last), the pieces and empty runs; the hand's letters. */
export interface SubFenPattern {
  readonly text: string;
  readonly ranks: readonly (readonly (string | number)[])[];
  readonly hand: readonly string[];
}

/** A sub-fen compiled for one variant: the squares, their piece codes and the masks the codes are read with. */
export interface CompiledSubFen {
  readonly squares: Int32Array;
  readonly codes: Int32Array;
  readonly masks: Int32Array;
  /** In hand, at least: `[side, type id, count]`. */
  readonly hand: readonly (readonly [number, string, number])[];
  /** Home pawns (bit `file + 8 * side` on an 8×8 board) that the pattern puts another piece over. */
  readonly homeConflicts: number;
  /**
   * The pattern's pawns on their home rank (an 8×8 board): their squares and codes. A chess pawn never comes back
   * there, so a position without one of them is followed by none that holds the pattern.
   */
  readonly homeSquares: Int32Array;
  readonly homeCodes: Int32Array;
  /**
   * Of the pattern's pawns off their home rank (an 8×8 board), the one with the fewest: the squares (`cone`) a pawn
   * of its code (`coneCode`) stands on that can still step or take its way to it — pawns only go forward, and a
   * chess board never gains one — so a position with no such pawn on any of them is followed by none that holds
   * the pattern; its squares on the home rank as a signature's home pawns (`coneHome`, bit `file + 8 * side`).
   * Empty when there is no such pawn.
   */
  readonly cone: Int32Array;
  readonly coneCode: number;
  readonly coneHome: number;
}

/** The tokens of a sub-fen, or the offset of its first bad character (a string: why). */
export function readSubFen(text: string): SubFenPattern | { readonly at: number; readonly why: string } {
  let board = text.trim();
  let hand: string[] = [];
  const open = board.indexOf('[');
  if (open >= 0) {
    if (!board.endsWith(']')) return { at: text.length, why: 'a hand is closed by ]' };
    const inside = board.slice(open + 1, -1);
    if (!/^(?:\+?[A-Za-z])*$|^-$/.test(inside)) return { at: open + 1, why: 'a hand holds piece letters' };
    hand = inside === '-' ? [] : (inside.match(/\+?[A-Za-z]/g) ?? []);
    board = board.slice(0, open);
  }
  const ranks: (string | number)[][] = [];
  let at = 0;
  let files = -1;
  for (const rankText of board.split('/')) {
    const rank: (string | number)[] = [];
    let width = 0;
    const token = /(\d+)|(\+?[A-Za-z])~?/y;
    token.lastIndex = 0;
    while (token.lastIndex < rankText.length) {
      const m = token.exec(rankText);
      if (m === null) return { at: at + token.lastIndex, why: 'a rank holds piece letters and numbers' };
      if (m[1] !== undefined) {
        const n = Number(m[1]);
        // "07" is no FEN count (it read as 7, the pattern another than the one written)
        if (n < 1 || n > 4096 || m[1]!.startsWith('0'))
          return { at: at + m.index, why: 'an empty run is from 1 to 4096 squares, with no leading zero' };
        rank.push(n);
        width += n;
      } else {
        rank.push(m[2]!);
        width++;
      }
    }
    // every board is a rectangle: a rank of another width than the first fits none
    if (files >= 0 && width !== files)
      return { at, why: `a rank of ${width} squares after ranks of ${files}: every rank is as wide` };
    files = width;
    ranks.push(rank);
    at += rankText.length + 1;
  }
  if (ranks.length < 1 || ranks.length > 4096) return { at: 0, why: 'a board has 1 to 4096 ranks' };
  return { text, ranks, hand };
}

/** The pattern compiled for a variant's letters, or undefined when it cannot match there (size, letters). */
export function compileSubFen(pattern: SubFenPattern, letters: PieceLetters): CompiledSubFen | undefined {
  const { files, ranks } = letters;
  if (pattern.ranks.length !== ranks) return undefined;
  const squares: number[] = [];
  const codes: number[] = [];
  const masks: number[] = [];
  let homeConflicts = 0;
  const homeSquares: number[] = [];
  const homeCodes: number[] = [];
  const pawn = letters.typeIds.indexOf('pawn');
  let cone: number[] | undefined;
  let coneCode = 0;
  for (let r = 0; r < ranks; r++) {
    const rank = ranks - 1 - r;
    let file = 0;
    for (const token of pattern.ranks[r]!) {
      if (typeof token === 'number') {
        file += token;
        continue;
      }
      const piece = letters.piece(token);
      if (piece === undefined || file >= files) return undefined;
      const square = letters.square(file, rank);
      squares.push(square);
      codes.push((piece.type << 2) | (piece.promoted ? 2 : 0) | piece.side);
      masks.push(piece.promoted ? ~0 : ~2);
      if (
        files === 8 &&
        ranks === 8 &&
        piece.type === pawn &&
        !piece.promoted &&
        rank !== 1 + 5 * piece.side
      ) {
        const squares = pawnCone(file, rank, piece.side);
        if (cone === undefined || squares.length < cone.length) {
          cone = squares;
          coneCode = (piece.type << 2) | piece.side;
        }
      }
      if (files === 8 && ranks === 8 && (rank === 1 || rank === 6)) {
        const side = rank === 1 ? 0 : 1;
        if (!(piece.type === pawn && piece.side === side)) homeConflicts |= 1 << (file + 8 * side);
        else if (!piece.promoted) {
          homeSquares.push(square);
          homeCodes.push(codes[codes.length - 1]!);
        }
      }
      file++;
    }
    if (file !== files) return undefined;
  }
  const counts = new Map<string, [number, string, number]>();
  for (const letter of pattern.hand) {
    const piece = letters.piece(letter);
    if (piece === undefined) return undefined;
    const id = letters.typeIds[piece.type]!;
    const key = `${piece.side}:${id}`;
    const entry = counts.get(key) ?? [piece.side, id, 0];
    entry[2]++;
    counts.set(key, entry);
  }
  return {
    squares: Int32Array.from(squares),
    codes: Int32Array.from(codes),
    masks: Int32Array.from(masks),
    hand: [...counts.values()],
    homeConflicts,
    homeSquares: Int32Array.from(homeSquares),
    homeCodes: Int32Array.from(homeCodes),
    cone: Int32Array.from(cone ?? []),
    coneCode,
    coneHome: (cone ?? [])
      .filter((square) => square >> 3 === (coneCode & 1 ? 6 : 1))
      .reduce((bits, square) => bits | (1 << ((square & 7) + 8 * (coneCode & 1))), 0),
  };
}

/**
 * The squares of an 8×8 board (`rank * 8 + file`) a pawn of `side` (0 White) can reach square (`file`, `rank`)
 * from: its own, and those behind it, one file more to either side a rank further back.
 */
function pawnCone(file: number, rank: number, side: number): number[] {
  const squares: number[] = [];
  for (let back = 0; side === 0 ? rank - back >= 0 : rank + back <= 7; back++)
    for (let f = Math.max(0, file - back); f <= Math.min(7, file + back); f++)
      squares.push((side === 0 ? rank - back : rank + back) * 8 + f);
  return squares;
}

/** Whether no square of the pattern's pawn cone (`cone`) holds a pawn of its code (`read`: a square's piece code). */
export function coneEmpty(sub: CompiledSubFen, read: (square: number) => number): boolean {
  const { cone, coneCode } = sub;
  if (cone.length === 0) return false;
  for (let i = 0; i < cone.length; i++) if ((read(cone[i]!) & ~2) === coneCode) return false;
  return true;
}

/**
 * Whether no later position of a chess game (8×8, no drops) can hold the pattern: a pawn it wants on its home
 * rank has left it, or no pawn can reach one it wants elsewhere (`cone`).
 */
export function lostSubFen(position: BasePosition, sub: CompiledSubFen): boolean {
  const { homeSquares, homeCodes } = sub;
  for (let i = 0; i < homeSquares.length; i++)
    if ((pieceCode(position, homeSquares[i]!) & ~2) !== homeCodes[i]) return true;
  return coneEmpty(sub, (square) => pieceCode(position, square));
}

/** Whether `position` holds the compiled pattern's pieces (and hand). */
export function holdsSubFen(position: BasePosition, sub: CompiledSubFen): boolean {
  const { squares, codes, masks } = sub;
  for (let i = 0; i < squares.length; i++)
    if ((pieceCode(position, squares[i]!) & masks[i]!) !== codes[i]) return false;
  if (sub.hand.length === 0) return true;
  const hands = position.toSetup().hands;
  for (const [side, id, count] of sub.hand)
    if ((hands?.[side === 0 ? 'white' : 'black']?.[id] ?? 0) < count) return false;
  return true;
}
