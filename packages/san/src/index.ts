/**
 * `@x/san`: Standard Algebraic Notation, strict and lenient, for chess and variants; movetext and PGN.
 * PGN comment commands and NAGs are in `@x/san/annotations`; the value lists (pieces, glyphs, results) in
 * `@x/san/vocabulary`; the opening table in `@x/san/openings`.
 */
export { MAX_FILES, MAX_RANKS } from './dialect.js';
/** The name of a 0-based file index (`a`…`z`, `aa`…): board geometry is @x/core's, re-exported unchanged. */
export { fileName } from '@x/core';
export { SAN_ERROR_CODES, SanError, type SanErrorCode, type SanErrorDetails } from './errors.js';
export { formatSan } from './format.js';
export { stringifyFan, stringifyLan } from './long-algebraic.js';
export { DEFAULT_PGN_READ_LIMITS, DEFAULT_SAN_LIMITS, type PgnReadLimits, type SanLimits } from './limits.js';
export {
  DEFAULT_MAX_DEPTH,
  type MovetextOptions,
  parseMovetext,
  safeParseMovetext,
} from './movetext.js';
export { isNullMove, NULL_MOVE, type NullMove, type SanMove } from './null-move.js';
export { MAX_SAN_LENGTH, parse, safeParse } from './parse.js';
export { passTurn } from './pass.js';
export { type Replayed, type ReplayOptions, replay } from './replay.js';
export { type ResolveOptions, resolve, type StrictResolveOptions, safeResolve } from './resolve.js';
export {
  safeStartingPosition,
  type StartingPositionOptions,
  startingPosition,
} from './start-position.js';
export { stringify } from './stringify.js';
export { type WalkOptions, type WalkStep, walkGame } from './walk.js';
export { iteratePgn, type PgnOptions, parsePgn, safeParsePgn } from './pgn.js';
export {
  type PgnRecord,
  type PgnRecordInfo,
  type ReadPgnOptions,
  readPgn,
} from './read-pgn.js';
export type { PgnSource, PgnStream } from './pgn-source.js';
export { type VisitPgnOptions, visitPgn } from './visit-pgn.js';
export { type GameEnd, type MoveToken, type PgnVisitor, SKIP } from './visitor.js';
export { type MainLineCheck, MainLineChecker } from './main-line-check.js';
export { HeadersVisitor } from './headers-visitor.js';
export { locateInRecord, type PgnGameRecord } from './record-error.js';
export {
  type ChildNode,
  type Game,
  type GameResult,
  type MoveData,
  mainLine,
  type Node,
} from './tree.js';
export type {
  SAN,
  SafeResult,
  SanDiagnostic,
  SanIssue,
  SanMode,
  SanOptions,
} from './types.js';

export { type SanVariant, sanOptionsOf } from './variant.js';
export { formatMovetext, formatPgn, type WriteOptions } from './write.js';

/** Package version of @x/san. */
export const version = '0.1.0';
