/**
 * Vocabulary of the ICN game model: players, piece types, squares, moves and the parsed game.
 * Every coordinate is a `bigint`; full-move and move-rule numbers are plain numbers (as on the site).
 */
import {
  INFINITE_PIECE_TYPES,
  type InfinitePieceType,
  WIN_CONDITIONS as CORE_WIN_CONDITIONS,
} from '@x/core/infinite';

export type { InfinitePieceType };

/** Players in player-number order: neutral 0, white 1, black 2, red 3, blue 4, yellow 5, green 6. */
export const PLAYERS = ['neutral', 'white', 'black', 'red', 'blue', 'yellow', 'green'] as const;
/** A player (colour) of an ICN game. */
export type Player = (typeof PLAYERS)[number];

/** The piece types ICN can name (see `PIECE_CODES` for their abbreviations): `@x/core/infinite`'s vocabulary. */
export const PIECE_TYPES = INFINITE_PIECE_TYPES;

/** Win conditions of the live site (the closed set accepted in strict mode): `@x/core/infinite`'s `WIN_CONDITIONS`. */
export const LIVE_WIN_CONDITIONS = CORE_WIN_CONDITIONS;
/** Win conditions known to this package: the live set plus the original dialect's `threecheck`. */
export const WIN_CONDITIONS = [...LIVE_WIN_CONDITIONS, 'threecheck'] as const;
/** A known win condition name. Unknown names (lenient mode) are carried as plain strings. */
export type IcnWinCondition = (typeof WIN_CONDITIONS)[number];

/** A square `x,y` of the unbounded board. */
export type IcnSquare = readonly [x: bigint, y: bigint];

/** A piece of a given type and player (the player decides the letter case / number prefix). */
export interface PieceRef {
  readonly type: InfinitePieceType;
  readonly player: Player;
}

/** A piece on the board; `specialRight` is the `+` flag (pawn double step, castling). */
export interface IcnPiece extends PieceRef {
  readonly square: IcnSquare;
  readonly specialRight: boolean;
}

/** Check decoration of a move: `+` or `#`. */
export type CheckMark = 'check' | 'mate';

/** A source span into the parsed text. */
export interface Span {
  readonly offset: number;
  readonly length: number;
}

/** One move of the game. Decorations are kept as written so that pretty input can be printed back. */
export interface IcnMove {
  readonly start: IcnSquare;
  readonly end: IcnSquare;
  /** Promotion piece (`=Q`), with its player as written. */
  readonly promotion?: PieceRef;
  /** The moved piece as written before the start square (`P4,2>4,4`), if any. */
  readonly piece?: PieceRef;
  /** Written with `x` instead of `>`. */
  readonly capture?: true;
  /** `+` or `#` after the move. */
  readonly check?: CheckMark;
  /** Annotation glyph: 1–2 characters of `!` and `?`. */
  readonly nag?: string;
  /** Comment text without its braces and without the `[%clk …]` command. */
  readonly comment?: string;
  /** Clock stamp of a `[%clk H:MM:SS.D]` command, in milliseconds. */
  readonly clockStamp?: number;
  /** Where the move was read from (absent for moves built in code). Excluded from model equality. */
  readonly span?: Span;
}

/** Promotion rule of one player: the ranks and the allowed piece types (promoting to the mover's colour). */
export interface IcnPromotionRule {
  readonly ranks: readonly bigint[];
  readonly allowed: readonly InfinitePieceType[];
}

/** World border: inclusive bounds, `null` for an unbounded side (`_`). */
export interface IcnWorldBorder {
  readonly left: bigint | null;
  readonly right: bigint | null;
  readonly bottom: bigint | null;
  readonly top: bigint | null;
}

/** A preset ray annotation `start>vector`. */
export interface PresetRay {
  readonly start: IcnSquare;
  readonly vector: IcnSquare;
}

/** A JSON value of the original dialect's `{…}` extras; integers beyond 2^53 are kept as `bigint`. */
export type JsonValue = null | boolean | number | bigint | string | readonly JsonValue[] | JsonObject;
/** A JSON object of the extras (always created without a prototype). */
export interface JsonObject {
  readonly [key: string]: JsonValue;
}

/** Move rule: `state/limit` half-moves. */
export interface MoveRule {
  readonly state: number;
  readonly limit: number;
}

/** A diagnostic (error or warning): a code from `IcnErrorCode`, a message and a span into the input. */
export interface IcnIssue {
  readonly code: string;
  readonly message: string;
  readonly offset: number;
  readonly length: number;
  /**
   * `'warning'` for the warnings of `parse`, `fromJson`, `replay` and `stringify`, `'error'` from
   * `IcnError.toIssue()`. Optional here for hand-made records; what the functions return is an `IcnDiagnostic`
   * (`severity`, `line`, `column` always set: the `Diagnostic` shape of `@x/core`).
   */
  readonly severity?: 'error' | 'warning';
  /** 1-based line of `offset` in the text it points into (replay: the text the game was parsed from). */
  readonly line?: number;
  /** 1-based column of `offset`. */
  readonly column?: number;
  /** For `fromJson`: where in the JSON value. */
  readonly path?: string;
  /** For `replay`: the index (ply, 0-based) of the move concerned. */
  readonly index?: number;
  /** For `replay`: the reason (see `REPLAY_REASONS` and `@x/core/infinite`'s `ILLEGAL_REASONS`). */
  readonly reason?: string;
}

/**
 * A parsed ICN game (typed and readonly). Optional fields are absent when the text did not write them;
 * `turnOrder`, `fullMove` and `winConditions` always carry the defaults of the live site.
 */
export interface IcnGame {
  /** Tags `[Key "value"]` in input order (a null-prototype object). */
  readonly metadata: Readonly<Record<string, string>>;
  /** Turn order; `w` is `[white, black]`, `b` is `[black, white]`. */
  readonly turnOrder: readonly Player[];
  /** En passant square (the capturable pawn is inferred from the turn order, see `enPassantPawn`). */
  readonly enPassant?: IcnSquare;
  readonly moveRule?: MoveRule;
  readonly fullMove: number;
  /** Promotion rules per player (absent: no promotions at all). */
  readonly promotions?: Readonly<Partial<Record<Player, IcnPromotionRule>>>;
  readonly worldBorder?: IcnWorldBorder;
  /** Win conditions per player of the turn order (default `checkmate`). */
  readonly winConditions: Readonly<Partial<Record<Player, readonly string[]>>>;
  /** The original dialect's `{…}` JSON extras (null-prototype objects). */
  readonly extras?: JsonObject;
  readonly presetSquares?: readonly IcnSquare[];
  readonly presetRays?: readonly PresetRay[];
  /** Pieces; absent when the text has no position and none could be taken from the `Variant` tag. */
  readonly position?: readonly IcnPiece[];
  /** True when `position` was not written but taken from the built-in variant table. */
  readonly positionFromVariant?: true;
  readonly moves: readonly IcnMove[];
  /** Questionable things a lenient parse accepted (absent when there were none). */
  readonly diagnostics?: readonly IcnIssue[];
}
