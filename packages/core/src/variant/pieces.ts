/**
 * The pieces of a variant definition: move atoms (leap, ride, hop, with their modes and conditions), promotion
 * rules and piece types. Part of `VariantDefinition` (`definition.ts`); exported by `@x/core/variant`.
 */
import type { Vector } from './board.js';
import type { Burn } from '../rules/burn/definition.js';
import type { Freeze } from '../rules/freeze/definition.js';
import type { Pinch } from '../rules/pinch/definition.js';
import type { Protect } from '../rules/protect/definition.js';
import type { Stymie } from '../rules/stymie/definition.js';

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

/** Per-piece promotion rule. */
export interface PromotionRule {
  /** Zone where promotion happens (a zone name). */
  readonly zone: string;
  /**
   * Piece ids it may become; `promoted: true` pieces are marked promoted (they demote when captured). None with
   * `always`: the piece cannot move into the zone (Fairy-Stockfish's pawn with no `promotionPieceTypes`).
   */
  readonly choices: readonly string[];
  /**
   * `always`: must promote in the zone (with `enter-or-leave`, on moves leaving it too); `optional`: may stay; `auto`: must only where the piece would
   * have no move from the square on an empty board, may elsewhere (SjaakII's default). Default `always`.
   */
  readonly mandatory?: 'always' | 'optional' | 'auto';
  /** Zone where promotion is forced even when optional (shogi: last rank for pawns). */
  readonly forcedZone?: string;
  /** `enter`: moves ending in the zone; `enter-or-leave`: moves starting or ending in it (shogi). Default `enter`. */
  readonly trigger?: 'enter' | 'enter-or-leave';
  /** Only captures promote; quiet moves stay as they are (Fairy-Stockfish `piecePromotionOnCapture`). */
  readonly onCapture?: boolean;
  /**
   * Only captures of pieces of these ids promote, the mover's own included (FBR `promotion=capture{set}`:
   * a piece capturing a friendly Disk mounts it); other moves stay as they are. Implies `onCapture`.
   */
  readonly onCaptureOf?: readonly string[];
  /**
   * A promotion by this rule also puts a piece of this id and the mover's side on the square the move left,
   * when it is empty (FBR `promotion<p>=origin,demote`: the Disks' mounted queen unmounts, becoming a queen
   * and leaving its Disk behind). Not with `walls`, `vanishing` or `alice`.
   */
  readonly leavesBehind?: string;
  /** The promoted piece is marked promoted and becomes this piece again when captured into a hand (crazyhouse: `~`). */
  readonly markPromoted?: boolean;
  /**
   * The promotion is a move of its own, not part of a move into the zone (Fairy-Stockfish's `sittuyinPromotion`):
   * a piece standing on a square of the zone becomes one of `choices` where it stands, or on an empty square that
   * the chosen piece's moves reach from there. The new piece may attack no enemy piece and the move may not give
   * check; a side's only piece of the promoting type may do so from any square. Moves into the zone promote nothing
   * (`mandatory`, `forcedZone`, `trigger`, `onCapture` and `onCaptureOf` do not apply). A side that has its royal
   * and one such piece only, is not in check, and whose every legal move is a promotion, has drawn (`outcome`,
   * reason `stalemate`).
   */
  readonly standing?: boolean;
}

