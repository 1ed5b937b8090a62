/**
 * One 8 × 8 chess board for the naive reference generators (`alice-reference.ts`, `boards-alice-reference.ts`,
 * `crab-reference.ts`): squares, the pieces' vectors, the attack test and the moves of one of several boards,
 * sharing no code with the `@x/core` engine.
 */

/** A side: White or Black. */
export type Color = 'w' | 'b';
/** A piece: its side and its letter (`K`, `Q`, `R`, `B`, `N`, `P`, or a reference's own). */
export interface Piece {
  readonly color: Color;
  readonly type: string;
}
/** A board, squares `rank * 8 + file` (a1 = 0). */
export type Board = (Piece | undefined)[];

/** The square at file f and rank r (0-based), or -1 off the board. */
export const at = (f: number, r: number) => (f < 0 || f > 7 || r < 0 || r > 7 ? -1 : r * 8 + f);
/** The other side. */
export const other = (c: Color): Color => (c === 'w' ? 'b' : 'w');

/** Vectors written `dx,dy dx,dy …`. */
const vectors = (text: string) => text.split(' ').map((v) => v.split(',').map(Number) as [number, number]);
export const KNIGHT = vectors('1,2 2,1 2,-1 1,-2 -1,-2 -2,-1 -2,1 -1,2');
export const ROOK = vectors('1,0 -1,0 0,1 0,-1');
export const BISHOP = vectors('1,1 1,-1 -1,1 -1,-1');
export const KING = [...ROOK, ...BISHOP];

/** The letters that attack along each kind of line: knight leaps, rook lines, bishop lines. */
export interface Attackers {
  readonly knight: string;
  readonly rook: string;
  readonly bishop: string;
}

/**
 * Whether square s of `board` is attacked by a piece of colour `by` (pawns, kings and `letters`); `active`
 * says whether the piece on a square may attack (a frozen piece still blocks lines).
 */
export function attackedOn(
  board: Board,
  s: number,
  by: Color,
  letters: Attackers,
  active: (sq: number) => boolean = () => true,
): boolean {
  const f = s % 8;
  const r = Math.floor(s / 8);
  const is = (sq: number, types: string) => {
    const p = sq >= 0 ? board[sq] : undefined;
    return p !== undefined && p.color === by && types.includes(p.type) && active(sq);
  };
  const pawnRank = by === 'w' ? r - 1 : r + 1;
  if (is(at(f - 1, pawnRank), 'P') || is(at(f + 1, pawnRank), 'P')) return true;
  if (KNIGHT.some(([x, y]) => is(at(f + x, r + y), letters.knight))) return true;
  if (KING.some(([x, y]) => is(at(f + x, r + y), 'K'))) return true;
  for (const [dirs, types] of [
    [ROOK, letters.rook],
    [BISHOP, letters.bishop],
  ] as const) {
    for (const [x, y] of dirs) {
      for (let k = 1; ; k++) {
        const sq = at(f + x * k, r + y * k);
        if (sq < 0) break;
        if (board[sq] !== undefined) {
          if (is(sq, types)) return true;
          break;
        }
      }
    }
  }
  return false;
}

/** A move on one board: origin, destination, and what kind of move it is. */
export interface BoardMove {
  readonly from: number;
  readonly to: number;
  readonly promo?: string;
  readonly castle?: { readonly rookFrom: number; readonly rookTo: number };
  readonly ep?: boolean;
  readonly double?: boolean;
}

/** The steps, double step and captures (not e.p.) of colour c's pawn on s; on the last rank one move per letter of `promos`. */
export function pawnSteps(board: Board, s: number, c: Color, promos: string, out: BoardMove[]): void {
  const dir = c === 'w' ? 1 : -1;
  const f = s % 8;
  const r = Math.floor(s / 8);
  const push = (to: number) => {
    if (Math.floor(to / 8) === (c === 'w' ? 7 : 0))
      for (const promo of promos) out.push({ from: s, to, promo });
    else out.push({ from: s, to });
  };
  const one = at(f, r + dir);
  if (one >= 0 && board[one] === undefined) {
    push(one);
    const two = at(f, r + 2 * dir);
    if (r === (c === 'w' ? 1 : 6) && board[two] === undefined) out.push({ from: s, to: two, double: true });
  }
  for (const x of [-1, 1]) {
    const to = at(f + x, r + dir);
    if (to >= 0 && board[to] !== undefined && board[to]!.color !== c) push(to);
  }
}

/**
 * Chess castling of colour c's king on s (e1 or e8) with the `castling` rights (`KQkq`): the rook there (`rookOk`),
 * the squares between empty, the king's squares not `attacked`.
 */
