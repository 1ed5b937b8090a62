/** `@x/feen`: parse, validate, canonicalize and write FEEN (Field Expression Encoding Notation). */
export { canonicalize } from './canonicalize.js';
export { parsePiece, stringifyPiece } from './epin.js';
export { FEEN_ERROR_CODES, FeenError } from './errors.js';
export { fromFen, fromFenWithClocks, toFen } from './fen.js';
export { DEFAULT_FEEN_LIMITS } from './limits.js';
export { isValid, parse, safeParse } from './parse.js';
export { createPosition, fromGrid, toGrid } from './position.js';
export { fromSetup, toSetup } from './setup.js';
export { fromSfen, toSfen } from './sfen.js';
export { stringify } from './stringify.js';
export type { FeenPosition, Hands, Letter, FeenPiece, Side } from './types.js';
