/**
 * `startingPosition` of `@x/san/chess`: the `ChessPosition` a standard chess game starts from, its `FEN` tag or
 * chess's start, as `startingPosition` of `@x/san` gives it for a game of standard chess.
 */
import { ChessPosition } from '@x/core/chess';
import { fenTagError, tagError } from '../game/tag-error.js';
import type { Game } from '../game/tree.js';

/** The `Variant` tag values of standard chess (lower case, without spaces, `-` and `_`), as `@x/san` reads them. */
const STANDARD =
  /^(?:chess|standard|normal|classical|fromposition|wild\/(?:[0-8]|8a)|chess960|960|fischerr?andom|frc)?$/;

/** Chess's start. */
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/**
 * The position a standard chess game starts from: its `FEN` tag (with or without `SetUp`), else chess's start.
 * Takes a `Game` or its headers. The `Variant` tag, if any, must name standard chess (`Standard`, `Chess`,
 * `From Position`, … as `@x/san` reads them). Throws `SanError` `unsupported-variant` (any other variant:
 * `startingPosition` of `@x/san` reads them) or `invalid-fen` (its `cause` the `FenError` or `PositionError`),
 * located at the tag's value for a game read by `parsePgn` (offset 0 otherwise).
 *
 * @example walkGame(game, startingPosition(game), (step) => console.log(step.position.toFen()))
 */
export function startingPosition(game: Game | ReadonlyMap<string, string>): ChessPosition {
  const parsed = 'headers' in game ? game : undefined;
  const headers = parsed === undefined ? (game as ReadonlyMap<string, string>) : parsed.headers;
  const tag = headers.get('Variant');
  if (tag !== undefined && !STANDARD.test(tag.toLowerCase().replace(/[\s_-]+/g, ''))) {
    const message = `@x/san/chess reads standard chess only, not ${JSON.stringify(tag)}: use @x/san`;
    throw tagError(parsed, 'Variant', 'unsupported-variant', message);
  }
  const fen = headers.get('FEN')?.trim();
  try {
    return ChessPosition.fromFen(fen || START);
  } catch (error) {
    throw fenTagError(parsed, headers, 'Chess', error);
  }
}
