/**
 * One game as one row of a table (`xn pgn convert --to parquet|csv`): the columns of lichess's Parquet export of
 * its database (the `Lichess/standard-chess-games` dataset on Hugging Face: the seventeen tags as columns and
 * `movetext`), then the tags lichess leaves out that other databases need (`Date`, `Round`, `Variant`, `FEN`), then
 * the main line as lists, one entry a ply: its moves in SAN and in UCI, the clock after each move (`[%clk]`, in
 * seconds), its evaluation (`[%eval]`: centipawns, or the mate count) — `null` where a move has none.
 */
import type { Move } from '@x/core';
import { formatMovetext, type Game, startingPosition, type VariantLookup, walkGame } from '@x/san';
import { parseComments } from '@x/san/annotations';

/** The tag columns, in order: lichess's, then `Date`, `Round`, `Variant`, `FEN`. */
export const TAG_COLUMNS = [
  'Event',
  'Site',
  'White',
  'Black',
  'Result',
  'WhiteTitle',
  'BlackTitle',
  'WhiteElo',
  'BlackElo',
  'WhiteRatingDiff',
  'BlackRatingDiff',
  'UTCDate',
  'UTCTime',
  'ECO',
  'Opening',
  'Termination',
  'TimeControl',
  'Date',
  'Round',
  'Variant',
  'FEN',
] as const;

/** The tag columns whose values are whole numbers (lichess's `int16`): `null` when the tag is not a number. */
export const NUMBER_TAGS: ReadonlySet<string> = new Set([
  'WhiteElo',
  'BlackElo',
  'WhiteRatingDiff',
  'BlackRatingDiff',
]);

/** One game as a row: its tags by name (as written), its movetext, and its main line as lists. */
export interface GameRow {
  /** The game's tags (each tag column takes its value from here; other tags are not kept). */
  readonly tags: Readonly<Record<string, string>>;
  /** The movetext on one line as `formatMovetext` writes it (comments, NAGs, variations and result kept). */
  readonly movetext: string;
  /** The main line's moves in SAN. */
  readonly moves: string[];
  /** The main line's moves in UCI. */
  readonly uci: string[];
  /** The clock after each move, in seconds (`[%clk]`), or null. */
  readonly clocks: (number | null)[];
  /** The evaluation after each move in centipawns from White's side (`[%eval]`), or null (none, or a mate). */
  readonly evals: (number | null)[];
  /** The mate count of an evaluation `#N` after each move (negative: Black mates), or null. */
  readonly mates: (number | null)[];
}

/** The row of `game` (throws the walk's `SanError` for an illegal move). */
export function gameRow(game: Game, variants?: VariantLookup): GameRow {
  const tags: Record<string, string> = {};
  for (const name of TAG_COLUMNS) {
    const value = game.headers.get(name);
    if (value !== undefined) tags[name] = value;
  }
  const moves: string[] = [];
  const uci: string[] = [];
  const clocks: (number | null)[] = [];
  const evals: (number | null)[] = [];
  const mates: (number | null)[] = [];
  walkGame(
    game,
    startingPosition(game, { variants }),
    (step) => {
      moves.push(step.san);
      uci.push(step.position.uci(step.move as Move, { barePlus: true }));
      const comment =
        step.node.data.comments.length === 0 ? undefined : parseComments(step.node.data.comments);
      const evaluation = comment?.evaluation;
      clocks.push(comment?.clock ?? null);
      evals.push(evaluation !== undefined && 'cp' in evaluation ? evaluation.cp : null);
      mates.push(evaluation !== undefined && 'mate' in evaluation ? evaluation.mate : null);
    },
    { variations: false, decode: true },
  );
  const movetext = formatMovetext(game, { variants });
  return { tags, movetext, moves, uci, clocks, evals, mates };
}

/** A whole-number tag's value (`+5` → 5), or null when it is not one within ±32767 (lichess's `int16`). */
export function tagNumber(value: string | undefined): number | null {
  if (value === undefined || !/^[+-]?\d{1,5}$/.test(value)) return null;
  const n = Number(value);
  return n >= -32768 && n <= 32767 ? n : null;
}

/** `UTCDate` (`YYYY.MM.DD`) as days since 1970-01-01 (Parquet's DATE), or null when it is not a whole date. */
export function tagDate(value: string | undefined): number | null {
  const m = value === undefined ? null : /^(\d{4})\.(\d{2})\.(\d{2})$/.exec(value);
  if (m === null) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999 (`0001.01.01`)
  const back = new Date(0);
  back.setUTCFullYear(y, mo - 1, d);
  const time = back.getTime();
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return time / 86_400_000;
}

/** `UTCTime` (`HH:MM:SS`) as milliseconds after midnight (Parquet's TIME_MILLIS), or null. */
export function tagTime(value: string | undefined): number | null {
  const m = value === undefined ? null : /^(\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (m === null) return null;
  const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (h > 23 || mi > 59 || s > 59) return null;
  return ((h * 60 + mi) * 60 + s) * 1000;
}
