/**
 * A naive move generator for the FBR page's four-board Alice line (`royal @K=K @Q=R+N … K<*>=aK--<+>aO
 * Q<*>=aQ--<+>mO … O-O<*>=[*]isR[g]--<+>mO=isR[f]--<+>mO …`) for tests: four explicit 8 × 8 boards, written
 * from the page's rules and the readings `packages/fbr/docs/compile.md` decides, sharing no code with the
 * `@x/core` engine:
 *
 * 1. a move is played on the board its piece stands on, as chess on that board alone (the queen is the
 *    page's `Q=R+N`); if the mover's king stands on that board, it may not be attacked there after the
 *    move (before the transfer); castling as in chess there (king and rook on board 1);
 * 2. then the piece (castling: king and rook; a promotion: the new piece) goes to the same square of
 *    another board of the mover's choice: one that holds a king (either side's), or any other board when
 *    the board moved from holds both kings ("A transfer to another board is possible only if this board
 *    has at least one of the kings on it, except if the board that a piece is moving from has both of the
 *    kings on it already");
 * 3. that square must be empty there (`mO`), but the king may also take a non-royal enemy piece on it
 *    (`aO`); castling: the king's and the rook's squares empty there;
 * 4. afterwards the mover's king may not be attacked by an enemy piece of its own board;
 * 5. en passant: by a pawn on the board where the double-stepping pawn now stands, onto the skipped square
 *    of that board (empty there);
 * 6. castling rights are lost when the king or rook leaves its square of board 1, or is taken there.
 *
 * FEN: `@x/core`'s, of the wide board (the boards side by side, four hole files `****` between them), and
 * moves as UCI on that board (board 2's a1 is `m1`).
 *
 * With `basilisk: true` it plays instead the page's `freezer# B<3>|Basilisk|=fK+mbW #B=<+1>cO` on chess (three
 * boards, no transfers; the page's gloss "The Basilisk will freeze any opposing piece on the cell directly above
 * or below it"): `B` is the Basilisk (one step forward or diagonally forward, moving or capturing, and one step
 * back without capturing); a piece with an enemy Basilisk on its square of a board beside its own is frozen: it
 * does not move (castling included) and attacks nothing (so gives no check); castling and the king on board 2;
 * pawns promote to Q, R, N.
 */

import * as refBoard from './reference-board.js';
import { referencePerft } from './reference-perft.js';

interface State {
  /** The boards, squares `rank * 8 + file` (a1 = 0). */
  readonly boards: readonly refBoard.Board[];
  readonly turn: refBoard.Color;
  readonly castling: string;
  /** The skipped square of the last double step and its board, and the square of the pawn that made it, or -1. */
  readonly ep: number;
  readonly epBoard: number;
}

const GAP = 4;
/** The game of the current call (`refMoves`, `refPerft` set it): four-board Alice, or chess with Basilisks. */
let basilisk = false;
let COUNT = 4;
/** The board castling is played on (0-based). */
let home = 0;
const file = (f: number) => String.fromCharCode(97 + (f % 26)).repeat(Math.floor(f / 26) + 1);
/** The UCI name of square s of board b on the wide board. */
const wideName = (b: number, s: number) => `${file(b * (8 + GAP) + (s % 8))}${Math.floor(s / 8) + 1}`;

/** Reads a FEN of the wide board. */
export function refFromFen(fen: string): State {
  const [placement, turn, castling, ep] = fen.split(' ');
  const boards = refBoard.wideBoards(placement!, COUNT, GAP);
  let epSq = -1;
  let epBoard = -1;
  if (ep && ep !== '-') {
    const f = ep.match(/^[a-z]+/)![0];
    const wide = (f.length - 1) * 26 + f.charCodeAt(0) - 97;
    epBoard = Math.floor(wide / (8 + GAP));
    epSq = (Number(ep.slice(f.length)) - 1) * 8 + (wide % (8 + GAP));
  }
  return {
    boards,
    turn: turn as refBoard.Color,
    castling: castling === '-' ? '' : castling!,
    ep: epSq,
    epBoard,
  };
}

/** Whether the piece on square s of board b is frozen (an enemy Basilisk on s of a board beside). */
function frozen(boards: readonly refBoard.Board[], b: number, s: number): boolean {
  const p = boards[b]![s];
  if (!basilisk || p === undefined) return false;
  return [b - 1, b + 1].some((y) => {
    const q = boards[y]?.[s];
    return q !== undefined && q.type === 'B' && q.color !== p.color;
  });
}

/** Whether square s of board b is attacked by a piece of colour `by` on that board (frozen pieces attack nothing). */
function attacked(boards: readonly refBoard.Board[], b: number, s: number, by: refBoard.Color): boolean {
  const board = boards[b]!;
  const active = (sq: number) => !frozen(boards, b, sq);
  if (basilisk) {
    const f = s % 8;
    const back = Math.floor(s / 8) + (by === 'w' ? -1 : 1);
    const isBasilisk = (sq: number) =>
      sq >= 0 && board[sq]?.type === 'B' && board[sq]!.color === by && active(sq);
    if ([-1, 0, 1].some((x) => isBasilisk(refBoard.at(f + x, back)))) return true;
  }
  const letters = basilisk
    ? { knight: 'N', rook: 'RQ', bishop: 'Q' }
    : { knight: 'NQ', rook: 'RQ', bishop: 'B' };
  return refBoard.attackedOn(board, s, by, letters, active);
}

