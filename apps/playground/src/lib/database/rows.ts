/**
 * The game list of an opened PGN database: one row per game (its tags, plies, where its bytes are in the file and
 * the error of a game that could not be read), the messages the reading worker sends, and filtering and sorting.
 */
import type { ExplorerAnswer } from '../explorer/explorerIndex';
import type { FileBytes } from './fileChunks';

/** A game of the database as the list shows it. Only this is kept per game; its moves are read when opened. */
export interface GameRow {
  /** 0-based place in the file (games that could not be read count). */
  readonly index: number;
  /** Byte offset and length of the game in the file (`file.slice(offset, offset + length)` is its text). */
  readonly offset: number;
  readonly length: number;
  readonly white: string;
  readonly black: string;
  readonly result: string;
  readonly date: string;
  readonly event: string;
  /** The `Opening` tag, else the `ECO` code. */
  readonly opening: string;
  /** The `WhiteElo` and `BlackElo` tags as numbers (0 when absent or not a number). */
  readonly whiteElo: number;
  readonly blackElo: number;
  /** The `TimeControl` tag (`300+3`, `40/7200:3600`, `-`), `''` when absent. */
  readonly timeControl: string;
  /** Plies of the main line, counted in the game's bytes. */
  readonly plies: number;
  /** Why the game could not be read, located in the file. */
  readonly error?: RowError | undefined;
}

/** The error of a game that could not be read, located in the file (1-based line and column). */
export interface RowError {
  readonly code: string;
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

/**
 * What the reading worker sends: rows as they are read (each game checked as it is read: a row carries its first
 * error, syntax or move) with the progress so far, then `done`, then `indexed` once the explorer's index is
 * complete; `explored` answers a lookup, `gameText` a pasted game's text; `failed` if the file cannot be read.
 */
export type ReaderMessage =
  | {
      readonly type: 'rows';
      readonly rows: readonly GameRow[];
      readonly bytes: number;
      readonly total: number;
    }
  | { readonly type: 'done'; readonly bytes: number; readonly total: number; readonly games: number }
  | {
      readonly type: 'indexed';
      readonly games: number;
      readonly positions: number;
      /** Milliseconds from the start of the read to the index complete. */
      readonly ms: number;
    }
  | ({
      readonly type: 'explored';
      readonly id: number;
      readonly key: string;
      /** Milliseconds the lookup took in the worker. */
      readonly ms: number;
      /** Games indexed when it was answered. */
      readonly indexed: number;
    } & ExplorerAnswer)
  | { readonly type: 'gameText'; readonly id: number; readonly text: string }
  | { readonly type: 'failed'; readonly message: string };

/**
 * What the page asks the worker: to read a file or a pasted text, or (after) the explorer's moves from the position of `key`
 * (`explorerKey`) over the games `keep` marks by row (every game when undefined), or a pasted game's text.
 */
export type WorkerRequest =
  | {
      readonly type: 'open';
      /** The file (or bytes in memory, read alike). */
      readonly file: FileBytes;
      /** Workers the read may use (the page's `navigator.hardwareConcurrency`; 1 when undefined). */
      readonly workers?: number | undefined;
    }
  | {
      /**
       * To read a pasted text of `length` characters: its UTF-8 bytes follow, a slice a message (`pasted`, from
       * `sendPasted`), read as they come (`PastedBytes`).
       */
      readonly type: 'openText';
      readonly length: number;
      readonly workers?: number | undefined;
    }
  | {
      /** A slice of the pasted text: its bytes (their buffer transferred) and its number of characters. */
      readonly type: 'pasted';
      readonly bytes: Uint8Array;
      readonly chars: number;
    }
  | {
      /** The text of a pasted text's game: its bytes `[offset, offset + length)` (a row's span). */
      readonly type: 'gameText';
      readonly id: number;
      readonly offset: number;
      readonly length: number;
    }
  | {
      readonly type: 'explore';
      readonly id: number;
      readonly key: string;
      readonly keep?: Uint8Array | undefined;
    };

/** The columns the list sorts by. */
export const SORT_KEYS = [
  'index',
  'white',
  'whiteElo',
  'black',
  'blackElo',
  'result',
  'date',
  'event',
  'timeControl',
  'opening',
  'plies',
] as const;
/** A column the list sorts by. */
export type SortKey = (typeof SORT_KEYS)[number];

/** A sort order: the column and the direction. */
export interface Sort {
  readonly key: SortKey;
  readonly descending: boolean;
}

/** Whether a row's players, event or opening contain `needle` (lower case), ignoring case. */
export function rowMatches(row: GameRow, needle: string): boolean {
  if (needle === '') return true;
  return (
    row.white.toLowerCase().includes(needle) ||
    row.black.toLowerCase().includes(needle) ||
    row.event.toLowerCase().includes(needle) ||
    row.opening.toLowerCase().includes(needle)
  );
}

/**
 * The estimated length of a game of a `TimeControl` tag in seconds, as lichess ranks its speeds (base + 40 ×
 * increment; the first period of a `moves/seconds` one; `-` and unknown last, as Infinity).
 */
export function timeControlSeconds(tc: string): number {
  const first = tc.split(':')[0] ?? '';
  const m = /^(?:\d+\/)?(\d+)(?:\+(\d+))?$/.exec(first.trim());
  if (!m) return 1e12;
  return Number(m[1]) + 40 * Number(m[2] ?? 0);
}

/** The value a column sorts a row by (a time control by its estimated seconds). */
export function sortValue(row: GameRow, key: SortKey): string | number {
  return key === 'timeControl' ? timeControlSeconds(row.timeControl) : row[key];
}

/** Compares two rows by a column; ties keep file order. */
function compareBy(key: SortKey): (a: GameRow, b: GameRow) => number {
  return (a, b) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    return x < y ? -1 : x > y ? 1 : a.index - b.index;
  };
}

/** The rows that match `filter` (players, event, opening; case ignored) in the order `sort` asks for. */
export function visibleRows(rows: readonly GameRow[], filter: string, sort: Sort): GameRow[] {
  const needle = filter.trim().toLowerCase();
  const shown = needle === '' ? rows.slice() : rows.filter((r) => rowMatches(r, needle));
  if (sort.key !== 'index' || sort.descending) {
    const compare = compareBy(sort.key);
    shown.sort(sort.descending ? (a, b) => compare(b, a) : compare);
  }
  return shown;
}

/** The place of the row at byte `offset` in `rows` (file order), or undefined. */
export function rowAtOffset(rows: readonly GameRow[], offset: number): number | undefined {
  let lo = 0;
  let hi = rows.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = (rows[mid] as GameRow).offset;
    if (at === offset) return mid;
    if (at < offset) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}
