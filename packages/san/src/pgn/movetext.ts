/**
 * Bare movetext (no tag pairs): `parseMovetext` reads it with the token grammar (`tokens.ts`) into a tree
 * (`game-builder.ts`). Also the options of movetext and PGN reading, and the sink their warnings go through.
 */
import { dialectOf } from '../move/dialect.js';
import { SanError } from '../shared/errors.js';
import { movetextTree, warningSink } from './game-builder.js';
import { lexerOf } from '../move/lexer.js';
import { rememberSource } from '../game/lines.js';
import { type SanLimits, sanLimitsOf } from '../shared/limits.js';
import type { PgnChildNode, Game, GameResult, MoveData, PgnNode } from '../game/tree.js';
import type { SanDiagnostic, SanOptions } from '../shared/types.js';
import { locateError } from '@x/core/notation';
import { toResult, type Result } from '@x/core';

/** Options of `parseMovetext` and `parsePgn`: the SAN options plus the size caps. */
export interface MovetextOptions extends SanOptions {
  /** Size caps over `DEFAULT_SAN_LIMITS`: variation nesting and moves per game. */
  readonly limits?: Partial<SanLimits>;
  /**
   * Lenient mode: called with each non-standard form read, located in the text (line and column included): the
   * moves' own warnings (also in `san.warnings`), position glyphs written for NAGs (`+-`, `±`, `=`), and in
   * `parsePgn` a `Result` tag that disagrees with the movetext's result (`result-mismatch`).
   */
  readonly onWarning?: (warning: SanDiagnostic) => void;
}

/**
 * Parses movetext (no tag pairs) into a tree of position-free moves, comments, NAGs, variations and the
 * result. Throws `SanError` with the offset in `text`.
 *
 * @example parseMovetext('1. e4 e5 2. Nf3 {main} Nc6 $1 (2... d6) 1-0')
 */
export function parseMovetext(text: string, options?: MovetextOptions): Game {
  if (typeof text !== 'string') throw new TypeError('@x/san: parseMovetext expects a string');
  let read: ReturnType<typeof movetextTree>;
  try {
    const strict = options?.mode === 'strict';
    const warn = warningSink(text, options?.onWarning);
    read = movetextTree(text, text.length, lexerOf(dialectOf(options)), strict, sanLimitsOf(options), warn);
  } catch (error) {
    throw locateError(SanError, error, text);
  }
  return {
    headers: new Map<string, string>(),
    comments: read.comments,
    moves: rememberSource(read.root, text),
    result: read.result,
    offset: 0,
    length: text.length,
  };
}

/** Like `parseMovetext`, but returns `{ success, data | error }` instead of throwing `SanError`. */
export function safeParseMovetext(text: string, options?: MovetextOptions): Result<Game, SanError> {
  return toResult(SanError, () => parseMovetext(text, options));
}

export type { PgnChildNode, Game, GameResult, MoveData, PgnNode };
