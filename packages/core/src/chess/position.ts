/**
 * `ChessPosition`: a standard-chess `BasePosition` (the methods and results of `Position`), on a chess-only
 * engine. `@x/core/engine` and `@x/san` reach it through its kernel, so a chess bundle carries
 * neither the generic engine nor the variant compiler.
 */
import { PositionError } from '../errors/errors.js';
import type { Outcome } from '../engine/rule-passes/end.js';
import type { Kernel } from '../engine/state/kernel-api.js';
import { remember, rememberList } from '../engine/state/move-records.js';
import { boardSetup } from '../engine/predicates/to-setup.js';
import type { Move } from '../move.js';
import { KIND_CASTLE, KIND_EN_PASSANT } from '../move-codes.js';
import type { Setup } from '../setup.js';
import type { VariantDefinition } from '../variant/definition.js';
import { chess } from '../variant/builtins/chess.js';
import { BasePosition, type PieceOnSquare, STATE, type UciOptions } from '../position-base.js';
import { chessInsufficient, chessKey, chessLegalEp, chessOutcome, chessRepetitions } from './end.js';
import {
  chessAttacked,
  chessAttackers,
  chessGenerate,
  chessGenerateOfType,
  chessHasMove,
  chessInCheck,
  chessMake,
  chessUnmake,
} from './engine.js';
import { chessFen, parseChessFen } from '../fen/chess.js';
import type { FenOptions } from '../fen/scan.js';
import { chessSideInCheck } from './last-move-check.js';
import { loadChessSetup } from './load.js';
import { chessDecode, chessDecodeChecked, chessMatch, chessRemembered, chessUci } from './moves.js';
import { type ChessState, chessBuffer, chessSquare, ChessState as State } from './state.js';

/** The chess kernel behind `@x/core/engine` for a `ChessPosition`. */
const chessKernel: Kernel<ChessState> = {
  generate: chessGenerate,
  // The moves of the type's pieces (castling with the king's) kept by their destination: the reverse look-up
  // (`chessMovesTo`, ./moves-to.ts) is a separate export, so a bundle that only parses and writes SAN does not
  // carry it.
  movesTo(st, to, type, out) {
    const n = chessGenerateOfType(st, type, out);
    let w = 0;
    for (let i = 0; i < n; i++) if (((out[i]! >>> 12) & 0xfff) === to) out[w++] = out[i]!;
    return w;
  },
  make: chessMake,
  unmake: chessUnmake,
  toMove: (st, m) => remember(st, chessDecodeChecked(st, m), m),
  givesCheck(st, m) {
    chessMake(st, m);
    const check = chessInCheck(st, st.side);
    chessUnmake(st);
    return check;
  },
  inCheck: chessInCheck,
  attacked: chessAttacked,
  // Like the generic engine: pieces that could capture there, so none onto a piece of their own side.
  attackers: (st, s, by, out) =>
    st.board[s] !== 0 && (st.board[s]! & 1) === by ? 0 : chessAttackers(st, s, by, out),
  isCapture: (st, m) =>
    ((m >>> 24) & 7) === KIND_EN_PASSANT ||
    (((m >>> 24) & 7) !== KIND_CASTLE && st.board[(m >>> 12) & 0xfff] !== 0),
};

/** Refuses a variant other than `chess` (`PositionError` code `variant`). */
function requireChess(variant: VariantDefinition): void {
  if (variant !== chess) {
    throw new PositionError(
      'variant',
      `@x/core/chess plays standard chess only, not ${variant.id}: use @x/core`,
    );
  }
}

/**
 * A standard-chess `BasePosition` with the methods and results of `Position` from `@x/core`: mutable, `play`/`undo`
 * change it in place, `clone()` copies it. `@x/san`, `@x/core/engine` and the other notation packages take any
 * `BasePosition`.
 *
 * @example
 * import { ChessPosition } from '@x/core/chess';
 * const pos = ChessPosition.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
 * pos.play('e2e4').toFen(); // 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'
 */
