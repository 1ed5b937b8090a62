/**
 * `@x/san/vocabulary`: the value lists SAN and PGN are written with — piece names (`PIECES`,
 * `PROMOTION_PIECES`), move glyphs (`GLYPHS`), SAN modes (`SAN_MODES`) and game results (`RESULTS`), with
 * their types.
 */
export {
  GLYPHS,
  PIECES,
  type Piece,
  PROMOTION_PIECES,
  SAN_MODES,
} from './shared/types.js';
export { RESULTS } from './game/tree.js';
