/**
 * Vocabulary of `@x/sjaak-variants`: the typed, readonly records `parse` returns for a SjaakII
 * `variants.txt` file. Squares are named (`e4`, `j10`) like in `@x/core`; zones are referenced by
 * name; every item read from a line carries a source `span`.
 */
import { COLORS, type ParseMode } from '@x/core';

/**
 * A position in the source text: 1-based line and column, length in characters, and the offset of `column` in the
 * text (UTF-16 code units; set by `parse`, may be absent on hand-built records).
 */
export interface SjaakSpan {
  readonly line: number;
  readonly column: number;
  readonly length: number;
  readonly offset?: number;
}

/** The two sides: `@x/core`'s `COLORS` (the same array; kept under this name). */
export const SIDES: typeof COLORS = COLORS;
/** A side. */
export type Side = (typeof SIDES)[number];

/** Severity of a diagnostic. */
export const SEVERITIES = ['error', 'warning', 'info'] as const;
/** Severity of a diagnostic (`error` means the variant block does not load). */
export type Severity = (typeof SEVERITIES)[number];

/** Slider / hopper lines: H (along ranks), V (along files), D (diagonal), A (anti-diagonal). */
export const SLIDE_DIRECTIONS = ['H', 'V', 'D', 'A'] as const;
/** One slider line. */
export type SlideDirection = (typeof SLIDE_DIRECTIONS)[number];

/** Compass directions of `step` moves, from White's point of view (N = towards Black). */
export const STEP_DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
/** One compass direction. */
export type StepDirection = (typeof STEP_DIRECTIONS)[number];

/** An offset `(dx, dy)`: dx towards higher files, dy towards higher ranks. */
export type SjaakVector = readonly [dx: number, dy: number];

/** A record read from one place of the source: where it was written (absent on hand-built records). */
export interface Spanned {
  readonly span?: SjaakSpan;
}

/** A move string of kind `K` (`slide`, `leap`, …) and where it was written. */
export interface MoveOf<K extends string> extends Spanned {
  readonly kind: K;
}

/** `none`: no moves (or no captures on a `Capture:` line). */
export interface NoneMove extends MoveOf<'none'> {}

/** `slide (H,V)`: rider along lines until blocked. */
export interface SlideMove extends MoveOf<'slide'> {
  readonly directions: readonly SlideDirection[];
}

/** `hop (H,V)`: cannon mover: exactly one screen, then any square beyond up to the first occupied one. */
export interface HopMove extends MoveOf<'hop'> {
  readonly directions: readonly SlideDirection[];
}

/**
 * `leap S1+S2&M`: each vector stands for its 8 mirror images. `first` only: a plain leaper.
 * `first` + `second` + `mask`: a lame two-step leaper (the first-step square must be empty and the
 * destination must lie in the mask measured from the origin). `first` + `second` without mask: a
 * lion-style double mover (destinations S1 ∪ S1∘S2, intermediate capture, stay-in-place).
 */
export interface LeapMove extends MoveOf<'leap'> {
  readonly first: readonly SjaakVector[];
  readonly second: readonly SjaakVector[];
  readonly mask: readonly SjaakVector[];
}

/** `aleap (0,1)|(1,1)`: exact vectors for White; Black uses the vertical mirror `(dx, -dy)`. */
export interface AleapMove extends MoveOf<'aleap'> {
  readonly vectors: readonly SjaakVector[];
}

/** One stepper component: up to `count` squares in a compass direction through empty squares. */
export interface Step {
  readonly direction: StepDirection;
  readonly count: number;
}

/** `step N,2NE`: White's compass steps; Black's are the 180° rotation (N↔S, E↔W). */
export interface StepMove extends MoveOf<'step'> {
  readonly steps: readonly Step[];
}

/** `ride (2,1)`: nightrider-type rider, each vector with its 8 symmetric images, at most 4 vectors. */
export interface RideMove extends MoveOf<'ride'> {
  readonly vectors: readonly SjaakVector[];
}

/** One move string (one `Move:`, `Capture:`, `Initial:` line or the move part of `Special:`). */
export type MoveDefinition = NoneMove | SlideMove | HopMove | LeapMove | AleapMove | StepMove | RideMove;

/** A pair of zone names, one per side (`Special: rank2, rank7, …`). Names are resolved zone names. */
export interface ZonePair extends Spanned {
  readonly white: string;
  readonly black: string;
}

