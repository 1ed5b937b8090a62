/**
 * An independent reference for two FBR page lines on orthodox chess that leave pieces on a move's origin,
 * written from the rules decided in `packages/fbr/docs/compile.md` on a plain 8×8 array of FEN letters, sharing
 * no code with `@x/core`: chess (castling through unattacked squares with the rights of the FEN, en passant,
 * promotion), and
 *
 * - `knight` (`promotion*=origin,move N *N==X`): after every move of a knight a piece `X` of the knight's
 *   colour is put on the square the knight left; `X` never moves and attacks nothing, it blocks and can be
 *   captured; pawns promote to Q R B N;
 * - `disks` (`promotion*[1-12]=capture{D} promotion#[1-12]=swap,enpassant,origin,demote @D=K D Q=acc?{D}Q …`):
 *   Disks `D` step as kings (not royal); a queen also captures its own Disks, and a queen that captures a Disk
 *   (either side's) becomes a mounted queen `A`, which moves as a queen; each move of an `A` may unmount it:
 *   it arrives as a queen and leaves a Disk on the square it left; pawns promote to Q R B N D.
 */

/** Which line the reference plays. */
export type LeaveRules = 'knight' | 'disks';

/** Square = rank * 8 + file; a FEN letter or `''`. */
type Board = string[];
interface Pos {
  readonly b: Board;
  readonly white: boolean;
  /** The e.p. target square, or -1. */
  readonly ep: number;
  /** Castling rights, a subset of `KQkq`. */
  readonly rights: string;
  readonly rules: LeaveRules;
}

const on = (f: number, r: number) => f >= 0 && f < 8 && r >= 0 && r < 8;
const mine = (p: string, white: boolean) => p !== '' && (p === p.toUpperCase()) === white;
/** The vectors (x, y) with x, y in -2 … 2 that satisfy `keep`. */
const vectors = (keep: (x: number, y: number) => boolean) =>
  [-2, -1, 0, 1, 2].flatMap((x) => [-2, -1, 0, 1, 2].filter((y) => keep(x, y)).map((y) => [x, y] as const));
const LEAPS: Record<string, readonly (readonly [number, number])[]> = {
  N: vectors((x, y) => Math.abs(x * y) === 2),
  K: vectors((x, y) => Math.max(Math.abs(x), Math.abs(y)) === 1),
};
const SLIDES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  R: LEAPS.K!.filter(([x, y]) => x === 0 || y === 0),
  B: LEAPS.K!.filter(([x, y]) => x !== 0 && y !== 0),
  Q: LEAPS.K!,
  A: LEAPS.K!,
};
LEAPS.D = LEAPS.K!;

/** The squares a piece on s attacks (pawns: their two capture squares; X: none). */
function targets(b: Board, s: number): number[] {
  const p = b[s]!;
  const u = p.toUpperCase();
  const f = s % 8;
  const r = (s - f) / 8;
  const out: number[] = [];
  if (u === 'P') {
    const dy = p === 'P' ? 1 : -1;
    for (const dx of [-1, 1]) if (on(f + dx, r + dy)) out.push((r + dy) * 8 + f + dx);
  }
  for (const [dx, dy] of LEAPS[u] ?? []) if (on(f + dx, r + dy)) out.push((r + dy) * 8 + f + dx);
  for (const [dx, dy] of SLIDES[u] ?? []) {
    for (let k = 1; on(f + k * dx, r + k * dy); k++) {
      const t = (r + k * dy) * 8 + f + k * dx;
      out.push(t);
      if (b[t] !== '') break;
    }
  }
  return out;
}

function attacked(b: Board, s: number, byWhite: boolean): boolean {
  for (let q = 0; q < 64; q++) if (mine(b[q]!, byWhite) && targets(b, q).includes(s)) return true;
  return false;
}

/** The position after moving s → t (promoting to `promo`), leaving `left` (upper case) on s. */
function play(pos: Pos, s: number, t: number, promo = '', left = ''): Pos {
  const b = pos.b.slice();
  const p = b[s]!;
  const u = p.toUpperCase();
  if (u === 'P' && t === pos.ep) b[t + (pos.white ? -8 : 8)] = '';
  b[t] = promo === '' ? p : pos.white ? promo : promo.toLowerCase();
  b[s] = left === '' ? '' : pos.white ? left : left.toLowerCase();
  const lost = (sq: number) => ({ 4: 'KQ', 0: 'Q', 7: 'K', 60: 'kq', 56: 'q', 63: 'k' })[sq] ?? '';
  const gone = lost(s) + lost(t);
  const rights = [...pos.rights].filter((c) => !gone.includes(c)).join('');
  const ep = u === 'P' && Math.abs(t - s) === 16 ? (s + t) / 2 : -1;
  return { b, white: !pos.white, ep, rights, rules: pos.rules };
}