export class ChessPosition extends BasePosition {
  /** The variant: always `chess`. */
  readonly variant: VariantDefinition = chess;
  declare readonly [STATE]: ChessState;

  private constructor(st: ChessState) {
    super(st, chessKernel);
  }

  /** Builds a position from a setup of standard chess, checking that it is legal. Throws `PositionError`. */
  static fromSetup(setup: Setup, variant: VariantDefinition = chess): ChessPosition {
    requireChess(variant);
    const st = new State();
    loadChessSetup(st, setup);
    return new ChessPosition(st);
  }

  /** Parses a FEN of standard chess and builds the position. Throws `FenError` or `PositionError`. */
  static fromFen(fen: string, variant: VariantDefinition = chess, options: FenOptions = {}): ChessPosition {
    requireChess(variant);
    return ChessPosition.fromSetup(parseChessFen(fen, options));
  }

  /** The legal moves. */
  legalMoves(): Move[] {
    const st = this[STATE];
    const buf = chessBuffer(st, 0);
    const n = chessGenerate(st, buf);
    const out: Move[] = [];
    for (let i = 0; i < n; i++) out.push(chessDecode(st, buf[i]!));
    rememberList(st, out, buf);
    return out;
  }

  /** Finds the encoded legal move matching a `Move` or UCI text (see `Position.findEncoded`), or `undefined`. */
  findEncoded(move: Move | string): number | undefined {
    const known = typeof move === 'string' ? undefined : chessRemembered(this[STATE], move);
    if (known !== undefined) return known;
    const buf = chessBuffer(this[STATE], 0);
    return chessMatch(this[STATE], move, buf, chessGenerate(this[STATE], buf));
  }

  /** UCI-style text of a move of this position (chess has no `+`-marked piece: `barePlus` changes nothing). */
  uci(move: Move, _options?: UciOptions): string {
    return chessUci(this[STATE], move);
  }

  /** An independent copy (history included). */
  clone(): ChessPosition {
    return new ChessPosition(new State(this[STATE]));
  }

  /** Whether the side to move is in check. */
  isCheck(): boolean {
    return chessSideInCheck(this[STATE]);
  }

  /** Whether the side to move has a legal move. */
  hasLegalMove(): boolean {
    return chessHasMove(this[STATE], chessBuffer(this[STATE], 0));
  }

  /** Whether the side to move is checkmated. */
  isCheckmate(): boolean {
    return this.isCheck() && !this.hasLegalMove();
  }

  /** Whether the side to move is stalemated (no legal move, not in check). */
  isStalemate(): boolean {
    return !this.isCheck() && !this.hasLegalMove();
  }

  /** The piece on a square, or `undefined`. */
  pieceAt(square: string): PieceOnSquare | undefined {
    const s = chessSquare(square);
    const code = s === undefined ? 0 : this[STATE].board[s]!;
    if (!code) return undefined;
    return { type: this[STATE].c.types[code >> 2]!.id, color: code & 1 ? 'black' : 'white', promoted: false };
  }

  /** The setup record of this position. */
  toSetup(): Setup {
    return boardSetup(this[STATE]);
  }

  /** FEN of this position. */
  toFen(): string {
    return chessFen(this[STATE], chessLegalEp(this[STATE]));
  }

  /** The en-passant square if a legal e.p. capture exists (what FEN writers print), else `undefined`. */
  legalEpSquare(): string | undefined {
    return chessLegalEp(this[STATE]);
  }

  /** A key identifying the position for repetition (board, side, castling, legal e.p.). */
  key(): string {
    return chessKey(this[STATE]);
  }

  /** How many times the current position occurred since the last capture or pawn move. */
  repetitions(): number {
    return chessRepetitions(this[STATE]);
  }

  /** Whether neither side can mate (K vs K, K + minor vs K, bishops of one colour). */
  isInsufficientMaterial(): boolean {
    return chessInsufficient(this[STATE]);
  }

  /** The outcome when the game is over, else `undefined`. */
  outcome(): Outcome | undefined {
    return chessOutcome(this[STATE]);
  }
}
