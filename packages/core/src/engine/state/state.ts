/**
 * The mutable state of a position: board and piece lists, side to move, castling rights, en passant,
 * hands, counters, the undo stack and the scratch buffers of move generation. Every field is
 * initialised in the constructor, always in the same order, so every state has one object shape
 * (V8 keeps the engine's hot functions monomorphic); `cloneState` copies through the constructor.
 */
import type { CompiledVariant } from '../../variant/compile/compiled.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { type CastleOption, copyCounters } from './shared-state.js';
import { zobristKeys } from './zobrist.js';

/**
 * The chains generated at one ply for one position (`hash`, `side`, `version`): encoded move → offset
 * of its record in `data`: length, the mover's promotion type (0: none), then per swap its square and
 * the promotion type of the piece swapped from there (0: none).
 */
export interface ChainTable {
  hash: number;
  side: number;
  version: number;
  readonly map: Map<number, number>;
  readonly data: number[];
}

/** The wall moves generated at one ply for one position (`version`): entry `k` is `base[k]` with a wall on `square[k]`. */
export interface WallTable {
  version: number;
  count: number;
  base: Int32Array;
  square: Int16Array;
  /** Per entry, the square its move is numbered under (`numberWalls`): the origin, a drop's destination. */
  key: Int16Array;
  /** Per square `s`, where the entries numbered under `s` start in `order` (`size + 1` long). */
  start: Int32Array;
  /** The entries' indices, grouped by their key square in the order of their numbers. */
  order: Int32Array;
}

/** A state's chain tables by ply, and per ply the squares and codes a chain `make` changed. */
export interface ChainStore {
  readonly tables: ChainTable[];
  readonly undo: number[][];
}

/**
 * Empty-board reach of a variant's pieces: per (side, type, square) the squares its atoms reach (a superset of
 * its moves) as bit sets, and per (side, type, square) the squares it is reached from, by a move and by a
 * capture: the sources of key `k = (side * stride + type) * size + square` are
 * `sources[sourceOff[2k] .. sourceOff[2k + 1])` (moves) and `sources[sourceOff[2k + 1] .. sourceOff[2k + 2])`
 * (captures). A white pawn reaches e4 by a move from e3 and e2, by a capture from d3 and f3.
 */
export interface ReachTables {
  readonly bits: Uint32Array;
  readonly sourceOff: Int32Array;
  readonly sources: Int16Array;
}

/**
 * The functions through which a lower layer of the engine calls a higher one without importing it (imports only
 * go down: docs/architecture.md), and through which a rule module (`rules/supplied.ts`) calls the engine: a
 * rule module imports no engine code, so supplying one adds its own code alone to a bundle. `loadSetup` fills them
 * before any use (`engine/hooks.ts`); a copy shares them.
 */
export interface EngineHooks {
  /** Whether `side` is in check (the check layer's `inCheckSide`): en-passant trials, swap chains. */
  readonly inCheck: (st: EngineState, side: number) => boolean;
  /** The legal moves (the kernel's `generateMoves`): drop mates, flag replies, the legal e.p. square, outcomes. */
  readonly legalMoves: (st: EngineState, out: Int32Array) => number;
  /** The turn rules' step after `make` of `m` by `us` at ply `ply` (variants with `turns`). */
  readonly afterMake: (st: EngineState, m: number, us: number, ply: number) => void;
  /** The turn rules' step before `unmake` takes back ply `ply` (variants with `turns`). */
  readonly beforeUnmake: (st: EngineState, ply: number) => void;
  /** Plays the pseudo-legal move `m` (`make`): rule modules. */
  readonly make: (st: EngineState, m: number) => void;
  /** Takes back the last move (`unmake`): rule modules. */
  readonly unmake: (st: EngineState) => void;
  /** Writes the moves of the piece on `from` into `out` from `n` on (`generatePieceAll`); returns the new count. */
  readonly pieceMoves: (st: EngineState, out: Int32Array, n: number, from: number) => number;
  /** Writes the squares of side `by`'s pieces that could capture on `s` into `out` (`captureSources`); how many. */
  readonly attackers: (st: EngineState, s: number, by: number, out: Int32Array | undefined) => number;
  /** After `make` of a move by `us`: whether it was legal (`legalAfter`): rule modules. */
  readonly legalAfter: (st: EngineState, us: number) => boolean;
}

/**
 * The hook points of the rule modules' engine code (`rules/module/rule-hooks.ts`), each called from one place in the engine
 * for the variants whose compiled form has the rule's tables (`rules/module/hooks.ts`).
 */
