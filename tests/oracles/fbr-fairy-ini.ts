/**
 * Fairy-Stockfish INI sections (our own text) for the three Betza fairy piece sets of the FBR fixtures
 * (`packages/fbr/test/fixtures/rulesets/fairy*.fbr`): FSF variants `fbrfairy`, `fbrfairy2`, `fbrfairy3`.
 */
/** The INI text for `loadVariantConfig`. */
export const FAIRY_INI = `
[fbrfairy:chess]
customPiece1 = a:NN
customPiece2 = c:mRcpR
customPiece3 = w:WD
customPiece4 = f:FA
startFen = cawfkwac/pppppppp/8/8/8/8/PPPPPPPP/CAWFKWAC w - - 0 1
promotionPieceTypes = acwf
castling = false

[fbrfairy2:chess]
customPiece1 = g:gQ
customPiece2 = h:nN
customPiece3 = s:fsWbF
customPiece4 = e:mBcR
startFen = rhgekshr/pppppppp/8/8/8/8/PPPPPPPP/RHGEKSHR w KQkq - 0 1
promotionPieceTypes = ghse

[fbrfairy3:chess]
customPiece1 = l:R4
customPiece2 = m:ffNbsN
customPiece3 = o:vRsW
customPiece4 = y:pR
customPiece5 = j:nA
startFen = lmojkjym/pppppppp/8/8/8/8/PPPPPPPP/LMOJKJYM w - - 0 1
promotionPieceTypes = lmojy
castling = false
`;
