/**
 * The game rules of a variant definition besides pieces and turns: castling, drops from a hand, and how games
 * end (`EndRules`, flags, connections). Part of `VariantDefinition` (`definition.ts`); exported by
 * `@x/core/variant`.
 */
import type { Color } from './board.js';

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
  /**
   * The files a FEN's `K` and `Q` count from: each names the first partner from this file toward the king
   * (Fairy-Stockfish `castlingRookKingsideFile` / `castlingRookQueensideFile`, the partners' start files when
   * not in the corners: Shako's `K` is the rook on i, not one beyond it on j). A partner beyond is written by
   * its file letter. Default: the board's edges (X-FEN: the outermost partner).
   */
  readonly partnerFiles?: { readonly short: number; readonly long: number };
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
  /**
   * With `noDropMate`: a mating drop is a legal move that loses, the mated side wins (Fairy-Stockfish's
   * `shogiPawnDropMateIllegal`), instead of a move that is not generated.
   */
  readonly dropMateLoses?: boolean;
  /** Piece ids whose drop may not give check. */
  readonly noDropCheck?: readonly string[];
  /** Piece ids that may not be dropped where they could never move again (dead squares). */
  readonly noDeadDrops?: readonly string[];
  /** A player may take an own piece (not royal) from the board into the hand as a move. */
  readonly pickup?: boolean;
  /**
   * Seirawan-style gating: when an unmoved back-rank piece first moves (castling: the king or its partner), a piece
   * from the hand may enter its vacated square — a type only where its drops may land (`zones`: S-House gates no
   * pawn onto the back rank). Castling field letters name the unmoved squares in FEN.
   */
  readonly gating?: boolean;
  /**
   * Pieces in hand may be dropped on any allowed empty square (default true; false for gating-only hands, S-chess;
   * true with `gating` and `capturesToHand` is S-House).
   */
  readonly freeDrops?: boolean;
  /**
   * Every drop resets the move-count clock (`end.moveCount`'s halfmoves), as Fairy-Stockfish counts; without it only
   * a pawn's drop does, as lichess's crazyhouse counts.
   */
  readonly resetsMoveCount?: boolean;
  /** While a drop is legal, the side to move must drop (placement phases; Fairy-Stockfish `mustDrop`). */
  readonly mustDrop?: boolean;
  /**
   * With `mustDrop`: only while a piece of this id is in hand, and only its drops are legal then; with none of
   * them legal the side moves on the board (Fairy-Stockfish `mustDropType`: koedem's kings).
   */
  readonly mustDropType?: string;
  /**
   * A piece in hand may also be dropped as the type that demotes to it (`demotesTo`), on the squares where it
   * may be dropped itself (Fairy-Stockfish `dropPromoted`: kyoto shogi's `+P@b3`).
   */
  readonly promotedDrops?: boolean;
  /**
   * Castling rights come from drops (Fairy-Stockfish `castlingDroppedPiece`): the castling king dropped on
   * this file of its castling rank gains the right with each castling partner on the rank's first or last
   * file, a partner dropped there gains it while the king stands on that square (`castling` gives the
   * geometry).
   */
  readonly castlingKingFile?: number;
  /**
   * Pieces of this id are dropped on squares of both colours (Fairy-Stockfish `dropOppositeColoredBishop`):
   * no drop may leave a side too few free squares of its drop zone to place half of its pieces of this id
   * (on the board and in hand) on each colour, nor put more than half of them (rounded up) on one colour.
   */
  readonly oppositeColors?: string;
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
  /**
   * Drops only where they enclose (Fairy-Stockfish `enclosingDrop`): `reversi` — next to an opponent's
   * piece and, along one of the eight lines, behind one or more opponent's pieces (holes between count as
   * such), an own piece at least two squares away; `ataxx` — next to an own piece; `snort` — on no square
   * beside (orthogonally) an opponent's piece. While a square of `encloseStart` is empty, drops go only
   * there, without the rule.
   */
  readonly enclose?: 'reversi' | 'ataxx' | 'snort';
  /** With `enclose`: the squares filled first (reversi's four centre squares). */
  readonly encloseStart?: readonly string[];
  /**
   * Hands that never run out (Fairy-Stockfish's `freeDrops`, ataxx): every piece type may be dropped
   * whatever the hand holds, drops take nothing from it and captures add nothing to it.
   */
  readonly endless?: boolean;
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
   * own next turn (Fairy-Stockfish `flagMove` with a non-royal flag piece: jeson mor). With `safe`, only
   * flags held by an attacked piece wait for the reply: safe flags win as soon as they are taken, and
   * flags still held after the reply win whether attacked or not (Fairy-Stockfish `flagMove` with
   * `flagPieceSafe`: alapo).
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
  /**
   * Also a chain of counting pieces from a square of zone `from` to one of zone `to` (each side its own squares
   * of the zones) connects, each link one step along `lines` in its positive direction only — east, north,
   * north-east, south-east — as Fairy-Stockfish's `connectRegion1/2` grows it (gale). Give `n` 64 for this alone.
   */
  readonly regions?: { readonly from: string; readonly to: string };
}

