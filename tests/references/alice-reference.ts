/**
 * A naive Alice chess move generator for tests: two explicit 8 × 8 boards, written from the rules
 * (V. R. Parton's game as Wikipedia and chessvariants.com give it, with the readings `@x/core`
 * documents for `VariantDefinition.alice`), sharing no code with the `@x/core` engine:
 *
 * 1. a move is played on the board its piece stands on, as in chess on that board alone; if the
 *    mover's king stands on that board, it may not be attacked there after the move (before the
 *    transfer); castling as in chess there (not out of, through or into check on that board);
 * 2. the destination (castling: the king's and the rook's) must be empty on the other board;
 * 3. the moved piece (castling: king and rook; a promotion: the new piece) goes to the other board,
 *    and the mover's king may then not be attacked by an enemy piece of its own board;
 * 4. en passant: by a pawn on the board where the double-stepping pawn now stands, onto the skipped
 *    square, which must be empty on both boards.
 *
 * FEN: the chess FEN with `#` before a piece on board B (`#N`, `#p`). `queen: 'RN'` gives `Q` the
 * moves of a rook and a knight (the FBR page's `Q=R+N`) instead of a queen's; `kingOnA: 'mR'` gives the
 * king on board A a rook's quiet moves (it still captures and attacks as a king: the page's expansion
 * `K=mR+c{QRBNP}K`).
 */

import {
  at,
  attackedOn,
  BISHOP,
  type Board,
  type BoardMove,
  type Color,
  castlings,
  KING,
  KNIGHT,
  kingOn,
  type MoveOnBoard,
  moveOnto,
  movesOnBoard,
  other,
  pawnSteps,
  pieceTargets,
  ROOK,
  rightsAfter,
} from './reference-board.js';
import { referencePerft } from './reference-perft.js';

/** The reference's variant options. */
export interface RefOptions {
  readonly queen?: 'RB' | 'RN';
  readonly kingOnA?: 'mR';
}

interface State {
  /** Board A and board B, squares `rank * 8 + file` (a1 = 0). */
  readonly boards: readonly [Board, Board];
  readonly turn: Color;
  readonly castling: string;
  /** The skipped square of the last double step, and the square of the pawn that made it, or -1. */
  readonly ep: number;
  readonly epVictim: number;
}

/** The queen's moves in the current call (`refMoves`, `refPerft` set it). */
let queen: 'RB' | 'RN' = 'RB';
/** Whether board A's king moves quietly as a rook in the current call. */
let rookKingOnA = false;

const name = (s: number) => `${'abcdefgh'[s % 8]}${Math.floor(s / 8) + 1}`;

/** Reads an Alice FEN (`#` marks a board-B piece). */
export function refFromFen(fen: string): State {
  const [placement, turn, castling, ep] = fen.split(' ');
  const boards: [Board, Board] = [Array(64).fill(undefined), Array(64).fill(undefined)];
  const rows = placement!.split('/');
  for (let r = 0; r < 8; r++) {
    let f = 0;
    let onB = false;
    for (const ch of rows[7 - r]!) {
      if (ch === '#') onB = true;
      else if (/[1-8]/.test(ch)) f += Number(ch);
      else {
        const color: Color = ch === ch.toUpperCase() ? 'w' : 'b';
        boards[onB ? 1 : 0][r * 8 + f] = { color, type: ch.toUpperCase() };
        onB = false;
        f++;
      }
    }
  }
  let epSq = -1;
  let epVictim = -1;
  if (ep && ep !== '-') {
    epSq = (Number(ep[1]) - 1) * 8 + 'abcdefgh'.indexOf(ep[0]!);
    epVictim = epSq + (turn === 'w' ? -8 : 8);
  }
  return { boards, turn: turn as Color, castling: castling === '-' ? '' : castling!, ep: epSq, epVictim };
}

/** Whether square s of board b is attacked by a piece of colour `by` on that board (seeing that board only). */
function attacked(board: Board, s: number, by: Color): boolean {
  const rn = queen === 'RN';
  return attackedOn(board, s, by, { knight: rn ? 'NQ' : 'N', rook: 'RQ', bishop: rn ? 'B' : 'BQ' });
}

/** The moves of the pieces of board b as chess on that board alone (castling safety included, king safety not). */
function pseudo(st: State, b: number): MoveOnBoard[] {
  const board = st.boards[b]!;
  return movesOnBoard(board, b, st.turn, (s, p, out) => {
    const push = (to: number) => out.push({ from: s, to });
    const knight = p.type === 'N' || (p.type === 'Q' && queen === 'RN');
    const rookKing = p.type === 'K' && b === 0 && rookKingOnA;
    const q = queen === 'RN' ? ROOK : KING;
    const slides = p.type === 'R' ? ROOK : p.type === 'B' ? BISHOP : p.type === 'Q' ? q : [];
    pieceTargets(board, s, p.color, knight ? KNIGHT : [], slides, push);
    // board A's rook-moving king: quiet rook moves, king captures only
    if (p.type === 'K')
      pieceTargets(board, s, p.color, KING, [], rookKing ? (to) => board[to] && push(to) : push);
    if (rookKing) pieceTargets(board, s, p.color, [], ROOK, (to) => board[to] === undefined && push(to));
    if (p.type === 'P') pawnMoves(st, board, s, out);
    if (p.type === 'K')
      castlings(
        board,
        s,
        st.turn,
        st.castling,
        (sq) => attacked(board, sq, other(st.turn)),
        () => true,
        out,
      );
  });
}

