/**
 * A fast path for standard 8×8 chess and Chess960 (`@x/core`'s `chess` and `chess960` variants): instead of
 * generating every legal move, look backwards from the destination for the pieces of one type that reach it
 * (knight and king steps, slider rays up to the first piece, pawn pushes, captures and e.p.), encode each move
 * exactly as `@x/core` does, and keep those that do not leave the own king in check (tested on the board).
 * Castling, drops and every other variant use the full legal move list. Tests compare both paths move for move.
 * The path is chosen by variant id (`chess`, `chess960`) with structural guards (8×8, the six standard piece ids,
 * no drops or capture rules, the standard pawn); a custom variant that keeps these ids but changes how the
 * pieces move must use another id.
 */
import type { Position } from '@x/core';
import { KIND_DOUBLE, KIND_EN_PASSANT, KIND_NORMAL, KIND_PROMOTION } from './encoding.js';

/** Piece type indices of the chess pieces in a compiled variant, and precomputed reach tables. */
export interface FastChess {
  readonly pawn: number;
  readonly knight: number;
  readonly bishop: number;
  readonly rook: number;
  readonly queen: number;
  readonly king: number;
}

const KNIGHT_STEPS: readonly (readonly [number, number])[] = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];
const KING_STEPS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
];

function stepTable(steps: readonly (readonly [number, number])[]): Int8Array[] {
  const table: Int8Array[] = [];
  for (let s = 0; s < 64; s++) {
    const out: number[] = [];
    for (const [df, dr] of steps) {
      const f = (s & 7) + df;
      const r = (s >> 3) + dr;
      if (f >= 0 && f < 8 && r >= 0 && r < 8) out.push(r * 8 + f);
    }
    table.push(Int8Array.from(out));
  }
  return table;
}

/** Squares from which a knight / king reaches each square (built on first use). */
let KNIGHT_FROM: Int8Array[] = [];
let KING_FROM: Int8Array[] = [];
/** Ray squares from each square in each of 8 directions (0–3 orthogonal, 4–7 diagonal), nearest first. */
let RAYS: Int8Array[] = [];

const DIRS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
  [1, 1],
  [-1, 1],
  [-1, -1],
  [1, -1],
];
function buildTables(): void {
  KNIGHT_FROM = stepTable(KNIGHT_STEPS);
  KING_FROM = stepTable(KING_STEPS);
  const rays: Int8Array[] = [];
  for (let s = 0; s < 64; s++) {
    for (const [df, dr] of DIRS) {
      const out: number[] = [];
      let f = (s & 7) + df;
      let r = (s >> 3) + dr;
      while (f >= 0 && f < 8 && r >= 0 && r < 8) {
        out.push(r * 8 + f);
        f += df;
        r += dr;
      }
      rays.push(Int8Array.from(out));
    }
  }
  RAYS = rays;
}

const fastCache = new WeakMap<object, FastChess | null>();