export interface RuleHookPoints {
  /** In `make`, once the move `m` of side `us` is on the board at `ply` (the side not yet switched): the rule's effects. */
  readonly afterMove?: (st: EngineState, ply: number, m: number, us: number) => void;
  /** In `unmake` of `ply`: takes back what `afterMove` did there (called in the reverse order of `afterMove`). */
  readonly undoMove?: (st: EngineState, ply: number) => void;
  /**
   * After the base generator, on the legal moves `out[0, n)`: keeps the moves the rule allows, each judged on its
   * own (so the one-piece generator runs it too); returns how many were kept at the front of `out`.
   */
  readonly keepMoves?: (st: EngineState, out: Int32Array, n: number) => number;
  /**
   * After the base generator, on the legal moves `out[0, n)`: a pass that adds moves or looks at the whole list;
   * returns the new count. A variant with one generates every move to answer for one piece.
   */
  readonly addMoves?: (st: EngineState, out: Int32Array, n: number) => number;
}

/** Every hook point of a variant: undefined when no rule of it fills the point, else one function calling each. */
export type ActiveRuleHooks = { readonly [K in keyof RuleHookPoints]-?: RuleHookPoints[K] | undefined };

/** The empty undo stack every state starts with: `make` allocates the stacks at the first move (`grow`). */
const NO_STACK = /* @__PURE__ */ new Int32Array(0);

/**
 * The `Int32Array` undo stacks of a state, one entry per ply: `grow` enlarges them together, a copy copies them
 * (`setUndoStacks`, which sets them in this order, as views of one buffer).
 */
export const UNDO_STACKS = [
  'stMove',
  'stCaptured',
  'stCaptured2',
  'stEp',
  'stEp2',
  'stVictim',
  'stRights',
  'stHalf',
  'stUnmoved',
  'stChecks',
  'stPromo',
  'stFlip',
  'stTurn',
  'exStart',
  'stHash',
] as const;

/** Depth of the undo stack at the first move (it starts empty and grows by doubling). */
export const STACK_INITIAL = 32;
/**
 * Size of a move buffer: more legal moves than any position of a supported variant has, but for swap
 * chains (`MoveAtom.swapChain`) and walls placed with a move (`walls`), whose passes ask for more room when a
 * buffer is too short (`needMoves`): the engine's own buffers grow (`generateInto`), a caller's gets a
 * `PositionError` (`too-many-moves`).
 */
export const MAX_MOVES = 4096;
/** Size of the engine's own move buffers in variants with swap chains, whose positions can have more moves. */
export const CHAIN_MOVES = 65536;

/**
 * Offsets past the squares in `EngineState.board` (add the board size): piece count, single royal square and
 * royal count per side, then the piece lists (`2 * size`) and the list index per square (`size`). This one: the
 * piece count per side (`pcount`).
 */
export const HOT_COUNT = 0;
/** Offset past the squares of the single royal square per side (`royalSq`). */
export const HOT_ROYAL = 2;
/** Offset past the squares of the royal count per side (`royalCount`). */
export const HOT_ROYALS = 4;
/** Offset past the squares of the piece lists (`plist`, `2 * size`), followed by the list index (`pindex`, `size`). */
export const HOT_LISTS = 8;

/** The scalar fields of the engine's own (beside `copyCounters`') that a copy of an `EngineState` takes over. */
const ENGINE_COPIED = [
  'ep2',
  'exTop',
  'playThroughEnd',
  'turnDone',
  'countLimit',
  'countPly',
  'turnLost',
] as const;