export function castlings(
  board: Board,
  s: number,
  c: Color,
  castling: string,
  attacked: (sq: number) => boolean,
  rookOk: (sq: number) => boolean,
  out: BoardMove[],
): void {
  const rank = c === 'w' ? 0 : 56;
  if (s !== rank + 4) return;
  for (const [right, rookFile, kingFile, rookTo, between] of [
    ['K', 7, 6, 5, [5, 6]],
    ['Q', 0, 2, 3, [1, 2, 3]],
  ] as const) {
    if (!castling.includes(c === 'w' ? right : right.toLowerCase())) continue;
    const rook = board[rank + rookFile];
    if (rook?.color !== c || rook.type !== 'R' || !rookOk(rank + rookFile)) continue;
    if (between.some((x) => board[rank + x] !== undefined)) continue;
    if ((kingFile > 4 ? [4, 5, 6] : [4, 3, 2]).some((x) => attacked(rank + x))) continue;
    out.push({ from: s, to: rank + kingFile, castle: { rookFrom: rank + rookFile, rookTo: rank + rookTo } });
  }
}

/** The `count` 8 × 8 boards of a FEN placement of boards side by side, `gap` hole files (`*`) between them. */
export function wideBoards(placement: string, count: number, gap: number): Board[] {
  const boards: Board[] = Array.from({ length: count }, () => Array(64).fill(undefined));
  const rows = placement.split('/');
  for (let r = 0; r < 8; r++) {
    rows[7 - r]!.split('*'.repeat(gap)).forEach((row, b) => {
      let f = 0;
      for (const ch of row) {
        if (/[0-9]/.test(ch)) f += Number(ch);
        else boards[b]![r * 8 + f++] = { color: ch === ch.toUpperCase() ? 'w' : 'b', type: ch.toUpperCase() };
      }
    });
  }
  return boards;
}

/** A list of vectors `[dx, dy]`. */
export type Vectors = readonly (readonly [number, number])[];

/**
 * The targets of colour c's piece on s that leaps along `leaps` and slides along `slides` (stopping before its
 * own pieces and on the first other), each handed to `push`.
 */
export function pieceTargets(
  board: Board,
  s: number,
  c: Color,
  leaps: Vectors,
  slides: Vectors,
  push: (to: number) => void,
): void {
  const f = s % 8;
  const r = Math.floor(s / 8);
  const add = (to: number) => {
    if (to >= 0 && board[to]?.color !== c) push(to);
    return to >= 0 && board[to] === undefined;
  };
  for (const [x, y] of leaps) add(at(f + x, r + y));
  for (const [x, y] of slides) for (let k = 1; add(at(f + x * k, r + y * k)); k++);
}

/**
 * Plays move m from board `here` onto board `there` (the same board when nothing transfers): the mover (promoted)
 * and its castling rook arrive on `there`; the captured piece and the e.p. victim (square `epVictim`) leave `here`.
 */
export function moveOnto(here: Board, there: Board, m: BoardMove, epVictim: number): void {
  const p = here[m.from]!;
  here[m.from] = undefined;
  here[m.to] = undefined;
  if (m.ep) here[epVictim] = undefined;
  there[m.to] = m.promo ? { color: p.color, type: m.promo } : p;
  if (m.castle) {
    const rook = here[m.castle.rookFrom]!;
    here[m.castle.rookFrom] = undefined;
    there[m.castle.rookTo] = rook;
  }
}

/** The castling rights (`KQkq`) left when the squares `touched` (a king's or a rook's start) have been moved from or to. */
export function rightsAfter(castling: string, touched: readonly number[]): string {
  const clear: Record<number, string> = { 0: 'Q', 4: 'KQ', 7: 'K', 56: 'q', 60: 'kq', 63: 'k' };
  let left = castling;
  for (const sq of touched) for (const ch of clear[sq] ?? '') left = left.replace(ch, '');
  return left;
}

/** The board and square of colour c's king. */
export function kingOn(boards: readonly Board[], c: Color): [number, number] {
  for (let b = 0; b < boards.length; b++) {
    const s = boards[b]!.findIndex((p) => p?.color === c && p.type === 'K');
    if (s >= 0) return [b, s];
  }
  throw new Error('no king');
}

/** A move of one of several boards: the move and the board it is played on. */
export interface MoveOnBoard extends BoardMove {
  readonly board: number;
}

/**
 * The moves of colour c's pieces on `board` (board `b` of several), in square order: `movesOf(s, piece, out)`
 * writes those of the piece on s as moves of that board alone, and each is tagged with `b`.
 */
export function movesOnBoard(
  board: Board,
  b: number,
  c: Color,
  movesOf: (s: number, piece: Piece, out: BoardMove[]) => void,
): MoveOnBoard[] {
  const moves: BoardMove[] = [];
  for (let s = 0; s < 64; s++) {
    const p = board[s];
    if (p?.color === c) movesOf(s, p, moves);
  }
  return moves.map((m) => ({ board: b, ...m }));
}
