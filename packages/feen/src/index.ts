/** `@x/feen`: parse, validate, canonicalize and write FEEN (Field Expression Encoding Notation). */
export { canonicalize } from './canonicalize.js';
export { parsePiece, stringifyPiece } from './epin.js';
export {
  FEEN_ERROR_CODES,
  FEEN_ERROR_KINDS,
  FeenError,
  type FeenErrorCode,
  type FeenErrorKind,
  errorKind,
} from './errors.js';
export { canonicalHand, compareHandItems, comparePieces, type HandInput, handSize } from './hands.js';
export {
  type FenConversion,
  type FenOptions,
  fromFen,
  fromFenWithClocks,
  type ToFenOptions,
  toFen,
} from './fen.js';
export { DEFAULT_FEEN_LIMITS, DEFAULT_LIMITS } from './limits.js';
export { isValid, parse, type SafeParseResult, safeParse } from './parse.js';
export {
  type BuildOptions,
  createPosition,
  fromGrid,
  type Grid,
  type GridExtras,
  normalizePosition,
  type PositionInit,
  sideToMove,
  squareIndex,
  styleOfSide,
  toGrid,
} from './position.js';
export { fromSetup, type SetupOptions, type ToSetupOptions, toSetup } from './setup.js';
export { fromSfen, type SfenOptions, type ToSfenOptions, toSfen } from './sfen.js';
export { stringify } from './stringify.js';
export {
  type HandItem,
  type Hands,
  LETTERS,
  type Letter,
  type Limits,
  PIECE_STATES,
  type ParseOptions,
  type Piece,
  type PieceState,
  type FeenPosition,
  type Position,
  SIDES,
  type Side,
  type StringifyOptions,
  type Style,
  type StyleTurn,
} from './types.js';

/** Package version of @x/feen. */
export const version = '0.1.0';
