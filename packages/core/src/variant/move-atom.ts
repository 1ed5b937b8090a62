/** A piece's move atoms (leap, ride, hop, with their modes and conditions): `PieceType.moves`, re-exported by `pieces.ts`. */
import type { Vector } from './board.js';

/** How an atom moves: leap to each vector, ride (repeat a vector until blocked), or hop over a hurdle. */
export type AtomKind = 'leap' | 'ride' | 'hop';

/** Whether an atom may make quiet moves, captures, or both. */
export type AtomMode = 'both' | 'move' | 'capture';

/**
 * How White's vectors map to Black's: `mirror` flips the rank direction (`dy → -dy`, SjaakII `aleap`,
 * Betza), `rotate` turns by 180° (`(dx, dy) → (-dx, -dy)`, SjaakII `step`).
 */
export type Orientation = 'mirror' | 'rotate';

/** One building block of a piece's movement. */
export interface MoveAtom {
  /** `leap`: one jump per vector; `ride`: repeat the vector through empty squares; `hop`: jump a hurdle. */
  readonly kind: AtomKind;
  /** White's vectors (exact: symmetric pieces list all images; see the `leaper`/`rider` helpers). */
  readonly vectors: readonly Vector[];
  /** Black's vectors from White's; default `mirror`. */
  readonly orientation?: Orientation;
  /** Quiet moves, captures or both (default `both`). */
  readonly mode?: AtomMode;
  /** `ride`: most steps (default unlimited); `hop` with `cannon`: most steps before and after the hurdle. */
  readonly range?: number;
  /**
   * `leap`: squares (offsets from the origin, one list per vector, parallel to `vectors`) that must be
   * empty: the lame leg of a xiangqi horse, the skipped square of a pawn's double step.
   */
  readonly legs?: readonly (readonly Vector[])[];
  /** `hop`: `cannon` lands anywhere beyond one hurdle (captures the first piece); `grasshopper` lands right behind it. */
  readonly hop?: 'cannon' | 'grasshopper';
  /**
   * `hop`: piece ids that cannot be the hurdle (Janggi cannons do not jump cannons). With it, attacks
   * are generated piece by piece, as for `victims`.
   */
  readonly hurdleExcept?: readonly string[];
  /**
   * `hop` with `cannon`: the farthest square it lands on, in steps from its own square (Fairy-Stockfish's
   * limited hopper `pR2`: a cannon within 2 squares). With it, attacks are generated piece by piece.
   */
  readonly reach?: number;
  /** Only from these squares (a zone name). */
  readonly fromZone?: string;
  /**
   * `leap` with `boards` (1-based): the leap ends on the same square of this board instead of its own (FBR `<2>mO`,
   * the Crab's zero move to board 2: vector `[0, 0]`, mode `move`). From that board itself it has no move.
   */
  readonly toBoard?: number;
  /** Only while the piece has not moved. */
  readonly initial?: boolean;
  /** Only once the piece has moved (with `initial` atoms, SjaakII's `Initial:` replacing the quiet moves). */
  readonly notInitial?: boolean;
  /** A quiet move of this atom sets en-passant squares on the squares it skips (`legs`). */
  readonly setsEnPassant?: boolean;
  /** A capture of this atom may take en passant. */
  readonly takesEnPassant?: boolean;
  /** Only while the moving side is not in check (SjaakII: a royal in check loses its `Special:` moves). */
  readonly notInCheck?: boolean;
  /** Only while the moving side is in check (the moves a royal falls back on when `notInCheck` atoms are lost). */
  readonly inCheck?: boolean;
  /**
   * `leap`: a lion-style double move (SjaakII `leap S1+S2` without mask). After the first leap (which
   * may jump and may capture on its square), a second leap by one of these vectors (exact, oriented
   * like `vectors`). Destinations are the first-step squares plus every second-step square (empty or
   * enemy) reached from a first-step square that is empty or holds an enemy (captured on the way);
   * returning to the origin ("stay in place", a null move that may capture) is a move too. Each
   * distinct (intermediate capture, destination) pair is one move.
   */
  readonly secondStep?: readonly Vector[];
  /**
   * A swap atom (FBR/MBN `w` with an enemy piece, `ww` with a friendly one): it neither moves to empty
   * squares nor captures; the piece exchanges squares with the first piece its `leap` or `ride`
   * reaches when that piece belongs to the `friend` or `enemy` side (riders stop at holes; wrapping
   * boards wrap). Swaps do not attack and do not capture; `notInCheck` holds for them too (FBR
   * `switching=notincheck`). Default: not a swap atom.
   */
  readonly swap?: 'friend' | 'enemy';
  /**
   * `ride` only: the ride bounces off the side edges (FBR `bouncing`, MBN `z`): standing on the first
   * or last file with its next step leaving the board sideways, it continues with the file direction
   * reversed, any number of times. Every vector must move along the ranks too (`dy ≠ 0`), and its
   * mirror image across the file axis must be a vector of the atom as well (attacks are looked up by
   * walking back from the target). Not on wrapping boards.
   */
  readonly bounce?: boolean;
  /**
   * A friendly capture atom (FBR/MBN `cc{set}`, the Disks' `acc?{D}`): it captures the mover's own pieces of
   * these ids only — a leap's square, a ride's first occupied square — and makes no quiet move and no enemy
   * capture; such captures attack nothing. A capture of an own piece may trigger `PromotionRule.onCaptureOf`.
   * Not with `swap`, drops, `atomic`, `andernach`, `petrify`, `flip` or `alice`. Default: not such an atom.
   */
  readonly ownVictims?: readonly string[];
  /** With `swap`: piece ids that cannot be swapped with (`ww{^K}K`: not the king). */
  readonly swapExcept?: readonly string[];
  /**
   * With `swap: 'enemy'`: a swap chain (FBR `swapping`, MBN `(dttwX)0`, Neto's Swap Chess). After a
   * swap the piece may swap again from its new square with another enemy piece its chain atoms reach,
   * any number of times; every chain is one move (each prefix is a move of its own). No enemy piece is
   * swapped twice in one chain (so the chain never goes straight back, and it is at most as long as
   * the enemy army); the chain ends as soon as the opponent is in check; only the end position must
   * leave the mover's royal safe. A pawn-like piece brought onto its promotion zone by a chain (the
   * mover at its end, or an enemy piece on the square the mover left) promotes at the mover's choice.
   */
  readonly swapChain?: boolean;
  /**
   * `leap` only: a walk of up to this many leaps (FBR/MBN `[mK]--[mK]--K`, the Fire Demon's area move: three
   * king steps), each by one of `vectors` from where the last ended, in any direction. Every square passed on
   * the way must be empty (the origin counts as empty once left); the walk ends on any square so reached but the
   * origin, empty (a quiet move, with `mode` `move` or `both`) or holding an enemy piece (a capture, with `capture`
   * or `both`). Only the destination counts: one move per destination, written as a plain move (UCI `e4g6`). Not
   * with `legs`, `initial`, `notInitial`, `fromZone`, `secondStep`, `swap`, `ownVictims`, `setsEnPassant` or
   * `takesEnPassant`; not on wrapping boards. Default: a single leap.
   */
  readonly walk?: number;
}
