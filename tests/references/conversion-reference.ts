/**
 * A naive move generator for the FBR page's `conversion* K=mK *K=[+]cK !*K=j{K}K` on the orthodox army, for
 * tests, on a plain 8 × 8 array of FEN letters, written from the rules as `packages/fbr/docs/compile.md`
 * reads them and sharing no code with the `@x/core` engine:
 *
 * 1. queens, rooks, bishops, knights and pawns move and capture as in chess (double steps from the second
 *    rank, en passant, promotion to Q, R, B or N); no castling (the positions given have no rights);
 * 2. the king steps one square onto an empty square and never captures, so it attacks nothing;
 * 3. a king not in check may instead convert an adjacent enemy piece that is not a king and has no king of
 *    its own colour on a square next to it: the piece changes colour, the king stays (one move);
 * 4. no move may leave the mover's king attacked (by a queen, rook, bishop, knight or pawn).
 *
 * FEN: the chess FEN; the castling field must be `-`.
 */
import { referencePerft } from './reference-perft.js';

type Cell = string | null;

interface Node {
  readonly cells: readonly Cell[];
  readonly whiteToMove: boolean;
  /** The en-passant target square, or -1. */
  readonly passant: number;
}

const sq = (file: number, rank: number): number =>
  file >= 0 && file < 8 && rank >= 0 && rank < 8 ? rank * 8 + file : -1;
const white = (c: string): boolean => c < 'a';
const kind = (c: string): string => c.toLowerCase();

const STEPS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
];
const JUMPS: readonly (readonly [number, number])[] = [
  [2, 1],
  [1, 2],
  [-1, 2],
  [-2, 1],
  [-2, -1],
  [-1, -2],
  [1, -2],
  [2, -1],
];
/** Ride directions by piece letter: rook the even STEPS entries, bishop the odd, queen all. */
const RIDES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  r: STEPS.filter((_, i) => i % 2 === 0),
  b: STEPS.filter((_, i) => i % 2 === 1),
  q: STEPS,
};

/** Reads a FEN (placement, side, castling `-`, e.p.). */
export function conversionFromFen(fen: string): Node {
  const [placement = '', side, castling, ep = '-'] = fen.split(' ');
  if (castling !== '-') throw new Error('the reference plays no castling');
  const cells: Cell[] = new Array(64).fill(null);
  placement.split('/').forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (ch >= '1' && ch <= '9') file += Number(ch);
      else cells[sq(file++, 7 - i)] = ch;
    }
  });
  const passant = ep === '-' ? -1 : sq(ep.charCodeAt(0) - 97, Number(ep[1]) - 1);
  return { cells, whiteToMove: side === 'w', passant };
}

/** Whether square `target` is attacked by a piece of colour `byWhite` (kings attack nothing). */
function attacked(cells: readonly Cell[], target: number, byWhite: boolean): boolean {
  const tf = target % 8;
  const tr = (target - tf) / 8;
  const foe = (s: number, letters: string): boolean => {
    const c = s < 0 ? null : cells[s]!;
    return c !== null && white(c) === byWhite && letters.includes(kind(c));
  };
  const pawnRank = byWhite ? tr - 1 : tr + 1;
  if (foe(sq(tf - 1, pawnRank), 'p') || foe(sq(tf + 1, pawnRank), 'p')) return true;
  if (JUMPS.some(([dx, dy]) => foe(sq(tf + dx, tr + dy), 'n'))) return true;
  for (const [letter, dirs] of [
    ['r', RIDES.r!],
    ['b', RIDES.b!],
  ] as const) {
    for (const [dx, dy] of dirs) {
      let s = sq(tf + dx, tr + dy);
      for (let k = 2; s >= 0 && cells[s] === null; k++) s = sq(tf + k * dx, tr + k * dy);
      if (foe(s, `${letter}q`)) return true;
    }
  }
  return false;
}

/** A move as the positions it leads to (each already played), paired with a label for debugging. */
interface Step {
  readonly label: string;
  readonly next: Node;
}

function place(n: Node, changes: readonly (readonly [number, Cell])[], passant = -1): Node {
  const cells = n.cells.slice();
  for (const [s, c] of changes) cells[s] = c;
  return { cells, whiteToMove: !n.whiteToMove, passant };
}

