/**
 * `parsePgn` of `@x/san/chess`: the games of a PGN text of standard chess, read in one pass — tag pairs
 * (`tags.ts`) and movetext (`movetext.ts`) straight into each game's move tape (`reading.ts`), no visitor, no
 * builder class, no shared token grammar — giving the games, warnings and errors `parsePgn` of `@x/san` gives with
 * the SAN of standard chess alone (`chessLexer`): the property tests of `read.test.ts` hold it to that reader.
 */
import { LineCursor, locateError } from '@x/core/notation';
import { SanError } from '../shared/errors.js';
import { type SanLimits, sanLimitsOf } from '../shared/limits.js';
import type { SanDiagnostic, SanMode } from '../shared/types.js';
import { MoveTape, tapedGame } from '../game/tape.js';
import { type Game, RESULTS } from '../game/tree.js';
import { type Movetext, readMovetext } from './movetext.js';
import { isBlank, type Reading, skipBlank } from './reading.js';
import { readTags } from './tags.js';

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
  const strict = options?.mode === 'strict';
  const limits = sanLimitsOf(options);
  const onWarning = options?.onWarning;
  try {
    if (typeof text !== 'string') throw new TypeError('@x/san: parsePgn expects a string');
    const lines = new LineCursor(text);
    const warn: Reading['warn'] =
      onWarning &&
      ((code, message, offset, length) =>
        onWarning({ code, severity: 'warning', message, offset, length, ...lines.locate(offset) }));
    return readGames({ text, strict, limits, lines, warn, names: [] });
  } catch (error) {
    throw locateError(SanError, error, text);
  }
}

/** The games of `r.text`: a game is its tag sections and the movetext after them; text holding none is skipped. */
function readGames(r: Reading): Game[] {
  const text = r.text;
  const games: Game[] = [];
  let i = skipBlank(text, 0);
  while (i < text.length) {
    const start = i;
    const headers = new Map<string, string>();
    let m: Movetext;
    let tagsEnd: number;
    // Movetext that holds nothing may not end the tag section (the game-start rule, `tagSectionGoesOn` of
    // `pgn/rules.ts`): tag pairs after it go on with this game's, unless a blank line stands before them.
    do {
      tagsEnd = i = readTags(r, i, headers);
      i = (m = readMovetext(r, i)).end;
    } while (
      headers.size > 0 &&
      m.sans.length + m.comments.length === 0 &&
      m.result === undefined &&
      text[i] === '[' &&
      !(i > tagsEnd && blankLineBefore(text, i))
    );
    const tag = headers.get('Result');
    const result = m.result;
    // a Result tag the movetext contradicts: an error in strict mode, else a warning
    if (
      result !== undefined &&
      tag !== undefined &&
      tag !== result &&
      (RESULTS as readonly string[]).includes(tag)
    ) {
      const message = `the Result tag says ${tag}, the movetext ${result}`;
      if (r.strict) throw new SanError('result-mismatch', message, m.resultOffset, result.length);
      r.warn?.('result-mismatch', message, m.resultOffset, result.length);
    }
    if (headers.size + m.sans.length + m.comments.length > 0) {
      const tape = new MoveTape(text, m.sans, m.cells, m.notes);
      games.push(tapedGame(headers, m.comments, tape, result, start, i - start));
    }
    // A game without tag pairs may follow a result: it is read as the next game.
    i = skipBlank(text, i);
  }
  return games;
}

/** Whether a blank line (two line feeds with only blanks between) ends the blanks before offset `i`. */
function blankLineBefore(text: string, i: number): boolean {
  let feeds = 0;
  for (let k = i - 1; k >= 0 && isBlank(text.charCodeAt(k)) && feeds < 2; k--) if (text[k] === '\n') feeds++;
  return feeds >= 2;
}
