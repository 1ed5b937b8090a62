/**
 * A naive Benedict chess move generator for tests, on a plain 8 × 8 array, written from the rules (W. Dan
 * Troyka's game as chessvariants.com and the FBR page's `benedict` give it), sharing no code with the `@x/core`
 * engine:
 *
 * 1. no move captures: every piece moves as in chess onto empty squares only (pawns push one, or two from
 *    their second rank; no en passant); castling as in chess with the squares between king and rook empty
 *    (nothing is ever attacked, so nothing else stops it), the king and the rook of the mover's colour on
 *    their squares and the right not lost (a move from or to e1/a1/h1, e8/a8/h8 loses it);
 * 2. after the move, every enemy piece that the moved piece (castling: the king, then the rook; a promotion:
 *    the new piece) attacks from its square changes colour: a leap's square, a ride's first occupied square,
 *    a pawn's two forward diagonals;
 * 3. a side without a king has lost: it has no moves.
 *
 * FEN: the chess FEN (the e.p. field is ignored). `queen: 'RN'` gives `Q` the moves of a rook and a knight
 * (the FBR page's `Q=R+N`) instead of a queen's.
 */
import { referencePerft } from './reference-perft.js';

/** The reference's options. */
export interface BenedictOptions {
  readonly queen?: 'RB' | 'RN';
}

/** A piece: upper case White, lower case Black. */
type Board = (string | undefined)[];
interface State {
  readonly board: Board;
  readonly white: boolean;
  readonly castling: string;
}

const at = (f: number, r: number) => (f < 0 || f > 7 || r < 0 || r > 7 ? -1 : r * 8 + f);
const isWhite = (p: string) => p === p.toUpperCase();
const ORTHO = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;
const DIAG = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const;
/** The eight knight leaps: (±1, ±2) and (±2, ±1). */
const KNIGHT = [
  [1, 2],
  [2, 1],
].flatMap(([a, b]) => [
  [a!, b!],
  [a!, -b!],
  [-a!, b!],
  [-a!, -b!],
]);

/** Reads a FEN. */
export function benedictFromFen(fen: string): State {
  const [placement, turn, castling] = fen.split(' ');
  // Ranks 8 … 1, each digit spelt out as that many empty squares (`.`).
  const rows = placement!.replace(/\d/g, (d) => '.'.repeat(Number(d))).split('/');
  const board: Board = rows.reverse().flatMap((row) => [...row].map((ch) => (ch === '.' ? undefined : ch)));
  return { board, white: turn === 'w', castling: castling === '-' ? '' : castling! };
}

/** The piece on `s`'s (leaps, rides) as vector lists; the pawn's attacks are its forward diagonals. */
function pattern(
  p: string,
  queen: 'RB' | 'RN',
): { leaps: readonly (readonly number[])[]; rides: readonly (readonly number[])[] } {
  switch (p.toUpperCase()) {
    case 'K':
      return { leaps: [...ORTHO, ...DIAG], rides: [] };
    case 'Q':
      return queen === 'RB' ? { leaps: [], rides: [...ORTHO, ...DIAG] } : { leaps: KNIGHT, rides: ORTHO };
    case 'R':
      return { leaps: [], rides: ORTHO };
    case 'B':
      return { leaps: [], rides: DIAG };
    case 'N':
      return { leaps: KNIGHT, rides: [] };
    default:
      return { leaps: [], rides: [] };
  }
}

/** The squares the piece on `s` attacks: the first occupied square of each ride, each leap's square. */
function attacks(board: Board, s: number, queen: 'RB' | 'RN'): number[] {
  const p = board[s]!;
  const f = s % 8;
  const r = Math.floor(s / 8);
  if (p.toUpperCase() === 'P') {
    const dy = isWhite(p) ? 1 : -1;
    return [at(f - 1, r + dy), at(f + 1, r + dy)].filter((q) => q >= 0);
  }
  const { leaps, rides } = pattern(p, queen);
  const out = leaps.map(([dx, dy]) => at(f + dx!, r + dy!)).filter((q) => q >= 0);
  for (const [dx, dy] of rides) {
    for (let k = 1; ; k++) {
      const q = at(f + k * dx!, r + k * dy!);
      if (q < 0) break;
      if (board[q] !== undefined) {
        out.push(q);
        break;
      }
    }
  }
  return out;
}

