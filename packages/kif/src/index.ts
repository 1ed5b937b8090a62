/**
 * `@x/kif`: shogi records on `@x/core` — KIF and KI2 (UTF-8 or Shift_JIS), CSA, USI `position` commands, SFEN
 * positions, USI moves and Western (Hodges, Hosking) move text, read, checked move by move and written. The JSON
 * Kifu Format is in `@x/kif/jkf`.
 */
export { parseCsa } from './csa/read-csa.js';
export { stringifyCsa } from './csa/write-csa.js';
export { type DecodedRecord, decode } from './decode.js';
export { KIF_ERROR_CODES, type KifDiagnostic, KifError, type KifErrorCode } from './errors.js';
export { parseKi2 } from './ki2/read-ki2.js';
export { stringifyKi2 } from './ki2/write-ki2.js';
export { HANDICAPS } from './kif/handicaps.js';
export { parseKif } from './kif/read-kif.js';
export { type KifWriteOptions, stringifyKif } from './kif/write-kif.js';
export { DEFAULT_KIF_LIMITS, type KifLimits } from './limits.js';
export {
  KIF_RESULTS,
  type KifEnd,
  type KifGame,
  type KifHeader,
  type KifLine,
  type KifMove,
  type KifResult,
  type KifTime,
} from './model/game.js';
export { detectFormat, isValid, type KifFormat, type ParseOptions, parse, safeParse } from './parse.js';
export type { KifReadOptions } from './read-options.js';
export { parseSfen, STARTPOS_SFEN, type SfenOptions, type SfenPosition, stringifySfen } from './sfen/sfen.js';
export { type StringifyOptions, stringify } from './stringify.js';
export { parseUsi, stringifyUsi } from './usi/position-command.js';
export { parseUsiMove, stringifyUsiMove } from './usi/usi-move.js';
export { parseWesternMove, stringifyWesternMove, type WesternStyle } from './western/western.js';

/** Package version of @x/kif. */
export const version = '0.1.0';
