/**
 * Vocabulary types of `@x/san`: pieces, the parsed SAN object, options and results.
 */
import type { Diagnostic } from '@x/core';
import type { SanErrorCode } from './errors.js';

/** The standard chess pieces, as the seed names them (full words). */
export const PIECES = ['bishop', 'king', 'knight', 'pawn', 'queen', 'rook'] as const;

/** A standard chess piece. */
export type Piece = (typeof PIECES)[number];

/** The standard promotion targets. */
export const PROMOTION_PIECES = ['bishop', 'knight', 'queen', 'rook'] as const;

/** A standard promotion target. */
export type PromotionPiece = (typeof PROMOTION_PIECES)[number];

/** A piece identifier: a standard piece name, or a variant's own identifier. */
export type PieceId = Piece | (string & {});

/** Parsing strictness: `lenient` (default) accepts the forms of the reference §4.1, `strict` only canonical SAN. */
export const SAN_MODES = ['lenient', 'strict'] as const;

/** Parsing strictness. */
export type SanMode = (typeof SAN_MODES)[number];

/** Annotation glyphs a move may carry, as written. */
export const GLYPHS = ['!', '?', '!!', '??', '!?', '?!', '‼', '⁇', '⁉', '⁈'] as const;

/** An annotation glyph as written after a move. */
export type Glyph = (typeof GLYPHS)[number];

/** Where something stands in the parsed text, in UTF-16 code units. */
export interface TextSpan {
  /** UTF-16 offset in the parsed text. */
  readonly offset: number;
  /** UTF-16 length in the parsed text. */
  readonly length: number;
}

/** A located problem in the input (the fault's span): the shape shared by errors and warnings. */
export interface SanIssue extends TextSpan {
  /** What went wrong (or what was tolerated, for a warning). */
  readonly code: SanErrorCode;
  /** Human-readable explanation; never assert on it. */
  readonly message: string;
}

/**
 * A warning (a lenient form accepted, or a non-canonical move), in the `Diagnostic` shape of `@x/core`: severity
 * `'warning'`, code, message, `offset`/`length` and the 1-based `line`/`column` of `offset` in the text read.
 */
export interface SanDiagnostic extends SanIssue, Diagnostic {
  readonly code: SanErrorCode;
  readonly severity: 'warning';
}

/**
 * A SAN move parsed without a position. It carries everything resolution needs: the destination as text and
 * as 0-based file/rank indices, and the disambiguation hint likewise.
 */
export interface SAN {
  /** The moving (or dropped) piece; `'king'` for castling and for a null move. */
  readonly piece: PieceId;
  /** The disambiguation hint as written: a file (`'g'`), a rank (`'1'`) or a square (`'g1'`). */
  readonly from: string | undefined;
  /** The destination square; `undefined` for castling and null moves. */
  readonly to: string | undefined;
  /** Whether a capture was written (`x`). */
  readonly capture: boolean;
  /** The promotion piece, if any. */
  readonly promotion: PieceId | undefined;
  /** Whether this is castling. */
  readonly castling: boolean;
  /** Whether this is queen-side (long) castling, `O-O-O`. */
  readonly long: boolean;
  /**
   * Whether the pawn was written with its letter (`Pa6`, `Pxg5`: Fairy-Stockfish's SAN of shogi and xiangqi
   * pawns, where the variant's `aliases` allow it): resolved as a piece move, so the pawn may leave its file.
   */
  readonly pawnLetter?: boolean;
  /** Whether a check suffix `+` was written (not verified). */
  readonly check: boolean;
  /** Whether a mate suffix `#` (or lenient `++`, `‡`) was written (not verified). */
  readonly checkmate: boolean;
  /** Whether this is a drop (`N@e4`). */
  readonly drop: boolean;
  /** Gating (`Qxd2/H`, `O-O/Ed1`): the hand piece that enters the square the move vacates. */
  readonly gate?: PieceId;
  /** Gating castling: the square the gated piece enters, when written (`O-O/Ed1`). */
  readonly gateSquare?: string;
  /** A wall placed with the move, or instead of it (`Nc3,b1`, `Ra1,a3`): the wall's square. */
  readonly wall?: string;
  /** Whether this is a swap (`R~a4`): the piece exchanges squares with the one on `to`. */
  readonly swap?: boolean;
  /** A swap chain of several swaps (`Q~g4~g2`): the squares swapped on, in order (the last is `to`). */
  readonly path?: readonly string[];
  /** Whether this is a pickup (`N^e4`): the piece on `to` goes into the hand. */
  readonly pickup?: boolean;
  /** Whether this is a null move (`--`; lenient `Z0`, `0000`, `@@@@`). */
  readonly nullMove: boolean;
  /** Whether an en-passant marker (`e.p.`, `ep`) was written. */
  readonly enPassant: boolean;
  /** The trailing annotation glyph as written. */
  readonly glyph: Glyph | undefined;
  /** The NAG of `glyph` (1–6). */
  readonly nag: number | undefined;
  /** 0-based file index of the hint, or -1. */
  readonly fromFile: number;
  /** 0-based rank index of the hint, or -1. */
  readonly fromRank: number;
  /** 0-based file index of the destination, or -1. */
  readonly toFile: number;
  /** 0-based rank index of the destination, or -1. */
  readonly toRank: number;
  /**
   * Lenient forms that were accepted (code `noncanonical`); empty for canonical input. Located in the text read
   * (`parse`: the move; `parsePgn`: the PGN text).
   */
  readonly diagnostics: readonly SanDiagnostic[];
}

/** Options of the position-free parser. */
export interface SanOptions {
  /** `'lenient'` (default) or `'strict'`. */
  readonly mode?: SanMode;
  /** Number of files (1–64; default 8). Files beyond `z` are `aa`, `bb`, … `zz`, then `aaa` … (C/CIF). */
  readonly files?: number;
  /** Number of ranks (1–999; default 8). */
  readonly ranks?: number;
  /**
   * Piece letters (one or more letters, the first upper-case, optionally after a `+`) mapped to piece identifiers.
   * Replaces the standard table `K Q R B N P`. The pawn is the piece of letter `P` (or `'pawn'`).
   */
  readonly pieces?: Readonly<Record<string, PieceId>>;
  /** Letters of the pieces a pawn may promote to (default `Q R B N`). */
  readonly promotions?: readonly string[];
  /** Whether drops (`N@e4`) are allowed (default false). */
  readonly drops?: boolean;
  /** Whether pieces other than the pawn may promote (`Sd7=+S`, as in shogi; default false). */
  readonly piecesPromote?: boolean;
  /**
   * Whether the pawn steps sideways without capturing (xiangqi's soldier across the river; default false): a pawn
   * move with a file hint and no `x` (`fg6`) is then such a step, its canonical SAN, not a capture without its `x`.
   */
  readonly sidewaysPawns?: boolean;
  /**
   * More letters read (never written), each naming the pieces listed, with the piece `pieces` gives that letter
   * if any: Fairy-Stockfish's SAN (`{ G: ['tokin'] }`: `G` reads shogi's gold and tokin alike; `{ H: ['horse'] }`).
   * The pawn listed under `P` is written with its letter too (`Pa6`), read as a piece move (no own-file rule).
   * A letter `pieces` does not have names the first piece listed (the others are ignored).
   */
  readonly aliases?: Readonly<Record<string, readonly PieceId[]>>;
}
