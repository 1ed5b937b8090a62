/**
 * PGN files: tag pairs plus movetext, any number of games. `iteratePgn` yields one game at a time (one linear
 * pass, nothing kept between games); `parsePgn` collects them.
 */
import { tagSectionGoesOn } from './rules.js';
import { type Dialect, dialectOf, kingPromotionSan, standardSan } from '../move/dialect.js';
import { SanError } from '../shared/errors.js';
import { GameBuilder } from './game-builder.js';
import { tapedGame } from '../game/tape.js';
import { type SanLimits, sanLimitsOf } from '../shared/limits.js';
import { type MovetextOptions, warningSink } from './movetext.js';
import { checkResultTag } from './result-tag.js';
import { PgnTokens } from './tokens.js';
import { tagSanOptions, type VariantLookup, type VariantsOption } from '../game/start-position.js';
import type { Game } from '../game/tree.js';
import type { SourceFrame } from '../game/lines.js';
import type { SanDiagnostic } from '../shared/types.js';
import { LineCursor, locateError } from '@x/core/notation';
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
export interface GameReading {
  readonly strict: boolean;
  readonly limits: SanLimits;
  readonly dialect: Dialect;
  /** The options define pieces or drops (then `Variant` tags do not change the dialect). */
  readonly custom: boolean;
  readonly onWarning: ((warning: SanDiagnostic) => void) | undefined;
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

/**
 * Reads the games of texts, one text at a time, with one tree builder and one token reader for them all (`readPgn`
 * keeps one for every section of a file: nothing to make again per game).
 */
export class GameTexts {
  readonly #reading: GameReading;
  readonly #builder: GameBuilder;
  readonly #tokens: PgnTokens;

  constructor(reading: GameReading) {
    this.#reading = reading;
    this.#builder = new GameBuilder(reading.strict, reading.limits);
    this.#tokens = new PgnTokens(this.#builder);
  }

  /**
   * The games of `text`, as `readGames` yields them (read it to its end before the next text); given where the
   * text lies in its file (`frame`: a section of `readPgn`), their spans count from the file's start.
   */
  *games(text: string, frame?: SourceFrame): Generator<Game, void, undefined> {
    if (typeof text !== 'string') throw new TypeError('@x/san: parsePgn expects a string');
    const end = text.length;
    const reading = this.#reading;
    const { strict, limits, dialect, custom } = reading;
    const lines = new LineCursor(text);
    const warn = warningSink(text, reading.onWarning, lines);
    const builder = this.#builder;
    const tokens = this.#tokens;
    builder.over(text, lines, warn);
    tokens.tree(text, { strict, maxDepth: limits.maxDepth, warn, untilTag: true });
    let i = tokens.skipBlank(0);
    while (i < end) {
      const gameStart = i;
      const headers = new Map<string, string>();
      builder.headers = headers;
      for (;;) {
        i = tokens.tags(i);
        builder.beginTree(dialectOfGame(headers.get('Variant'), dialect, custom, reading.variants));
        const i0 = i;
        i = tokens.movetext(i);
        // Movetext that holds nothing may not end the tag section (the game-start rule, `tagSectionGoesOn`): a
        // game of tags alone could not be written so that it reads back as a game of its own.
        const holdsNothing = builder.empty() && tokens.result === undefined;
        if (!(headers.size > 0 && holdsNothing && tagSectionGoesOn(text, i0, i))) break;
      }
      checkResultTag(headers.get('Result'), tokens.result, tokens.resultOffset, strict, warn);
      // Text that holds no game (a stray result or move number between games) yields nothing: keeping it
      // would make `* * * …` cost a game object per two bytes, and it would not survive `formatPgn`.
      if (headers.size === 0 && builder.empty()) {
        i = tokens.skipBlank(i);
        continue;
      }
      const tape = builder.tape(text);
      let offset = gameStart;
      if (frame !== undefined) {
        tape.frame = frame;
        tape.shift = frame.base;
        offset += frame.base;
      }
      yield tapedGame(headers, builder.comments(), tape, tokens.result, offset, i - gameStart);
      // A game without tag pairs may follow a result: it is read as the next game.
      i = tokens.skipBlank(i);
    }
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