/** The moves of the pieces of board b as chess on that board alone (castling safety included, king safety not). */
function pseudo(st: State, b: number): refBoard.MoveOnBoard[] {
  const board = st.boards[b]!;
  const c = st.turn;
  return refBoard.movesOnBoard(board, b, c, (s, p, out) => {
    if (frozen(st.boards, b, s)) return;
    const push = (to: number) => out.push({ from: s, to });
    // the four-board line's queen is `Q=R+N`; with the Basilisk, chess's queen, and `B` is the Basilisk
    const knight = p.type === 'N' || (p.type === 'Q' && !basilisk);
    const queen = p.type === 'Q' && basilisk ? refBoard.KING : refBoard.ROOK;
    const slides =
      p.type === 'R' || p.type === 'Q' ? queen : p.type === 'B' && !basilisk ? refBoard.BISHOP : [];
    refBoard.pieceTargets(
      board,
      s,
      c,
      [...(knight ? refBoard.KNIGHT : []), ...(p.type === 'K' ? refBoard.KING : [])],
      slides,
      push,
    );
    if (p.type === 'B' && basilisk) {
      const dir = c === 'w' ? 1 : -1;
      refBoard.pieceTargets(
        board,
        s,
        c,
        [-1, 0, 1].map((x) => [x, dir] as const),
        [],
        push,
      );
      const back = refBoard.at(s % 8, Math.floor(s / 8) - dir);
      if (back >= 0 && board[back] === undefined) push(back);
    }
    if (p.type === 'P') pawnMoves(st, b, s, out);
    if (p.type === 'K' && b === home) {
      const attack = (sq: number) => attacked(st.boards, home, sq, refBoard.other(c));
      refBoard.castlings(board, s, c, st.castling, attack, (sq) => !frozen(st.boards, home, sq), out);
    }
  });
}

/** Colour c's pawn on s of board b: its steps and captures, and en passant onto the skipped square of that board. */
function pawnMoves(st: State, b: number, s: number, out: refBoard.BoardMove[]): void {
  const board = st.boards[b]!;
  const c = st.turn;
  refBoard.pawnSteps(board, s, c, basilisk ? 'QRN' : 'QRBN', out);
  for (const x of [-1, 1]) {
    const to = refBoard.at((s % 8) + x, Math.floor(s / 8) + (c === 'w' ? 1 : -1));
    if (to >= 0 && to === st.ep && st.epBoard === b && board[to] === undefined)
      out.push({ from: s, to, ep: true });
  }
}

/** The position after move m, its pieces going to board `target` (the board moved on: no transfer). */
function apply(st: State, m: refBoard.MoveOnBoard, target: number): State {
  const boards = st.boards.map((x) => x.slice());
  refBoard.moveOnto(boards[m.board]!, boards[target]!, m, m.to + (st.turn === 'w' ? -8 : 8));
  const touched = [...(m.board === home ? [m.from, m.to] : []), ...(target === home ? [m.to] : [])];
  return {
    boards,
    turn: refBoard.other(st.turn),
    castling: refBoard.rightsAfter(st.castling, touched),
    ep: m.double ? (m.from + m.to) / 2 : -1,
    epBoard: m.double ? target : -1,
  };
}

/** The board and square of colour c's king. */
const kingOf = (st: State, c: refBoard.Color) => refBoard.kingOn(st.boards, c);

function inCheck(st: State, c: refBoard.Color): boolean {
  const [b, s] = kingOf(st, c);
  return attacked(st.boards, b, s, refBoard.other(c));
}

/** The legal moves of `st`, each with its target board. */
function legal(st: State): [refBoard.MoveOnBoard, number][] {
  const c = st.turn;
  const kings = st.boards.map((x) => x.filter((p) => p?.type === 'K').length);
  const out: [refBoard.MoveOnBoard, number][] = [];
  for (let b = 0; b < COUNT; b++) {
    for (const m of pseudo(st, b)) {
      const onBoard = apply(st, m, b);
      if (kingOf(onBoard, c)[0] === b && inCheck(onBoard, c)) continue;
      for (let y = 0; y < COUNT; y++) {
        if (basilisk ? y !== b : y === b || (kings[b] !== 2 && kings[y] === 0)) continue;
        const there = st.boards[y]![m.to];
        const king = st.boards[b]![m.from]!.type === 'K';
        const free = y === b || there === undefined;
        if (!free && !(king && !m.castle && there!.color !== c && there!.type !== 'K')) continue;
        if (m.castle && st.boards[y]![m.castle.rookTo] !== undefined) continue;
        if (inCheck(apply(st, m, y), c)) continue;
        out.push([m, y]);
      }
    }
  }
  return out;
}

/** The reference's game: the page's four-board Alice line (default), or chess with its Basilisk. */
export interface RefOptions {
  readonly basilisk?: boolean;
}

function setGame(options: RefOptions): void {
  basilisk = options.basilisk === true;
  COUNT = basilisk ? 3 : 4;
  home = basilisk ? 1 : 0;
}

/** The legal moves of a FEN as sorted UCI text of the wide board. */
export function refMoves(fen: string, options: RefOptions = {}): string[] {
  setGame(options);
  return legal(refFromFen(fen))
    .map(([m, y]) => `${wideName(m.board, m.from)}${wideName(y, m.to)}${m.promo?.toLowerCase() ?? ''}`)
    .sort();
}

/** Perft of a FEN. */
export function refPerft(fen: string, depth: number, options: RefOptions = {}): number {
  setGame(options);
  return referencePerft(refFromFen(fen), depth, legal, (st, [m, y]) => apply(st, m, y));
}
