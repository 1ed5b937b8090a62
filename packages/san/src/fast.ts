/**
 * A fast path for standard 8×8 chess and Chess960 (`@x/core`'s `chess` and `chess960` variants): instead of
 * generating every legal move, look backwards from the destination for the pieces of one type that reach it
 * (knight and king steps, slider rays up to the first piece, pawn pushes, captures and e.p.), encode each move
 * exactly as `@x/core` does, and keep those that do not leave the own king in check (play, test, take back).
 * Castling, drops and every other variant use the full legal move list. Tests compare both paths move for move.
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
      variant.drops === undefined
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

let count = 0;

function tryMove(pos: Position, m: number, us: number, out: Int32Array): void {
  pos.make(m);
  const ok = !pos.inCheckSide(us);
  pos.unmake();
  if (ok) out[count++] = m;
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
          tryMove(pos, from | (to << 12) | (kind << 24) | extra, us, out);
        } else if (code === 0 && toRank === (us === 0 ? 3 : 4)) {
          const from2 = from + back;
          if ((board[from2]! & ~2) === mine) tryMove(pos, from2 | (to << 12) | (KIND_DOUBLE << 24), us, out);
        }
      }
      if (to === pos.ep && promo === -1) {
        if (file > 0 && (board[to + back - 1]! & ~2) === mine) {
          tryMove(pos, (to + back - 1) | (to << 12) | (KIND_EN_PASSANT << 24), us, out);
        }
        if (file < 7 && (board[to + back + 1]! & ~2) === mine) {
          tryMove(pos, (to + back + 1) | (to << 12) | (KIND_EN_PASSANT << 24), us, out);
        }
      }
    } else {
      if (file > 0) {
        const from = to + back - 1;
        if (from >= 0 && from < 64 && (board[from]! & ~2) === mine) {
          tryMove(pos, from | (to << 12) | (kind << 24) | extra, us, out);
        }
      }
      if (file < 7) {
        const from = to + back + 1;
        if (from >= 0 && from < 64 && (board[from]! & ~2) === mine) {
          tryMove(pos, from | (to << 12) | (kind << 24) | extra, us, out);
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
      if ((board[from]! & ~2) === mine) tryMove(pos, from | base, us, out);
    }
    return count;
  }
  const first = type === f.bishop ? 4 : 0;
  const last = type === f.rook ? 4 : 8;
  if (type !== f.bishop && type !== f.rook && type !== f.queen) return 0;
  for (let d = first; d < last; d++) {
    const ray = RAYS[to * 8 + d]!;
    for (let i = 0; i < ray.length; i++) {
      const from = ray[i]!;
      const code = board[from]!;
      if (code === 0) continue;
      if ((code & ~2) === mine) tryMove(pos, from | base, us, out);
      break;
    }
  }
  return count;
}
