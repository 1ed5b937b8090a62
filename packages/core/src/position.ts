/**
 * A position of any variant: board, side to move, castling rights, en passant, hands, counters.
 * Mutable for speed: `play` and `undo` change it in place; use `clone()` to keep a copy. The engine
 * itself lives in `engine/` (state, loading, castling, attacks, move generation per atom kind,
 * make/unmake, end rules); this class, a `BasePosition` (`position-base.ts`), is its public face.
 */
import { inCheckSide } from './engine/legality/check.js';
import { generateInto } from './engine/state/board.js';
import { isInsufficientMaterial, isVariantEnd, type Outcome, outcome } from './engine/rule-passes/end.js';
import { key, repetitions } from './engine/rule-passes/repetition.js';
import { generateMoves } from './engine/generate.js';
import { genericKernel } from './engine/kernel.js';
import { loadSetup } from './engine/load.js';
import { vanishedSquares } from './engine/predicates/vanish.js';
import { rememberedEncoding, rememberList } from './engine/state/move-records.js';
import { decodeMove, findMove, legalEpSquare } from './engine/pseudo-legal/moves.js';
import { uciText } from './engine/pseudo-legal/chain-moves.js';
import { cloneState, EngineState } from './engine/state/state.js';
import { compileVariant } from './variant/compile/compile.js';
import { fenText, plainFenVariant } from './fen/text.js';
import { toSetup } from './engine/predicates/to-setup.js';
import { parseFen, stringifyFen } from './fen/fen.js';
import type { FenOptions } from './fen/scan.js';
import { parseSquareName } from './geometry.js';
import type { Move } from './move.js';
import { BasePosition, barePlusUci, type PieceOnSquare, STATE, type UciOptions } from './position-base.js';
import type { Setup } from './setup.js';
import type { VariantDefinition } from './variant/definition.js';
import { chess } from './variant/builtins/chess.js';

export type { Outcome } from './engine/rule-passes/end.js';

/**
 * A position of any variant, on the generic engine (`BasePosition` with the generic kernel). Mutable:
 * `play()`/`undo()` change it in place; `clone()` copies it. All squares in the public API are names (`e4`);
 * `generateMoves` gives the engine's encoded moves for hot loops.
 */
export class Position extends BasePosition {
  /** The variant this position belongs to. */
  readonly variant: VariantDefinition;
  declare readonly [STATE]: EngineState;

  private constructor(st: EngineState) {
    super(st, genericKernel);
    this.variant = st.variant;
  }

  /**
   * Whether `value` is a position of `@x/core`: a `Position`, or a `ChessPosition` of `@x/core/chess` (standard chess
   * on its own engine, with the same methods), which `startingPosition` of `@x/san` gives for a standard game. So
   * `pos instanceof Position` answers "a position?" whichever engine plays it.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof BasePosition;
  }

  /** Builds a position from a setup, checking that it is a legal position of the variant. Throws `PositionError`. */
  static fromSetup(setup: Setup, variant: VariantDefinition = chess): Position {
    const st = new EngineState(variant, compileVariant(variant));
    loadSetup(st, setup);
    return new Position(st);
  }

  /** Parses a FEN of the variant and builds the position. Throws `FenError` or `PositionError`. */
  static fromFen(fen: string, variant: VariantDefinition = chess, options: FenOptions = {}): Position {
    return Position.fromSetup(parseFen(fen, variant, options), variant);
  }

  /** The legal moves. */
  legalMoves(): Move[] {
    const st = this[STATE];
    const n = generateInto(st, 0, generateMoves);
    const buf = st.buffers[0]!;
    const out: Move[] = [];
    for (let i = 0; i < n; i++) out.push(decodeMove(st, buf[i]!));
    rememberList(st, out, buf);
    return out;
  }

  /**
   * Finds the encoded legal move matching a `Move` (or UCI text such as `e2e4`, `e7e8q`, `N@f3`), or
   * `undefined`. Castling matches its `castle` side, the king's destination, or king → own partner
   * (Chess960 style); a plain king move to the same square wins when `castle` is not given. A move this
   * position handed out unchanged since its last change is found without generating moves.
   */
  findEncoded(move: Move | string): number | undefined {
    const known = typeof move === 'string' ? undefined : rememberedEncoding(this[STATE], move, decodeMove);
    return known ?? findMove(this[STATE], move);
  }

  /** UCI-style text of a move of this position; `{ barePlus: true }`: Fairy-Stockfish's `h3h2+` (see `BasePosition`). */
  uci(move: Move, options?: UciOptions): string {
    const text = uciText(this[STATE], move);
    return options?.barePlus === true ? barePlusUci(text, move, this.variant) : text;
  }

  /** An independent copy (history included). */
  clone(): Position {
    return new Position(cloneState(this[STATE]));
  }

  /** Whether the side to move is in check. */
  isCheck(): boolean {
    return inCheckSide(this[STATE], this[STATE].side);
  }

  /** Whether the side to move has a legal move. */
  hasLegalMove(): boolean {
    return generateInto(this[STATE], 0, generateMoves) > 0;
  }

  /** Whether the side to move is checkmated. */
  isCheckmate(): boolean {
    return !isVariantEnd(this[STATE]) && this.isCheck() && !this.hasLegalMove();
  }

  /** Whether the side to move is stalemated (no legal move, not in check). */
  isStalemate(): boolean {
    return !isVariantEnd(this[STATE]) && !this.isCheck() && !this.hasLegalMove();
  }

  /** The piece on a square, or `undefined`. */
  pieceAt(square: string): PieceOnSquare | undefined {
    const c = this[STATE].c;
    const s = parseSquareName(square, c.files, c.ranks);
    if (s === undefined) return undefined;
    const code = this[STATE].board[s]!;
    if (!code) return undefined;
    return {
      type: c.types[code >> 2]!.id,
      color: code & 1 ? 'black' : 'white',
      promoted: (code & 2) !== 0,
    };
  }

  /** The setup record of this position. */
  toSetup(): Setup {
    const setup = toSetup(this[STATE]);
    return this[STATE].gone ? { ...setup, vanished: vanishedSquares(this[STATE]) } : setup;
  }

  /** FEN of this position (the variant's FEN dialect). */
  toFen(): string {
    if (plainFenVariant(this.variant)) return fenText(this[STATE], legalEpSquare(this[STATE]));
    return stringifyFen(this.toSetup(), this.variant, { epSquare: legalEpSquare(this[STATE]) ?? null });
  }

  /** The en-passant square if a legal e.p. capture exists (what FEN writers print), else `undefined`. */
  legalEpSquare(): string | undefined {
    return legalEpSquare(this[STATE]);
  }

  /** A key identifying the position for repetition (board, side, castling, e.p., hands). */
  key(): string {
    return key(this[STATE]);
  }

  /**
   * How many times the current position occurred among the positions played through (since the last
   * capture or pawn move: earlier positions cannot repeat).
   */
  repetitions(): number {
    return repetitions(this[STATE]);
  }

  /** Whether neither side can mate (chess material rules: K vs K, K+minor vs K, bishops of one colour). */
  isInsufficientMaterial(): boolean {
    return isInsufficientMaterial(this[STATE]);
  }

  /** The outcome when the game is over, else `undefined`. */
  outcome(): Outcome | undefined {
    return outcome(this[STATE]);
  }
}