/** The pseudo-legal moves of the piece on `s` (not the king's). */
function pieceSteps(n: Node, s: number, out: Step[]): void {
  const c = n.cells[s]!;
  const f = s % 8;
  const r = (s - f) / 8;
  const enemyOrEmpty = (t: number) => t >= 0 && (n.cells[t] === null || white(n.cells[t]!) !== n.whiteToMove);
  const go = (t: number, passant = -1, extra: (readonly [number, Cell])[] = []) =>
    out.push({ label: `${s}-${t}`, next: place(n, [[s, null], [t, c], ...extra], passant) });
  const k = kind(c);
  if (k === 'p') {
    const dy = n.whiteToMove ? 1 : -1;
    const last = n.whiteToMove ? 7 : 0;
    const promote = (t: number) => {
      if ((t - (t % 8)) / 8 !== last) return go(t);
      for (const p of 'qrbn') {
        const piece = n.whiteToMove ? p.toUpperCase() : p;
        out.push({
          label: `${s}-${t}=${p}`,
          next: place(n, [
            [s, null],
            [t, piece],
          ]),
        });
      }
    };
    const ahead = sq(f, r + dy);
    if (ahead >= 0 && n.cells[ahead] === null) {
      promote(ahead);
      const two = sq(f, r + 2 * dy);
      if (r === (n.whiteToMove ? 1 : 6) && n.cells[two] === null) go(two, ahead);
    }
    for (const dx of [-1, 1]) {
      const t = sq(f + dx, r + dy);
      if (t < 0) continue;
      if (n.cells[t] !== null && white(n.cells[t]!) !== n.whiteToMove) promote(t);
      else if (t === n.passant) go(t, -1, [[t - 8 * dy, null]]);
    }
    return;
  }
  if (k === 'n') {
    for (const [dx, dy] of JUMPS) if (enemyOrEmpty(sq(f + dx, r + dy))) go(sq(f + dx, r + dy));
    return;
  }
  for (const [dx, dy] of RIDES[k]!) {
    for (let d = 1; ; d++) {
      const t = sq(f + d * dx, r + d * dy);
      if (!enemyOrEmpty(t)) break;
      go(t);
      if (n.cells[t] !== null) break;
    }
  }
}

/** The legal moves of `n`. */
export function conversionMoves(n: Node): Step[] {
  const ownKing = n.whiteToMove ? 'K' : 'k';
  const king = n.cells.indexOf(ownKing);
  const out: Step[] = [];
  for (let s = 0; s < 64; s++) {
    const c = n.cells[s];
    if (c === null || c === undefined || white(c) !== n.whiteToMove || s === king) continue;
    pieceSteps(n, s, out);
  }
  if (king >= 0) {
    const kf = king % 8;
    const kr = (king - kf) / 8;
    const checked = attacked(n.cells, king, !n.whiteToMove);
    for (const [dx, dy] of STEPS) {
      const t = sq(kf + dx, kr + dy);
      if (t < 0) continue;
      const v = n.cells[t];
      if (v === null)
        out.push({
          label: `K-${t}`,
          next: place(n, [
            [king, null],
            [t, ownKing],
          ]),
        });
      else if (!checked && white(v!) !== n.whiteToMove && kind(v!) !== 'k' && !nextToKing(n.cells, t, v!))
        out.push({
          label: `K^${t}`,
          next: place(n, [[t, n.whiteToMove ? v!.toUpperCase() : v!.toLowerCase()]]),
        });
    }
  }
  return out.filter((m) => {
    const k = m.next.cells.indexOf(ownKing);
    return k < 0 || !attacked(m.next.cells, k, !n.whiteToMove);
  });
}

/** Whether the piece `v` on `t` has its own king on a square next to it. */
function nextToKing(cells: readonly Cell[], t: number, v: string): boolean {
  const f = t % 8;
  const r = (t - f) / 8;
  const own = white(v) ? 'K' : 'k';
  return STEPS.some(([dx, dy]) => {
    const s = sq(f + dx, r + dy);
    return s >= 0 && cells[s] === own;
  });
}

/** Leaf nodes at `depth`. */
export function conversionPerft(fen: string, depth: number): number {
  return referencePerft(conversionFromFen(fen), depth, conversionMoves, (_, m) => m.next);
}