/** A kind of piece. */
export interface PieceType {
  /** Identifier used in moves and definitions (`pawn`, `knight`, `archbishop`). */
  readonly id: string;
  /** Display name. */
  readonly name?: string;
  /** White's FEN symbol (`N`, `+P`). Black's is `blackSymbol`, default the lowercase of this. */
  readonly symbol: string;
  /** Black's FEN symbol. */
  readonly blackSymbol?: string;
  /** SAN letter(s); `''` for pawn-style SAN (file names captures). Default the uppercase symbol. */
  readonly san?: string;
  /**
   * More SAN letters the piece is read by, never written (Fairy-Stockfish's SAN): a synonym (`H`, xiangqi's
   * horse), the letter of the type a promoted piece plays as (`G`, shogi's tokin: then `G` reads the gold and
   * the tokin alike), or `P` on a pawn-style piece that SAN still writes with its letter (`Pa6`, a shogi pawn).
   */
  readonly sanAliases?: readonly string[];
  /** Losing all royal pieces (or having them attacked) is what check and mate are about. */
  readonly royal?: boolean;
  /** Material value in centipawns (evaluation only). */
  readonly value?: number;
  /** Movement. */
  readonly moves: readonly MoveAtom[];
  /** Promotion rules of this piece. */
  readonly promotion?: PromotionRule;
  /**
   * Further promotion rules, each with its own zone and choices (SjaakII: several `Promotion:` lines,
   * per-file promotion). Where zones overlap the choices are merged and a mandatory rule wins.
   */
  readonly promotions?: readonly PromotionRule[];
  /** The piece this one turns back into when captured into a hand (shogi `+P` → `P`). */
  readonly demotesTo?: string;
  /** The piece may only stand on these squares (a zone name): palace, prison. */
  readonly prison?: string;
  /** Pawn semantics: resets the move counter, SAN names the file on captures. */
  readonly pawn?: boolean;
  /** Most pieces of this type per side (enforced on promotion and drops). */
  readonly max?: number;
  /** Never enters a hand when captured (disappears). */
  readonly noHand?: boolean;
  /**
   * Squares that count as occupied for this piece (a zone name): it can neither land on nor pass them. Its plain
   * capturing leaps still attack them, as SjaakII's `Block:` does (a king there is in check).
   */
  readonly block?: string;
  /** Cannot be captured. */
  readonly iron?: boolean;
  /** Piece ids this piece may capture (default: any). */
  readonly victims?: readonly string[];
  /** A freezer: the enemy pieces it freezes (the freeze rule, `rules/freeze/`). Default: not a freezer. */
  readonly freeze?: Freeze;
  /** A protector: the own pieces it protects (the protect rule, `rules/protect/`). Default: not a protector. */
  readonly protect?: Protect;
  /** A stymizer: the squares where enemy pieces move one step (the stymie rule, `rules/stymie/`). Default: none. */
  readonly stymie?: Stymie;
  /**
   * Conversion by attack (Benedict chess; FBR `conversion` with `#X=(!dcX)**`): after this piece moves
   * (arrives by a move, a promotion — the promoted piece's atoms —, a drop, or castling, king and partner
   * each), every opponent's piece that one of these atoms would capture from its arrival square changes
   * side: a leap's square, a ride's first occupied square. Plain capturing leaps and rides only (no lame
   * legs, zones, swaps); the atoms only convert, they add no move. Not with `flip`, `atomic`, `andernach`,
   * `petrify` or `alice`. Default: converts nothing.
   */
  readonly converts?: readonly MoveAtom[];
  /**
   * After each move of this piece (not castling or a drop), a piece of this id and the mover's side is put on
   * the square it left, when that square is empty after the move (FBR `promotion<p>=origin,move` with
   * `<p>X==Y`: "after the Knight has moved, the piece X will be set onto the origin square"; after a swap the
   * origin is taken, so nothing is put). Not with `walls`, `vanishing` or `alice`. Default: leaves nothing.
   */
  readonly leavesBehind?: string;
  /**
   * Conversion moves (FBR `conversion<p>` with a `<p>X=cY` token, e.g. `*K=[+]cK`): as a move of its own the
   * piece turns an opponent's piece that one of these atoms would capture (a leap's square, a ride's first
   * occupied square) to its own side and stays where it is (`Move.convert`; UCI origin then the victim's
   * square). Plain capturing leaps and rides; an atom with `notInCheck` converts only while its side is not in
   * check. Royal pieces are never converted. Not with `flip`, `converts`, `atomic`, `andernach`, `petrify` or
   * `alice`. Default: no conversion moves.
   */
  readonly convertMoves?: readonly MoveAtom[];
  /**
   * With `convertMoves`: offsets from the victim (its side's view); a piece with a royal piece of its own side on
   * one of them is not converted (FBR `!*K=j{K}K`: "provided that this piece is not adjacent to his King").
   */
  readonly convertGuard?: readonly Vector[];
  /** A burner: the enemy pieces it burns (the burn rule, `rules/burn/`). Default: burns nothing. */
  readonly burn?: Burn;
  /** A pincher: the enemy pieces it sends home (the pinch rule, `rules/pinch/`). Default: pinches nothing. */
  readonly pinch?: Pinch;
  /** A royal that may not pass over attacked squares when it moves (SjaakII `Rule: en-passant check`). */
  readonly noPassingCheck?: boolean;
  /**
   * SjaakII `no_retaliate`: when a piece of this type is captured by a piece of another type, the
   * opponent may not capture a piece of this type on the next move (chu shogi's lion trading rule).
   */
  readonly noRetaliate?: boolean;
  /**
   * SjaakII `endangered`: a piece of this type may capture an enemy piece of an `endangered` type only
   * when that piece is not protected.
   */
  readonly endangered?: boolean;
  /**
   * Spacious piece (Betza; FBR `spacious`): a move (capture included) may only end on a square from
   * which the next square in the same direction — the move's displacement divided by the greatest
   * common divisor of its file and rank differences (a rook's one step, a knight's whole leap, a
   * pawn's double step's single step) — is on the board and empty. Castling is the king's own rule and
   * is not restricted. Not on wrapping boards.
   */
  readonly spacious?: boolean;
  /**
   * With `royal`: the piece is royal only while its side has at most this many pieces of its type on
   * the board (Fairy-Stockfish's pseudo-royal extinction pieces, `extinctionPieceCount + 1`); with
   * more, none of them is. A piece of the type may not be dropped on an attacked square, however many
   * its side then has (Fairy-Stockfish's drop rule). Default: always royal.
   */
  readonly royalUpTo?: number;
}

/** A piece type's promotion rules: its `promotion`, then its `promotions` (either may be absent). */
export function promotionRulesOf(p: PieceType): readonly PromotionRule[] {
  return p.promotion ? [p.promotion, ...(p.promotions ?? [])] : (p.promotions ?? []);
}
