/**
 * `@x/san`: Standard Algebraic Notation, strict and lenient, for chess and variants; movetext and PGN.
 * PGN comment commands and NAGs are in `@x/san/annotations`; the value lists (pieces, glyphs, results) in
 * `@x/san/vocabulary`; the opening table in `@x/san/openings`.
 */
export { SAN_ERROR_CODES, SanError } from './shared/errors.js';
export { formatSan } from './move/format.js';
export { stringifyFan, stringifyLan } from './move/long-algebraic.js';
export { DEFAULT_PGN_READ_LIMITS, DEFAULT_SAN_LIMITS } from './shared/limits.js';
export { parseMovetext, safeParseMovetext } from './pgn/movetext.js';
export { isNullMove, NULL_MOVE, type SanMove } from './shared/null-move.js';
export { parse, safeParse } from './move/parse.js';
export { passTurn } from './shared/pass.js';
export { replay } from './game/replay.js';
export { resolve, safeResolve } from './move/resolve.js';
export {
  safeStartingPosition,
  startingPosition,
  type VariantLookup,
  variantTagKey,
} from './game/start-position.js';
export { stringify } from './move/stringify.js';
export { type WalkStep, walkGame } from './game/walk.js';
export { iteratePgn, parsePgn, safeParsePgn } from './pgn/games.js';
export { type PgnRecord, readPgn } from './pgn/reader.js';
export { HeadersVisitor } from './pgn/headers-visitor.js';
export { visitPgn } from './pgn/visit.js';
export { LazyVariants } from './game/lazy-variants.js';
export { type GameEnd, type MoveToken, type PgnVisitor, SKIP, type Skip } from './pgn/visitor.js';
export { MainLineChecker } from './pgn/main-line-check.js';
export { readMainLines } from './pgn/main-lines.js';
export { type PgnChildNode, type Game, mainLine, type PgnNode } from './game/tree.js';
export type { SAN, SanDiagnostic } from './shared/types.js';
export { sanOptionsOf } from './shared/variant.js';
export { formatMovetext, formatPgn } from './game/write.js';
export { newGame } from './builder/new-game.js';
export { MovetextWriter } from './write/movetext-writer.js';
