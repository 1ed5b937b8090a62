/**
 * `@x/san/vocabulary`: the value lists SAN and PGN are written with — piece names (`PIECES`, with their type) and
 * game results (`RESULTS`).
 */
export { PIECES, type Piece } from './shared/types.js';
export { RESULTS } from './game/tree.js';