/** The engine state of one position. */
export class EngineState {
  // Fields read by every move generation and SAN resolution come first: V8 lays them out in this order,
  // so a resolution on a position not in the cache touches few lines of it.
  /** Compiled tables of the variant. */
  readonly c: CompiledVariant;
  /** The upper layers' functions the lower ones call (`EngineHooks`), filled by `loadSetup`. */
  hooks: EngineHooks;
  /** Side to move: 0 white, 1 black. */
  side = 0;
  /** Board: 0 empty, else `type << 2 | promoted << 1 | side`. */
  board: Int16Array;
  /** En-passant square(s) and the victim's square, or -1. */
  ep = -1;
  ep2 = -1;
  epVictim = -1;
  /** Castling rights: bit i for `castles[i]`. */
  rights = 0;
  castles: CastleOption[];
  /** Gating castlings per king origin (`drops.gating`; `castleOf`). */
  gatedCastles: ReadonlyMap<number, readonly CastleOption[]> | undefined;
  /** Empty-board reach tables of the variant for `generateMovesTo` (null: none; undefined: not looked up yet). */
  reach: ReachTables | null | undefined = undefined;
  /** The variant lets `generateMovesTo` use the fast generator's targeted path (one royal aside). */
  readonly targetFast: boolean;
  /** Game-end conditions do not stop move generation (SjaakII perft semantics). */
  playThroughEnd = false;
  /**
   * Names the current state: every make gives a new number, unmake restores the one before (`stVersion`), so
   * moves decoded at one version belong to that state only and stay valid across make + unmake.
   */
  version = 0;
  /**
   * Moves handed out by the public API at `decodedVersion` (cheap `play`): pairs of an encoding and its move,
   * or `null` for an ordinary move (`remember`).
   */
  decodedVersion = -1;
  decoded: (number | object | null)[] = [];
  /**
   * The legal moves last generated for `generateMovesTo` (`movesCount` of them, at `movesVersion` with
   * `movesThrough` as `playThroughEnd`): asking for the moves onto each square and type of one position generates
   * them once (`allMovesOf`, kernel.ts).
   */
  moves: Int32Array | undefined = undefined;
  movesCount = 0;
  movesVersion = -1;
  movesThrough = false;
  /**
   * Scratch for legality: stamped square sets (pin line, check evasion; `pinned` below), empty until the
   * first full generation (`fastPrelude`), so a position that is only resolved against stays small.
   */
  lineMark: Int32Array;
  evMark: Int32Array;
  /**
   * Views of parts of `board` (the hot paths of move generation read them through `board` at `HOT_*`). Piece
   * lists: squares of side s at `plist[s * size + i]`, `i < pcount[s]`; `pindex[square]` is i.
   */
  plist: Int16Array;
  pcount: Int16Array;
  pindex: Int16Array;
  /** Square of the single royal per side, -1 if a side has none or several. */
  royalSq: Int16Array;
  royalCount: Int16Array;
  /** The variant. */
  readonly variant: VariantDefinition;
  /** Zobrist hash of the board (pieces on squares), kept by `put`/`remove`/`shift`. */
  hash = 0;
  /** The board hash before each ply's move (repetition candidates). */
  stHash!: Int32Array;
  /** Zobrist keys per (piece code, square): `zobrist[code * size + square]`. */
  readonly zobrist: Int32Array;
  /** Half-move clock and move number. */
  halfmoves = 0;
  fullmoves = 1;
  /** Hand counts per (side, type): `hands[side * stride + type]`. */
  hands: Int16Array;
  checksRemaining: Int32Array;
  /** Unmoved flags per square (variants with initial-only moves or gating). */
  unmoved: Uint8Array | undefined;
  /** `vanishing`: 1 on the squares that have vanished (Cheshire Cat chess). */
  gone: Uint8Array | undefined;
  /** Per square: the castling right bits a move from or to it clears. */
  castleClear: Int32Array;
  /** Undo stacks: one entry per ply played (the `Int32Array` ones, listed in `UNDO_STACKS`, are set by `setUndoStacks`). */
  ply = 0;
  stMove!: Int32Array;
  stCaptured!: Int32Array;
  /** Lion double moves: the piece captured on the destination. */
  stCaptured2!: Int32Array;
  stEp!: Int32Array;
  stEp2!: Int32Array;
  stVictim!: Int32Array;
  stRights!: Int32Array;
  stHalf!: Int32Array;
  stUnmoved!: Int32Array;
  stChecks!: Int32Array;
  stPromo!: Int32Array;
  /** Andernach: the capturer changed side on this ply. */
  stFlip!: Int32Array;
  /**
   * The `version` before each ply's move: a plain array that `make` extends, so versions stay small integers and
   * `version` is stored unboxed (a load from a `Float64Array` would box it).
   */
  stVersion: number[];
  /** Turn variants: the parts done in the current turn, the sides that lost `untilCapture` parts, and each ply's previous values. */
  turnDone = 0;
  /** Makruk's counting (`end.counting`, `engine/predicates/counting.ts`): the limit and the plies counted, 0 when none. */
  countLimit = 0;
  countPly = 0;
  turnLost = 0;
  stTurn!: Int32Array;
  /** Atomic: exploded pieces `(square << 16) | code`, with each ply's start index. */
  exData: Int32Array;
  exStart!: Int32Array;
  exTop = 0;
  /** Depth of nested move generation (trial mate tests), for scratch buffers. */
  nest = 0;
  /** Pins of the fast generator's prelude (with `lineMark`, `evMark`), and the stamp of those sets. */
  pinned: Int32Array;
  stamp = 0;
  /** Move buffers by ply (`buffer`). */
  buffers: Int32Array[] = [];
  /** The room the last generation asked for when its buffer was too short (`needMoves`), else 0. */
  movesNeeded = 0;
  /** Inside the test for moves that would end the game illegally (no recursion). */
  innerEndCheck = false;
  /** Whether the side to move is in check (set by the checked generator for `notInCheck`/`inCheck` atoms). */
  inCheckNow = false;
  /** `alice`: the board (0: A, 1: B) whose pieces alone are on the engine board while the other's are lifted off, else -1. */
  aliceOn = -1;
  /** Whether en passant is tried on the board when generated (the fast generator); the checked generator tries every move anyway. */
  trialEp = true;
  /** Results of the fast generator's prelude: checkers, the checker, the evasion and pin stamps. */
  fpCheckers = 0;
  fpChecker = -1;
  fpEvasion = 0;
  fpPinStamp = 0;
  /** Scratch buffers created on first use. */
  attackScratch: Int32Array | undefined = undefined;
  lionMark: Int32Array | undefined = undefined;
  /** The walk generator's square queue (`rules/walk/walks.ts`). */
  walkQueue: Int16Array | undefined = undefined;
  pieceScratch: Int16Array | undefined = undefined;
  evasionScratch: Int32Array | undefined = undefined;
  /** The checked generator's untried-move shortcut (`gen-safe.ts`): its square marks, and 1/0 once known to apply. */
  safeMark: Int32Array | undefined = undefined;
  safeOk = -1;
  /** `alice`: the pieces lifted off the engine board (`lift`). */
  aliceLifted: Int32Array | undefined = undefined;
  /** Swap chains (`MoveAtom.swapChain`): the paths generated per ply and the undo records of chain moves. */
  chains: ChainStore | undefined = undefined;
  /** Walls placed with a move (`engine/predicates/walls.ts`): the wall moves generated per ply, and per ply the wall placed and the one lifted. */
  wallTables: WallTable[] | undefined = undefined;
  wallUndo: number[] | undefined = undefined;
  /**
   * The last version this state gave: make counts it up, unmake never down, and a copy continues from it, so a
   * version never names two positions of one state (its history included).
   */
  versionCount = 0;

