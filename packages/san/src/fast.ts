/**
 * The chess fast path of SAN (`@x/core`'s `chess` and `chess960` variants): a quick lexer for the common
 * canonical shapes that allocates nothing. Resolution then asks `@x/core/engine` for the legal moves of the
 * written piece type landing on the destination (`generateMovesTo`), which for standard rules generates only
 * those pieces' moves. The path is chosen by variant id (`chess`, `chess960`) with structural guards (8×8, the
 * six standard piece ids, no drops or forced captures, the standard pawn); a custom variant that keeps these ids
 * but changes how the pieces move must use another id.
 */
import type { Position } from '@x/core';
import { engineLayout } from '@x/core/engine';

/** Piece type numbers of the chess pieces in a variant. */
export interface FastChess {
  readonly pawn: number;
  readonly knight: number;
  readonly bishop: number;
  readonly rook: number;
  readonly queen: number;
  readonly king: number;
}

/** What `quickLex` read: piece type, promotion and squares (reused per context, read right after the call). */
export interface QuickSan {
  /** Piece type number. */
  type: number;
  /** Promotion type number, or -1. */
  promo: number;
  /** Destination file and rank (0-based). */
  toFile: number;
  toRank: number;
  /** File and rank hints, or -1. */
  fromFile: number;
  fromRank: number;
}

/** A fresh `QuickSan`. */
export function quickSan(): QuickSan {
  return { type: 0, promo: -1, toFile: 0, toRank: 0, fromFile: -1, fromRank: -1 };
}

const fastCache = new WeakMap<object, FastChess | null>();

/** The fast-path table of a position's variant, or `undefined` when the variant is not chess / Chess960. */
export function fastChessOf(pos: Position): FastChess | undefined {
  const variant = pos.variant;
  let fast = fastCache.get(variant);
  if (fast === undefined) {
    fast = null;
    const layout = engineLayout(pos);
    if (
      (variant.id === 'chess' || variant.id === 'chess960') &&
      layout.files === 8 &&
      layout.ranks === 8 &&
      layout.typeIds.length === 7 &&
      variant.drops === undefined &&
      variant.mustCapture !== true &&
      standardPawn(variant)
    ) {
      const ids = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'].map((id) => layout.typeOf.get(id));
      if (ids.every((i) => i !== undefined)) {
        const [pawn, knight, bishop, rook, queen, king] = ids as number[];
        fast = { pawn: pawn!, knight: knight!, bishop: bishop!, rook: rook!, queen: queen!, king: king! };
      }
    }
    fastCache.set(variant, fast);
  }
  return fast ?? undefined;
}

/** Whether the variant's pawn promotes to Q, R, B, N on the 8th rank and double-steps from the 2nd. */
function standardPawn(variant: Position['variant']): boolean {
  const pawn = variant.pieces.find((p) => p.id === 'pawn');
  const choices = pawn?.promotion?.choices ?? [];
  if (choices.length !== 4 || !['queen', 'rook', 'bishop', 'knight'].every((id) => choices.includes(id))) {
    return false;
  }
  const zones = variant.zones ?? {};
  const promotion = zones.promotion?.white ?? [];
  const start = zones['pawn-start']?.white ?? [];
  return (
    promotion.length === 8 &&
    promotion.every((square) => square.endsWith('8')) &&
    start.length === 8 &&
    start.every((square) => square.endsWith('2'))
  );
}

function letterType(f: FastChess, c: number): number {
  switch (c) {
    case 78:
      return f.knight;
    case 66:
      return f.bishop;
    case 82:
      return f.rook;
    case 81:
      return f.queen;
    case 75:
      return f.king;
    default:
      return -1;
  }
}

/**
 * Reads the common canonical shapes of chess SAN without allocating — `[KQRBN][a-h]?[1-8]?x?[a-h][1-8]`,
 * `[a-h][1-8](=[QRBN])?`, `[a-h]x[a-h][1-8](=[QRBN])?`, each with an optional `+` or `#` — into
 * `out`. Returns false for anything else (castling, glyphs, lenient forms, errors), which the full lexer
 * then reads; every shape accepted here reads the same there, in both modes.
 */
export function quickLex(text: string, start: number, end: number, f: FastChess, out: QuickSan): boolean {
  let e = end;
  if (e - start < 2 || e - start > 8) return false;
  let c = text.charCodeAt(e - 1);
  if (c === 43 || c === 35) {
    e--;
    c = text.charCodeAt(e - 1);
  }
  let promo = -1;
  if (c >= 65 && c <= 90) {
    if (e - start < 4 || text.charCodeAt(e - 2) !== 61) return false;
    promo = letterType(f, c);
    if (promo < 0 || promo === f.king) return false;
    e -= 2;
    c = text.charCodeAt(e - 1);
  }
  if (e - start < 2 || c < 49 || c > 56) return false;
  const file = text.charCodeAt(e - 2);
  if (file < 97 || file > 104) return false;
  const toRank = c - 49;
  const toFile = file - 97;
  e -= 2;
  let i = start;
  let type = f.pawn;
  if (i < e) {
    const p = letterType(f, text.charCodeAt(i));
    if (p >= 0) {
      type = p;
      i++;
    }
  }
  let capture = false;
  if (e > i && text.charCodeAt(e - 1) === 120) {
    capture = true;
    e--;
  }
  let fromFile = -1;
  let fromRank = -1;
  if (i < e) {
    const h = text.charCodeAt(i);
    if (h >= 97 && h <= 104) {
      fromFile = h - 97;
      i++;
    }
  }
  if (i < e) {
    const h = text.charCodeAt(i);
    if (h >= 49 && h <= 56) {
      fromRank = h - 49;
      i++;
    }
  }
  if (i !== e) return false;
  if (type === f.pawn) {
    // Only `e4` and `exd5`; the lenient pawn forms (`ed5`, `e2e4`) go to the full lexer.
    if (fromRank >= 0 || fromFile >= 0 !== capture) return false;
  } else if (promo >= 0) {
    return false;
  }
  out.type = type;
  out.promo = promo;
  out.toFile = toFile;
  out.toRank = toRank;
  out.fromFile = fromFile;
  out.fromRank = fromRank;
  return true;
}
