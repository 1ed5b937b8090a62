/**
 * The compiled form of a variant: flat move tables (typed arrays indexed by side, piece type and
 * square) and the bit constants they use. Types are all it imports: esbuild inlines a module's constants where they
 * are used only while no import of values comes before them, and the generator's hot loops test these bits (with
 * `squaresBetween` and its `gcd` import here, the built engine read each of them from a module variable).
 */
import type { PieceType, VariantDefinition, Vector } from '../definition.js';

/** The compiled flag rule. */
export interface FlagTables {
  /** Per side: the squares that side must occupy. */
  readonly targets: readonly [Int32Array, Int32Array];
  /** `all`: every target square must be held; `any`: one is enough. */
  readonly all: boolean;
  /** Per type: 1 when a piece of the type counts as holding a flag. */
  readonly takers: Uint8Array;
  /** With `any`: how many target squares must be held. */
  readonly count: number;
  /** `safe`: held with exactly `count` pieces, none of them may be attacked. */
  readonly safe: boolean;
  /** `blockedWin`: a full target zone with one own counting piece is held too (asked of the mover only). */
  readonly blockedWin: boolean;
  /** `reply`: only the side to move, which held its flags through the opponent's reply, is asked. */
  readonly reply: boolean;
}

/** Connect-N (`end.connect`): the run length, the counting types and the line steps. */
export interface ConnectTables {
  readonly n: number;
  /** Per type: 1 when a piece of the type counts. */
  readonly pieces: Uint8Array;
  /** Line steps as `[dx, dy]` (one per direction: the other way is walked back). */
  readonly steps: readonly (readonly [number, number])[] /** Side of a connecting square block, or 0. */;
  readonly square: number;
  /** How many counting pieces anywhere on one line connect (`collinear`), or 0. */
  readonly collinear: number;
  /** `regions`: per side, 1 on its `from` squares and 1 on its `to` squares; or undefined. */
  readonly regions: readonly (readonly [Uint8Array, Uint8Array])[] | undefined;
}

/** `blastImmune` bit: the type survives the explosion of its own capture (`atomic.survivors`). */
export const BLAST_SURVIVOR = 4;
/** `blastImmune` bit: the type may not capture a piece of its own type (`atomic.mutuallyImmune`). */
export const BLAST_MUTUAL = 8;

/** `CompiledVariant.end.endFilters` bits: moves refused because of how they would end the game. */
export const END_ILLEGAL_MATE = 1;
export const END_ILLEGAL_STALEMATE = 2;
export const END_ILLEGAL_REPETITION = 4;

/** Mode bits of a compiled atom. */
export const MODE_MOVE = 1;
export const MODE_CAPTURE = 2;
export const MODE_BOTH = 3;
/** Extra flags of a legged leap entry. */
export const LEG_SETS_EP = 4;
export const LEG_INITIAL = 8;
export const LEG_NOT_INITIAL = 16;
export const LEG_NOT_IN_CHECK = 32;
export const LEG_IN_CHECK = 64;
/**
 * Any of the conditional flags of a legged entry: `LEG_INITIAL | LEG_NOT_INITIAL | LEG_NOT_IN_CHECK |
 * LEG_IN_CHECK`, written as a literal (an expression of other constants stays in every bundle of its chunk).
 */
export const LEG_CONDITIONS = 120;
/** Hop kinds. */
export const HOP_CANNON = 0;
export const HOP_GRASSHOPPER = 1;

/** Promotion flag per (side, type, square): none, must promote, may promote. */
export const PROMO_NONE = 0;
export const PROMO_MUST = 1;
export const PROMO_MAY = 2;

/** The `range` of an unlimited ride: more steps than any ray has (a small integer for V8, unlike `Infinity`). */
export const UNLIMITED_RANGE = 0x3fffffff;

/** A compiled rider or hopper atom for one side and type. */
export interface CompiledRay {
  /** Index into the direction table. */
  readonly dir: number;
  /** Most steps: the atom's range, or `UNLIMITED_RANGE` (an integer, so hot loops compare small integers). */
  readonly range: number;
  readonly mode: number;
  /** Only from these squares (`undefined`: everywhere). */
  readonly fromMask: Uint8Array | undefined;
  readonly initial: boolean;
  readonly notInitial: boolean;
  readonly hop: number;
  /** Bit mask of piece types (1 << type) that cannot be this hopper's hurdle (0: any piece). */
  readonly hurdleMask: number;
  /** `hop`: the farthest landing square, in steps from the origin (`UNLIMITED_RANGE` when unlimited). */
  readonly reach: number;
  /** 0: always; 1: only when not in check; 2: only in check. */
  readonly check: number;
  /** Some condition applies (zone, initial, not initial, check, phantoms): the generator tests them. */
  readonly conditional: boolean;
  /** An unlimited file ride that stops at phantom blockers (`filePhantoms`). */
  readonly phantom: boolean;
}

