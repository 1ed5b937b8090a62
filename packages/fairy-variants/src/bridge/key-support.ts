/**
 * How `toVariant` treats each key: converted, no effect on the rules, or reported `unsupported-key`,
 * with how or why. The README's key table is this data (`key-support.test.ts` checks they agree and that
 * every key of `FAIRY_KEYS` has a row).
 */

/** `yes`: converted; `no-rule`: display or engine hints, nothing to convert; `no`: reported when set. */
export type KeySupport = 'yes' | 'partly' | 'no' | 'no-rule';

/** One row: the keys it covers (names, or a pattern such as `customPiece1…25`), the support and a note. */
export interface KeySupportRow {
  readonly keys: readonly string[];
  readonly support: KeySupport;
  readonly note: string;
}

// biome-ignore format: a table
export const KEY_SUPPORT: readonly KeySupportRow[] = [
  { keys: ['maxRank', 'maxFile'], support: 'yes', note: 'board size' },
  { keys: ['pawn', 'knight', 'bishop', 'rook', 'queen', 'fers', 'alfil', 'fersAlfil', 'silver', 'aiwok', 'bers', 'archbishop', 'chancellor', 'amazon', 'knibis', 'biskni', 'kniroo', 'rookni', 'shogiPawn', 'lance', 'shogiKnight', 'gold', 'dragonHorse', 'clobber', 'breakthrough', 'immobile', 'cannon', 'soldier', 'horse', 'elephant', 'wazir', 'commoner', 'centaur', 'king'], support: 'yes', note: "piece types through their Betza moves (`@x/fbr`'s `betzaMoves`); the pawn with double and triple steps and en passant, the soldier with sideways moves past `soldierPromotionRank`, `king = k:Betza` a custom royal" },
  { keys: ['janggiCannon'], support: 'yes', note: 'a core cannon hop (`pR`) with `hurdleExcept` (it jumps no Janggi cannon) and `victims` (it takes none)' },
  { keys: ['banner'], support: 'yes', note: 'its Betza moves (`RcpRnN`): rook, cannon capture, lame knight' },
  { keys: ['janggiElephant'], support: 'yes', note: 'a leap of (2, 3) with its two skipped squares as `legs` (one step straight, then diagonally)' },
  { keys: ['customPiece1…25'], support: 'partly', note: "Betza as the engine reads it (a single direction doubled on oblique atoms, `fr` on `W` as `f` and `r`, Black's moves turned by 180°); `fh`/`bh` on oblique atoms as the forward/backward half, a limited hop `pR2` as core `reach`, white space skipped); other `h` and multi-leg constructs `betzaMoves` cannot compile are reported" },
  { keys: ['mobilityRegionWhite<Piece>', 'mobilityRegionBlack<Piece>'], support: 'yes', note: 'core `prison` zones' },
  { keys: ['startFen'], support: 'yes', note: "completed to core's full FEN (omitted castling, e.p. and counters)" },
  { keys: ['chess960'], support: 'yes', note: 'castling `chess960`' },
  { keys: ['variantTemplate', 'pieceToCharTable', 'pocketSize', 'pieceValueMg', 'pieceValueEg'], support: 'no-rule', note: 'display and evaluation' },
  { keys: ['twoBoards'], support: 'yes', note: "one board of the pair: captures go to the partner's hand, and the hand fills through the FEN" },
  { keys: ['promotionRegionWhite', 'promotionRegionBlack', 'promotionPawnTypes', 'promotionPawnTypesWhite', 'promotionPawnTypesBlack', 'promotionPieceTypes', 'promotionPieceTypesWhite', 'promotionPieceTypesBlack', 'mandatoryPawnPromotion', 'pawnTypes'], support: 'partly', note: 'promotion rules per piece, one per side where White and Black choose differently; different pawn types per side where a type could change hands are reported' },
  { keys: ['promotionLimit'], support: 'partly', note: 'core `max`; on a shogi-style target that only one type becomes and the start position lacks, `max` of the promoted type; other limits on such targets are reported' },
  { keys: ['promotedPieceType', 'mandatoryPiecePromotion'], support: 'yes', note: "shogi-style promotion into a promoted type (`+P`) that demotes when captured; `immobilityIllegal` makes it forced where the piece could not move" },
  { keys: ['sittuyinPromotion'], support: 'partly', note: "the engine pawn's promotion rules `standing`: a move of its own, in place or by a step of the new piece onto an empty square it attacks, attacking no enemy piece and giving no check, the last pawn from any square; a choice that moves otherwise than it captures is reported" },
  { keys: ['piecePromotionOnCapture', 'pieceDemotion'], support: 'yes', note: 'promotion rules `onCapture`; a promoted type\'s promotion back to its base type' },
  { keys: ['blastOnCapture'], support: 'yes', note: 'core `atomic` (pawns survive neighbouring explosions)' },
  { keys: ['blastImmuneTypes', 'mutuallyImmuneTypes'], support: 'partly', note: 'with `blastOnCapture`: core `atomic.survivors` (spared by every blast, their own capture\'s too) and `atomic.mutuallyImmune` (may not take their own type); without it, reported' },
  { keys: ['petrifyOnCaptureTypes'], support: 'yes', note: 'core `petrify` (with `blastOnCapture` too: a stone where the capturer exploded)' },
  { keys: ['petrifyBlastPieces'], support: 'no', note: 'petrified blast pieces' },
  { keys: ['doubleStep', 'doubleStepRegionWhite', 'doubleStepRegionBlack', 'tripleStepRegionWhite', 'tripleStepRegionBlack', 'enPassantTypes', 'enPassantTypesWhite', 'enPassantTypesBlack'], support: 'yes', note: "pawn steps from zones; Betza `i` moves from the double-step region, as the engine reads `i`" },
  { keys: ['enPassantRegion', 'enPassantRegionWhite', 'enPassantRegionBlack'], support: 'partly', note: "pawn pushes over squares outside the opponent's region set no e.p. square; other pieces' initial moves set none with empty regions, one with full ones, else reported" },
  { keys: ['castling', 'castlingKingsideFile', 'castlingQueensideFile', 'castlingKingPiece', 'castlingRookPieces', 'castlingKingFile', 'castlingRookKingsideFile', 'castlingRookQueensideFile'], support: 'yes', note: 'core castling by files; different kings or partners per side are reported' },
  { keys: ['castlingRank', 'oppositeCastling'], support: 'yes', note: 'core `castling.rank`, `castling.opposite`' },
  { keys: ['castlingWins'], support: 'yes', note: 'core `end.castlingWins` (castle chess)' },
  { keys: ['castlingDroppedPiece'], support: 'yes', note: 'core `drops.castlingKingFile`: a dropped king or rook gains the castling right' },
  { keys: ['checking'], support: 'yes', note: 'core `noChecks`' },
  { keys: ['dropChecks'], support: 'yes', note: 'drops `noDropCheck`' },
  { keys: ['mustCapture'], support: 'yes', note: 'core `mustCapture`' },
  { keys: ['mustDrop'], support: 'yes', note: 'drops `mustDrop`' },
  { keys: ['mustDropType'], support: 'yes', note: 'drops `mustDropType`' },
  { keys: ['pieceDrops', 'capturesToHand', 'dropRegionWhite', 'dropRegionBlack', 'firstRankPawnDrops', 'promotionZonePawnDrops', 'dropNoDoubled', 'immobilityIllegal', 'shogiPawnDropMateIllegal'], support: 'yes', note: 'core drops with zones, no doubled pawns, no dead drops, no pawn-drop mate; every drop resets the move counter (`drops.resetsMoveCount`)' },
  { keys: ['dropNoDoubledCount'], support: 'yes', note: 'core `noDoubled` with `noDoubledCount`; 0 forbids drops of the type' },
  { keys: ['enclosingDrop', 'dropOnTop'], support: 'partly', note: '`top` as core `gravity` (connect four), `anyside` as core `anySide`, `reversi`, `ataxx` and `snort` as core `drops.enclose`; `quadwrangle` drops are reported' },
  { keys: ['enclosingDropStart'], support: 'yes', note: 'core `drops.encloseStart`; ataxx\'s hands without limit (the engine\'s `freeDrops`, no key) as `drops.endless`' },
  { keys: ['dropLoop'], support: 'yes', note: "promoted pawns keep their type in the hand (no `markPromoted`: crazyhouse's return as pawns)" },
  { keys: ['dropOppositeColoredBishop'], support: 'yes', note: 'core `drops.oppositeColors` (the bishop)' },
  { keys: ['sittuyinRookDrop'], support: 'yes', note: "the rook's drop zone: the drop region's squares on the side's first rank" },
  { keys: ['dropPromoted'], support: 'yes', note: 'drops `promotedDrops`' },
  { keys: ['gating', 'seirawanGating'], support: 'partly', note: 'Seirawan gating as core `drops.gating` (gating squares are the FEN castling letters, gating castling onto the king\'s or the rook\'s square, a type gated where its drops may land); with `pieceDrops` (S-House) drops too; without `seirawanGating` the gates of `cambodianMoves`, otherwise reported' },
  { keys: ['wallingRule'], support: 'yes', note: 'core `walls`: `past` (snail trail), `static`, `duck`, `arrow` and `edge` (on the edge or next to a wall) walls placed with a move; a wall placed with a move may parry a check' },
  { keys: ['wallingRegionWhite', 'wallingRegionBlack', 'wallingRegion'], support: 'partly', note: 'core `walls.region`, one region for both sides' },
  { keys: ['wallOrMove'], support: 'partly', note: 'core `walls.insteadOfMove`: a wall placed instead of a move (the lowest piece stays, UCI `a1a1,a1a3`), with `static`, `duck` or `edge` walls; with another rule reported' },
  { keys: ['passOnStalemate', 'passOnStalemateWhite', 'passOnStalemateBlack'], support: 'partly', note: 'core `passOnStalemate`; for one side only is reported' },
  { keys: ['cambodianMoves'], support: 'yes', note: "with `gating`: the king's and fers's first leaps as `initial` atoms, the FEN's gates as core `unmovedInFen`, a rook aimed at the king as `royalInitialLostTo`; with drops, Seirawan gating or castling reported" },
  { keys: ['makpongRule'], support: 'yes', note: 'core `checkedRoyalTakesOnly`' },
  { keys: ['diagonalLines'], support: 'partly', note: "the fers, soldier, rook and Janggi cannon moves along the lines as leaps (skipped squares as `legs`) and hops from zones; the king's when it moves as `k:W` (the built-in's wazir king); a cannon hop of more than two steps is reported" },
  { keys: ['pass', 'passWhite', 'passBlack', 'bikjangRule'], support: 'partly', note: 'core `pass` and `bikjang`; passing for one side only is reported' },
  { keys: ['flyingGeneral'], support: 'yes', note: 'core `flyingRoyals` with `flyingRoyalsOnRanks` (the engine tests rook lines)' },
  { keys: ['soldierPromotionRank'], support: 'yes', note: 'soldier sideways moves from that rank' },
  { keys: ['flipEnclosedPieces'], support: 'yes', note: 'core `flip` (`reversi`, `ataxx`, `quadwrangle`)' },
  { keys: ['nMoveRule', 'nFoldRule', 'nFoldValue', 'nFoldValueAbsolute', 'perpetualCheckIllegal', 'nMoveRuleTypes', 'nMoveRuleTypesWhite', 'nMoveRuleTypesBlack'], support: 'yes', note: 'core `moveCount`, `repetition`, `repetitionResult(White)`, `perpetual: loss` (the engine scores a loss for the checker; the completing move stays legal); the types reset the counter (`pawn`)' },
  { keys: ['moveRepetitionIllegal'], support: 'yes', note: "core `end.moveRepetition` (Kakao janggi: a side moving a piece back and forth loses; perft is unaffected)" },
  { keys: ['chasingRule'], support: 'yes', note: "core `axfChase` (`axf`), its roles played by the rook, cannon, horse, elephant, fers and soldier; a soldier is chased once it moves sideways" },
  { keys: ['stalemateValue', 'checkmateValue'], support: 'yes', note: 'core `stalemate`, `checkmate`' },
  { keys: ['materialCounting'], support: 'yes', note: 'core `materialCounting` (`unweighted`, draw odds) and janggi’s count as core points (`{ points, blackBonus: 1 }`)' },
  { keys: ['stalematePieceCount'], support: 'yes', note: 'core `stalematePieceCount` (suicide: the stalemated side with fewer pieces wins)' },
  { keys: ['adjudicateFullBoard'], support: 'yes', note: 'core `end.fullBoard`, decided by `materialCounting`' },
  { keys: ['countingRule'], support: 'yes', note: 'core `end.counting` (`makruk`, `cambodian`, `asean`; the limit and plies in FEN\'s e.p. and halfmove fields)' },
  { keys: ['shatarMateRule'], support: 'yes', note: 'core `end.mateCheckers` (a knight mate loses; a mate counts once a knight, rook or bers checked in its series, else draws)' },
  { keys: ['extinctionValue', 'extinctionPieceTypes', 'extinctionPieceCount', 'extinctionOpponentPieceCount', 'extinctionPseudoRoyal'], support: 'partly', note: 'core `extinction`, `extinctionCount`, `extinctionOpponentCount`, `extinctionResult`, `noPieces`; pseudo-royal pieces as royals (`royalCheck: single` when royal only alone, else `royal: { upTo }`); pieces in hand counted (`extinctionCountsHand`); pseudo-royals with explosions or beside a king are reported' },
  { keys: ['extinctionClaim'], support: 'yes', note: 'core `extinctionClaim` (a side bared by the last move may bare back: shatranj)' },
  { keys: ['dupleCheck'], support: 'yes', note: "core `royalCheck: 'all'` (one pseudo-royal type, none with a count)" },
  { keys: ['flagPiece', 'flagPieceWhite', 'flagPieceBlack', 'flagRegion', 'flagRegionWhite', 'flagRegionBlack', 'flagMove', 'flagPieceCount'], support: 'partly', note: "core `flagZone` (royal, with `flagReply`) or `flags` (any piece, with `count`, `reply` for a non-royal flag move, with `safe` too; one side only where the other has no region); a reply with blocked flags is reported" },
  { keys: ['flagPieceBlockedWin', 'flagPieceSafe'], support: 'partly', note: 'core `flags.blockedWin` and `flags.safe`; with a royal flag piece, blocked flags with `flagMove`, or safe flags with explosions, reported' },
  { keys: ['checkCounting'], support: 'yes', note: 'core `checks` (as many as the start FEN gives, else 1 as the engine counts)' },
  { keys: ['connectN', 'connectPieceTypes', 'connectHorizontal', 'connectVertical', 'connectDiagonal', 'connectValue'], support: 'yes', note: 'core `connect`' },
  { keys: ['connectNxN'], support: 'yes', note: 'core `connect.square`' },
  { keys: ['collinearN'], support: 'yes', note: 'core `connect.collinear`' },
  { keys: ['connectRegion1White', 'connectRegion2White', 'connectRegion1Black', 'connectRegion2Black'], support: 'yes', note: 'core `connect.regions` (a chain grown east, north, north-east and south-east only, as the engine grows it)' },
  { keys: ['promotionRank', 'doubleStepRank', 'doubleStepRankMin', 'whiteFlag', 'blackFlag', 'castlingRookPiece', 'whiteDropRegion', 'blackDropRegion', 'castlingKingPieceWhite', 'castlingKingPieceBlack', 'castlingRookPiecesWhite', 'castlingRookPiecesBlack'], support: 'yes', note: 'deprecated and undocumented spellings, read as the engine reads them' },
];
