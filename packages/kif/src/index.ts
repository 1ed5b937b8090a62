/**
 * `@x/kif`: shogi records on `@x/core` — KIF and KI2 (UTF-8 or Shift_JIS), CSA, USI `position` commands (one
 * `parse`/`stringify` with a `format`), SFEN positions, USI moves and Western (Hodges, Hosking) move text (one
 * `parseMove`/`stringifyMove` with a `notation`), read, checked move by move and written. The JSON Kifu Format is
 * in `@x/kif/jkf`.
 */
export { decode } from './decode.js';
export { KIF_ERROR_CODES, type KifDiagnostic, KifError } from './errors.js';
export { DEFAULT_KIF_LIMITS } from './limits.js';
export { parseMove, stringifyMove } from './move.js';
export type { KifGame, KifLine, KifMove, KifResult } from './model/game.js';
export { detectFormat, isValid, parse, safeParse } from './parse.js';
export { parseSfen, STARTPOS_SFEN, stringifySfen } from './sfen/sfen.js';
export { stringify } from './stringify.js';