/** Attack description of one direction for one attacking side. */
export interface RayAttacker {
  /** Direction index of the walk from the attacked square towards the attacker (the reverse of the move). */
  readonly walkDir: number;
  /** Bit mask of piece types (1 << type) attacking along this line. */
  readonly mask: number;
  /** Per type, most steps (`UNLIMITED_RANGE` when unlimited). */
  readonly range: Float64Array;
  /** Some type has a limited range. */
  readonly limited: boolean;
  /** Bit mask of types that attack as cannons (one hurdle) along this line. */
  readonly cannonMask: number;
  /** Bit mask of types that attack as grasshoppers along this line. */
  readonly grasshopperMask: number;
}

/** The fields of `VariantTables` that describe the board and the piece types (read by every stage and reader). */
export type BoardTableKeys =
  | 'def'
  | 'files'
  | 'ranks'
  | 'size'
  | 'stride'
  | 'types'
  | 'typeById'
  | 'squareNames';

/** Promotion tables (`promotionStage`): flags, choices and capture conditions per side, type and square. */
export interface PromotionTables {
  /** Promotion flag per (side, type, square) for moves ending there (and, with `enter-or-leave`, starting there). */
  readonly promo: Uint8Array;
  readonly promoLeave: Uint8Array;
  /**
   * Per type number: 1 when the type has a promotion rule. A rule may offer no choice (a section without
   * `promotionPieceTypes`): a mandatory promotion then keeps the piece out of its zone.
   */
  readonly promotes: Uint8Array;
  /** Per type number: 1 when only its captures promote (`PromotionRule.onCapture`). */
  readonly promoOnCapture: Uint8Array;
  /** Per type number: the captured types whose capture promotes it (`PromotionRule.onCaptureOf`, bit per type), 0 = any. */
  readonly promoCaptureOf: Uint32Array;
  /** Per type number: the type that demotes to it, dropped in its stead with `drops.promotedDrops` (0: none). */
  readonly promotedDrop: Int16Array;
  /** Per (side, type, square): index into `promoSets` of the choices of a promotion there. */
  readonly promoSet: Int16Array;
  /** Distinct promotion choice lists (type numbers). */
  readonly promoSets: readonly (readonly number[])[];
}

/** FEN symbols (`symbolStage`): piece by symbol and symbol by piece. */
export interface SymbolTables {
  /** Piece type by FEN symbol and side: `symbol` → `side * stride + type`. */
  readonly symbolToPiece: ReadonlyMap<string, number>;
  /** FEN symbols per (side, type). */
  readonly pieceSymbol: readonly string[];
  /** Longest FEN symbol length. */
  readonly maxSymbolLength: number;
}

/** End-of-game tables: the `END_ILLEGAL_*` filters, flag zones and squares, connect-N and few-pieces counts. */
export interface EndTables {
  /**
   * `END_ILLEGAL_*` bits: `end.checkmate` / `end.stalemate` = `illegal`, and `end.perpetual` or
   * `end.chase` = `illegal` with repetitions counted; 0 (no filter) for most variants.
   */
  readonly endFilters: number;
  /**
   * Whether a rule of the variant may end the game and stop move generation (`isVariantEnd`): three checks, a flag
   * zone or flags, extinction, few pieces, connect-N, castling, no pieces, a full board, the turn and pass rules.
   * `false` for most variants, whose move generation then tests none of them.
   */
  readonly variantEnds: boolean;
  /** Mask of squares in the flag zone per side (king of the hill). */
  readonly flagZone: readonly [Uint8Array, Uint8Array] | undefined;
  /** Capture-the-flag squares and takers (`end.flags`), or undefined. */
  readonly flags: FlagTables | undefined;
  /** Connect-N tables (`end.connect`), or undefined. */
  readonly connect: ConnectTables | undefined;
  /** `end.fewPiecesWin`: per `side * stride + type` the most pieces, or undefined. */
  readonly fewPieces: Int16Array | undefined;
}

/** Capture rules: who may take whom, blocked squares, Andernach, and how attacks are found. */
export interface CaptureTables {
  /** Per (side, type): squares that count as occupied for the type (`block` zone), or undefined. */
  readonly block: readonly (Uint8Array | undefined)[];
  /** Per type: cannot be captured. */
  readonly iron: Uint8Array;
  /** Per type: bit mask of the types it may capture (all bits when unrestricted). */
  readonly victims: Int32Array;
  /**
   * A square the reverse attack tables find unattacked is unattacked: without `captureRules` (the tables are the
   * attack test), or where the capture rules only take attacks away from them (victims, iron, hurdle exceptions, a
   * hopper's reach and range, the origin zones and prisons of rides and hops): the generated attack test then runs
   * only where they find an attack.
   */
  readonly tablesBoundAttacks: boolean;
  /** Per type: does not change side when capturing (Andernach). */
  readonly keepsSide: Uint8Array;
  /** Atomic explosions: each square's neighbours and each type's immunities. */
  readonly atomic: AtomicTables;
}