  /** The rule modules' hooks of the variant (`ActiveRuleHooks`), filled by `loadSetup`; read once by make and generation. */
  ruleHooks: ActiveRuleHooks;

  /**
   * A fresh state of `variant`, compiled as `c` (empty board), or a copy of `from` (history included, scratch not
   * shared). The caller compiles (`compileVariant`): the engine state sits below the compile stages, whose rule
   * modules run engine code.
   */
  constructor(variant: VariantDefinition, c: CompiledVariant, from?: EngineState) {
    this.variant = variant;
    this.c = c;
    this.hooks = from ? from.hooks : (undefined as never); // `loadSetup` fills them before any use
    this.ruleHooks = from ? from.ruleHooks : (undefined as never);
    const size = c.size;
    // One buffer (one allocation, one copy) holds the fixed-size arrays: the 16-bit squares, counts, royal squares,
    // piece lists and list index (`HOT_*`), and hands, then the 32-bit castling masks and remaining checks. `board`
    // spans the squares to the list index, so that move generation reads them through one typed-array object; the
    // other views are names for their parts.
    const words = 4 * size + HOT_LISTS;
    const wide = 2 * words + 4 * c.stride;
    const hot = from ? from.board.buffer.slice(0) : new ArrayBuffer(wide + 4 * size + 8);
    this.board = new Int16Array(hot, 0, words);
    this.pcount = new Int16Array(hot, 2 * (size + HOT_COUNT), 2);
    this.royalSq = new Int16Array(hot, 2 * (size + HOT_ROYAL), 2);
    this.royalCount = new Int16Array(hot, 2 * (size + HOT_ROYALS), 2);
    this.plist = new Int16Array(hot, 2 * (size + HOT_LISTS), 2 * size);
    this.pindex = new Int16Array(hot, 2 * (3 * size + HOT_LISTS), size);
    if (!from) this.royalSq.fill(-1);
    this.hands = new Int16Array(hot, 2 * words, 2 * c.stride);
    this.castleClear = new Int32Array(hot, wide, size);
    this.checksRemaining = new Int32Array(hot, wide + 4 * size, 2);
    this.unmoved = from
      ? from.unmoved?.slice()
      : c.generation.tracksUnmoved
        ? new Uint8Array(size)
        : undefined;
    this.gone = from ? from.gone?.slice() : variant.vanishing ? new Uint8Array(size) : undefined;
    this.castles = from ? from.castles : [];
    this.gatedCastles = from?.gatedCastles;
    // A copy's stacks hold the plies played, no more: the next `make` grows them (a position kept is small).
    setUndoStacks(this, from === undefined ? 0 : from.ply, from);
    this.stVersion = from ? from.stVersion.slice() : [];
    this.exData = stack(from?.exData);
    this.wallUndo = from?.wallUndo?.slice();
    this.lineMark = NO_STACK;
    this.evMark = NO_STACK;
    this.pinned = NO_STACK;
    this.zobrist = zobristOf(c);
    this.targetFast = c.generation.simple && !variant.drops && !variant.mustCapture && c.end.endFilters === 0;
    if (from) {
      copyCounters(this, from);
      copyFields<EngineState, (typeof ENGINE_COPIED)[number]>(this, from, ENGINE_COPIED);
    }
  }
}

