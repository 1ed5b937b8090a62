/**
 * The variant definition: a plain, JSON-serialisable, immutable description of a game played on a
 * rectangular board. `@x/core` compiles it into move tables; notation packages (SjaakII variants
 * files, FBR/MBN) produce it. Squares are named (`e4`); zones are named square lists per side.
 */

/** The two sides. */
export const COLORS = ['white', 'black'] as const;
/** A side. */
export type Color = (typeof COLORS)[number];

/** An offset on the board: `dx` towards higher files, `dy` towards higher ranks (White's forward). */
export type Vector = readonly [dx: number, dy: number];

/** How an atom moves: leap to each vector, ride (repeat a vector until blocked), or hop over a hurdle. */
export const ATOM_KINDS = ['leap', 'ride', 'hop'] as const;
/** Kind of a move atom. */
export type AtomKind = (typeof ATOM_KINDS)[number];

/** Whether an atom may make quiet moves, captures, or both. */
export const ATOM_MODES = ['both', 'move', 'capture'] as const;
/** Mode of a move atom. */
export type AtomMode = (typeof ATOM_MODES)[number];

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
}

/** Per-piece promotion rule. */
export interface PromotionRule {
  /** Zone where promotion happens (a zone name). */
  readonly zone: string;
  /** Piece ids it may become; `promoted: true` pieces are marked promoted (they demote when captured). */
  readonly choices: readonly string[];
  /**
   * `always`: must promote in the zone; `optional`: may stay; `auto`: must only where the piece would
   * have no move from the square on an empty board, may elsewhere (SjaakII's default). Default `always`.
   */
  readonly mandatory?: 'always' | 'optional' | 'auto';
  /** Zone where promotion is forced even when optional (shogi: last rank for pawns). */
  readonly forcedZone?: string;
  /** `enter`: moves ending in the zone; `enter-or-leave`: moves starting or ending in it (shogi). Default `enter`. */
  readonly trigger?: 'enter' | 'enter-or-leave';
  /** The promoted piece is marked promoted and becomes this piece again when captured into a hand (crazyhouse: `~`). */
  readonly markPromoted?: boolean;
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
  /**
   * A freezer (FBR `freezer` with `#X=cK`): enemy pieces on these offsets from it (White's view,
   * Black's mirrored) are frozen: they cannot move (castling included) and give no check, but can be
   * captured. A frozen freezer still freezes. Default: not a freezer.
   */
  readonly freezes?: readonly Vector[];
  /** With `freezes`: only pieces of these ids are frozen (FBR `freezer{set}`; default: any). */
  readonly freezeVictims?: readonly string[];
  /**
   * With `freezes`: of the pieces of these ids it freezes a lone one only: when two or more of them of
   * the other side stand in its zone, it freezes none of them (FBR `freezer=single{set}`; default: none).
   */
  readonly freezeSingle?: readonly string[];
  /** With `freezes`: a piece is frozen only when at least this many freezers of this type reach it (FBR `freezer=(n)`; default 1). */
  readonly freezeAttackers?: number;
  /**
   * A protector (FBR `protector` with `*X=cK`): own pieces on these offsets from it (White's view,
   * Black's mirrored) cannot be captured, so a protected royal is never in check; they still block and
   * can be swapped. A protector does not protect itself. Default: not a protector.
   */
  readonly protects?: readonly Vector[];
  /**
   * A stymizer (FBR `stymizer` with `*G=cK`): enemy pieces move one step at a time on the squares at
   * these offsets from it (White's view, Black's mirrored): a ride (or hop path) starting there makes
   * one step, a ride entering there stops there, a leap with intermediate squares (pawn double step,
   * lame leaps) from or over them is not possible. Plain leaps and castling are not affected.
   */
  readonly stymies?: readonly Vector[];
  /** With `protects`: whether it still protects while frozen (FBR: the rule with the lower sequence number wins; default true). */
  readonly protectsFrozen?: boolean;
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

/** Most named zones a definition may hold (each costs two board-sized masks when compiled). */
export const MAX_ZONES = 128;

/** A named square set with one list per side. */
export interface Zone {
  readonly white: readonly string[];
  readonly black: readonly string[];
}

/** One explicit castling rule: a king on `king` may go to any of `targets` with the partner on `partner`. */
export interface CastlingRule {
  readonly color: Color;
  readonly king: string;
  readonly targets: readonly string[];
  readonly partner: string;
}

/**
 * Castling: the king moves to a target and the partner lands beside it on the inner side. Either by
 * file geometry (`short`/`long`, from wherever king and partner stand: chess, Chess960) or by
 * explicit `rules` (SjaakII `Castle:`, several king targets allowed).
 */
export interface CastlingRules {
  /** Piece id that castles (the king). */
  readonly king: string;
  /** Piece ids that may be castling partners. */
  readonly partners: readonly string[];
  /** File indices where the king and partner end for castling towards the higher files (short) and lower (long). */
  readonly short?: { readonly king: number; readonly partner: number };
  readonly long?: { readonly king: number; readonly partner: number };
  /** Chess960: any start files (the FEN names the partners). */
  readonly chess960?: boolean;
  /** Explicit rules with fixed squares (instead of `short`/`long`). */
  readonly rules?: readonly CastlingRule[];
  /**
   * The rank (1-based, counted from each side's own edge) king and partners castle on, default 1
   * (Fairy-Stockfish `castlingRank`). The FEN's `KQkq` name partners on that rank.
   */
  readonly rank?: number;
  /**
   * Opposite castling (Fairy-Stockfish `oppositeCastling`): castling short takes the opponent's short
   * castling rights, castling long the long ones: the sides cannot castle to the same side.
   */
  readonly opposite?: boolean;
}

/**
 * A castling that ends the game (Fairy-Stockfish `castlingWins`): `color` castling to `side` wins, and
 * `color` loses once it holds none of its listed castling rights (moved or captured king or partner).
 */
export interface CastlingWin {
  readonly color: Color;
  readonly side: 'short' | 'long';
}

/** Drops from a hand. */
export interface DropRules {
  /** Captured pieces go to the captor's hand (crazyhouse, shogi). */
  readonly capturesToHand: boolean;
  /** Per piece id: zone where it may be dropped (default anywhere empty). */
  readonly zones?: Readonly<Record<string, string>>;
  /** Piece ids that may not be dropped on a file holding an own unpromoted piece of the same type (nifu). */
  readonly noDoubled?: readonly string[];
  /**
   * How many own unpromoted pieces of a `noDoubled` type a file may hold before a drop there is refused
   * (default 1, nifu; tori shogi's swallows: 2).
   */
  readonly noDoubledCount?: number;
  /** Piece ids whose drop may not give checkmate (uchifuzume). */
  readonly noDropMate?: readonly string[];
  /** Piece ids whose drop may not give check. */
  readonly noDropCheck?: readonly string[];
  /** Piece ids that may not be dropped where they could never move again (dead squares). */
  readonly noDeadDrops?: readonly string[];
  /** A player may take an own piece (not royal) from the board into the hand as a move. */
  readonly pickup?: boolean;
  /** Seirawan-style gating: when an unmoved piece first moves, a piece from the hand may enter its vacated square. */
  readonly gating?: boolean;
  /** Pieces in hand may be dropped on any allowed empty square (default true; false for gating-only hands). */
  readonly freeDrops?: boolean;
  /** While a drop is legal, the side to move must drop (placement phases; Fairy-Stockfish `mustDrop`). */
  readonly mustDrop?: boolean;
  /**
   * Drops land on the first rank or right above an occupied square, for both sides (connect four;
   * Fairy-Stockfish `enclosingDrop = top`).
   */
  readonly gravity?: boolean;
  /**
   * Drops enter from an edge of the board and slide (Fairy-Stockfish `enclosingDrop = anyside`), on the
   * squares its engine finds: per rank whose first square is empty, the lowest-file empty square whose
   * neighbour towards the higher files is occupied or off the board; per file whose first square is
   * empty, the lowest empty square whose square above is occupied or off the board; per file whose
   * last square is empty, the lowest empty square on the first rank or above an occupied one; per rank
   * whose last square is empty, the lowest-file empty square on the first file or beside an occupied
   * one towards the lower files. Drop zones do not apply. Not on boards with holes.
   */
  readonly anySide?: boolean;
}

/**
 * The result of an end condition, from the point of view of the side it is scored for; `illegal`
 * forbids the moves that bring the condition about.
 */
export type EndResult = 'win' | 'loss' | 'draw' | 'illegal';

/**
 * Capture the flag (SjaakII `captureanyflag` / `captureallflags`): a side that occupies one (`any`)
 * or every (`all`) square of its target zone with pieces that may take flags ends the game.
 */
export interface FlagRule {
  /** Per side, the squares that side must occupy (SjaakII: White's are the `BlackFlag:` squares). */
  readonly zone: string;
  /** `any`: one occupied target square is enough; `all`: every target square must be occupied. */
  readonly capture: 'any' | 'all';
  /** Result for the side that occupies its flags (default `win`). */
  readonly result?: 'win' | 'loss' | 'draw';
  /** Piece ids that count as occupying a flag (SjaakII `capture_flag`); default every piece. */
  readonly pieces?: readonly string[];
  /** With `any`: how many target squares must be occupied (Fairy-Stockfish `flagPieceCount`; default 1). */
  readonly count?: number;
  /**
   * With `any`: held with exactly `count` pieces, the flags count only while none of those pieces is
   * attacked by the opponent; both sides holding them is a draw, and the side to move is asked first
   * (Fairy-Stockfish `flagPieceSafe`). Default: attacked pieces hold flags too.
   */
  readonly safe?: boolean;
  /**
   * With `any`: a side also holds its flags when every target square is occupied (by either side) and
   * one of them by its own counting piece; only the side that has just moved is asked (Fairy-Stockfish
   * `flagPieceBlockedWin`).
   */
  readonly blockedWin?: boolean;
  /**
   * The opponent gets one reply: a side holds its flags only when it still holds them at the start of its
   * own next turn (Fairy-Stockfish `flagMove` with a non-royal flag piece: jeson mor). Not with `safe`.
   */
  readonly reply?: boolean;
}

/**
 * Connect-N (Fairy-Stockfish `connectN`): a side that has `n` of its `pieces` next to each other in one
 * line after its move ends the game with `result` for that side.
 */
export interface ConnectRule {
  /** How many in a row (at least 2). */
  readonly n: number;
  /** Piece ids that count (default: every piece). */
  readonly pieces?: readonly string[];
  /** The lines that count (default all three): ranks, files, diagonals (both directions). */
  readonly lines?: readonly ('rank' | 'file' | 'diagonal')[];
  /** Result for the side that connects (default `win`). */
  readonly result?: 'win' | 'loss' | 'draw';
  /** Also a `square` × `square` block of counting pieces connects (Fairy-Stockfish `connectNxN`). */
  readonly square?: number;
  /**
   * Also this many counting pieces anywhere on one line of `lines` (rank, file or diagonal, gaps and
   * other pieces between them allowed) connect (Fairy-Stockfish `collinearN`).
   */
  readonly collinear?: number;
}

/** How games end. */
export interface EndRules {
  /** The side to move is mated: result for the side that gave mate (default `win`). */
  readonly checkmate?: EndResult;
  /** The side to move has no legal move and is not in check: result for the side that stalemated (default `draw`). */
  readonly stalemate?: EndResult;
  /**
   * With `stalemate`: its result holds only when the stalemated side has fewer pieces on the board than
   * its opponent; with more the opposite result holds, with as many it is a draw (Fairy-Stockfish
   * `stalematePieceCount`: suicide chess, where the stalemated side with fewer pieces wins).
   */
  readonly stalematePieceCount?: boolean;
  /** N-fold repetition draws (default 3; 0 = off). */
  readonly repetition?: number;
  /**
   * Perpetual check (SjaakII `perpetual`, shogi's rule): an N-fold repetition (`repetition`) during
   * which one side gave check with every move since the position first occurred ends with this
   * result for the checking side (`loss`: the checker loses). `illegal`: the checker's move that
   * would complete such a repetition is not a legal move; if the checked side's move completes it,
   * the checker loses. Unset, a perpetual check is an ordinary repetition.
   */
  readonly perpetual?: EndResult;
  /**
   * The xiangqi chase rule as SjaakII applies it (`chase rule`): on an N-fold repetition, a side that
   * chased an enemy piece (a new, unanswered threat to capture it) with every move since the position
   * last occurred gets this result; a perpetual check counts as a chase. `illegal` as for
   * `perpetual`: the chaser's completing move is not legal, the other side's completing move makes
   * the chaser lose. When both or neither side chased, the repetition is an ordinary one. SjaakII's
   * exceptions: royal pieces, defensive pieces (a `prison` within their own half) and `pawn` pieces
   * on their own half do not chase; `pawn` pieces on their own half are not chased.
   */
  readonly chase?: EndResult;
  /** Move-count draw after this many full moves without capture or pawn move (default 50; 0 = off). */
  readonly moveCount?: number;
  /** A side that gives this many checks wins (three-check: 3). */
  readonly checks?: number;
  /** A royal piece reaching one of these squares wins (zone name; king of the hill). */
  readonly flagZone?: string;
  /**
   * With `flagZone`: when White's royal reaches the zone, Black may still answer by reaching its own
   * zone, which draws (racing kings: the second player gets the same number of moves).
   */
  readonly flagReply?: boolean;
  /** Capture the flag with any piece (SjaakII flags); the game ends when a side holds its flags. */
  readonly flags?: FlagRule;
  /** A side that has lost all pieces of these ids loses (extinction), or gets `extinctionResult`. */
  readonly extinction?: readonly string[];
  /**
   * With `extinction` or `noPieces`: a side is extinct only while its opponent has at least this many
   * pieces of the type (of any type for `noPieces`) on the board (Fairy-Stockfish
   * `extinctionOpponentPieceCount`; default 0).
   */
  readonly extinctionOpponentCount?: number;
  /**
   * With `extinctionOpponentCount`: the side to move is extinct only while its opponent has one piece more
   * than that, so a side bared by the last move may still bare its opponent back (Fairy-Stockfish
   * `extinctionClaim`: shatranj's bare king).
   */
  readonly extinctionClaim?: boolean;
  /**
   * Draws by stalemate, repetition, the move count or two passes in a row (`passOnStalemate`) are
   * decided instead (Fairy-Stockfish `materialCounting`): `unweighted` — the side with more pieces on
   * the board wins (equal: draw); `whiteDrawOdds` / `blackDrawOdds` — that side wins.
   */
  readonly materialCounting?: 'unweighted' | 'whiteDrawOdds' | 'blackDrawOdds';
  /** With `extinction`: the result for the extinct side (default `loss`; Fairy-Stockfish `extinctionValue`). */
  readonly extinctionResult?: 'win' | 'loss' | 'draw';
  /**
   * With `extinction`: a side has lost once it has at most this many pieces on the board of one of the
   * listed types (Fairy-Stockfish `extinctionPieceCount`; default 0).
   */
  readonly extinctionCount?: number;
  /** Connect-N: `n` pieces in a row end the game. */
  readonly connect?: ConnectRule;
  /** Castlings that win, and whose rights lost lose (`CastlingWin`; castle chess). */
  readonly castlingWins?: readonly CastlingWin[];
  /**
   * The result of an ordinary n-fold repetition for the side to move when it occurs (Fairy-Stockfish
   * `nFoldValue`); default `draw`. Perpetual check and chase rules (`perpetual`, `chase`) come first.
   */
  readonly repetitionResult?: 'win' | 'loss' | 'draw';
  /** With `repetitionResult`: the result is White's, whoever is to move (Fairy-Stockfish `nFoldValueAbsolute`). */
  readonly repetitionResultWhite?: boolean;
  /**
   * Insufficient-material draws: `true` by chess rules (K vs K, K + minor vs K, bishops of one
   * colour), `'kings'` only when both sides have nothing but royal pieces (three-check); `'atomic'`,
   * `'crazyhouse'`, `'antichess'`: those variants' rules as chessops and python-chess apply them.
   */
  readonly insufficientMaterial?: boolean | 'kings' | 'atomic' | 'crazyhouse' | 'antichess';
  /** A side left with only royal pieces (bare king): result for that side. */
  readonly bareKing?: 'win' | 'loss' | 'draw';
  /**
   * With `bareKing`: the bared side may answer once (SjaakII `bare rule`, FBR `baremove`, shatranj),
   * as SjaakII's `get_game_end_state` decides, after mate and stalemate: a bare side to move facing
   * exactly one non-royal piece loses unless it can capture that piece; facing more, it still plays
   * its move; a side bare after its own move gets the `bareKing` result; both sides bare is a draw.
   * Unset, a bare side's result is at once.
   */
  readonly bareKingReply?: boolean;
  /**
   * With `bareKing`: a side is bare only when a single royal piece is all it has left (SjaakII's
   * `lone_king`); unset, a side with royal pieces only, however many, is bare (FBR).
   */
  readonly loneKing?: boolean;
  /** A side left with no pieces at all: result for that side. */
  readonly noPieces?: 'win' | 'loss' | 'draw';
  /**
   * The side to move wins when the board holds no more pieces than these, per side and piece id
   * (FBR `pieces{Kpp}=win`: a white king and two black pawns, or fewer); checked before each move.
   */
  readonly fewPiecesWin?: {
    readonly white: Readonly<Record<string, number>>;
    readonly black: Readonly<Record<string, number>>;
  };
}

/**
 * One part of a turn (FBR `turn<n>{set}=options`): one move by one of the part's pieces. Parts of a
 * turn are played in list order (or in any order, `TurnRules.anyOrder`), each at most once.
 */
export interface TurnPart {
  /** Only this side's turns have this part (FBR `turn{!KQRBNP}`: a set of White's pieces). Default: both. */
  readonly side?: Color;
  /**
   * Piece ids that may make this move (default: any; in an `anyOrder` turn a part without `pieces`
   * takes the pieces no other part names, so each move belongs to exactly one part).
   */
  readonly pieces?: readonly string[];
  /** The move may be declined: a pass (the stay-in-place null move of the side's lowest-square piece). */
  readonly optional?: boolean;
  /** Played only when the turn's previous move was made by a piece of `pieces` (FBR `again`). */
  readonly again?: boolean;
  /** Skipped in White's first turn of the game (FBR `balance`: balanced Marseillais). */
  readonly balance?: boolean;
  /**
   * No capture in this part, and a side that has captured (in any part) loses this part for the rest
   * of the game (FBR `untilcapture`).
   */
  readonly untilCapture?: boolean;
  /**
   * The mover moves one of the *opponent's* pieces of `pieces` instead of its own, by these atoms as
   * that piece's side sees them (FBR `turn#<2>{!p}` with `#P=mfW`: avalanche's push of an enemy pawn).
   * Quiet leaps only (`kind: 'leap'`, `mode: 'move'`); a piece pushed into its promotion zone promotes
   * (the mover chooses, unless `ownerPromotes`). The move may not leave the mover's royal attacked
   * (unless `mayExpose`). Played after a checking move too. Ordered turns only.
   */
  readonly opponentMoves?: readonly MoveAtom[];
  /**
   * With `opponentMoves`: the move may leave the mover's royal attacked, and a side whose royal is
   * attacked when the opponent's turn begins has lost (`Outcome.reason` `royal-exposed`; FBR
   * `turn#<2>{!p}=avalanche`: "allowed to expose the royal piece …, but the game is lost").
   */
  readonly mayExpose?: boolean;
  /**
   * With `opponentMoves`: a piece moved onto a square where it must promote is promoted by its owner,
   * whose next turn begins with that choice alone (an in-place promotion, origin = destination, which
   * plays no part of the turn); a choice that attacks the pusher's royal wins (`royal-exposed`). Where
   * promotion is optional the piece is moved unpromoted (FBR `=avalanche`: "the owner of the pawn decides").
   */
  readonly ownerPromotes?: boolean;
}

/**
 * Turns of several moves (FBR `turn<seq>`, Marseillais, monster chess). Every move must be legal on
 * its own (no move leaves the mover's royal attacked); a move that gives check ends the turn, unless
 * the next part is an `opponentMoves` part (its quiet moves cannot take the royal); when the turn has begun and its next part has no legal move, a pass is the only move (it ends that part).
 */
export interface TurnRules {
  /** The parts, at most 16. Each side must have a part it always plays (not `again`, not `untilCapture`). */
  readonly parts: readonly TurnPart[];
  /** The parts may be played in any order (FBR `turn` rules without sequence numbers). */
  readonly anyOrder?: boolean;
}

/** A complete variant. */
export interface VariantDefinition {
  /** Short identifier (`chess`, `capablanca`). */
  readonly id: string;
  /** Display name. */
  readonly name: string;
  /** Board size and squares. */
  readonly board: {
    readonly files: number;
    readonly ranks: number;
    /** Squares that are not part of the board. */
    readonly holes?: readonly string[];
    /** `block` (default): holes stop sliders; `pass`: sliders pass over them (SjaakII `Exclude:`). */
    readonly holeMode?: 'block' | 'pass';
    /** Files wrap around (cylinder). */
    readonly wrapFiles?: boolean;
    /** Ranks wrap around (with wrapFiles: torus). */
    readonly wrapRanks?: boolean;
  };
  /** Piece types, in FEN-symbol priority order. */
  readonly pieces: readonly PieceType[];
  /** Named zones used by atoms, promotions, prisons, drops, flags; at most `MAX_ZONES`. */
  readonly zones?: Readonly<Record<string, Zone>>;
  /** Start position FEN. */
  readonly startFen: string;
  /** Castling, if any. */
  readonly castling?: CastlingRules;
  /** Drops, if any. */
  readonly drops?: DropRules;
  /** End conditions (defaults: checkmate wins, stalemate draws, threefold repetition, 50 moves). */
  readonly end?: EndRules;
  /** Royal pieces may not face each other on an open file (xiangqi's flying general). */
  readonly flyingRoyals?: boolean;
  /** With `flyingRoyals`: not on an open rank either (Fairy-Stockfish's flying general tests rook lines). */
  readonly flyingRoyalsOnRanks?: boolean;
  /**
   * With several royals per side: `any` (default) — attacking any royal is check; `all` — only all of
   * them (SjaakII `duplecheck`); `single` — check exists only while a side has exactly one royal
   * (SjaakII's default: with several royals a side is never in check).
   */
  readonly royalCheck?: 'any' | 'all' | 'single';
  /**
   * A side may have no royal piece at all (SjaakII: horde's pawns); such a side is never in check.
   * Default `false`: a position without a royal of each side is rejected (unless `extinction` rules apply).
   */
  readonly royalsOptional?: boolean;
  /**
   * Orthodox chess's setup checks (as python-chess and chessops make them): a position with more than one royal
   * piece of a side is rejected (`too-many-royals`), one with a pawn-like piece on the first or last rank too
   * (`pawns-on-back-rank`). Default `false`.
   */
  readonly orthodoxSetup?: boolean;
  /**
   * How a check may be answered: `legal` (default) — any move after which no royal is attacked;
   * `lines` — as SjaakII generates evasions: royal moves, captures of a checker, moves of a piece
   * screening a checking cannon, and interpositions only on the rank, file or diagonal between royal
   * and checker (or on a checking lame leaper's first-step squares), so a nightrider's check cannot be
   * blocked. Only differs from `legal` with riders whose steps are not rank, file or diagonal steps.
   */
  readonly checkEvasion?: 'legal' | 'lines';
  /**
   * Phantom blockers on files (an engine quirk, for SjaakII compatibility: its file-occupancy lookup
   * on boards with more ranks than files). Each entry `[source, phantom]` (1-based ranks): while the
   * square on rank `source` of a file is occupied, the square on rank `phantom` of the same file also
   * stops the straight file moves of unlimited `ride` atoms (vectors `[0, 1]`/`[0, -1]` without
   * `range`), in move generation, attacks and the `flyingRoyals` open-file test alike. The phantom
   * square itself stays reachable: empty, it is a quiet-move destination (the ride stops there);
   * occupied, it behaves as usual. Other atoms (leaps, hops, limited or non-file rides) ignore
   * phantoms. Variants with phantoms generate attacks move by move (slower). Default: none.
   */
  readonly filePhantoms?: readonly (readonly [source: number, phantom: number])[];
  /** If a capture is possible, a capture must be made (giveaway, SjaakII `forced capture`). */
  readonly mustCapture?: boolean;
  /**
   * A side with no legal move that is not in check and has a piece passes (the stay-in-place null move
   * of its single royal, else of its lowest-square piece); two passes in a row end the game as a stalemate
   * draw (Fairy-Stockfish `passOnStalemate`). Default `false`.
   */
  readonly passOnStalemate?: boolean;

