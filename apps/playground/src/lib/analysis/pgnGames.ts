/**
 * Reading the game in the analysis board's editor: its games (`@x/san`'s `safeParsePgn`, the game reader the
 * database's `readPgn` reads each section with), the variant and start position of a game (`@x/san`'s
 * `startingPosition`, the same as the database's check), each failure as a located error. A text that holds
 * several games, or is too large to edit, is read by the database's reader instead (`mightHoldSeveralGames`,
 * `EDITOR_MAX`).
 */
import type { BasePosition, VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { type Game, safeParsePgn, safeStartingPosition, sanOptionsOf, type VariantLookup } from '@x/san';
import type { MoveError } from './gameTree';
import { shownResult } from '../text/shownResult';

/** The built-in variants' keys. */
export type VariantKey = keyof typeof variants;

/** The longest text the editor holds (characters): a longer one is read as a database, its games listed. */
export const EDITOR_MAX = 200_000;

/**
 * Whether `text` may hold more than one game: a tag line after a line of movetext (where the database's reader
 * cuts a new game), or two results. A hint only: such a text is read by the database's reader, which cuts it
 * into games (one game, read there, is listed as one).
 */
export function mightHoldSeveralGames(text: string): boolean {
  return /^[^\S\n]*[^\s[%][^\n]*\n(?:[^\S\n]*\n|[^\S\n]*%[^\n]*\n)*[^\S\n]*\[/m.test(text)
    ? true
    : (text.match(/(?:^|\s)(?:1-0|0-1|1\/2-1\/2|\*)(?=\s|$)/g)?.length ?? 0) > 1;
}

/**
 * The games of a PGN text, read in the dialect of `variant` when they name none (a `Variant` tag names its own:
 * one of `@x/san`'s built-in names or of `variants`), or the located syntax error.
 */
export function readGames(
  text: string,
  variant: VariantDefinition,
  variants?: VariantLookup,
): { success: true; games: readonly Game[] } | { success: false; error: MoveError } {
  const r = safeParsePgn(
    text,
    variant.id === 'chess' ? { variants } : { ...sanOptionsOf(variant), variants },
  );
  if (r.success) return { success: true, games: r.data };
  const { code, message, offset, length, line, column } = r.error;
  return { success: false, error: { code, message, offset, length, line, column } };
}

/** A one-line summary of a game for the game list: players, event, date, result (a draw `½-½`). */
export function gameTitle(game: Game, index: number): string {
  const tag = (name: string) => {
    const v = game.headers.get(name);
    return v && v !== '?' && !/^\?+(\.\?+)*$/.test(v) ? v : undefined;
  };
  const players =
    tag('White') || tag('Black') ? `${tag('White') ?? '?'} – ${tag('Black') ?? '?'}` : `Game ${index + 1}`;
  const result = game.result ?? tag('Result');
  const extra = [tag('Event'), tag('Date'), result && shownResult(result)].filter(Boolean).join(', ');
  return extra ? `${players} (${extra})` : players;
}

/**
 * The start position of a game as `@x/san`'s `startingPosition` reads its `Variant` and `FEN` tags (the
 * database's check reads them so too; `variants`: the tag names known beyond `@x/san`'s); a game without a
 * `Variant` tag is played in `picked`. An unknown variant or a bad FEN is an error located on the tag's value.
 */
export function startOf(
  game: Game,
  picked: VariantDefinition,
  variants?: VariantLookup,
): { success: true; position: BasePosition } | { success: false; error: MoveError } {
  const untagged = !game.headers.has('Variant') && picked.id !== 'chess';
  const read = untagged
    ? safeStartingPosition({ ...game, headers: new Map(game.headers).set('Variant', picked.id) })
    : safeStartingPosition(game, { variants });
  if (read.success) return { success: true, position: read.data };
  const { code, message, offset, length, line, column } = read.error;
  return { success: false, error: { code, message, offset, length, line, column } };
}

/** The built-in key of a definition (the picker's entry), undefined for another variant. */
export function keyOf(variant: VariantDefinition): VariantKey | undefined {
  for (const key of Object.keys(variants) as VariantKey[]) if (variants[key] === variant) return key;
  return undefined;
}
