/**
 * The variant definition: a plain, JSON-serialisable, immutable description of a game played on a
 * rectangular board. `@x/core` compiles it into move tables; notation packages (SjaakII variants
 * files, FBR/MBN) produce it. Squares are named (`e4`); zones are named square lists per side.
 */
import type { Color, Zone } from './board.js';
import type { MoveAtom, PieceType } from './pieces.js';
import type { CastlingRules, DropRules, EndRules } from './rules.js';
import type { RuleOptions } from '../rules/module/rule-types.js';

export { COLORS, type Color, MAX_ZONES, type Vector, type Zone } from './board.js';
export type {
  AtomKind,
  AtomMode,
  MoveAtom,
  Orientation,
  PieceType,
  PromotionRule,
} from './pieces.js';
export type {
  CastlingRule,
  CastlingRules,
  CastlingWin,
  ConnectRule,
  DropRules,
  EndResult,
  EndRules,
  FairyMaterial,
  FlagRule,
} from './rules.js';

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

/** A complete variant: its own fields and the options of the rule modules (`RuleOptions`, `rules/module/rule-types.ts`). */
export interface VariantDefinition extends RuleOptions {
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
  /**
   * Either side may pass while not in check: its single royal (else its lowest-square piece) stays in
   * place (Fairy-Stockfish `pass`, UCI `e2e2`). Two passes in a row end the game as a stalemate draw (or
   * as `end.materialCounting` decides). Default `false`.
   */
  readonly pass?: boolean;
  /**
   * Janggi's bikjang (Fairy-Stockfish `bikjangRule`): while the two royals face each other along a file
   * with nothing between at the start of a turn, the side to move may pass even in check (with `pass`),
   * and every other move must end the facing. Facing royals in two positions in a row end the game
   * (`Outcome.reason` `bikjang`: a draw, or as `end.materialCounting` decides). Default `false`.
   */
  readonly bikjang?: boolean;