/** `Special: zoneW, zoneB, move`: inside the side's zone this move set replaces the quiet moves. */
export interface SpecialMove extends Spanned {
  readonly zones: ZonePair;
  readonly move: MoveDefinition;
}

/** `Castle: white e1-g1 with h1`: king from, one or more king targets, partner square. */
export interface CastleRule extends Spanned {
  readonly side: Side;
  readonly from: string;
  readonly to: readonly string[];
  readonly partner: string;
}

/**
 * `Promotion: zoneW, zoneB, "QRBN"`: choices are target symbols (`Q`, `Q~`), or `+` for
 * "my own symbol with `+` in front".
 */
export interface SjaakPromotionRule extends Spanned {
  readonly zones: ZonePair;
  readonly choices: readonly string[];
}

/** `Optional promotion: zoneW, zoneB[, "choices"]`. */
export interface OptionalPromotionRule extends Spanned {
  readonly zones: ZonePair;
  readonly choices?: readonly string[];
}

/** Piece flags (`Flags:` line). */
export const PIECE_FLAGS = [
  'royal',
  'set_ep',
  'take_ep',
  'drop_no_check',
  'drop_no_mate',
  'drop_one_file',
  'drop_dead',
  'no_mate',
  'shak',
  'assimilate',
  'no_retaliate',
  'endangered',
  'iron',
  'capture_flag',
] as const;
/** One piece flag. */
export type PieceFlag = (typeof PIECE_FLAGS)[number];

/** Most pieces of one type per side; 0 = SjaakII's default (1 for royals, else unlimited). */
export interface PieceMax {
  readonly white: number;
  readonly black: number;
}

/**
 * Where each single-valued keyword of a piece or a block was written (its last line), by the field it sets: the
 * `spans` of `PieceDefinition` (keys `PieceSpanKey`) and of `SjaakVariant` (keys `VariantSpanKey`).
 */
export type Spans<K extends string> = { readonly [key in K]?: SjaakSpan };

/** The fields of a piece set by a single-valued keyword (`Piece:`, `Symbol:`, `Flags:`, `Value:`, `Max:`, …). */
export type PieceSpanKey =
  | 'name'
  | 'symbol'
  | 'flags'
  | 'value'
  | 'max'
  | 'demotion'
  | 'allowedVictims'
  | 'entryPromotion'
  | 'prison'
  | 'block'
  | 'dropZone';

/** One piece type, in file order. */
export interface PieceDefinition extends Spanned {
  /** Display name (the `Piece:` line; cosmetic). */
  readonly name: string;
  /** SAN letter; `' '` for pawn-style SAN. */
  readonly san: string;
  /** FEN symbols per side, possibly multi-character (`+P`). Empty when no `Symbol:` line was given. */
  readonly symbols: { readonly white: string; readonly black: string };
  /** Quiet moves (OR-ed). */
  readonly moves: readonly MoveDefinition[];
  /** Captures (OR-ed); `undefined` = same as the moves (no `Capture:` line). */
  readonly captures?: readonly MoveDefinition[];
  /** Zone-replacing special moves. */
  readonly specials: readonly SpecialMove[];
  /** Moves replacing the quiet moves while the piece is unmoved. */
  readonly initials: readonly MoveDefinition[];
  readonly castles: readonly CastleRule[];
  readonly promotions: readonly SjaakPromotionRule[];
  readonly optionalPromotions: readonly OptionalPromotionRule[];
  /** `Entry promotion:` (undocumented). */
  readonly entryPromotion?: ZonePair;
  /** `Demotion:` (undocumented): symbol of the piece this one becomes when captured. */
  readonly demotion?: string;
  /** `Allowed victims:` (undocumented): symbols this piece may capture. */
  readonly allowedVictims?: readonly string[];
  /** `Prison:`: the piece may only stand on these squares. */
  readonly prison?: ZonePair;
  /** `Block:`: these squares count as occupied for this piece. */
  readonly block?: ZonePair;
  /** `Drop zone:`: restricts drops (implies `drop_dead`); ignored under `compat: 'sjaakii'`. */
  readonly dropZone?: ZonePair;
  readonly flags: readonly PieceFlag[];
  /** Evaluation value (may be negative). */
  readonly value?: number;
  readonly max?: PieceMax;
  readonly spans?: Spans<PieceSpanKey>;
}

