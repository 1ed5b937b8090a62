/**
 * The test oracle of `parsePgn` of `@x/san/chess`: the games of a PGN text read by the token grammar every reader
 * of `@x/san` shares (`GameTextReader`: `pgn/tokens.ts`, `pgn/game-builder.ts`) with the SAN of standard chess
 * alone (`chessLexer`) — what `parsePgn` of `@x/san/chess` was before its one-pass reader
 * (`src/chess-pgn/read.ts`), which the property tests hold to it. Not published: tests import it.
 */
import { locateError } from '@x/core/notation';
import { SanError } from '../src/shared/errors.js';
import { sanLimitsOf } from '../src/shared/limits.js';
import { GameTextReader } from '../src/pgn/game-builder.js';
import type { Game } from '../src/game/tree.js';
import { chessLexer } from '../src/chess/lexer.js';
import type { ChessPgnOptions } from '../src/chess-pgn/read.js';

/** The games of `text` as the shared token grammar reads them with chess's lexer; throws a located `SanError`. */
export function sharedGrammarParsePgn(text: string, options?: ChessPgnOptions): Game[] {
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