/** Atomic explosions: each square's neighbours and each type's immunities. */
export interface AtomicTables {
  /** The eight neighbours of each square (CSR), for atomic explosions. */
  readonly neighbourOff: Int32Array;
  readonly neighbours: Int16Array;
  /**
   * Per type: bit 1 immune to atomic explosions, bit 2 its captures do not explode (`atomic.inert`), bit 4
   * (`BLAST_SURVIVOR`) survives its own capture's explosion, bit 8 (`BLAST_MUTUAL`) may not take its own type.
   */
  readonly blastImmune: Uint8Array;
}

/** Reverse attack tables (`attackStage`): per attacking side and square, who attacks it. */
export interface AttackTables {
  /**
   * `blockedAttack[(side * stride + type) * size + from]`: squares a plain capturing leap attacks although the
   * type's `block` zone keeps it from moving there (empty lists when no type has a block zone).
   */
  readonly blockedAttack: readonly (readonly number[])[];
  /** Reverse leaper attacks per (attacking side, square): pairs `[origin, typeMask]`. */
  readonly attackLeapOff: Int32Array;
  readonly attackLeap: Int32Array;
  /** Reverse legged attacks per (attacking side, square): records `[origin, typeMask, legCount, ...legs]`. */
  readonly attackLeggedOff: Int32Array;
  readonly attackLegged: Int32Array;
  /** Line attackers per attacking side. */
  readonly rayAttackers: readonly (readonly RayAttacker[])[];
  /**
   * The non-empty attack lines per (attacking side, square): triples `[start, end, a]`, the line being
   * `raySquares[start .. end)` walked from the square towards `rayAttackers[side][a]`'s attackers.
   */
  readonly attackRayOff: Int32Array;
  readonly attackRays: Int32Array;
}

/** Leaper move tables (`atomStage`), CSR per (side, type, square): offsets indexed by `(side * stride + type) * size + square`. */
export interface LeapTables {
  /** Leaper targets per (side, type, square), CSR: offsets are indexed by `(side * stride + type) * size + square`. */
  readonly leapBothOff: Int32Array;
  readonly leapBoth: Int16Array;
  readonly leapMoveOff: Int32Array;
  readonly leapMove: Int16Array;
  readonly leapCaptureOff: Int32Array;
  readonly leapCapture: Int16Array;
  /** Conditional leaps (legs, initial-only, e.p.-setting): records `[to, flags, legCount, ...legs]`. */
  readonly leggedOff: Int32Array;
  readonly legged: Int16Array;
}

/** Ray geometry (`rayStage`): direction vectors and each direction's ray from each square. */
export interface LineTables {
  /** Direction vectors (dx, dy) by direction index. */
  readonly dirs: readonly Vector[];
  /**
   * Flying royals: the indices in `dirs` of the lines along which royals may not face each other (the files, and
   * the ranks with `flyingRoyalsOnRanks`), looked up once here rather than per attack test.
   */
  readonly facingDirs: readonly number[];
  /** Ray of each direction from each square: start offset into `raySquares` and length. */
  readonly rayStart: Int32Array;
  readonly rayLength: Int32Array;
  readonly raySquares: Int16Array;
}

/** How moves are generated: which generator a position may use, per-type shortcuts, and the tables of move restrictions (directions, file phantoms) and transfers. */
export interface GenerationTables {
  /** The position allows the fast legal generator (pins and check evasion) when each side has one royal. */
  readonly simple: boolean;
  /** Some ride bounces (`MoveAtom.bounce`): two bounced paths may end on the same square (one move). */
  readonly bounces: boolean;
  /** Per (side, type) key: 1 when two of the type's atoms can reach one square from one square (`overlapStage`). */
  readonly overlap: Uint8Array;
  /** Per (side, type) key: 1 when `generateMovesTo` finds the type's moves backwards (`reversibleTypes`). */
  readonly reversible: Uint8Array;
  /**
   * Walls placed with a move beside royal pieces that can be checked: a move's legality is judged with its wall
   * placed (the wall may parry a check, a lifted duck may open a line), so moves are tried wall by wall.
   */
  readonly wallParry: boolean;
  /** Some atom is initial-only: track unmoved pieces. */
  readonly tracksUnmoved: boolean;
  /** Per square: the squares whose occupancy makes it a phantom blocker (`filePhantoms`), or undefined. */
  readonly phantomSources: readonly (readonly number[] | undefined)[] | undefined;
  /** `directions`: per `side * size + square` the allowed compass directions (bit `DIRECTION_BITS[d]`), 0 = any; undefined without. */
  readonly dirMask: Uint8Array | undefined;
  /** Moves transfer between boards after `make`: 0 no, 1 `alice` (`aliceTransfer`), 2 `boards.transfer` (`boardsTransfer`). */
  readonly transfers: number;
}