/** A named square set (`Zone: rank8 = a8,…`). */
export interface ZoneDefinition extends Spanned {
  readonly name: string;
  readonly squares: readonly string[];
}

/** End conditions of `Rule:` lines. */
export const END_CONDITIONS = [
  'checkmate',
  'stalemate',
  'repeat',
  'perpetual',
  'loneking',
  'nopieces',
  'captureanyflag',
  'captureallflags',
  'check',
  'movecountdraw',
] as const;
/** One end condition. */
export type EndConditionName = (typeof END_CONDITIONS)[number];

/** Result words of end conditions (`repeat` only for `perpetual`). */
export const END_RESULTS = ['win', 'loss', 'draw', 'illegal', 'repeat'] as const;
/** One result word. */
export type SjaakEndResult = (typeof END_RESULTS)[number];

/**
 * Whose result the word is: `mover` = the player who brought the condition about (checkmate,
 * stalemate, repetition, perpetual, n-check, flags); `affected` = the side it happened to
 * (loneking: the bare side; nopieces: the side left without pieces).
 */
export type Perspective = 'mover' | 'affected';

/** One `Rule: condition = result` line (`movecountdraw = N` has no result). */
export interface EndCondition extends Spanned {
  readonly condition: EndConditionName;
  /** N of `repeatN`, `checkN`, `movecountdraw = N`, and the (ignored) digit of `perpetualN`. */
  readonly count?: number;
  /** Result; absent for `movecountdraw`. */
  readonly result?: SjaakEndResult;
  readonly perspective: Perspective;
}

/** Special rules of `Rule:` lines. */
export const SPECIAL_RULES = [
  'taboo',
  'keep capture',
  'return capture',
  'forced capture',
  'duplecheck',
  'check any king',
  'allow pickup',
  'allow drops',
  'force drops',
  'gate drops',
  'promote here',
  'promote drop',
  'special init',
  'bare rule',
  'chase rule',
  'shak rule',
  'en-passant check',
  'quiet promotion',
  'promote by move',
] as const;
/** One special rule. */
export type SpecialRule = (typeof SPECIAL_RULES)[number];

/** A special rule with where it was written. */
export interface SpecialRuleEntry extends Spanned {
  readonly rule: SpecialRule;
}

/** The fields of a block set by a keyword: its single-valued ones (`Variant:`, `Board:`, `FEN:`, …) and square lists. */
export type VariantSpanKey =
  | 'name'
  | 'board'
  | 'fen'
  | 'excluded'
  | 'whiteFlags'
  | 'blackFlags'
  | 'xboardPieces'
  | 'xboardParent';

/** One variant block of a SjaakII variants file (package-prefixed: `@x/core` has `VariantDefinition`). */
export interface SjaakVariant extends Spanned {
  /** Long name (the `Variant:` line, trailing blanks removed). */
  readonly name: string;
  /** XBoard variant name derived from the long name (SjaakII's rule). */
  readonly shortName: string;
  readonly board: { readonly files: number; readonly ranks: number };
  /** `Exclude:` squares (holes that sliders pass over). */
  readonly excluded: readonly string[];
  readonly zones: readonly ZoneDefinition[];
  /** `WhiteFlag:` squares: the targets Black must reach. */
  readonly whiteFlags: readonly string[];
  /** `BlackFlag:` squares: the targets White must reach. */
  readonly blackFlags: readonly string[];
  /** Start position (the last `FEN:` line), SjaakII FEN dialect. */
  readonly fen?: string;
  /** `XBoard pieces:` hint (GUI only). */
  readonly xboardPieces?: string;
  /** `XBoard parent:` hint (GUI only). */
  readonly xboardParent?: string;
  readonly pieces: readonly PieceDefinition[];
  /** End conditions as written, in file order (see `effectiveEndConditions` for defaults). */
  readonly endConditions: readonly EndCondition[];
  /** Special rules, each once, in file order. */
  readonly rules: readonly SpecialRuleEntry[];
  readonly spans?: Spans<VariantSpanKey>;
}

/** Options of `parse`. */
export interface ParseOptions {
  /** Reproduce SjaakII's engine behaviour where it differs from the documented meaning. */
  readonly compat?: 'sjaakii';
  /** `'strict'`: every warning becomes an error (a block with an error does not load); `'lenient'` (default). */
  readonly mode?: ParseMode;
}