/** Colour c's pawn on s of `board`: its steps and captures, and en passant onto a square empty on both boards. */
function pawnMoves(st: State, board: Board, s: number, out: BoardMove[]): void {
  const c = st.turn;
  pawnSteps(board, s, c, 'QRBN', out);
  const f = s % 8;
  const r = Math.floor(s / 8);
  for (const x of [-1, 1]) {
    const to = at(f + x, r + (c === 'w' ? 1 : -1));
    const victim = st.epVictim >= 0 ? board[st.epVictim] : undefined;
    if (
      to >= 0 &&
      to === st.ep &&
      victim?.type === 'P' &&
      victim.color !== c &&
      st.boards[0][to] === undefined &&
      st.boards[1][to] === undefined
    )
      out.push({ from: s, to, ep: true });
  }
}

/** The position after move m; `transfer: false` leaves the moved pieces on the board they moved on. */
function apply(st: State, m: MoveOnBoard, transfer: boolean): State {
  const boards: [Board, Board] = [st.boards[0].slice(), st.boards[1].slice()];
  moveOnto(boards[m.board]!, boards[transfer ? 1 - m.board : m.board]!, m, st.epVictim);
  return {
    boards,
    turn: other(st.turn),
    castling: rightsAfter(st.castling, [m.from, m.to]),
    ep: m.double ? (m.from + m.to) / 2 : -1,
    epVictim: m.double ? m.to : -1,
  };
}

/** The board and square of colour c's king. */
const kingOf = (st: State, c: Color) => kingOn(st.boards, c);

/** Whether colour c's king is attacked on its board. */
export function refInCheck(st: State, c: Color): boolean {
  const [b, s] = kingOf(st, c);
  return attacked(st.boards[b]!, s, other(c));
}

/** The legal moves of `st`. */
function legal(st: State): MoveOnBoard[] {
  const c = st.turn;
  const out: MoveOnBoard[] = [];
  for (let b = 0; b < 2; b++) {
    const otherBoard = st.boards[1 - b]!;
    for (const m of pseudo(st, b)) {
      if (otherBoard[m.to] !== undefined) continue;
      if (m.castle && otherBoard[m.castle.rookTo] !== undefined) continue;
      const onBoard = apply(st, m, false);
      const [kb] = kingOf(onBoard, c);
      if (kb === b && refInCheck(onBoard, c)) continue;
      if (refInCheck(apply(st, m, true), c)) continue;
      out.push(m);
    }
  }
  return out;
}

/** The legal moves of an Alice FEN as sorted UCI text. */
export function refMoves(fen: string, options: RefOptions = {}): string[] {
  queen = options.queen ?? 'RB';
  rookKingOnA = options.kingOnA === 'mR';
  return legal(refFromFen(fen))
    .map((m) => `${name(m.from)}${name(m.to)}${m.promo?.toLowerCase() ?? ''}`)
    .sort();
}

/** Perft of an Alice FEN. */
export function refPerft(fen: string, depth: number, options: RefOptions = {}): number {
  queen = options.queen ?? 'RB';
  rookKingOnA = options.kingOnA === 'mR';
  return referencePerft(refFromFen(fen), depth, legal, (st, m) => apply(st, m, true));
}

/** Alice positions exercising each rule, with what they exercise (the core and san tests use them). */
export const ALICE_POSITIONS: readonly (readonly [string, string])[] = [
  ['start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
  // Rd1 slides through d4 (a board-B knight) and d6 (a board-B bishop) but stops on neither; Rxd7 on A.
  ['blocked transfer, sliding through', '4k3/3p4/3#b4/8/3#N4/8/8/3RK3 w - - 0 1'],
  // Ne2 is pinned on A; the B queen can check the A king by arriving on A; Bc4 (B) may cover e2 on A.
  ['pin, check by arrival, cover from B', '4r2k/8/8/7#Q/2#B5/8/4N3/4K3 w - - 0 1'],
  // g1 is taken on B (no O-O), c1 is attacked on B by the c5 rook (no O-O-O: the king would land in check).
  ['castling', 'r3k2r/8/8/2#r5/8/8/8/R3K1#nR w KQkq - 0 1'],
  // b8 is taken on B (no b8=Q), bxa8 promotes onto B; d7-d5 lands on B beside the B pawn e5 (e.p.).
  ['promotion, en passant', 'r#n2k3/1P1p4/8/4#P3/8/8/8/4K3 b - - 0 1'],
];
