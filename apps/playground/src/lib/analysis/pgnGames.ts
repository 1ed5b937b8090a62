/**
 * Reading a PGN file for the analysis board: every game with its tags, the variant a game names
 * (`[Variant "…"]`) and its start position (`[FEN "…"]`, with or without `[SetUp "1"]`), each failure as a
 * located error.
 */
import { Position, safeParseFen, type VariantDefinition, variants, type BasePosition } from '@x/core';
import { type Game, safeParsePgn, sanOptionsOf } from '@x/san';
import type { MoveError } from './gameTree';

/** The built-in variants' keys. */
export type VariantKey = keyof typeof variants;

/** Spellings of `[Variant]` tags (lower case, without spaces, dashes or underscores) → built-in key. */
const TAG_NAMES: ReadonlyMap<string, VariantKey> = new Map<string, VariantKey>([
  ['standard', 'chess'],
  ['chess', 'chess'],
  ['normal', 'chess'],
  ['fromposition', 'chess'],
  ['chess960', 'chess960'],
  ['fischerandom', 'chess960'],
  ['fischerrandom', 'chess960'],
  ['960', 'chess960'],
  ['kingofthehill', 'kingofthehill'],
  ['koth', 'kingofthehill'],
  ['threecheck', 'threecheck'],
  ['3check', 'threecheck'],
]);

/** The built-in variant a `[Variant]` tag names, or undefined (unknown or absent). */
export function variantOfTag(tag: string | undefined): VariantKey | undefined {
  if (tag === undefined) return undefined;
  const key = tag.toLowerCase().replace(/[\s_-]/g, '');
  const named = TAG_NAMES.get(key);
  if (named && named in variants) return named;
  for (const name of Object.keys(variants) as VariantKey[]) {
    if (name.toLowerCase() === key) return name;
  }
  return undefined;
}

/**
 * The games of a PGN text read in a variant's dialect, or the located syntax error. Chess is read with
 * `@x/san`'s default dialect, so that games tagged `[Variant "Crazyhouse"]` read their drops.
 */
export function readGames(
  text: string,
  variant: VariantDefinition,
): { success: true; games: readonly Game[] } | { success: false; error: MoveError } {
  const r = safeParsePgn(text, variant.id === 'chess' ? undefined : sanOptionsOf(variant));
  if (r.success) return { success: true, games: r.data };
  return {
    success: false,
    error: {
      code: r.error.code,
      message: r.error.message,
      offset: r.error.offset,
      length: r.error.length,
      line: r.error.line,
      column: r.error.column,
    },
  };
}

/** A one-line summary of a game for the game list: players, event, date, result. */
export function gameTitle(game: Game, index: number): string {
  const tag = (name: string) => {
    const v = game.headers.get(name);
    return v && v !== '?' && !/^\?+(\.\?+)*$/.test(v) ? v : undefined;
  };
  const players =
    tag('White') || tag('Black') ? `${tag('White') ?? '?'} – ${tag('Black') ?? '?'}` : `Game ${index + 1}`;
  const extra = [tag('Event'), tag('Date'), game.result ?? tag('Result')].filter(Boolean).join(', ');
  return extra ? `${players} (${extra})` : players;
}

/** Where a tag's value is written in the text (for an error located on it). */
function tagSpan(text: string, game: Game, name: string): { offset: number; length: number } {
  const slice = text.slice(game.offset, game.offset + game.length);
  const m = new RegExp(`\\[\\s*${name}\\s+"([^"]*)"`).exec(slice);
  if (!m) return { offset: game.offset, length: 0 };
  const valueAt = m.index + m[0].indexOf('"') + 1;
  return { offset: game.offset + valueAt, length: m[1]?.length ?? 0 };
}

/**
 * The start position of a game: its `FEN` tag (honoured with or without `SetUp "1"`) in `variant`, else the
 * variant's start. An unreadable or illegal FEN is an error located on the tag's value.
 */
export function startOf(
  text: string,
  game: Game,
  variant: VariantDefinition,
): { success: true; position: BasePosition } | { success: false; error: MoveError } {
  const fen = game.headers.get('FEN');
  const written = fen?.trim() || variant.startFen;
  const r = safeParseFen(written, variant);
  if (!r.success) {
    const span = tagSpan(text, game, 'FEN');
    return {
      success: false,
      error: { code: r.error.code, message: `FEN tag: ${r.error.message}`, ...span },
    };
  }
  try {
    return { success: true, position: Position.fromSetup(r.data, variant) };
  } catch (e) {
    const err = e as { code?: string; message?: string };
    return {
      success: false,
      error: {
        code: err.code ?? 'illegal-position',
        message: `FEN tag: ${err.message ?? String(e)}`,
        ...tagSpan(text, game, 'FEN'),
      },
    };
  }
}
