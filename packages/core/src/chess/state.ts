/**
 * The state of a standard-chess position for `@x/core/chess`: the same board encoding, piece lists, castling
 * options and move encoding as the generic engine (`engine/state/state.ts`), so `@x/core/engine` and `@x/san` read it
 * the same way, without the generic engine's compiled variant tables. Tables are built on first use.
 */
import { copyCounters, type SharedState, type SharedTables } from '../engine/state/shared-state.js';
import type { CastleOption } from '../engine/state/shared-state.js';
import { zobristKeys } from '../engine/state/zobrist.js';
import type { PieceType } from '../variant/definition.js';
import { chess } from '../variant/builtins/chess.js';
import { FRAME, KING, OCC } from './numbers.js';

/** The variant tables of standard chess: what the shared readers use, plus the step and ray tables. */
export interface ChessTables extends SharedTables {
  /** Zobrist keys per (piece code, square). */
  readonly zobrist: Int32Array;
  /**
   * Per pair of squares `a * 64 + b`: the direction (N, S, E, W, NE, SE, NW, SW: rook rays, then bishop rays)
   * in which b lies from a, or -1.
   */
  readonly line: Int8Array;
  /**
   * The rays and steps flat, for the loops that run per move: the square offset of one step in each direction,
   * the length of each ray (`s * 8 + d`), and the knight and king targets (`s * 8 + i`, `i` below
   * `knightCount[s]` or `kingCount[s]`).
   */
  readonly step: Int8Array;
  readonly reach: Uint8Array;
  readonly knightFlat: Int8Array;
  readonly knightCount: Uint8Array;
  readonly kingFlat: Int8Array;
  readonly kingCount: Uint8Array;
}

let tables: ChessTables | undefined;

/** The chess tables (built on first use). */
export function chessTables(): ChessTables {
  if (tables) return tables;
  const on = (f: number, r: number) => f >= 0 && f < 8 && r >= 0 && r < 8;
  // The king's steps and the knight's leaps of `chess` (orthogonal, then diagonal: rook rays, then bishop rays).
  const vectors = (p: PieceType) => p.moves.flatMap((a) => a.vectors);
  const dirs = vectors(chess.pieces[5]!);
  /** The targets of one step along each vector, per square (`s * 8 + i`), and their count. */
  const leaps = (list: readonly (readonly [number, number])[]) => {
    const at = new Int8Array(64 * 8);
    const count = new Uint8Array(64);
    for (let s = 0; s < 64; s++) {
      for (const [df, dr] of list)
        if (on((s & 7) + df, (s >> 3) + dr)) at[s * 8 + count[s]!++] = s + dr * 8 + df;
    }
    return { at, count };
  };
  const line = new Int8Array(64 * 64).fill(-1);
  const reach = new Uint8Array(64 * 8);
  for (let s = 0; s < 64; s++) {
    dirs.forEach(([df, dr], d) => {
      for (let f = (s & 7) + df, r = (s >> 3) + dr; on(f, r); f += df, r += dr) {
        line[s * 64 + r * 8 + f] = d;
        reach[s * 8 + d]!++;
      }
    });
  }
  const types = [undefined as unknown as PieceType, ...chess.pieces];
  const pieceSymbol = [
    '',
    ...chess.pieces.map((p) => p.symbol),
    '',
    ...chess.pieces.map((p) => p.symbol.toLowerCase()),
  ];
  const knights = leaps(vectors(chess.pieces[1]!));
  const kings = leaps(dirs);
  tables = {
    def: chess,
    files: 8,
    ranks: 8,
    size: 64,
    stride: 7,
    types,
    typeById: new Map(chess.pieces.map((p, i) => [p.id, i + 1])),
    royal: Uint8Array.of(0, 0, 0, 0, 0, 0, 1),
    rules: { lion: undefined },
    symbols: { pieceSymbol },
    squareNames: Array.from({ length: 64 }, (_, s) => `${'abcdefgh'[s & 7]}${(s >> 3) + 1}`),
    zobrist: zobristKeys(64),
    line,
    step: Int8Array.from(dirs, ([df, dr]) => dr * 8 + df),
    reach,
    knightFlat: knights.at,
    knightCount: knights.count,
    kingFlat: kings.at,
    kingCount: kings.count,
  };
  return tables;
}

/** The mutable state of a chess position. Every field is set in the constructor (one object shape). */
export class ChessState implements SharedState {
  readonly variant = chess;
  declare readonly c: ChessTables;
  /** Board: 0 empty, else `type << 2 | side`. */
  declare board: Int16Array;
  side = 0;
  /** Piece lists: squares of side s at `plist[s * 64 + i]`, `i < pcount[s]`; `pindex[square]` is i. */
  declare plist: Int16Array;
  declare pcount: Int16Array;
  declare pindex: Int16Array;
  /** King square per side (set by loading: a chess position has one king per side). */
  declare royalSq: Int16Array;
  /**
   * The squares of each piece code as a 64-bit set in two halves: squares 0–31 in `squares[code * 2]` (bit s),
   * 32–63 in `squares[code * 2 + 1]` (bit s - 32); each side's squares likewise at `OCC + side * 2`. What finds
   * the few pieces of one code without the list, and the attacks of `chessMovesTo` (`bitboards.ts`).
   */
  declare squares: Int32Array;
  /** En-passant square after a double step (pseudo-legal), its victim's square, or -1. */
  ep = -1;
  epVictim = -1;
  /** Castling options and rights (bit i for `castles[i]`); per square, the right bits a move from or to it clears. */
  declare castles: CastleOption[];
  rights = 0;
  declare castleClear: Int32Array;
  halfmoves = 0;
  fullmoves = 1;
  /** Zobrist hash of the board. */
  hash = 0;
  /**
   * Undo stack: per ply the move, captured code | its square << 16, e.p. square, e.p. victim, rights, halfmoves,
   * board hash and version before (`FRAME` values from `ply * FRAME`; entries past the current ply are stale,
   * never read). Typed, so that make writes each value without an array's length and growth checks. Once a
   * version has reached 2^31 (more than an int32 holds), unmake gives the position a new version instead (its
   * decoded moves are no longer remembered; no version names two positions).
   */
  ply = 0;
  declare stack: Int32Array;
  /** New on every make, restored by unmake; moves handed out at `decodedVersion` are remembered (cheap `play`). */
  version = 0;
  /** The last version given (make counts up, unmake never down, a copy continues): no version names two positions. */
  versionCount = 0;
  decodedVersion = -1;
  decoded: (number | object | null)[] = [];
  /** Scratch of the legal-move generator: the side to move's pinned pieces (squares 0–31 and 32–63 as bits). */
  pinnedLo = 0;
  pinnedHi = 0;
  /** Kept for `setPlayThroughEnd` (chess has no variant end that stops move generation). */
  playThroughEnd = false;
  /** The bytes of the fixed-size arrays above (board to squares), one buffer: what `copyChessState` copies. */
  declare hot: Uint8Array;
  /** Move buffers by ply. */
  buffers: Int32Array[] = [];