/** Per piece type: royalty, pawns, hands, en passant, prisons and what a move leaves behind. */
export interface PieceTables {
  /** Per (side, type): the type captures en passant with its capture leaps. */
  readonly takesEp: Uint8Array;
  /** Bit mask of royal types. */
  readonly royalMask: number;
  /** Whether the type is pawn-like (move counter reset, SAN file captures). */
  readonly pawnLike: Uint8Array;
  /** Prison mask per (side, type): squares where the type may stand, or undefined. */
  readonly prison: readonly (Uint8Array | undefined)[];
  /** Type a captured piece becomes in the captor's hand (0: none). */
  readonly handType: Int16Array;
  /**
   * Per type: the type its moves leave on their origin (`PieceType.leavesBehind`, `origin.ts`), 0 none; at
   * `stride + type` the type its promotions leave (`PromotionRule.leavesBehind`). Undefined when nothing leaves one.
   */
  readonly leavesBehind: Uint8Array | undefined;
  /** Some piece type is royal only up to a count (`PieceType.royal` `{ upTo }`, Fairy-Stockfish's pseudo-royal pieces). */
  readonly pseudoRoyal: boolean;
}

/**
 * The tables every compiled variant has (`CompiledVariant` adds `rules`, each rule module's tables under its name,
 * `compiled.ts`): the compile stages of this folder and the rule modules read and write these.
 */
export interface VariantTables {
  readonly def: VariantDefinition;
  readonly files: number;
  readonly ranks: number;
  /** Number of squares (files × ranks). */
  readonly size: number;
  /** Stride per side in per-(side, type) arrays: the number of piece types + 1 (types are numbered 1 … stride - 1). */
  readonly stride: number;
  // Read per move or per piece by the fast generator and make/unmake: flat, one load from the compiled variant.
  /** Whether the type number is royal. */
  readonly royal: Uint8Array;
  /** Per (side, type) key: 1 for a type of only unconditional leaps and rides (`plainTypes`). */
  readonly plain: Uint8Array;
  /**
   * Some type has `iron`, `victims`, `block`, hurdle exceptions, a hopper's reach or range, a capturing ride or hop
   * from an origin zone or with a prison, or initial-only (or not initial) captures, or the variant has `filePhantoms`
   * or piece powers (freezers, protectors, burners): attacks are generated (`tablesBoundAttacks`: where the tables
   * find one).
   */
  readonly captureRules: boolean;
  /** Piece type definitions by type number (index 0 unused). */
  readonly types: readonly PieceType[];
  /** Type number by piece id. */
  readonly typeById: ReadonlyMap<string, number>;
  /** 1 for squares on the board, 0 for holes. */
  readonly onBoard: Uint8Array;
  /** Ray geometry (`rayStage`): direction vectors and each direction's ray from each square. */
  readonly lines: LineTables;
  /** Leaper move tables (`atomStage`), CSR per (side, type, square): offsets indexed by `(side * stride + type) * size + square`. */
  readonly leaps: LeapTables;
  /** Riders and hoppers per (side, type). */
  readonly rays: readonly (readonly CompiledRay[])[];
  /** Reverse attack tables (`attackStage`): per attacking side and square, who attacks it. */
  readonly attacks: AttackTables;
  /** Capture rules: who may take whom, blocked squares, Andernach, and how attacks are found. */
  readonly capture: CaptureTables;
  /** How moves are generated: which generator a position may use, per-type shortcuts, and the tables of move restrictions (directions, file phantoms) and transfers. */
  readonly generation: GenerationTables;
  /** Per piece type: royalty, pawns, hands, en passant, prisons and what a move leaves behind. */
  readonly pieces: PieceTables;
  /** Promotion tables (`promotionStage`): flags, choices and capture conditions per side, type and square. */
  readonly promotion: PromotionTables;
  /** End-of-game tables: the `END_ILLEGAL_*` filters, flag zones and squares, connect-N and few-pieces counts. */
  readonly end: EndTables;
  /** FEN symbols (`symbolStage`): piece by symbol and symbol by piece. */
  readonly symbols: SymbolTables;
  /** Square name by index. */
  readonly squareNames: readonly string[];
}
