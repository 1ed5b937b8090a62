/**
 * `parsePgn` of `@x/san/chess`: the games of a PGN text, read by the token grammar of `parsePgn` of `@x/san`
 * (the same tag pairs, comments, NAGs, variations, results, lenient forms of movetext and errors) with the SAN
 * of standard chess alone (`chessLexer`).
 */
import { locateError } from '@x/core/notation';
import { SanError } from '../shared/errors.js';
import { type SanLimits, sanLimitsOf } from '../shared/limits.js';
import type { SanDiagnostic, SanMode } from '../shared/types.js';
import { GameTextReader } from '../pgn/game-builder.js';
import type { Game } from '../game/tree.js';
import { chessLexer } from '../chess/lexer.js';

/** Options of `parsePgn` of `@x/san/chess`: those of `@x/san`'s that are not about variants. */
export interface ChessPgnOptions {
  /** `'lenient'` (default) or `'strict'`. */
  readonly mode?: SanMode;
  /** Size caps over `DEFAULT_SAN_LIMITS` of `@x/san`: variation nesting and moves per game. */
  readonly limits?: Partial<SanLimits>;
  /** Lenient mode: called with each non-standard form read, located in the text (line and column included). */
  readonly onWarning?: (warning: SanDiagnostic) => void;
}

/**
 * Parses every game of a PGN text of standard chess, as `parsePgn` of `@x/san` does, its moves read as SAN of
 * standard chess: the forms `resolve` of `@x/san/chess` reads (lenient `0-0`, `e8Q`, `de5`); other move text (a
 * figurine, a null move, `e.p.`, a coordinate move, a drop, another variant's letters) is a `syntax` error. Throws
 * `SanError` with the offset, line and column in `text`.
 *
 * @example parsePgn('[White "A"]\n\n1. e4 e5 1-0\n').length // 1
 */
export function parsePgn(text: string, options?: ChessPgnOptions): Game[] {
  const reading = {
    strict: options?.mode === 'strict',
    limits: sanLimitsOf(options),
    onWarning: options?.onWarning,
  };
  try {
    return Array.from(new GameTextReader(reading, () => chessLexer).games(text));
  } catch (error) {
    throw locateError(SanError, error, text);
  }
}
