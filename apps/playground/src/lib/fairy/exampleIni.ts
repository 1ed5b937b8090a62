/**
 * The Fairy-Stockfish tab's built-in example: small sections of our own (not Fairy-Stockfish's GPL
 * variants.ini): a custom piece on a 6 × 6 board, a section inheriting from the built-in `crazyhouse`, and one
 * with a key `@x/core` does not play (reported as `unsupported-key`, the variant still playable).
 */
export const FAIRY_EXAMPLE = `# A small variants.ini of our own, for trying the format.

[wazirknight:chess]
# 6x6 chess with a custom piece: the "wazir-knight" moves as a wazir (W) and a knight (N).
maxFile = f
maxRank = 6
customPiece1 = a:WN
startFen = rnakqr/pppppp/6/6/PPPPPP/RNAKQR w - - 0 1
promotionRegionWhite = *6
promotionRegionBlack = *1
promotionPieceTypes = aqrn
doubleStep = false
castling = false

[nocheckhouse:crazyhouse]
# Crazyhouse inherited from Fairy-Stockfish's built-in, with checks by drops forbidden.
dropChecks = false

[wallhouse:nocheckhouse]
# Inherits from the section above; wallOrMove without walls (a pass instead of a move) is a rule @x/core does not play.
wallOrMove = true
`;
