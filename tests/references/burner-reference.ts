/**
 * An independent reference for the FBR page's burner line on orthodox chess,
 * `burner#={^A} :FD:|Fire Demon|=(mF4+msW4+([mK]--[mK]--K))--X #:FD:=K`, written from the rules decided in
 * `packages/fbr/docs/compile.md` ("Burners") on a 64-entry array of FEN letters, sharing no code with `@x/core`.
 * Chess (castling with the FEN's rights through unattacked squares, en passant, promotion to Q R B N or a demon:
 * FBR's default promotion set, every non-royal piece but the pawn), and the Fire Demon `A`/`a`:
 *
 * - moves: quietly up to four squares diagonally or sideways, or one to three king steps through empty squares
 *   (never back on its own square), the last step onto an empty square or an enemy piece (a capture);
 * - after it moves it burns every enemy piece on the eight squares around it; then any piece that moved (the king
 *   and the rook when castling) and stands next to an enemy demon is burnt too;
 * - a move that burns its own king is illegal; one that burns the enemy's king is legal and ends the game; a king
 *   is attacked where an enemy move would capture it, or end a demon's move next to it.
 */

/** A move of the reference: squares (rank * 8 + file), a promotion letter (upper case), castling's rook. */
interface RefMove {
  readonly from: number;
  readonly to: number;
  readonly promo?: string;
  readonly rook?: readonly [number, number];
  readonly ep?: boolean;
}

interface State {
  readonly sq: readonly string[];
  readonly white: boolean;
  readonly ep: number;
  readonly rights: string;
}

const KING_STEPS = [-1, 0, 1]
  .flatMap((x) => [-1, 0, 1].map((y) => [x, y] as const))
  .filter(([x, y]) => x || y);
const KNIGHT = [1, 2, -1, -2]
  .flatMap((x) => [1, 2, -1, -2].map((y) => [x, y] as const))
  .filter(([x, y]) => Math.abs(x) !== Math.abs(y));
const ROOK_DIRS = KING_STEPS.filter(([x, y]) => x === 0 || y === 0);
const BISHOP_DIRS = KING_STEPS.filter(([x, y]) => x !== 0 && y !== 0);

const fileOf = (s: number) => s % 8;
const rankOf = (s: number) => (s - (s % 8)) / 8;
const at = (f: number, r: number) => (f < 0 || f > 7 || r < 0 || r > 7 ? -1 : r * 8 + f);
const isWhite = (p: string) => p !== '' && p === p.toUpperCase();
const side = (p: string, white: boolean) => p !== '' && isWhite(p) === white;
const near = (a: number, b: number) =>
  a !== b && Math.abs(fileOf(a) - fileOf(b)) <= 1 && Math.abs(rankOf(a) - rankOf(b)) <= 1;

/** Squares a ride from s along (dx, dy) reaches, up to `max` steps: empty ones, then the first occupied one. */
function ride(sq: readonly string[], s: number, dx: number, dy: number, max: number): number[] {
  const out: number[] = [];
  for (let k = 1; k <= max; k++) {
    const t = at(fileOf(s) + k * dx, rankOf(s) + k * dy);
    if (t < 0) break;
    out.push(t);
    if (sq[t] !== '') break;
  }
  return out;
}

/** The demon's destinations from s: quiet rides, and the walk of one to three king steps. */
function demonTargets(sq: readonly string[], s: number, white: boolean): number[] {
  const out = new Set<number>();
  for (const [dx, dy] of [...BISHOP_DIRS, [1, 0] as const, [-1, 0] as const])
    for (const t of ride(sq, s, dx, dy, 4)) if (sq[t] === '') out.add(t);
  let frontier = [s];
  const seen = new Set([s]);
  for (let step = 0; step < 3; step++) {
    const next: number[] = [];
    for (const q of frontier)
      for (const [dx, dy] of KING_STEPS) {
        const t = at(fileOf(q) + dx, rankOf(q) + dy);
        if (t < 0 || seen.has(t)) continue;
        seen.add(t);
        if (sq[t] === '') {
          out.add(t);
          next.push(t);
        } else if (side(sq[t]!, !white)) out.add(t);
      }
    frontier = next;
  }
  return [...out];
}

/** Pseudo-legal moves of side `white` without castling. */
function pieceMoves(st: State, white: boolean): RefMove[] {
  const { sq } = st;
  const out: RefMove[] = [];
  const add = (from: number, to: number) => {
    if (to >= 0 && !side(sq[to]!, white)) out.push({ from, to });
  };
  for (let s = 0; s < 64; s++) {
    const p = sq[s]!;
    if (!side(p, white)) continue;
    const u = p.toUpperCase();
    const f = fileOf(s);
    const r = rankOf(s);
    if (u === 'A') for (const t of demonTargets(sq, s, white)) out.push({ from: s, to: t });
    if (u === 'K') for (const [dx, dy] of KING_STEPS) add(s, at(f + dx, r + dy));
    if (u === 'N') for (const [dx, dy] of KNIGHT) add(s, at(f + dx, r + dy));
    const dirs = u === 'Q' ? KING_STEPS : u === 'R' ? ROOK_DIRS : u === 'B' ? BISHOP_DIRS : [];
    for (const [dx, dy] of dirs) for (const t of ride(sq, s, dx, dy, 8)) add(s, t);
    if (u !== 'P') continue;
    const dy = white ? 1 : -1;
    const last = white ? 7 : 0;
    const pawnTo = (to: number, ep = false) => {
      if (rankOf(to) === last) for (const promo of 'QRBNA') out.push({ from: s, to, promo });
      else out.push({ from: s, to, ...(ep ? { ep } : {}) });
    };
    const one = at(f, r + dy);
    if (one >= 0 && sq[one] === '') {
      pawnTo(one);
      const two = at(f, r + 2 * dy);
      if (r === (white ? 1 : 6) && sq[two] === '') out.push({ from: s, to: two });
    }
    for (const dx of [-1, 1]) {
      const t = at(f + dx, r + dy);
      if (t >= 0 && side(sq[t]!, !white)) pawnTo(t);
      else if (t >= 0 && t === st.ep) pawnTo(t, true);
    }
  }
  return out;
}

