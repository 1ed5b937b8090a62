/**
 * `xn pgn convert --to csv`: the tags of each game as one line of comma-separated values (RFC 4180: a field
 * holding a comma, a quote or a line end is quoted, its quotes doubled), the tag columns of `--to parquet` in the
 * same order, under a header line.
 */
import { type GameRow, TAG_COLUMNS } from './game-row.js';

/** The header line. */
export const CSV_HEADER = `${TAG_COLUMNS.join(',')}\n`;

/** A field as RFC 4180 writes it. */
function field(value: string | undefined): string {
  if (value === undefined) return '';
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The CSV line of a row's tags (an absent tag is an empty field). */
export function csvLine(row: Pick<GameRow, 'tags'>): string {
  return `${TAG_COLUMNS.map((name) => field(row.tags[name])).join(',')}\n`;
}