/**
 * `EndRules.fairyMaterial`: which pieces can mate, as Fairy-Stockfish's generic insufficient-material test
 * (`has_insufficient_material`) classes them by its piece types. `@x/fairy-variants` fills it from the engine's types:
 * `major` the rook, queen, archbishop, chancellor, silver, gold, commoner, centaur, amazon, bers and every custom
 * piece; `colourBound` the bishop, fers, alfil, fers-alfil and elephant; every other piece is a minor one.
 */
export interface FairyMaterial {
  /** Pieces that can mate alone. */
  readonly major: readonly string[];
  /** Colour-bound pieces: they mate only from both colours, or with help. */
  readonly colourBound: readonly string[];
  /** Pawns that may promote to a `major` piece: they can mate alone. */
  readonly promoting?: readonly string[];
  /** Pieces that never count, of either side (the engine's king); unset: the royal pieces. */
  readonly kings?: readonly string[];
  /**
   * Pieces that never count for their own side, as if they could not reach the enemy royals (the engine's exploding
   * extinction pieces); the enemy's count as minor pieces.
   */
  readonly inert?: readonly string[];
  /** Pieces whose presence on the board keeps their side from the draw (a flag piece with its flag region), per side. */
  readonly flags?: { readonly white?: readonly string[]; readonly black?: readonly string[] };
  /**
   * A single minor or colour-bound piece can mate (the engine's non-draw stalemate, check counting or makpong): minor
   * and colour-bound pieces count always.
   */
  readonly strict?: boolean;
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
   * `extinction`, `noPieces` and their counts count the pieces in a side's hand beside those on the board: a
   * side with pieces left to drop is not extinct (Fairy-Stockfish's `count_with_hand`: antiminishogi).
   */
  readonly extinctionCountsHand?: boolean;
  /**
   * Which checks make a mate count (Fairy-Stockfish `shatarMateRule`: Mongolian shatar). A mate given by pieces of
   * `losing` alone loses for the mating side; any other mate counts (`checkmate`) only when a piece of `counting`
   * gives check in it or in one of the checks just before it that the mating side gave with each of its moves (the
   * series of checks ending in the mate, as far back as the position's history goes); otherwise it is a draw.
   */
  readonly mateCheckers?: { readonly losing?: readonly string[]; readonly counting: readonly string[] };
  /**
   * Moving a piece back and forth loses (Fairy-Stockfish `moveRepetitionIllegal`: Kakao janggi). The side that just
   * moved loses when its last five moves are one piece arriving on a square without a capture and then going away
   * and back twice (`→b b→a a→b b→a a→b`), all plain moves (a pass may stand before the last one), with no capture
   * (nor other reset of the move counter) by either side since the first of them. It was not in check before any of
   * them (nor before the first, when the counted plies reach past it), and the piece may stand where the opponent's
   * royal may (its `prison` meets the royal's: janggi's advisors and general are exempt). The opponent's moves do not
   * matter. Checked with the N-fold rule (`repetition` > 1), after the move-count draw and after an N-fold repetition
   * found fewer plies back. No move becomes illegal and perft is unaffected; `Position.outcome()` scores it (reason
   * `move-repetition`).
   */
  readonly moveRepetition?: boolean;
  /**
   * Draws by stalemate, repetition, the move count, two passes in a row (`passOnStalemate`, `pass`) or
   * bikjang are decided instead (Fairy-Stockfish `materialCounting`): `unweighted` — the side with more
   * pieces on the board wins (equal: draw); `whiteDrawOdds` / `blackDrawOdds` — that side wins; points
   * (janggi's count: chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2, and 1 for Black,
   * who moves second) — White wins with more points than Black's plus `blackBonus`, else Black wins;
   * pieces not listed count nothing.
   */
  readonly materialCounting?:
    | 'unweighted'
    | 'whiteDrawOdds'
    | 'blackDrawOdds'
    | { readonly points: Readonly<Record<string, number>>; readonly blackBonus: number };
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
   * The game ends once no square of the board is empty (Fairy-Stockfish `adjudicateFullBoard`), decided
   * by `materialCounting` (a draw without it).
   */
  readonly fullBoard?: boolean;
  /**
   * Makruk's counting (Fairy-Stockfish `countingRule`): `makruk` — with no pawn on the board, a side reduced to
   * its king counts towards a limit its opponent's pieces set (rooks 8 or 16 moves, khons 22 or 44, knights 32,
   * else 64; 64 by the board's honour while both sides have more); `cambodian` — the same one move shorter (7, 15,
   * 21, 31, 43, 63), the board's honour (63) already with pawns, and only for a side with at most three pieces
   * against more than a king; `asean` — the side reduced to its king counts (16 against a rook, 44 a khon, 64 a
   * knight), from 0. Past the limit the game is a draw (the
   * `counting` outcome). The piece ids playing the roles are given; FEN writes the limit in the e.p. field and
   * the plies counted in the halfmove field while a count runs (`Setup.counting`). Not with `turns`.
   */
  readonly counting?: {
    readonly rule: 'makruk' | 'asean' | 'cambodian';
    readonly pawn?: string;
    readonly rook?: string;
    readonly khon?: string;
    readonly knight?: string;
  };
  /**
   * The Asian Xiangqi Federation's chase rule as Fairy-Stockfish applies it (`chasingRule = axf`): on an
   * N-fold repetition (`repetition`), a side that gave check with every move since the earliest of the N
   * occurrences loses, both such sides draw; else a side that chased one enemy piece with every move over
   * that span loses, both chasing draw. A move chases the enemy pieces its mover (or a piece it uncovers)
   * newly attacks that are unprotected, or stronger (a rook attacked by a horse or cannon; a rook, cannon
   * or horse by an elephant or advisor), or that lost their protector to a new pin, and the pieces a new
   * discovered check attacks; never a king or an uncrossed soldier, nor a piece of the attacker's own
   * type that can take back. Pieces are named by the rule's roles (ids of this variant; a role left out
   * has no piece); `crossed` is the zone where a soldier has crossed the river. With this rule, checks
   * beyond ten by one side since the last capture extend the move-count draw (`moveCount`) by a move each.
   * Perft is unaffected; `Position.outcome()` scores it (reasons `perpetual-check` and `chase`).
   */
  readonly axfChase?: {
    readonly rook?: string;
    readonly cannon?: string;
    readonly horse?: string;
    readonly elephant?: string;
    readonly advisor?: string;
    readonly soldier?: string;
    readonly crossed?: string;
  };
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
   * `'crazyhouse'`, `'antichess'`: those variants' rules as chessops and python-chess apply them;
   * `'confined'`: both sides have nothing but royal pieces and pieces whose prison keeps them off every square the
   * enemy royals may stand on (xiangqi's advisors and elephants), so neither can give check, as Fairy-Stockfish
   * judges them (never with drops); `'makruk'`: Fairy-Stockfish's test on makruk's pieces by their ids (`rook`, `khon`
   * mate; `met` pieces mate on both colours or beside any other piece; other pieces need a second piece on the board);
   * `'fairy'`: Fairy-Stockfish's generic rule, on the piece classes of `fairyMaterial` (a rule module: `supplyRules()`).
   */
  readonly insufficientMaterial?:
    | boolean
    | 'kings'
    | 'atomic'
    | 'crazyhouse'
    | 'antichess'
    | 'confined'
    | 'makruk'
    | 'fairy';
  /**
   * With `insufficientMaterial: 'fairy'`: the piece classes of Fairy-Stockfish's generic insufficient-material test
   * (its `has_insufficient_material`), by piece id. The game is drawn when neither side can mate: a side can while it
   * has pieces in hand, a piece of its side's `flags` (its flag piece), a piece of `major`, or a piece of `promoting`;
   * with colour-bound pieces (`colourBound`) when colour-bound pieces stand on both
   * colours, or any other piece that counts stands on the board, or `strict`; with any other piece when two pieces that
   * count stand on the board (of either side), or `strict`. `kings` (unset: royal pieces) never count; a side's `inert`
   * pieces and those whose prison keeps them off every square an enemy royal may stand on do not count for it (the
   * enemy's pieces of those types count as minor ones).
   * Holes of the board and walls (`walls.piece`) count as minor pieces of neither side, as the engine's walls do.
   * Needed by `'fairy'`, whose rule module it names (`supplyRules()`); ids of no piece of the variant match nothing.
   */
  readonly fairyMaterial?: FairyMaterial;
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