/** Copies the fields `keys` of `from` to `to`. */
function copyFields<T, K extends keyof T>(to: T, from: T, keys: readonly K[]): void {
  for (const key of keys) to[key] = from[key];
}

const zobristTables = new WeakMap<CompiledVariant, Int32Array>();

/** The Zobrist keys of a compiled variant (`zobristKeys`, built once per compiled variant). */
function zobristOf(c: CompiledVariant): Int32Array {
  let z = zobristTables.get(c);
  if (z === undefined) {
    z = zobristKeys(c.size);
    zobristTables.set(c, z);
  }
  return z;
}

/** An undo stack array: a copy of `from`, or the empty one (a position that is only read never allocates one). */
function stack(from: Int32Array | undefined): Int32Array {
  return from !== undefined && from.length > 0 ? from.slice() : NO_STACK;
}

/**
 * Gives `st` undo stacks (`UNDO_STACKS`) of `len` entries each, holding the entries of `from`'s plies played (up
 * to `len`; entries from `from.ply` on are never read): views of one `ArrayBuffer`, so a state's stacks cost one
 * allocation, not fifteen (`make`'s `grow`, a copy). `len` 0 sets the shared empty stack. Written out field by
 * field: a loop over the names would make every store a keyed one.
 */
export function setUndoStacks(st: EngineState, len: number, from: EngineState | undefined): void {
  if (len === 0) {
    st.stMove = st.stCaptured = st.stCaptured2 = st.stEp = st.stEp2 = NO_STACK;
    st.stVictim = st.stRights = st.stHalf = st.stUnmoved = st.stChecks = NO_STACK;
    st.stPromo = st.stFlip = st.stTurn = st.exStart = st.stHash = NO_STACK;
    return;
  }
  const buffer = new ArrayBuffer(4 * len * UNDO_STACKS.length);
  const keep = from === undefined ? 0 : Math.min(from.ply, len);
  let k = 0;
  const view = (old: Int32Array | undefined): Int32Array => {
    const b = new Int32Array(buffer, 4 * len * k++, len);
    if (old !== undefined && keep > 0) b.set(keep === old.length ? old : old.subarray(0, keep));
    return b;
  };
  st.stMove = view(from?.stMove);
  st.stCaptured = view(from?.stCaptured);
  st.stCaptured2 = view(from?.stCaptured2);
  st.stEp = view(from?.stEp);
  st.stEp2 = view(from?.stEp2);
  st.stVictim = view(from?.stVictim);
  st.stRights = view(from?.stRights);
  st.stHalf = view(from?.stHalf);
  st.stUnmoved = view(from?.stUnmoved);
  st.stChecks = view(from?.stChecks);
  st.stPromo = view(from?.stPromo);
  st.stFlip = view(from?.stFlip);
  st.stTurn = view(from?.stTurn);
  st.exStart = view(from?.exStart);
  st.stHash = view(from?.stHash);
}

/** An independent copy of a state (history included; scratch buffers are not shared). */
export function cloneState(st: EngineState): EngineState {
  return new EngineState(st.variant, st.c, st);
}
