/**
 * `@x/sjaak-variants/readers`: the low-level pieces `parse` and `toVariant` are built of — one-line readers
 * (`readMove`, `readRule`, `readChoices`, `matchKeyword` over `KEYWORDS`), square and zone helpers, FEN field
 * helpers, the pawn heuristic and SjaakII's file-lookup phantoms. `parse`, `readFen` and `toVariant` of the root
 * `@x/sjaak-variants` are what most programs need.
 */
export { readChoices } from './line.js';
export { readMove } from './move.js';
export { effectiveEndConditions, perspectiveOf, readRule, type RuleLine } from './rules.js';
export { type Keyword, KEYWORDS, matchKeyword, PIECE_KEYWORDS } from './keywords.js';
export { emptyBoardTargets, isPawnLike, pawnTypes, symmetricImages } from './pawn-heuristic.js';
export { zoneSquaresOf } from './zones.js';
export { squareCoords } from './squares.js';
export { boardSymbols, hasCastlingField, usesHoldings } from './fen.js';
export { sjaakFilePhantoms } from './file-phantoms.js';
