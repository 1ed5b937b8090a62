/**
 * An independent reference for Swap chess (FBR `swapping`, `MoveAtom.swapChain`), written from the rules
 * stated in `packages/fbr/docs/compile.md` ("Swap chains") on a plain 8×8 array of FEN letters, sharing no code
 * with `@x/core`: plain chess moves without castling (the positions it is given have no rights), and
 * swap chains: a piece but the king swaps with the first enemy piece along a capture ray, then may
 * swap again from its new square with an enemy piece not swapped yet in this chain; every node is a
 * move; a swap that leaves the opponent in check ends the chain; a pawn brought to its last rank (the
 * mover at the end, an enemy pawn on the square the mover left) promotes to Q, R, B or N, the mover
 * choosing; only the end position must leave the mover's king safe. `page`: the FBR page's pieces, where
 * the queen also leaps like a knight (`Q=QN`) and a pawn may step two squares from its first two
 * ranks (the predefined `P`'s `[1-2]mefW02`, as a pawn swapped back onto its first rank can be).
 */

/** Square = rank * 8 + file. */
type Board = (string | null)[];
/** A position of the reference. */
export interface RefPos {
  readonly b: Board;
  readonly white: boolean;
  readonly ep: number;
  readonly page: boolean;
}

const KNIGHT = [
  [1, 2],
  [2, 1],
  [-1, 2],
  [-2, 1],
  [1, -2],
  [2, -1],
  [-1, -2],
  [-2, -1],
];
const ORTHO = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const DIAG = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
const isWhite = (p: string) => p === p.toUpperCase();

/** The rays along which the piece `p` on `s` captures (and, but for the pawn, moves), nearest square first. */
function rays(p: string, s: number, page: boolean): number[][] {
  const x = s % 8;
  const y = s >> 3;
  const out: number[][] = [];
  const ray = (dx: number, dy: number, slide: boolean) => {
    const r: number[] = [];
    for (let cx = x + dx, cy = y + dy; cx >= 0 && cx < 8 && cy >= 0 && cy < 8; cx += dx, cy += dy) {
      r.push(cy * 8 + cx);
      if (!slide) break;
    }
    if (r.length > 0) out.push(r);
  };
  const k = p.toUpperCase();
  const f = isWhite(p) ? 1 : -1;
  if (k === 'P') for (const dx of [-1, 1]) ray(dx, f, false);
  if (k === 'N' || (k === 'Q' && page)) for (const [dx, dy] of KNIGHT) ray(dx!, dy!, false);
  if (k === 'K') for (const [dx, dy] of [...ORTHO, ...DIAG]) ray(dx!, dy!, false);
  if (k === 'R' || k === 'Q') for (const [dx, dy] of ORTHO) ray(dx!, dy!, true);
  if (k === 'B' || k === 'Q') for (const [dx, dy] of DIAG) ray(dx!, dy!, true);
  return out;
}

function attacked(b: Board, s: number, byWhite: boolean, page: boolean): boolean {
  for (let i = 0; i < 64; i++) {
    const p = b[i];
    if (!p || isWhite(p) !== byWhite) continue;
    for (const r of rays(p, i, page))
      for (const t of r) {
        if (t === s) return true;
        if (b[t]) break;
      }
  }
  return false;
}

const inCheck = (b: Board, white: boolean, page: boolean) =>
  attacked(b, b.indexOf(white ? 'K' : 'k'), !white, page);
const cased = (white: boolean, letters: string) => (white ? letters : letters.toLowerCase());
const lastRank = (white: boolean, s: number) => s >> 3 === (white ? 7 : 0);

/** Plain chess moves (no castling: the positions below have no rights), as positions after them. */
function chessMoves(pos: RefPos): RefPos[] {
  const { b, white, page } = pos;
  const out: RefPos[] = [];
  const add = (from: number, to: number, piece: string, ep = -1, victim = -1) => {
    const n = b.slice();
    n[from] = null;
    if (victim >= 0) n[victim] = null;
    n[to] = piece;
    out.push({ b: n, white: !white, ep, page });
  };
  for (let s = 0; s < 64; s++) {
    const p = b[s];
    if (!p || isWhite(p) !== white) continue;
    if (p.toUpperCase() !== 'P') {
      for (const r of rays(p, s, page))
        for (const t of r) {
          if (!b[t] || isWhite(b[t]!) !== white) add(s, t, p);
          if (b[t]) break;
        }
      continue;
    }
    const f = white ? 8 : -8;
    const pawnTo = (to: number, ep = -1, victim = -1) => {
      if (lastRank(white, to)) for (const q of cased(white, 'QRBN')) add(s, to, q);
      else add(s, to, p, ep, victim);
    };
    if (!b[s + f]) {
      pawnTo(s + f);
      const rank = white ? s >> 3 : 7 - (s >> 3);
      if ((rank === 1 || (page && rank === 0)) && !b[s + 2 * f]) add(s, s + 2 * f, p, s + f);
    }
    for (const [t] of rays(p, s, page)) {
      if (b[t!] && isWhite(b[t!]!) !== white) pawnTo(t!);
      else if (t === pos.ep) pawnTo(t, -1, t - f);
    }
  }
  return out;
}

/** The swap chains: each node of the walk is a move (every promotion choice a move of its own). */
function chainMoves(pos: RefPos): RefPos[] {
  const { white, page } = pos;
  const out: RefPos[] = [];
  const walk = (b: Board, cur: number, used: ReadonlySet<number>) => {
    for (const r of rays(b[cur]!, cur, page))
      for (const t of r) {
        const other = b[t];
        if (!other) continue;
        if (isWhite(other) !== white && !used.has(t)) leg(b, cur, t, used);
        break;
      }
  };
  const leg = (b: Board, cur: number, to: number, used: ReadonlySet<number>) => {
    const mover = b[cur]!;
    const other = b[to]!;
    const swapped =
      other.toUpperCase() === 'P' && lastRank(!white, cur) ? [...cased(!white, 'QRBN')] : [other];
    for (const e of swapped) {
      const n = b.slice();
      n[to] = mover;
      n[cur] = e;
      if (mover.toUpperCase() === 'P' && lastRank(white, to))
        for (const q of cased(white, 'QRBN')) {
          const m = n.slice();
          m[to] = q;
          out.push({ b: m, white: !white, ep: -1, page });
        }
      else out.push({ b: n, white: !white, ep: -1, page });
      if (!inCheck(n, !white, page)) walk(n, to, new Set([...used, cur]));
    }
  };
  for (let s = 0; s < 64; s++) {
    const p = pos.b[s];
    if (p && isWhite(p) === white && p.toUpperCase() !== 'K') walk(pos.b, s, new Set());
  }
  return out;
}

const legal = (pos: RefPos) =>
  [...chessMoves(pos), ...chainMoves(pos)].filter((n) => !inCheck(n.b, pos.white, pos.page));

export function refPerft(pos: RefPos, depth: number): number {
  const moves = legal(pos);
  if (depth === 1) return moves.length;
  let sum = 0;
  for (const m of moves) sum += refPerft(m, depth - 1);
  return sum;
}

export function refFromFen(fen: string, page = false): RefPos {
  const [placement, side, , ep] = fen.split(' ');
  const b: Board = Array(64).fill(null);
  placement!.split('/').forEach((row, i) => {
    let x = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) x += Number(ch);
      else b[(7 - i) * 8 + x++] = ch;
    }
  });
  const epSq = ep === '-' ? -1 : (Number(ep![1]) - 1) * 8 + ep!.charCodeAt(0) - 97;
  return { b, white: side === 'w', ep: epSq, page };
}
