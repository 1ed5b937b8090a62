/**
 * `@x/sjaak-variants/internal` (not public API: for the sibling `@x` packages and the playground; it may change in
 * any release and is not counted in the public surface): pieces `parse` and `toVariant` are built of — the one-line readers `readMove`
 * and `readRule`, `effectiveEndConditions`, the pawn heuristic (`pawnTypes`), what a board view needs
 * (`boardSymbols`, `usesHoldings`) and SjaakII's file-lookup phantoms (`sjaakFilePhantoms`). `parse`, `readFen` and `toVariant` of the root
 * `@x/sjaak-variants` are what most programs need.
 */
export { effectiveEndConditions, readRule } from './parse/rules.js';
export { readMove } from './parse/move.js';
export { pawnTypes } from './fen/pawn-heuristic.js';
export { boardSymbols, usesHoldings } from './fen/fen.js';
export { sjaakFilePhantoms } from './convert/file-phantoms.js';
