/**
 * `GameTextReader`: the games of PGN texts, read with the token grammar (`tokens.ts`, tree mode) into trees
 * (`game-builder.ts`), each game's moves lexed by the `SanLexer` its `Variant` tag asks for. What `parsePgn` of
 * `@x/san` (a lexer per dialect) and of `@x/san/chess` (standard chess's lexer alone) both run on; it knows no
 * variant: the caller's `lexerFor` does.
 */
import { tagSectionGoesOn } from './rules.js';
import { GameBuilder } from './game-builder.js';
import { tapedGame } from '../game/tape.js';
import type { SanLimits } from '../shared/limits.js';
import type { SanLexer } from '../shared/san-lexer.js';
import { checkResultTag } from './result-tag.js';
import { PgnTokens, type WarningSink } from './tokens.js';
import type { Game } from '../game/tree.js';
import type { SanDiagnostic } from '../shared/types.js';
import { LineCursor } from '@x/core/notation';

/** A `WarningSink` delivering located warnings of `text` to `onWarning` (through `lines`, or a cursor of its own). */
export function warningSink(
  text: string,
  onWarning: ((warning: SanDiagnostic) => void) | undefined,
  lines?: LineCursor,
): WarningSink | undefined {
  if (onWarning === undefined) return undefined;
  let cursor = lines;
  return (code, message, offset, length) => {
    cursor ??= new LineCursor(text);
    onWarning({ code, severity: 'warning', message, offset, length, ...cursor.locate(offset) });
  };
}

/** How games are read, whatever their moves' SAN: strictness, the caps, where warnings go. */
export interface TextReading {
  readonly strict: boolean;
  readonly limits: SanLimits;
  readonly onWarning: ((warning: SanDiagnostic) => void) | undefined;
}

/**
 * Reads the games of texts, one text at a time, with one tree builder and one token reader for them all (`readPgn`
 * keeps one for every section of a file: nothing to make again per game).
 */
export class GameTextReader {
  readonly #reading: TextReading;
  readonly #lexerFor: (variant: string | undefined) => SanLexer;
  readonly #builder: GameBuilder;
  readonly #tokens: PgnTokens;

  /** A reader of games as `reading` says, each game's moves lexed by `lexerFor(its Variant tag)`. */
  constructor(reading: TextReading, lexerFor: (variant: string | undefined) => SanLexer) {
    this.#reading = reading;
    this.#lexerFor = lexerFor;
    this.#builder = new GameBuilder(reading.strict, reading.limits);
    this.#tokens = new PgnTokens(this.#builder);
  }

  /**
   * The games of `text` (read it to its end before the next text). Throws an unlocated `SanError` (offset in
   * `text`) at the first malformed game.
   */
  *games(text: string): Generator<Game, void, undefined> {
    if (typeof text !== 'string') throw new TypeError('@x/san: parsePgn expects a string');
    const end = text.length;
    const { strict, limits, onWarning } = this.#reading;
    const lines = new LineCursor(text);
    const warn = warningSink(text, onWarning, lines);
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
        builder.beginTree(this.#lexerFor(headers.get('Variant')));
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
      yield tapedGame(headers, builder.comments(), tape, tokens.result, gameStart, i - gameStart);
      // A game without tag pairs may follow a result: it is read as the next game.
      i = tokens.skipBlank(i);
    }
  }
}