  /** No move may give check, and a position with a side in check is illegal (racing kings). */
  readonly noChecks?: boolean;
  /**
   * Atomic captures: the capturer and every piece on the eight squares around the target explode,
   * except pieces of the `immune` types; captures by pieces of the `inert` types do not explode (FBR's
   * expansion of `atomic`, where only `cX--X` captures explode). A side whose royal explodes loses;
   * adjacent royals give no check. A move may not explode the mover's own royal (without royal types:
   * the last piece of an `end.extinction` type, FBR `royal=expose`).
   */
  readonly atomic?: {
    readonly immune: readonly string[];
    readonly inert?: readonly string[];
    /** Exploded pieces go to the hand of their owner's opponent (Fairy-Stockfish's atomic with drops). */
    readonly explodedToHand?: boolean;
    /**
     * Without royal types: a move may explode the mover's own last piece of an `end.extinction` type
     * (and so lose), as Fairy-Stockfish's `nocheckatomic` allows. Default: such a move is illegal.
     */
    readonly mayExplodeOwn?: boolean;
  };
  /** Andernach: a capturing piece changes side, except pieces of the `except` types. */
  readonly andernach?: { readonly except: readonly string[] };
  /**
   * Cheshire Cat chess (FBR `cheshire`): every square a move leaves empty (castling: the king's and the
   * partner's) vanishes. No piece moves, castles or is dropped onto a vanished square again; pieces
   * pass over it as over an empty square (a pawn's double step too). FEN writes vanished squares `*`
   * (`Setup.vanished`). Positions never repeat once a square has vanished, so repetition keys leave
   * the vanished squares out. Default `false`.
   */
  readonly vanishing?: boolean;
  /**
   * Walls left behind (Fairy-Stockfish `wallingRule = past`, snail trail): every move of a piece (not drops,
   * castling, lion or swap moves) leaves a piece of this id on the square it left. The piece stands for a
   * wall: give it no moves, `iron` and `noHand`. It belongs to White, whoever moved; FEN writes it `*` and
   * reads a `*` on a square that is no hole as it. UCI text is the move's own (`f5g6`); Fairy-Stockfish's, with
   * the wall square (`f5g6,g6f5`), is read too. Not with drops. Default: none.
   */
  readonly trail?: string;
  /** FEN flavour for holdings: `brackets` `[..]` after the board (Fairy-Stockfish). */
  readonly holdingsInFen?: boolean;
  /**
   * Direction squares (FBR `direction<n>[1,2]`): a piece standing on a square of a rule's zone may
   * only move in the rule's directions (the union where zones overlap), each as its side sees it
   * (`n` is towards Black for White, towards White for Black; `e` towards the higher files for both).
   * A move that is not along one of the eight compass lines (a knight's leap) is not in any direction.
   * Castling counts as the king's move. Squares in no zone are unrestricted. Default: none.
   */
  readonly directions?: readonly {
    readonly zone: string;
    readonly directions: readonly ('n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw')[];
  }[];
  /**
   * After a swap (`MoveAtom.swap`): `promote` turns the moving piece into the given type, `demote`
   * the piece it swapped with (FBR `swap=promote` / `swap=demote` with `+X==Y` / `-X==Y`).
   */
  /** Turns of several moves (default: one move per turn). */
  readonly turns?: TurnRules;
  /**
   * Alice chess on one board (FBR `alice`): every piece stands on board A or board B, and a square
   * holds at most one piece on either. `twins` maps each board-A piece id to the id of the same piece
   * on board B (every piece type is in exactly one pair; a pair shares `royal`). A piece moves as on
   * its own board alone (the other board's pieces are empty squares to it and cannot be captured),
   * the move must be legal there (its royal, if on that board, not attacked after the move), its
   * destination must be empty on the other board, and the piece then transfers there (castling: king
   * and partner; promotion: the promoted piece). After the transfer the mover's royal may not be
   * attacked by enemy pieces of its own board. En passant: only by a pawn on the board the
   * double-stepping pawn arrived on, onto a square empty on both boards. Not with drops, turns,
   * atomic, vanishing squares, swaps or lion moves. FEN: each board-B type has its own symbols
   * (FBR: `#` before the letter). Default: one board.
   */
  readonly alice?: { readonly twins: Readonly<Record<string, string>> };
  readonly swapRules?: {
    readonly promote?: Readonly<Record<string, string>>;
    readonly demote?: Readonly<Record<string, string>>;
  };
}
