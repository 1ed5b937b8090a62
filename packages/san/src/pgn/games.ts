/**
 * PGN files: tag pairs plus movetext, any number of games. `iteratePgn` yields one game at a time (one linear
 * pass, nothing kept between games); `parsePgn` collects them.
 */
import { type Dialect, dialectOf, kingPromotionSan, standardSan } from '../move/dialect.js';
import { SanError } from '../shared/errors.js';
import { GameTextReader, type TextReading } from './game-builder.js';
import { lexerOf } from '../move/lexer.js';
import { sanLimitsOf } from '../shared/limits.js';
import type { MovetextOptions } from './movetext.js';
import { PgnTokens } from './tokens.js';
import { tagSanOptions, type VariantLookup, type VariantsOption } from '../game/start-position.js';
import type { Game } from '../game/tree.js';
import { locateError } from '@x/core/notation';
import { type Result, toResult } from '@x/core';

/**
 * Options of `parsePgn`: as for movetext, and `variants` (the `Variant` tag values known beyond the built-in
 * names). Unless the options define pieces or drops, drops are enabled for games tagged `[Variant "Crazyhouse"]`
 * (or bughouse), promotion to a king (`a8=K`) for games tagged as antichess, giveaway or suicide, and the
 * variant's own SAN for shogi, xiangqi, capablanca, makruk and the variants `variants` knows.
 */
export interface PgnOptions extends MovetextOptions, VariantsOption {}

function usesDrops(variant: string | undefined): boolean {
  if (variant === undefined) return false;
  const name = variant.toLowerCase();
  return name.includes('crazyhouse') || name.includes('bughouse');
}

/** Whether a `Variant` tag names the antichess family (lichess, python-chess and chessops names), where a pawn may promote to a king. */
function promotesToKing(variant: string): boolean {
  const name = variant.toLowerCase();
  return (
    name.includes('antichess') || name.includes('giveaway') || name.includes('suicide') || name === 'anti'
  );
}

/**
 * The dialect of one game: the options' own, or the one its `Variant` tag implies (drops, promotion to a king,
 * or the SAN of a variant that is not chess's: shogi, xiangqi, capablanca, makruk, one `lookup` knows).
 */
export function dialectOfGame(
  variant: string | undefined,
  dialect: Dialect,
  custom: boolean,
  lookup: VariantLookup | undefined,
): Dialect {
  if (custom || variant === undefined) return dialect;
  if (usesDrops(variant)) return standardSan(true);
  if (promotesToKing(variant)) return kingPromotionSan();
  const own = tagSanOptions(variant, lookup);
  return own === undefined ? dialect : dialectOf(own);
}

/**
 * Yields the games of a PGN text one by one. Throws `SanError` (offset in `text`) at the first malformed game.
 *
 * @example for (const game of iteratePgn(text)) console.log(game.headers.get('White'))
 */
export function* iteratePgn(text: string, options?: PgnOptions): Generator<Game, void, undefined> {
  try {
    yield* readGames(text, options);
  } catch (error) {
    throw locateError(SanError, error, text);
  }
}

/**
 * Reads the tag pairs from `i` into `headers` (a repeated tag keeps its last value) and the whitespace and `%`
 * escape lines after them, as the token grammar reads them; returns the offset of the first character that is
 * not part of the tag section. Throws an unlocated `SanError` (offset in `text`) for a malformed tag pair.
 */
export function readTags(text: string, i: number, strict: boolean, headers: Map<string, string>): number {
  const tokens = new PgnTokens({ tag: (name, value) => void headers.set(name, value) });
  tokens.tree(text, { strict, maxDepth: 0, warn: undefined, untilTag: true });
  return tokens.tags(i);
}

/** What `readGames` takes from its options, worked out once (`readPgn` reads every section of a file with one). */
export interface GameReading extends TextReading {
  readonly dialect: Dialect;
  /** The options define pieces or drops (then `Variant` tags do not change the dialect). */
  readonly custom: boolean;
  /** The options' `variants`. */
  readonly variants: VariantLookup | undefined;
}

/** The `GameReading` of `options` (throws `RangeError` for bad limits). */
export function gameReading(options?: PgnOptions): GameReading {
  return {
    strict: options?.mode === 'strict',
    limits: sanLimitsOf(options),
    dialect: dialectOf(options),
    custom: options?.pieces !== undefined || options?.drops !== undefined,
    onWarning: options?.onWarning,
    variants: options?.variants,
  };
}

/**
 * `iteratePgn` with its errors unlocated (on line 1; `iteratePgn` locates them): also what `readPgn` runs on
 * the text of each game section it splits off (with one `reading` for them all).
 */
export function* readGames(
  text: string,
  options?: PgnOptions,
  reading: GameReading = gameReading(options),
): Generator<Game, void, undefined> {
  yield* new GameTexts(reading).games(text);
}

/** The games of texts read as `reading` says, each in the dialect its `Variant` tag implies (`dialectOfGame`). */
export class GameTexts extends GameTextReader {
  constructor(reading: GameReading) {
    const { dialect, custom, variants } = reading;
    super(reading, (variant) => lexerOf(dialectOfGame(variant, dialect, custom, variants)));
  }
}

/**
 * Parses every game of a PGN text (tag pairs + movetext). Throws `SanError` with the offset in `text`.
 *
 * @example parsePgn('[White "A"]\n\n1. e4 e5 1-0\n').length // 1
 */
export function parsePgn(text: string, options?: PgnOptions): Game[] {
  return Array.from(iteratePgn(text, options));
}

/** Like `parsePgn`, but returns `{ success, data | error }` instead of throwing `SanError`. */
export function safeParsePgn(text: string, options?: PgnOptions): Result<Game[], SanError> {
  return toResult(SanError, () => parsePgn(text, options));
}
