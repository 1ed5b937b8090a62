/**
 * `@x/wxf`: the move notations of xiangqi, janggi and makruk on `@x/core` — WXF, ICCS and Chinese for
 * xiangqi, janggi notation, Thai SAN and LAN for makruk — one move at a time (`parseMove`, `stringifyMove`)
 * or as records (`parse`, `stringify`: numbered move lists, UCCI `position … moves …` lines, PGN games).
 */
export { WXF_ERROR_CODES, WxfError } from './errors.js';
export { DEFAULT_WXF_LIMITS } from './limits.js';
export { parseMove, safeParseMove, stringifyMove } from './move.js';
export type { WxfMoveNotation } from './notation.js';
export { parse, safeParse } from './record/parse.js';
export { stringify } from './record/stringify.js';
export { promotedSquares } from './thai/promoted.js';
export type { WxfGame } from './types.js';