  /** An empty board, or a copy of `from` (history included). */
  constructor(from?: ChessState) {
    this.c = chessTables();
    // One buffer holds the fixed-size arrays (one allocation, one copy).
    const hot = from ? from.board.buffer.slice(0) : new ArrayBuffer(1016);
    this.board = new Int16Array(hot, 0, 64);
    this.plist = new Int16Array(hot, 128, 128);
    this.pindex = new Int16Array(hot, 384, 64);
    this.pcount = new Int16Array(hot, 512, 2);
    this.royalSq = new Int16Array(hot, 516, 2);
    this.castleClear = new Int32Array(hot, 520, 64);
    this.squares = new Int32Array(hot, 776, OCC + 4);
    this.hot = new Uint8Array(hot);
    this.castles = from ? from.castles : [];
    this.stack = from ? from.stack.slice(0, from.ply * FRAME) : new Int32Array(0);
    if (from) copyCounters(this, from);
  }
}

/**
 * Makes `to` a copy of `from` (board, counters, history) in `to`'s own storage: what `new ChessState(from)`
 * holds, without allocating. Moves decoded on `to` before are no longer remembered.
 */
export function copyChessState(to: ChessState, from: ChessState): void {
  to.hot.set(from.hot);
  to.castles = from.castles;
  // The history up to `from`'s ply, written in place: the stack is never shortened (entries past the ply are stale).
  const n = from.ply * FRAME;
  if (to.stack.length < n) to.stack = new Int32Array(n);
  const stack = to.stack;
  for (let i = 0; i < n; i++) stack[i] = from.stack[i]!;
  // `to` goes on counting from its own last version when that is the higher: no version names two positions.
  const count = to.versionCount;
  copyCounters(to, from);
  if (count > to.versionCount) to.versionCount = count;
  to.playThroughEnd = false;
  to.decodedVersion = -1;
}

/** The index of a square name of the 8×8 board (`a1` = 0), or `undefined`: what `parseSquareName(name, 8, 8)` gives. */
export function chessSquare(name: string): number | undefined {
  if (name.length !== 2) return undefined;
  const file = name.charCodeAt(0) - 97;
  const rank = name.charCodeAt(1) - 49;
  return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? rank * 8 + file : undefined;
}

/** Adds square s to the sets of `code` and its side, or takes it out (`ChessState.squares`). */
function flip(st: ChessState, code: number, s: number): void {
  const bit = 1 << (s & 31);
  const squares = st.squares;
  squares[code * 2 + (s >> 5)]! ^= bit;
  squares[OCC + (code & 1) * 2 + (s >> 5)]! ^= bit;
}

/** Places a piece code on an empty square. */
export function put(st: ChessState, s: number, code: number): void {
  const side = code & 1;
  const i = st.pcount[side]!;
  st.plist[side * 64 + i] = s;
  st.pindex[s] = i;
  st.pcount[side] = i + 1;
  st.board[s] = code;
  flip(st, code, s);
  st.hash ^= st.c.zobrist[code * 64 + s]!;
  if (code >> 2 === KING) st.royalSq[side] = s;
}

/** Removes the piece on s. */
export function remove(st: ChessState, s: number): void {
  const code = st.board[s]!;
  const side = code & 1;
  const i = st.pindex[s]!;
  const last = st.pcount[side]! - 1;
  const moved = st.plist[side * 64 + last]!;
  st.plist[side * 64 + i] = moved;
  st.pindex[moved] = i;
  st.pcount[side] = last;
  st.board[s] = 0;
  flip(st, code, s);
  st.hash ^= st.c.zobrist[code * 64 + s]!;
}

/** Moves the piece `code` from a to the empty square b. */
export function shift(st: ChessState, a: number, b: number, code: number): void {
  const side = code & 1;
  const i = st.pindex[a]!;
  st.plist[side * 64 + i] = b;
  st.pindex[b] = i;
  st.board[a] = 0;
  st.board[b] = code;
  flip(st, code, a);
  flip(st, code, b);
  const z = st.c.zobrist;
  st.hash ^= z[code * 64 + a]! ^ z[code * 64 + b]!;
  if (code >> 2 === KING) st.royalSq[side] = b;
}

/** The move buffer of a ply. */
export function chessBuffer(st: ChessState, ply: number): Int32Array {
  let b = st.buffers[ply];
  if (!b) {
    b = new Int32Array(256);
    st.buffers[ply] = b;
  }
  return b;
}