/** The moves of the piece on s (not a pawn) to t, one of its targets, under the line's rules. */
function pieceMoves(pos: Pos, s: number, t: number): Pos[] {
  const u = pos.b[s]!.toUpperCase();
  const victim = pos.b[t]!;
  const own = mine(victim, pos.white);
  if (pos.rules === 'knight') return own ? [] : [play(pos, s, t, '', u === 'N' ? 'X' : '')];
  const disk = victim.toUpperCase() === 'D';
  if (own && !(u === 'Q' && disk)) return [];
  if (u === 'Q' && disk) return [play(pos, s, t, 'A')];
  if (u === 'A') return [play(pos, s, t), play(pos, s, t, 'Q', 'D')];
  return [play(pos, s, t)];
}

/** The pseudo-legal successors of `pos` (castling checked for attacks here, the rest by `legal`). */
function successors(pos: Pos): Pos[] {
  const { b, white } = pos;
  const out: Pos[] = [];
  for (let s = 0; s < 64; s++) {
    const p = b[s]!;
    const u = p.toUpperCase();
    if (!mine(p, white) || u === 'X') continue;
    if (u !== 'P') {
      for (const t of targets(b, s)) out.push(...pieceMoves(pos, s, t));
      continue;
    }
    const dy = white ? 8 : -8;
    const last = (t: number) => (white ? t >= 56 : t < 8);
    const pushPawn = (t: number) => {
      if (!last(t)) out.push(play(pos, s, t));
      else for (const q of pos.rules === 'disks' ? 'QRBND' : 'QRBN') out.push(play(pos, s, t, q));
    };
    if (b[s + dy] === '') {
      pushPawn(s + dy);
      const home = white ? s >= 8 && s < 16 : s >= 48 && s < 56;
      if (home && b[s + 2 * dy] === '') out.push(play(pos, s, s + 2 * dy));
    }
    for (const t of targets(b, s)) if (mine(b[t]!, !white) || t === pos.ep) pushPawn(t);
  }
  const home = white ? 0 : 56;
  const right = (c: string) => pos.rights.includes(white ? c : c.toLowerCase());
  for (const [c, rook, path, through] of [
    ['K', 7, [5, 6], [4, 5, 6]],
    ['Q', 0, [1, 2, 3], [4, 3, 2]],
  ] as const) {
    if (!right(c) || b[home + 4] !== (white ? 'K' : 'k') || b[home + rook] !== (white ? 'R' : 'r')) continue;
    if (path.some((q) => b[home + q] !== '') || through.some((q) => attacked(b, home + q, !white))) continue;
    const after = play(pos, home + 4, home + (rook === 7 ? 6 : 2));
    after.b[home + (rook === 7 ? 5 : 3)] = b[home + rook]!;
    after.b[home + rook] = '';
    out.push(after);
  }
  return out;
}

/** The successors that leave the mover's king unattacked. */
function legal(pos: Pos): Pos[] {
  return successors(pos).filter((n) => {
    const k = n.b.indexOf(pos.white ? 'K' : 'k');
    return !attacked(n.b, k, !pos.white);
  });
}

/** Perft of the reference from a FEN (placement, side, castling, e.p.; the mounted queen written `A`). */
export function leaveBehindPerft(fen: string, depth: number, rules: LeaveRules = 'knight'): number {
  const [placement, side, rights, ep] = fen.split(' ');
  const b: Board = [];
  for (const row of placement!.split('/').reverse())
    for (const ch of row) b.push(...(/\d/.test(ch) ? Array<string>(Number(ch)).fill('') : [ch]));
  const epSq = ep && ep !== '-' ? (Number(ep[1]) - 1) * 8 + ep.charCodeAt(0) - 97 : -1;
  const count = (pos: Pos, d: number): number =>
    d === 0 ? 1 : legal(pos).reduce((sum, n) => sum + count(n, d - 1), 0);
  return count({ b, white: side === 'w', ep: epSq, rights: rights === '-' ? '' : rights!, rules }, depth);
}
