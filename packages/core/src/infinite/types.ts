/** Vocabulary and plain data shapes of the unbounded board (`@x/core/infinite`). */

/** Every piece type of infinite chess (ICN), by its public name. */
export const INFINITE_PIECE_TYPES = [
  'king',
  'queen',
  'rook',
  'bishop',
  'knight',
  'pawn',
  'amazon',
  'hawk',
  'chancellor',
  'archbishop',
  'guard',
  'camel',
  'giraffe',
  'zebra',
  'centaur',
  'royalQueen',
  'royalCentaur',
  'knightrider',
  'huygen',
  'rose',
  'obstacle',
  'void',
] as const;

/** A piece type name such as `'royalQueen'`. */
export type InfinitePieceType = (typeof INFINITE_PIECE_TYPES)[number];

/** Players in ICN numbering order (white 1, black 2, red 3, blue 4, yellow 5, green 6); `neutral` owns obstacles and voids. */
export const INFINITE_PLAYERS = ['white', 'black', 'red', 'blue', 'yellow', 'green', 'neutral'] as const;

/** A player name. */
export type InfinitePlayer = (typeof INFINITE_PLAYERS)[number];

/** Win conditions with legality semantics on the live site. */
export const WIN_CONDITIONS = [
  ...['checkmate', 'royalcapture', 'allroyalscaptured'],
  ...['allpiecescaptured', 'koth'],
] as const;

/** A win condition name. */
export type WinCondition = (typeof WIN_CONDITIONS)[number];

/** A square of the unbounded board. Coordinates are exact `bigint`s. */
export interface Square {
  readonly x: bigint;
  readonly y: bigint;
}

/** One piece of a setup: square, type, owner and the ICN special right (`+`: pawn double step / castling). */
export interface InfinitePieceSetup {
  readonly x: bigint;
  readonly y: bigint;
  readonly type: InfinitePieceType;
  readonly player: InfinitePlayer;
  readonly specialRight?: boolean;
}

/** Inclusive world border; a missing or `null` side is unbounded. */
export interface WorldBorder {
  readonly left?: bigint | null;
  readonly right?: bigint | null;
  readonly bottom?: bigint | null;
  readonly top?: bigint | null;
}

/** Game rules of a position (all optional; defaults noted per field). */
export interface InfiniteRules {
  /** Win conditions per player; default `['checkmate']` for every player of the turn order. */
  readonly winConditions?: Readonly<Partial<Record<InfinitePlayer, readonly WinCondition[]>>>;
  /** Promotion ranks per player (a pawn landing on one must promote); a player without ranks never promotes. */
  readonly promotionRanks?: Readonly<Partial<Record<InfinitePlayer, readonly bigint[]>>>;
  /** Piece types a player may promote to; default queen, rook, bishop, knight. */
  readonly promotionsAllowed?: Readonly<Partial<Record<InfinitePlayer, readonly InfinitePieceType[]>>>;
  /** Move-rule limit M (draw when the counter reaches M), e.g. 100; absent = no move rule. */
  readonly moveRule?: number;
  /** Inclusive world border. */
  readonly worldBorder?: WorldBorder;
  /** Maximum number of steps of any slide (knightrider hops and huygen squares count as steps). */
  readonly slideLimit?: bigint;
}

/** En passant state: the square a capturing pawn lands on, and the pawn that is captured. */
export interface EnPassant {
  readonly square: Square;
  /** The pawn captured; default: inferred from the last player of the turn order (ICN rule). */
  readonly pawn?: Square;
}

/**
 * Plain data input of a position on the unbounded board, the shape `@x/icn` maps a game onto.
 * The turn order lists players in playing order; `turnIndex` (default 0) says whose turn it is.
 */
export interface InfiniteSetup {
  readonly pieces: readonly InfinitePieceSetup[];
  /** Default `['white', 'black']`. */
  readonly turnOrder?: readonly InfinitePlayer[];
  readonly turnIndex?: number;
  readonly enPassant?: EnPassant;
  /** Move-rule counter N (half-moves since the last capture or pawn move); default 0. */
  readonly moveRuleState?: number;
  /** Full-move number; default 1. */
  readonly fullMove?: number;
  readonly rules?: InfiniteRules;
}

/** A move: from a square to a square, with the promotion type when a pawn promotes. Castling is the king's two-file move. */
export interface InfiniteMove {
  readonly from: Square;
  readonly to: Square;
  readonly promotion?: InfinitePieceType;
}

/** Why a move is not legal. */
export const ILLEGAL_REASONS = [
  ...['no-piece', 'not-your-turn', 'immobile-piece', 'outside-border', 'same-square'],
  ...['unreachable', 'blocked', 'own-piece', 'uncapturable'],
  ...['castling-not-allowed', 'castling-through-check', 'castling-out-of-check'],
  ...['promotion-required', 'promotion-not-allowed', 'promotion-unexpected'],
  'leaves-royal-in-check',
] as const;

/** A reason code from {@link ILLEGAL_REASONS}. */
export type IllegalReason = (typeof ILLEGAL_REASONS)[number];

/** Answer of a legality check. */
export type MoveLegality =
  | { readonly legal: true }
  | { readonly legal: false; readonly reason: IllegalReason };

/** A step range along one slide direction: steps `from`..`to` (inclusive); `to: null` = open end. */
export interface SlideRange {
  readonly from: bigint;
  readonly to: bigint | null;
  /** Only prime step counts inside the range land (huygen). */
  readonly primesOnly?: boolean;
  /**
   * The range is mixed: some steps are legal and some not, by a primality condition no interval expresses
   * (a line shared with a huygen). Test single steps with `checkMove`.
   */
  readonly mixed?: boolean;
}

/** Legal slide destinations along one direction: `from + t·step` for t in the ranges. */
export interface SlideDescription {
  readonly step: Square;
  readonly ranges: readonly SlideRange[];
}

/** The finite description of a piece's legal moves. */
export interface MoveDescription {
  /** Single destinations (leaps, pawn moves, castling, rose paths, en passant), in no particular order. */
  readonly targets: readonly Square[];
  /** Slide ranges per direction (each direction and its opposite listed separately). */
  readonly slides: readonly SlideDescription[];
}

/** Outcome of a game, decided after a move. */
export type InfiniteOutcome =
  | {
      readonly result: 'win';
      readonly winner: InfinitePlayer;
      readonly condition: WinCondition;
    }
  | {
      readonly result: 'draw';
      readonly condition: 'stalemate' | 'repetition' | 'moverule';
    };