/** A move: from, to, promotion letter (upper case), castling rook squares. */
interface Move {
  readonly from: number;
  readonly to: number;
  readonly promo?: string;
  readonly rook?: readonly [number, number];
}

function moves(st: State, queen: 'RB' | 'RN'): Move[] {
  const { board, white } = st;
  const mine = (p: string | undefined) => p !== undefined && isWhite(p) === white;
  if (!board.some((p) => p !== undefined && mine(p) && p.toUpperCase() === 'K')) return [];
  const out: Move[] = [];
  for (let s = 0; s < 64; s++) {
    const p = board[s];
    if (!mine(p)) continue;
    const f = s % 8;
    const r = Math.floor(s / 8);
    if (p!.toUpperCase() === 'P') {
      const dy = white ? 1 : -1;
      const one = at(f, r + dy);
      if (one < 0 || board[one] !== undefined) continue;
      const last = white ? 7 : 0;
      if (r + dy === last) for (const x of 'QRBN') out.push({ from: s, to: one, promo: x });
      else out.push({ from: s, to: one });
      const two = at(f, r + 2 * dy);
      if (r === (white ? 1 : 6) && board[two] === undefined) out.push({ from: s, to: two });
      continue;
    }
    const { leaps, rides } = pattern(p!, queen);
    for (const [dx, dy] of leaps) {
      const q = at(f + dx!, r + dy!);
      if (q >= 0 && board[q] === undefined) out.push({ from: s, to: q });
    }
    for (const [dx, dy] of rides) {
      for (let k = 1; ; k++) {
        const q = at(f + k * dx!, r + k * dy!);
        if (q < 0 || board[q] !== undefined) break;
        out.push({ from: s, to: q });
      }
    }
  }
  const home = white ? 0 : 56;
  const king = white ? 'K' : 'k';
  const rook = white ? 'R' : 'r';
  const sides = [
    { right: white ? 'K' : 'k', rook: home + 7, between: [5, 6], kingTo: home + 6, rookTo: home + 5 },
    { right: white ? 'Q' : 'q', rook: home, between: [1, 2, 3], kingTo: home + 2, rookTo: home + 3 },
  ];
  for (const c of sides) {
    if (!st.castling.includes(c.right) || board[home + 4] !== king || board[c.rook] !== rook) continue;
    if (c.between.some((x) => board[home + x] !== undefined)) continue;
    out.push({ from: home + 4, to: c.kingTo, rook: [c.rook, c.rookTo] });
  }
  return out;
}

/** Flips the enemy pieces the piece on `s` attacks. */
function convert(board: Board, s: number, queen: 'RB' | 'RN'): void {
  const white = isWhite(board[s]!);
  for (const q of attacks(board, s, queen)) {
    const v = board[q];
    if (v !== undefined && isWhite(v) !== white) board[q] = white ? v.toUpperCase() : v.toLowerCase();
  }
}

function play(st: State, m: Move, queen: 'RB' | 'RN'): State {
  const board = st.board.slice();
  const p = board[m.from]!;
  board[m.from] = undefined;
  board[m.to] = m.promo ? (st.white ? m.promo : m.promo.toLowerCase()) : p;
  if (m.rook) {
    board[m.rook[1]] = board[m.rook[0]];
    board[m.rook[0]] = undefined;
  }
  convert(board, m.to, queen);
  if (m.rook) convert(board, m.rook[1], queen);
  const lost: Record<number, string> = { 4: 'KQ', 0: 'Q', 7: 'K', 60: 'kq', 56: 'q', 63: 'k' };
  let castling = st.castling;
  for (const s of [m.from, m.to, ...(m.rook ?? [])])
    for (const ch of lost[s] ?? '') castling = castling.replace(ch, '');
  return { board, white: !st.white, castling };
}

/** Leaf nodes at `depth` (bulk-counted at the last ply). */
export function benedictPerft(fen: string, depth: number, options: BenedictOptions = {}): number {
  const queen = options.queen ?? 'RB';
  return referencePerft(
    benedictFromFen(fen),
    depth,
    (st) => moves(st, queen),
    (st, m) => play(st, m, queen),
  );
}