/** Whether an enemy (side `by`) move would capture on s, or end a demon's move next to s. */
function attacked(st: State, s: number, by: boolean): boolean {
  const probe = { ...st, sq: st.sq.map((p, i) => (i === s && p === '' ? (by ? 'k' : 'K') : p)), ep: -1 };
  return pieceMoves(probe, by).some(
    (m) => m.to === s || (probe.sq[m.from]!.toUpperCase() === 'A' && near(m.to, s)),
  );
}

/** The position after move `m`, burns included. */
function play(st: State, m: RefMove): State {
  const sq = st.sq.slice();
  const piece = sq[m.from]!;
  const white = st.white;
  if (m.ep) sq[m.to + (white ? -8 : 8)] = '';
  sq[m.to] = m.promo ? (white ? m.promo : m.promo.toLowerCase()) : piece;
  sq[m.from] = '';
  const moved = [m.to];
  if (m.rook) {
    sq[m.rook[1]] = sq[m.rook[0]]!;
    sq[m.rook[0]] = '';
    moved.push(m.rook[1]);
  }
  const touched = [m.from, m.to, ...(m.rook ?? [])];
  for (const q of moved)
    if (sq[q]!.toUpperCase() === 'A')
      for (let t = 0; t < 64; t++)
        if (near(q, t) && side(sq[t]!, !white)) {
          sq[t] = '';
          touched.push(t);
        }
  for (const q of moved) {
    const demon = white ? 'a' : 'A';
    if (sq[q] !== '' && sq.some((p, t) => p === demon && near(q, t))) {
      sq[q] = '';
      touched.push(q);
    }
  }
  // A right is lost once a move starts or ends on its king's or rook's square, or a burn empties one.
  const squaresOf: Record<string, readonly number[]> = { K: [4, 7], Q: [4, 0], k: [60, 63], q: [60, 56] };
  const keep = (c: string) => !squaresOf[c]!.some((q) => touched.includes(q));
  const double = piece.toUpperCase() === 'P' && Math.abs(m.to - m.from) === 16;
  return {
    sq,
    white: !white,
    ep: double ? (m.from + m.to) / 2 : -1,
    rights: [...st.rights].filter(keep).join(''),
  };
}

/** Castling moves of the side to move (king and rook home, path empty, king's squares unattacked). */
function castles(st: State): RefMove[] {
  const out: RefMove[] = [];
  const home = st.white ? 0 : 56;
  for (const [right, rook, empty, kingTo] of [
    ['K', 7, [5, 6], 6],
    ['Q', 0, [1, 2, 3], 2],
  ] as const) {
    if (!st.rights.includes(st.white ? right : right.toLowerCase())) continue;
    if (empty.some((e) => st.sq[home + e] !== '')) continue;
    const passes = kingTo === 6 ? [4, 5, 6] : [4, 3, 2];
    if (passes.some((q) => attacked(st, home + q, !st.white))) continue;
    out.push({ from: home + 4, to: home + kingTo, rook: [home + rook, home + (kingTo === 6 ? 5 : 3)] });
  }
  return out;
}

/** The legal successors of `st` (none once a king is gone). */
function successors(st: State): State[] {
  const king = st.white ? 'K' : 'k';
  const theirs = st.white ? 'k' : 'K';
  if (!st.sq.includes(king) || !st.sq.includes(theirs)) return [];
  const out: State[] = [];
  for (const m of [...pieceMoves(st, st.white), ...castles(st)]) {
    const next = play(st, m);
    const k = next.sq.indexOf(king);
    if (k < 0) continue;
    if (!next.sq.includes(theirs) || !attacked(next, k, !st.white)) out.push(next);
  }
  return out;
}

/** Perft of the reference from a FEN (placement, side, castling rights, e.p. square; the demon written `A`). */
export function burnerPerft(fen: string, depth: number): number {
  const [placement, turn, rights, ep] = fen.split(' ');
  const sq: string[] = [];
  for (const row of placement!.split('/').reverse())
    for (const ch of row) sq.push(...(/\d/.test(ch) ? Array<string>(Number(ch)).fill('') : [ch]));
  const start: State = {
    sq,
    white: turn === 'w',
    ep: ep && ep !== '-' ? (Number(ep[1]) - 1) * 8 + ep.charCodeAt(0) - 97 : -1,
    rights: rights === '-' ? '' : rights!,
  };
  const count = (st: State, d: number): number =>
    d === 0 ? 1 : successors(st).reduce((n, next) => n + count(next, d - 1), 0);
  return count(start, depth);
}