  /** No move may give check, and a position with a side in check is illegal (racing kings). */
  readonly noChecks?: boolean;
  /**
   * The SAN dialect `@x/san` writes (no rule of the game): today's by default (`@x/san`'s letters, an attack on any
   * royal piece marked, `#` when mated); `fairy-stockfish` — as Fairy-Stockfish's `move_to_san` writes it (the
   * definitions of `@x/fairy-variants`): its letters (`sanAliases`: xiangqi's `H`, a promoted shogi piece by the type
   * it plays as) and disambiguation, and only an attack on a piece of id `king` marked (its pseudo-royal pieces,
   * atomic's or spartan's kings and coregal's queen, are never checked), `#` when the side then has no legal move or
   * has lost (karouk's winning check).
   */
  readonly sanDialect?: 'fairy-stockfish';
  /**
   * In check, a royal piece may move only to capture the one piece giving check (Fairy-Stockfish
   * `makpongRule`): against a double check, or a checker it cannot take, the check is blocked or taken.
   */
  readonly checkedRoyalTakesOnly?: boolean;
  /**
   * The FEN's castling field also names, by file letter, the back-rank pieces that have not moved (Fairy-Stockfish's
   * gates without a hand: Cambodian chess's `DEde`). Only those pieces keep their initial moves (`MoveAtom.initial`);
   * every other piece of a position read from FEN counts as moved.
   */
  readonly unmovedInFen?: boolean;
  /**
   * A royal loses its initial moves (`MoveAtom.initial`) once an enemy piece of these ids moves to a square from
   * which it would attack the royal on an empty board (Fairy-Stockfish `cambodianMoves`: a rook aimed at the
   * unmoved king takes away its leap).
   */
  readonly royalInitialLostTo?: readonly string[];
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
    /**
     * Types no explosion removes, a capturing one included (Fairy-Stockfish `blastImmuneTypes`: atomar's
     * kings). Default: none.
     */
    readonly survivors?: readonly string[];
    /**
     * Types that may not capture a piece of their own type (Fairy-Stockfish `mutuallyImmuneTypes`: atomar's
     * kings may stand side by side and not take each other). Default: none.
     */
    readonly mutuallyImmune?: readonly string[];
  };
  /** Andernach: a capturing piece changes side, except pieces of the `except` types. */
  readonly andernach?: { readonly except: readonly string[] };
  /**
   * Petrification (Fairy-Stockfish `petrifyOnCaptureTypes`): a piece of these ids that captures (its type before
   * a promotion) turns into a wall — a piece of `walls.piece`, which must be given — on the square it took (a
   * royal piece would leave its side without one: give such pieces no captures). With `atomic`, the capture
   * explodes as usual and the wall then takes the exploded capturer's square (Fairy-Stockfish's nuclear
   * chess); walls never explode, and the capture's legality is judged as if its square were empty (its
   * stone does not shield the capturer's own royal, as Fairy-Stockfish judges it). Not with `andernach`.
   * Default: none.
   */
  readonly petrify?: readonly string[];
  /**
   * Pieces that change side (Fairy-Stockfish `flipEnclosedPieces`), after every move or drop but a pass:
   * `reversi` — the opponent's pieces on each of the eight lines from the arrival square up to the first
   * own piece, where nothing else stands between; `ataxx` — every opponent's piece beside the arrival
   * square; `quadwrangle` — as `ataxx`, after a drop only where an own piece stands beside it. Not with
   * royal pieces, `atomic`, `andernach` or `petrify`. Default: none.
   */
  readonly flip?: 'reversi' | 'ataxx' | 'quadwrangle';
  /**
   * Cheshire Cat chess (FBR `cheshire`): every square a move leaves empty (castling: the king's and the
   * partner's) vanishes. No piece moves, castles or is dropped onto a vanished square again; pieces
   * pass over it as over an empty square (a pawn's double step too). FEN writes vanished squares `*`
   * (`Setup.vanished`). Positions never repeat once a square has vanished, so repetition keys leave
   * the vanished squares out. Default `false`.
   */
  readonly vanishing?: boolean;
  /**
   * Walls (Fairy-Stockfish `wallingRule`): squares blocked by a piece of id `piece` — give it no moves, `iron`
   * and `noHand`; it belongs to White, whoever moved; FEN writes it `*` and reads a `*` on a square that is no
   * hole as it. `rule` says where a move puts one:
   * - `past` (snail trail): every move of a piece (not drops, castling, lion or swap moves) leaves one on the
   *   square it left; UCI text is the move's own (`f5g6`), Fairy-Stockfish's with the wall square
   *   (`f5g6,g6f5`) is read too. Not with drops.
   * - `static` (isolation): every move also puts one on a square of `region` that is empty after the move.
   * - `duck` (duck chess): as `static`, but the one wall moves: the wall of the move before is lifted.
   * - `arrow` (amazons): as `static`, on a square the moved piece could then move to without capturing.
   * - `edge` (atlantis): as `static`, on a square of the board's first or last file or rank, or on one
   *   orthogonally next to a wall that stood there before the move.
   * - absent: no move places one (walls of the start position, `petrify`).
   * A move with a wall is one move (`Move.wall`, UCI `e2e4,e4d5` as Fairy-Stockfish writes it), legal when the
   * mover's royal is safe with the wall placed (and the duck's old square empty): a wall may parry a check, as
   * in Fairy-Stockfish (atomic duck chess). Castling's own squares are judged without the wall. Default: none.
   * `rule: 'edge'` and `insteadOfMove` are a rule module's (`supplyRules()`).
   */
  readonly walls?: {
    readonly piece: string;
    /** Absent: walls come only from the start position (and `petrify`). */
    readonly rule?: 'past' | 'static' | 'duck' | 'arrow' | 'edge';
    /** The squares a wall may be placed on (default: every square; `past` ignores it). */
    readonly region?: readonly string[];
    /**
     * A wall instead of a move (Fairy-Stockfish `wallOrMove`; with rule `static`, `duck` or `edge`): moves place no
     * wall; a side may instead place one as its whole move, where `rule` and `region` allow, while not in check
     * (the wall parries nothing). Its lowest-square piece then stays in place (UCI `a1a1,a1a3`, as Fairy-Stockfish
     * writes it); castling rights stay; the halfmove clock is reset when that piece is a pawn (as Fairy-Stockfish
     * counts it). Two such moves in a row do not end the game. Default `false`.
     */
    readonly insteadOfMove?: boolean;
  };
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
  /**
   * Several boards (FBR board ids `<n>` and transitions `<+>`, `<+1>`): `count` boards of `files` files
   * each, laid side by side on the variant's board from file 0, each followed by gap files that must be
   * holes (`board.holes`), all boards the same gap, so that board i starts at file `i * (files + gap)`.
   * Square names, FEN and UCI are those of that board: board 2's a1 is the file after board 1's gap.
   * No move of a piece leaves its board (the gap is at least as wide as the longest leap's file step;
   * rides stop at holes), so every board plays as a board of its own and a royal is attacked only by
   * pieces of its board. Freeze and protect zones (`freeze`, `protect`) are offsets and may reach
   * another board. Not with wrapping, `alice`, drops or turns. Default: one board.
   */
  readonly boards?: {
    readonly count: number;
    readonly files: number;
    /**
     * Alice chess on the boards (FBR `K<*>=aK--<+>aO Q<*>=aQ--<+>mO …`): every move (castling: king and
     * partner; promotion: the promoted piece) is made on the piece's board, must be legal there (a royal
     * of the mover on that board not attacked after it), and then transfers to the same square of
     * another board chosen by the mover, which must be empty there, or hold an enemy non-royal piece
     * that a piece of `captureOnArrival` takes (the king's `aO`). After the transfer no royal of the
     * mover may be attacked. `kings`: the target board must hold at least one royal (of either side),
     * unless the board moved from holds a royal of each side, when any other board is a target (4D
     * Quasi-Alice chess). En passant: by a pawn of the board the double-stepping pawn arrived on, onto
     * the skipped square of that board, and (as every move) to an empty square of another board.
     * The move names its target: its destination is the square on the board arrived on (UCI `g1r3` with four 8-file boards and 4-file gaps).
     */
    readonly transfer?: {
      readonly kings?: boolean;
      readonly captureOnArrival?: readonly string[];
    };
  };
  readonly swapRules?: {
    readonly promote?: Readonly<Record<string, string>>;
    readonly demote?: Readonly<Record<string, string>>;
  };
}
