/** Errors of a game's tag pairs (`Variant`, `FEN`), located at the tag's value in the text the game was read from. */
import { NotationError } from '@x/core';
import { SanError } from '../shared/errors.js';
import { locateInFile, treeSourceOf } from './lines.js';
import type { Game } from './tree.js';

/**
 * The span of the value of the last `[name "…"]` tag in the game's source text (an offset in that text), if the
 * game has one.
 */
function tagValueSpan(game: Game, name: string): { offset: number; length: number } | undefined {
  const source = treeSourceOf(game.moves);
  if (source === undefined) return undefined;
  const text = source.text;
  // the game's spans count in the file: less the base of its text in the file, in its text
  const base = source.frame?.base ?? 0;
  const pattern = new RegExp(`\\[[ \\t]*${name}[ \\t]*"`, 'g');
  pattern.lastIndex = game.offset - base;
  // Tags come before the first move: a `[FEN "` in a comment of the movetext is not one.
  const end = (game.moves.children[0]?.data.offset ?? game.offset + game.length) - base;
  let found: { offset: number; length: number } | undefined;
  for (let m = pattern.exec(text); m !== null && m.index < end; m = pattern.exec(text)) {
    const start = m.index + m[0].length;
    let i = start;
    while (i < end && text.charCodeAt(i) !== 34 && text.charCodeAt(i) !== 10)
      i += text.charCodeAt(i) === 92 ? 2 : 1;
    found = { offset: start, length: i - start };
  }
  return found;
}

/** A `SanError` at the value of the game's tag `name` (located in its source text), else at 0/0. */
export function tagError(
  game: Game | undefined,
  name: string,
  code: 'unknown-variant' | 'unsupported-variant' | 'invalid-fen',
  message: string,
  inner?: NotationError,
  lead = 0,
): SanError {
  const span = game && tagValueSpan(game, name);
  let offset = span?.offset ?? 0;
  let length = span?.length ?? 0;
  // A FEN error's own span, inside the tag value when it fits there.
  if (
    span !== undefined &&
    inner !== undefined &&
    inner.length > 0 &&
    lead + inner.offset + inner.length <= length
  ) {
    offset += lead + inner.offset;
    length = inner.length;
  }
  // located in the game's text; a game of `readPgn` without the tag's span: at the game's start in the file
  const source = game && treeSourceOf(game.moves);
  const base = source?.frame?.base;
  if (span === undefined && base !== undefined) offset = game!.offset - base;
  const error = new SanError(code, message, offset + (base ?? 0), length);
  // As `new Error(message, { cause })` sets it (the SanError constructor, in every bundle, stays as it is).
  if (inner !== undefined)
    Object.defineProperty(error, 'cause', { value: inner, writable: true, configurable: true });
  return locateInFile(error, source);
}

/**
 * The `invalid-fen` error of a game's `FEN` tag that `error` (a `NotationError` of reading it in the variant
 * `name`) refuses, at the error's own span inside the tag's value; any other error as it is.
 */
export function fenTagError(
  game: Game | undefined,
  headers: ReadonlyMap<string, string>,
  name: string,
  error: unknown,
): unknown {
  if (!(error instanceof NotationError)) return error;
  const message = `FEN tag (${name}): ${error.message}`;
  const lead = (headers.get('FEN') ?? '').search(/\S|$/);
  return tagError(game, 'FEN', 'invalid-fen', message, error, lead);
}
