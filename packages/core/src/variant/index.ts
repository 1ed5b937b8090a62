/**
 * `@x/core/variant`: the built-in variants (`variants`: chess and its variants as data, by id) and the vocabulary of writing a `VariantDefinition` by hand — its part types (pieces, move
 * atoms, zones, castling, drops, promotions, game ends, turns) and the builders (`leaper`, `rider`, `rankZone`,
 * `boxZone`), `isPlainLeapOrRide`, the board size cap (`MAX_BOARD_SIZE`) and a variant's Chess960 form (`chess960Form`). The root
 * `@x/core` keeps `VariantDefinition` and `compileVariant`. The built-ins live here, not at the root, so that `import * from '@x/core'` does not carry every built-in definition. So does
 * `supplyRules`, which supplies the code of the rules few variants name (`rules/supplied.ts`).
 */
export { isPlainLeapOrRide, leaper, rider, symmetricVectors } from './atoms.js';
export type {
  AtomMode,
  CastlingRule,
  CastlingRules,
  CastlingWin,
  DropRules,
  EndResult,
  EndRules,
  MoveAtom,
  PieceType,
  PromotionRule,
  TurnPart,
  TurnRules,
  Vector,
  Zone,
} from './definition.js';
export { variants } from './builtins/index.js';
export { chess960Form } from './chess960-form.js';
export { supplyRules } from './supply-rules.js';
export { boxZone, rankZone } from './builtins/zones.js';
export { MAX_BOARD_SIZE } from '../geometry.js';
