/**
 * The pieces of a variant definition: piece types and their promotion rules; their move atoms are in `move-atom.ts`.
 * Part of `VariantDefinition` (`definition.ts`); exported by `@x/core/variant`.
 */
import type { MoveAtom } from './move-atom.js';
import type { PieceRules } from '../rules/module/rule-types.js';

export type { AtomKind, AtomMode, MoveAtom, Orientation } from './move-atom.js';

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

/** `PieceType.royal` of a pseudo-royal piece: royal only while its side has at most `upTo` pieces of its type. */
export interface RoyalUpTo {
  /** The most pieces of the type its side may have for them to be royal (1 or more). */
  readonly upTo: number;
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
   * More SAN letters the piece is read by, written only in Fairy-Stockfish's SAN dialect (`sanDialect`): a
   * synonym (`H`, xiangqi's horse), the letter of the type a promoted piece plays as (`G`, shogi's tokin: then `G` reads the gold and
   * the tokin alike), or `P` on a pawn-style piece that SAN still writes with its letter (`Pa6`, a shogi pawn).
   */
  readonly sanAliases?: readonly string[];
  /**
   * Losing all royal pieces (or having them attacked) is what check and mate are about. `{ upTo: n }`: royal only
   * while its side has at most `n` pieces of its type on the board (Fairy-Stockfish's pseudo-royal extinction
   * pieces, `extinctionPieceCount + 1`); with more, none of them is. A piece of the type may not be dropped on an
   * attacked square, however many its side then has (Fairy-Stockfish's drop rule).
   */
  readonly royal?: boolean | RoyalUpTo;
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
  /**
   * After each move of this piece (not castling or a drop), a piece of this id and the mover's side is put on
   * the square it left, when that square is empty after the move (FBR `promotion<p>=origin,move` with
   * `<p>X==Y`: "after the Knight has moved, the piece X will be set onto the origin square"; after a swap the
   * origin is taken, so nothing is put). Not with `walls`, `vanishing` or `alice`. Default: leaves nothing.
   */
  readonly leavesBehind?: string;
  /** The options of the rules this piece plays a part in, one per rule (`rules/<rule>/definition.ts`). */
  readonly rules?: PieceRules;
}

/** A piece type's promotion rules: its `promotion`, then its `promotions` (either may be absent). */
export function promotionRulesOf(p: PieceType): readonly PromotionRule[] {
  return p.promotion ? [p.promotion, ...(p.promotions ?? [])] : (p.promotions ?? []);
}