/** The fast-path table of a position's variant, or `undefined` when the variant is not chess / Chess960. */
export function fastChessOf(pos: Position): FastChess | undefined {
  const variant = pos.variant;
  let fast = fastCache.get(variant);
  if (fast === undefined) {
    fast = null;
    const c = pos.c;
    const t = c.typeByid;
    if (
      (variant.id === 'chess' || variant.id === 'chess960') &&
      c.files === 8 &&
      c.ranks === 8 &&
      c.types.length === 7 &&
      c.simple &&
      !c.captureRules &&
      variant.drops === undefined &&
      variant.mustCapture !== true &&
      standardPawn(variant)
    ) {
      const ids = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'].map((id) => t.get(id));
      if (ids.every((i) => i !== undefined)) {
        if (RAYS.length === 0) buildTables();
        const [pawn, knight, bishop, rook, queen, king] = ids as number[];
        fast = {
          pawn: pawn!,
          knight: knight!,
          bishop: bishop!,
          rook: rook!,
          queen: queen!,
          king: king!,
        };
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

let count = 0;

/** Whether square `k` is attacked by side `by` (chess pieces only; the promoted bit is ignored). */
export function attackedChess(board: Int16Array, f: FastChess, k: number, by: number): boolean {
  const knight = (f.knight << 2) | by;
  const kn = KNIGHT_FROM[k]!;
  for (let i = 0; i < kn.length; i++) if ((board[kn[i]!]! & ~2) === knight) return true;
  const king = (f.king << 2) | by;
  const kg = KING_FROM[k]!;
  for (let i = 0; i < kg.length; i++) if ((board[kg[i]!]! & ~2) === king) return true;
  const pawn = (f.pawn << 2) | by;
  const file = k & 7;
  if (by === 0) {
    if (k >= 8) {
      if (file > 0 && (board[k - 9]! & ~2) === pawn) return true;
      if (file < 7 && (board[k - 7]! & ~2) === pawn) return true;
    }
  } else if (k < 56) {
    if (file > 0 && (board[k + 7]! & ~2) === pawn) return true;
    if (file < 7 && (board[k + 9]! & ~2) === pawn) return true;
  }
  const queen = (f.queen << 2) | by;
  const rook = (f.rook << 2) | by;
  const bishop = (f.bishop << 2) | by;
  for (let d = 0; d < 8; d++) {
    const ray = RAYS[k * 8 + d]!;
    const slider = d < 4 ? rook : bishop;
    for (let i = 0; i < ray.length; i++) {
      const code = board[ray[i]!]!;
      if (code === 0) continue;
      const x = code & ~2;
      if (x === slider || x === queen) return true;
      break;
    }
  }
  return false;
}

/**
 * Keeps `m` (from `from` to `to`; `victim` is the e.p. victim's square or -1) when it does not leave the own
 * king attacked: the move is made on the board array, tested and taken back (nothing else changes).
 */
function tryMove(
  pos: Position,
  f: FastChess,
  m: number,
  from: number,
  to: number,
  victim: number,
  out: Int32Array,
): void {
  const board = pos.board;
  const us = pos.side;
  const moving = board[from]!;
  const king = moving >> 2 === f.king ? to : pos.royalSq[us]!;
  if (king < 0) {
    pos.make(m);
    const ok = !pos.inCheckSide(us);
    pos.unmake();
    if (ok) out[count++] = m;
    return;
  }
  const captured = board[to]!;
  board[from] = 0;
  board[to] = moving;
  let victimCode = 0;
  if (victim >= 0) {
    victimCode = board[victim]!;
    board[victim] = 0;
  }
  const ok = !attackedChess(board, f, king, us ^ 1);
  board[to] = captured;
  board[from] = moving;
  if (victim >= 0) board[victim] = victimCode;
  if (ok) out[count++] = m;
}

/** `givesCheckChess`: the move gives no check. */
export const NO_CHECK = 0;
/** `givesCheckChess`: check, and the king can step out of it (not mate). */
export const CHECK_NOT_MATE = 1;
/** `givesCheckChess`: check, mate undecided. */
export const CHECK = 2;

/** Whether the king of side `side` on `king` can step to a square not attacked by `by` (board as it is). */
function kingCanStep(board: Int16Array, f: FastChess, king: number, side: number): boolean {
  const kingCode = board[king]!;
  const steps = KING_FROM[king]!;
  const by = side ^ 1;
  let free = false;
  board[king] = 0;
  for (let i = 0; i < steps.length && !free; i++) {
    const s = steps[i]!;
    const code = board[s]!;
    if (code !== 0 && (code & 1) === side) continue;
    board[s] = kingCode;
    free = !attackedChess(board, f, s, by);
    board[s] = code;
  }
  board[king] = kingCode;
  return free;
}

/**
 * Whether the non-castling move `m` of the side to move gives check (the opponent's king attacked after it),
 * tested on the board array and taken back: `NO_CHECK`, `CHECK_NOT_MATE` (the king can step away), `CHECK`
 * (mate undecided), or -1 when the opponent has no single king.
 */
export function givesCheckChess(pos: Position, f: FastChess, m: number): number {
  const board = pos.board;
  const us = pos.side;
  const king = pos.royalSq[us ^ 1]!;
  if (king < 0) return -1;
  const from = m & 0xfff;
  const to = (m >>> 12) & 0xfff;
  const kind = (m >>> 24) & 7;
  const moving = board[from]!;
  const captured = board[to]!;
  const victim = kind === KIND_EN_PASSANT ? to + (us === 0 ? -8 : 8) : -1;
  board[from] = 0;
  board[to] = kind === KIND_PROMOTION ? (((m >>> 27) & 31) << 2) | us : moving;
  let victimCode = 0;
  if (victim >= 0) {
    victimCode = board[victim]!;
    board[victim] = 0;
  }
  let check = attackedChess(board, f, king, us) ? CHECK : NO_CHECK;
  if (check === CHECK && kingCanStep(board, f, king, us ^ 1)) check = CHECK_NOT_MATE;
  board[to] = captured;
  board[from] = moving;
  if (victim >= 0) board[victim] = victimCode;
  return check;
}

/**
 * Writes into `out` the legal moves of piece type `type` (of the side to move) that land on `to`, promoting to
 * `promo` (-1: no promotion; a pawn reaching the last rank then has no move), encoded as `@x/core` encodes them;
 * returns how many. Castling is never included.
 */
export function fastCandidates(
  pos: Position,
  f: FastChess,
  type: number,
  to: number,
  promo: number,
  out: Int32Array,
): number {
  count = 0;
  const board = pos.board;
  const us = pos.side;
  const target = board[to]!;
  if (target !== 0 && (target & 1) === us) return 0;
  const mine = (type << 2) | us;
  if (type === f.pawn) {
    const toRank = to >> 3;
    const lastRank = us === 0 ? 7 : 0;
    if (toRank === lastRank) {
      if (promo !== f.queen && promo !== f.rook && promo !== f.bishop && promo !== f.knight) return 0;
    } else if (promo !== -1) {
      return 0;
    }
    const kind = promo === -1 ? KIND_NORMAL : KIND_PROMOTION;
    const extra = promo === -1 ? 0 : promo << 27;
    const back = us === 0 ? -8 : 8;
    const file = to & 7;
    if (target === 0) {
      const from = to + back;
      if (from >= 0 && from < 64) {
        const code = board[from]!;
        if ((code & ~2) === mine) {
          tryMove(pos, f, from | (to << 12) | (kind << 24) | extra, from, to, -1, out);
        } else if (code === 0 && toRank === (us === 0 ? 3 : 4)) {
          const from2 = from + back;
          if ((board[from2]! & ~2) === mine)
            tryMove(pos, f, from2 | (to << 12) | (KIND_DOUBLE << 24), from2, to, -1, out);
        }
      }
      if (to === pos.ep && promo === -1) {
        if (file > 0 && (board[to + back - 1]! & ~2) === mine) {
          tryMove(
            pos,
            f,
            (to + back - 1) | (to << 12) | (KIND_EN_PASSANT << 24),
            to + back - 1,
            to,
            to + back,
            out,
          );
        }
        if (file < 7 && (board[to + back + 1]! & ~2) === mine) {
          tryMove(
            pos,
            f,
            (to + back + 1) | (to << 12) | (KIND_EN_PASSANT << 24),
            to + back + 1,
            to,
            to + back,
            out,
          );
        }
      }
    } else {
      if (file > 0) {
        const from = to + back - 1;
        if (from >= 0 && from < 64 && (board[from]! & ~2) === mine) {
          tryMove(pos, f, from | (to << 12) | (kind << 24) | extra, from, to, -1, out);
        }
      }
      if (file < 7) {
        const from = to + back + 1;
        if (from >= 0 && from < 64 && (board[from]! & ~2) === mine) {
          tryMove(pos, f, from | (to << 12) | (kind << 24) | extra, from, to, -1, out);
        }
      }
    }
    return count;
  }
  if (promo !== -1) return 0;
  const base = to << 12;
  if (type === f.knight || type === f.king) {
    const table = (type === f.knight ? KNIGHT_FROM : KING_FROM)[to]!;
    for (let i = 0; i < table.length; i++) {
      const from = table[i]!;
      if ((board[from]! & ~2) === mine) tryMove(pos, f, from | base, from, to, -1, out);
    }
    return count;
  }
  const rookLike = type === f.rook || type === f.queen;
  const bishopLike = type === f.bishop || type === f.queen;
  if (!rookLike && !bishopLike) return 0;
  // Sliders: the side's piece list, then the line to the destination must be empty.
  const plist = pos.plist;
  const offset = us * 64;
  const n = pos.pcount[us]!;
  const tf = to & 7;
  const tr = to >> 3;
  for (let i = 0; i < n; i++) {
    const from = plist[offset + i]!;
    if ((board[from]! & ~2) !== mine) continue;
    const df = tf - (from & 7);
    const dr = tr - (from >> 3);
    let step: number;
    if (df === 0 || dr === 0) {
      if (!rookLike || (df === 0 && dr === 0)) continue;
      step = df === 0 ? (dr > 0 ? 8 : -8) : df > 0 ? 1 : -1;
    } else if (df === dr || df === -dr) {
      if (!bishopLike) continue;
      step = (dr > 0 ? 8 : -8) + (df > 0 ? 1 : -1);
    } else {
      continue;
    }
    let sq = from + step;
    while (sq !== to && board[sq] === 0) sq += step;
    if (sq === to) tryMove(pos, f, from | base, from, to, -1, out);
  }
  return count;
}

// Results of the last successful `quickLex` (module scratch, read right after the call).
/** Piece type index of the last quick-lexed move. */
export let qType = 0;
/** Promotion type index, or -1. */
export let qPromo = -1;
/** Destination file (0-based). */
export let qToFile = 0;
/** Destination rank (0-based). */
export let qToRank = 0;
/** File hint, or -1. */
export let qFromFile = -1;
/** Rank hint, or -1. */
export let qFromRank = -1;

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
 * `[a-h][1-8](=[QRBN])?`, `[a-h]x[a-h][1-8](=[QRBN])?`, each with an optional `+` or `#` — into the `q*`
 * variables. Returns false for anything else (castling, glyphs, lenient forms, errors), which the full lexer
 * then reads; every shape accepted here reads the same there, in both modes.
 */
export function quickLex(text: string, start: number, end: number, f: FastChess): boolean {
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
  qToRank = c - 49;
  qToFile = file - 97;
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
  qType = type;
  qPromo = promo;
  qFromFile = fromFile;
  qFromRank = fromRank;
  return true;
}
