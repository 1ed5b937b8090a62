/**
 * Fairy-Stockfish's built-in variants that a section may name as its parent, written as variants.ini
 * sections of our own: each states, key by key, the rules the engine's `src/variant.cpp` gives that
 * variant (facts, not its code). A section without a parent starts from the engine's defaults with no
 * pieces; `chess` adds the orthodox army. Settings with no key (evaluation, NNUE) are left out: they
 * do not change the rules. `builtin-variants.test.ts` loads each section into ffish under another name
 * and checks its perft against the engine's own built-in.
 */
export const BUILTIN_VARIANTS_INI = `
[chess]
pawn = p
knight = n
bishop = b
rook = r
queen = q
king = k
promotionPieceTypes = qrbn

[normal:chess]

[fairy:chess]
silver = s
fers = f
archbishop = a
chancellor = c
commoner = m

[giveaway:chess]
king = -
commoner = k
castlingKingPiece = k
promotionPieceTypes = kqrbn
stalemateValue = win
extinctionValue = win
extinctionPieceTypes = *
mustCapture = true

[antichess:giveaway]
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1
castling = false

[extinction:chess]
king = -
commoner = k
castlingKingPiece = k
promotionPieceTypes = kqrbn
extinctionValue = loss
extinctionPieceTypes = kqrbnp

[nocheckatomic:chess]
king = -
commoner = k
castlingKingPiece = k
extinctionValue = loss
extinctionPieceTypes = k
blastOnCapture = true

[atomic:nocheckatomic]
extinctionPseudoRoyal = true

[3check:chess]
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1
checkCounting = true

[kingofthehill:chess]
flagPiece = k
flagRegionWhite = d4 e4 d5 e5
flagRegionBlack = d4 e4 d5 e5
flagMove = false

[racingkings:chess]
startFen = 8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1
flagPiece = k
flagRegionWhite = *8
flagRegionBlack = *8
flagMove = true
castling = false
checking = false

[crazyhouse:chess]
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1
pieceDrops = true
capturesToHand = true

[seirawan:chess]
archbishop = h
chancellor = e
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1
gating = true
seirawanGating = true
promotionPieceTypes = heqrbn

[pocketknight:chess]
pocketSize = 2
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1
pieceDrops = true

[placement:chess]
startFen = 8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1
mustDrop = true
pieceDrops = true
dropRegionWhite = *1
dropRegionBlack = *8
dropOppositeColoredBishop = true
castlingDroppedPiece = true

[losalamos:chess]
maxRank = 6
maxFile = f
bishop = -
startFen = rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1
promotionRegionWhite = *6
promotionRegionBlack = *1
promotionPieceTypes = qrn
doubleStep = false
castling = false

[gardner:chess]
maxRank = 5
maxFile = e
startFen = rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1
promotionRegionWhite = *5
promotionRegionBlack = *1
doubleStep = false
castling = false

[capablanca:chess]
maxFile = j
castlingKingsideFile = i
castlingQueensideFile = c
archbishop = a
chancellor = c
startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1
promotionPieceTypes = acqrbn

[janus:chess]
maxFile = j
castlingKingsideFile = i
castlingQueensideFile = b
archbishop = j
startFen = rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1
promotionPieceTypes = jqrbn

[grand:chess]
maxRank = 10
maxFile = j
archbishop = a
chancellor = c
startFen = r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1
promotionPieceTypes = acqrbn
promotionRegionWhite = *8 *9 *10
promotionRegionBlack = *3 *2 *1
promotionLimit = a:1 c:1 q:1 r:2 b:2 n:2
mandatoryPawnPromotion = false
immobilityIllegal = true
doubleStepRegionWhite = *3
doubleStepRegionBlack = *8
castling = false

[makruk:chess]
bishop = -
queen = -
silver = s
fers = m
startFen = rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1
promotionRegionWhite = *6 *7 *8
promotionRegionBlack = *3 *2 *1
promotionPieceTypes = m
doubleStep = false
castling = false
nMoveRule = 0
countingRule = makruk

[breakthrough]
breakthrough = p
startFen = pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w 0 1
doubleStep = false
castling = false
stalemateValue = loss
flagPiece = p
flagRegionWhite = *8
flagRegionBlack = *1

[minixiangqi]
maxRank = 7
maxFile = g
rook = r
horse = n
king = k:W
cannon = c
soldier = p
startFen = rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1
mobilityRegionWhiteKing = c1 d1 e1 c2 d2 e2 c3 d3 e3
mobilityRegionBlackKing = c5 d5 e5 c6 d6 e6 c7 d7 e7
doubleStep = false
castling = false
stalemateValue = loss
perpetualCheckIllegal = true
flyingGeneral = true

[xiangqi:minixiangqi]
maxRank = 10
maxFile = i
elephant = b
fers = a
startFen = rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
mobilityRegionWhiteKing = d1 e1 f1 d2 e2 f2 d3 e3 f3
mobilityRegionBlackKing = d8 e8 f8 d9 e9 f9 d10 e10 f10
mobilityRegionWhiteFers = d1 e1 f1 d2 e2 f2 d3 e3 f3
mobilityRegionBlackFers = d8 e8 f8 d9 e9 f9 d10 e10 f10
mobilityRegionWhiteElephant = *1 *2 *3 *4 *5
mobilityRegionBlackElephant = *6 *7 *8 *9 *10
soldierPromotionRank = 6
chasingRule = axf

[janggi:xiangqi]
chasingRule = none
fers = -
cannon = -
elephant = -
wazir = a
janggiCannon = c
janggiElephant = b
startFen = rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1
mobilityRegionWhiteWazir = d1 e1 f1 d2 e2 f2 d3 e3 f3
mobilityRegionBlackWazir = d8 e8 f8 d9 e9 f9 d10 e10 f10
soldierPromotionRank = 1
flyingGeneral = false
bikjangRule = true
materialCounting = janggi
diagonalLines = d1 f1 e2 d3 f3 d8 f8 e9 d10 f10
pass = true
nFoldValue = draw
perpetualCheckIllegal = true

[minishogi]
maxRank = 5
maxFile = e
shogiPawn = p
silver = s
gold = g
bishop = b
dragonHorse = h
rook = r
bers = d
king = k
startFen = rbsgk/4p/5/P4/KGSBR[-] w 0 1
pieceDrops = true
capturesToHand = true
promotionRegionWhite = *5
promotionRegionBlack = *1
doubleStep = false
castling = false
promotedPieceType = p:g s:g b:h r:d
dropNoDoubled = p
immobilityIllegal = true
shogiPawnDropMateIllegal = true
stalemateValue = loss
nFoldRule = 4
nMoveRule = 0
perpetualCheckIllegal = true
pocketSize = 5
nFoldValue = loss
nFoldValueAbsolute = true

[mini:minishogi]

[gorogoro:minishogi]
pocketSize = 3
nFoldValue = draw
nFoldValueAbsolute = false
maxRank = 6
startFen = sgkgs/5/1ppp1/1PPP1/5/SGKGS[-] w 0 1
promotionRegionWhite = *5 *6
promotionRegionBlack = *2 *1

[shogi:minishogi]
pocketSize = 0
nFoldValue = draw
nFoldValueAbsolute = false
maxRank = 9
maxFile = i
lance = l
shogiKnight = n
startFen = lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1
promotionRegionWhite = *7 *8 *9
promotionRegionBlack = *3 *2 *1
promotedPieceType = b:h r:d l:g n:g

[snailtrail]
maxRank = 7
maxFile = g
customPiece1 = p:mK
startFen = 6p/7/7/7/7/7/P6 w - - 0 1
stalemateValue = loss
wallingRule = past

[amazons]
maxRank = 10
maxFile = j
customPiece1 = q:mQ
startFen = 3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1
stalemateValue = loss
wallingRule = arrow

[ataxx]
maxRank = 7
maxFile = g
customPiece1 = p:mDmNmA
startFen = P5p/7/7/7/7/7/p5P w 0 1
pieceDrops = true
doubleStep = false
castling = false
stalemateValue = loss
stalematePieceCount = true
passOnStalemate = true
enclosingDrop = ataxx
flipEnclosedPieces = ataxx
materialCounting = unweighted
adjudicateFullBoard = true
nMoveRule = 0

[flipello]
immobile = p
startFen = 8/8/8/3pP3/3Pp3/8/8/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp] w 0 1
pieceDrops = true
doubleStep = false
castling = false
stalemateValue = loss
stalematePieceCount = true
passOnStalemate = true
enclosingDrop = reversi
enclosingDropStart = d4 e4 d5 e5
flipEnclosedPieces = reversi
materialCounting = unweighted
adjudicateFullBoard = true
`;
