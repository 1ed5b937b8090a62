/**
 * `@x/wxf`: the move notations of xiangqi, janggi and makruk on `@x/core` — WXF, ICCS and Chinese for
 * xiangqi, janggi notation, Thai SAN and LAN for makruk — one move at a time (`parseMove`, `stringifyMove`)
 * or as records (`parse`, `stringify`: numbered move lists, UCCI `position … moves …` lines, PGN games).
 */
export { WXF_ERROR_CODES, WxfError, type WxfErrorCode } from './errors.js';
export { DEFAULT_WXF_LIMITS, type WxfLimits } from './limits.js';
export {
  type ParseMoveOptions,
  parseMove,
  resolveMove,
  type StringifyMoveOptions,
  safeParseMove,
  stringifyMove,
} from './move.js';
export { defaultNotation, detectNotation, MOVE_NOTATIONS, type MoveNotation } from './notation.js';
export { parse, safeParse } from './record/parse.js';
export { stringify } from './record/stringify.js';
export { promotedSquares } from './thai/promoted.js';
export type { ParseOptions, StringifyOptions, WxfDiagnostic, WxfGame } from './types.js';
export type { WxfStyle } from './wxf/write.js';

/** Package version of @x/wxf. */
export const version = '0.1.0';
