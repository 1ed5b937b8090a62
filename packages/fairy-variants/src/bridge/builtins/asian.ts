/**
 * Fairy-Stockfish's built-in variants of the makruk, shatranj, shogi and xiangqi families, as
 * variants.ini sections of our own; the facts are those its `src/variant.cpp` (GPL-3.0, commit c19b5f6)
 * gives each variant, the text is ours. Where the engine builds a variant on an unnamed base (the shogi
 * base, the xiangqi base without the chase rule), the section inherits from a named sibling and sets
 * back what that sibling changed.
 */
export const ASIAN_BUILTINS_INI = `
[makruk:chess]
variantTemplate = makruk
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

[makpong:makruk]
makpongRule = true

[cambodian:makruk]
startFen = rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1
gating = true
cambodianMoves = true
countingRule = cambodian

[karouk:cambodian]
checkCounting = true

[asean:chess]
bishop = -
queen = -
silver = b
fers = q
startFen = rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1
promotionPieceTypes = rnbq
doubleStep = false
castling = false
countingRule = asean

[ai-wok:makruk]
fers = -
aiwok = a
startFen = rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1
promotionPieceTypes = a

[shatranj:chess]
variantTemplate = shatranj
bishop = -
queen = -
alfil = b
fers = q
startFen = rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1
promotionPieceTypes = q
doubleStep = false
castling = false
extinctionValue = loss
extinctionClaim = true
extinctionPieceTypes = *
extinctionPieceCount = 1
extinctionOpponentPieceCount = 2
stalemateValue = loss
nMoveRule = 70

[chaturanga:shatranj]
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1
extinctionValue = none

[sittuyin:makruk]
variantTemplate = bughouse
fers = f
startFen = 8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1
mustDrop = true
pieceDrops = true
capturesToHand = false
dropRegionWhite = *1 *2 *3
dropRegionBlack = *8 *7 *6
sittuyinRookDrop = true
sittuyinPromotion = true
promotionRegionWhite = a8 b7 c6 d5 e5 f6 g7 h8
promotionRegionBlack = a1 b2 c3 d4 e4 f3 g2 h1
promotionLimit = f:1
immobilityIllegal = false
countingRule = asean
nMoveRule = 50

[minishogi]
variantTemplate = shogi
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

[kyotoshogi:minishogi]
pocketSize = 0
nFoldValue = draw
nFoldValueAbsolute = false
lance = l
shogiKnight = n
startFen = p+nks+l/5/5/5/+LSK+NP[-] w 0 1
promotionRegionWhite = *1 *2 *3 *4 *5 *6 *7 *8 *9 *10
promotionRegionBlack = *1 *2 *3 *4 *5 *6 *7 *8 *9 *10
mandatoryPiecePromotion = true
pieceDemotion = true
dropPromoted = true
promotedPieceType = l:g s:b n:g p:r g:- b:- r:-
immobilityIllegal = false
shogiPawnDropMateIllegal = false
dropNoDoubled = -

[micro:kyotoshogi]
maxFile = d
startFen = kb+r+l/p3/4/3P/+L+RBK[-] w 0 1
piecePromotionOnCapture = true
promotedPieceType = l:s b:g r:g p:n s:- g:- n:-

[dobutsu:minishogi]
pocketSize = 3
nFoldValueAbsolute = false
maxRank = 4
maxFile = c
silver = -
bishop = -
dragonHorse = -
rook = -
bers = -
king = -
shogiPawn = c
gold = h
fers = e
wazir = g
commoner = l
startFen = gle/1c1/1C1/ELG[-] w 0 1
promotionRegionWhite = *4
promotionRegionBlack = *1
mandatoryPiecePromotion = true
immobilityIllegal = false
shogiPawnDropMateIllegal = false
extinctionValue = loss
extinctionPieceTypes = l
flagPiece = l
flagRegionWhite = *4
flagRegionBlack = *1
flagPieceSafe = true
dropNoDoubled = -
nFoldValue = draw
perpetualCheckIllegal = false

[gorogoro:minishogi]
pocketSize = 3
nFoldValue = draw
nFoldValueAbsolute = false
maxRank = 6
startFen = sgkgs/5/1ppp1/1PPP1/5/SGKGS[-] w 0 1
promotionRegionWhite = *5 *6
promotionRegionBlack = *2 *1

[judkins:minishogi]
pocketSize = 0
nFoldValue = draw
nFoldValueAbsolute = false
maxRank = 6
maxFile = f
shogiKnight = n
startFen = rbnsgk/5p/6/6/P5/KGSNBR[-] w 0 1
promotionRegionWhite = *5 *6
promotionRegionBlack = *2 *1
promotedPieceType = n:g

[torishogi]
variantTemplate = shogi
maxRank = 7
maxFile = g
shogiPawn = s
king = k
customPiece1 = f:FsfW
customPiece2 = c:FvW
customPiece3 = l:fRrbBlbF
customPiece4 = r:fRlbBrbF
customPiece5 = p:bFfD
customPiece6 = g:fAbD
customPiece7 = e:KbRfBbF2
startFen = rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1
pieceDrops = true
capturesToHand = true
promotionRegionWhite = *6 *7
promotionRegionBlack = *2 *1
doubleStep = false
castling = false
promotedPieceType = s:g f:e
mandatoryPiecePromotion = true
dropNoDoubled = s
dropNoDoubledCount = 2
immobilityIllegal = true
shogiPawnDropMateIllegal = true
stalemateValue = loss
nFoldValue = win
nFoldRule = 4
nMoveRule = 0
perpetualCheckIllegal = true

[euroshogi:minishogi]
pocketSize = 0
nFoldValue = draw
nFoldValueAbsolute = false
maxRank = 8
maxFile = h
customPiece1 = n:fNsW
startFen = 1nbgkgn1/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/1NGKGBN1[-] w 0 1
promotionRegionWhite = *6 *7 *8
promotionRegionBlack = *3 *2 *1
promotedPieceType = n:g
mandatoryPiecePromotion = true

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
promotedPieceType = l:g n:g

[checkshogi:shogi]
checkCounting = true

[shoshogi:shogi]
king = -
commoner = k
customPiece1 = e:FsfW
startFen = lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w 0 1
capturesToHand = false
pieceDrops = false
promotedPieceType = e:k
castlingKingPiece = k
extinctionValue = loss
extinctionPieceTypes = k
extinctionPseudoRoyal = true
extinctionPieceCount = 0

[yarishogi]
variantTemplate = shogi
maxRank = 9
maxFile = g
king = k
shogiPawn = p
rook = l
customPiece1 = n:fRffN
customPiece2 = b:fFfR
customPiece3 = r:frlR
customPiece4 = g:WfFbR
customPiece5 = s:fKbR
startFen = rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[-] w 0 1
promotionRegionWhite = *7 *8 *9
promotionRegionBlack = *3 *2 *1
promotedPieceType = p:s n:g b:g r:l
pieceDrops = true
capturesToHand = true
doubleStep = false
castling = false
dropNoDoubled = p
immobilityIllegal = true
shogiPawnDropMateIllegal = false
stalemateValue = loss
nFoldRule = 3
nMoveRule = 0
perpetualCheckIllegal = true

[okisakishogi:minishogi]
pocketSize = 0
nFoldValue = draw
nFoldValueAbsolute = false
maxRank = 10
maxFile = j
customPiece1 = l:vR
knight = n
queen = q
startFen = lnsgkqgsnl/1r6b1/pppppppppp/10/10/10/10/PPPPPPPPPP/1B6R1/LNSGQKGSNL[-] w 0 1
promotionRegionWhite = *8 *9 *10
promotionRegionBlack = *3 *2 *1
promotedPieceType = l:g n:g

[minixiangqi]
variantTemplate = xiangqi
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

[manchu:xiangqi]
chasingRule = none
banner = m
startFen = rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 w - - 0 1

[supply:xiangqi]
chasingRule = none
variantTemplate = bughouse
startFen = rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[] w - - 0 1
twoBoards = true
pieceDrops = true
dropChecks = false
dropRegionWhite = *1 *2 *3 *4 *5
dropRegionBlack = *6 *7 *8 *9 *10
mobilityRegionWhiteFers = d1 f1 e2 d3 f3
mobilityRegionBlackFers = d8 f8 e9 d10 f10
mobilityRegionWhiteElephant = c1 g1 a3 e3 i3 c5 g5
mobilityRegionBlackElephant = c6 g6 a8 e8 i8 c10 g10
mobilityRegionWhiteSoldier = *6 *7 *8 *9 *10 a4 a5 c4 c5 e4 e5 g4 g5 i4 i5
mobilityRegionBlackSoldier = *1 *2 *3 *4 *5 a6 a7 c6 c7 e6 e7 g6 g7 i6 i7

[janggi:xiangqi]
variantTemplate = janggi
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

[janggitraditional:janggi]
bikjangRule = true
materialCounting = none

[janggimodern:janggi]
bikjangRule = false
materialCounting = janggi
moveRepetitionIllegal = true
nFoldRule = 4
nMoveRule = 100

[janggicasual:janggi]
bikjangRule = false
materialCounting = none
`;
