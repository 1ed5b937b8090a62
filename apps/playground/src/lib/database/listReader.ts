/**
 * The database worker's one pass over a file (issue #52): each game's tags for the list, its moves checked as
 * `xn pgn check` checks them and its first plies fed to the opening explorer's index, in one `visitPgn` read of
 * the file — no headers-only read before it. A row is made per game as it ends, with its first error (syntax or
 * move), so the list grows as the file is read and is complete, checked and indexed at once. `readRange` reads
 * the games that begin in a byte range (two workers read the two halves of a file and their parts are merged).
 */
import {
  DEFAULT_PGN_READ_LIMITS,
  type GameEnd,
  type LazyVariants,
  type MoveToken,
  type PgnVisitor,
  SKIP,
  type Skip,
  type VariantLookup,
  visitPgn,
} from '@x/san';
import { ByteWindow, countPlies, trimSection } from '@x/san/split';
import { ExplorerReader, type GameError } from '../explorer/explorerReader';
import { EXPLORER_PLIES, type ExplorerIndex } from '../explorer/explorerIndex';
import { tagVariants } from '../variants/tagVariants';
import { chunksOf, type ReadBytes, TEXT_CHUNK } from './fileChunks';
import { tagsOf } from './gameTags';
import type { GameRow, RowError } from './rows';

/** A byte range of a file: the games that begin at or after `start` and before `end` (as the whole read cuts them). */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

const decoder = new TextDecoder();

/** A date tag's value, or `''` when it is unknown (`????.??.??`). */
function known(date: string): string {
  return /^[?.]*$/.test(date) ? '' : date;
}

/** A rating tag's value as a number, 0 when it is none. */
function elo(value: string): number {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** A tag the list shows. */
export type ListTag = (typeof LIST_TAGS)[number];

/**
 * The list's row of a game: number `index`, at `offset` in the file, its `bytes`, its tags read through `tag` (an
 * unknown date and a rating that is none are empty), its first error, if any, and its `plies` (counted in its
 * bytes when not given).
 */
export function listRow(
  index: number,
  offset: number,
  bytes: Uint8Array,
  tag: (name: ListTag) => string,
  error?: RowError,
  plies = countPlies(bytes),
): GameRow {
  return {
    index,
    offset,
    length: bytes.length,
    white: tag('White'),
    black: tag('Black'),
    result: tag('Result'),
    date: known(tag('Date')) || known(tag('UTCDate')),
    event: tag('Event'),
    opening: tag('Opening') || tag('ECO'),
    whiteElo: elo(tag('WhiteElo')),
    blackElo: elo(tag('BlackElo')),
    timeControl: tag('TimeControl'),
    plies,
    ...(error ? { error } : {}),
  };
}

/** The tags a row shows, each at its place in `ListReader`'s values (`slotOf`). */
const LIST_TAGS = [
  'White',
  'Black',
  'Result',
  'Date',
  'UTCDate',
  'Event',
  'Opening',
  'ECO',
  'WhiteElo',
  'BlackElo',
  'TimeControl',
] as const;

/**
 * The place of a tag the row shows in `LIST_TAGS`, else -1: compared with each name (no hash of the name, a string
 * new for each game, as a `Map` or `Set` look-up would make: that cost 4–7% of the pass on lichess games).
 */
function slotOf(name: string): number {
  switch (name) {
    case 'White':
      return 0;
    case 'Black':
      return 1;
    case 'Result':
      return 2;
    case 'Date':
      return 3;
    case 'UTCDate':
      return 4;
    case 'Event':
      return 5;
    case 'Opening':
      return 6;
    case 'ECO':
      return 7;
    case 'WhiteElo':
      return 8;
    case 'BlackElo':
      return 9;
    case 'TimeControl':
      return 10;
    default:
      return -1;
  }
}

/**
 * A `PgnVisitor` that makes the list's row of each game (`onRow`, numbered from 0 in the read) while an
 * `ExplorerReader` checks its moves and indexes them under that number. A row is what `readPgn`'s headers-only
 * read gives for the game's section (its span from its first tag to its last byte, its tags, its plies counted
 * in its bytes) and the first error of the section's full read, syntax or move, as `xn pgn check` finds it
 * (`variants`: the `Variant` tag names known beyond `@x/san`'s, as the read's `variants` option).
 */
export class ListReader implements PgnVisitor {
  readonly #reader: ExplorerReader;
  readonly #window: ByteWindow;
  readonly #onRow: (row: GameRow) => void;
  /** The values of the tags the list shows (`LIST_TAGS`, `''` when absent), told so far. */
  readonly #values: string[] = LIST_TAGS.map(() => '');
  #errors: readonly GameError[] = [];
  /** Main-line move tokens told in the game, and whether its movetext was told (not skipped). */
  #moves = 0;
  #movetext = false;
  /** The number of the next row (rows are numbered from `first`). */
  rows: number;

  constructor(
    index: ExplorerIndex,
    window: ByteWindow,
    onRow: (row: GameRow) => void,
    first = 0,
    variants?: VariantLookup,
  ) {
    this.rows = first;
    this.#window = window;
    this.#onRow = onRow;
    this.#reader = new ExplorerReader(
      index,
      () => this.rows,
      (errors) => {
        this.#errors = errors;
      },
      EXPLORER_PLIES,
      variants,
    );
  }

  beginGame(): Skip {
    this.#values.fill('');
    this.#errors = [];
    this.#moves = 0;
    this.#movetext = false;
    return this.#reader.beginGame();
  }

  tag(name: string, value: string): void {
    const slot = slotOf(name);
    if (slot >= 0) this.#values[slot] = value;
    this.#reader.tag(name, value);
  }

  beginMovetext(): Skip {
    const answer = this.#reader.beginMovetext();
    this.#movetext = answer !== SKIP;
    return answer;
  }

  move(token: MoveToken): void {
    this.#moves++;
    this.#reader.move(token);
  }

  beginVariation(): Skip {
    return this.#reader.beginVariation();
  }

  result(result: string): void {
    this.#reader.result(result);
  }

  endGame(end: GameEnd): unknown {
    const answer = this.#reader.endGame(end);
    const held = this.#window.view(end.offset, end.offset + end.length);
    const bytes = trimSection(held.bytes);
    const start = held.offset - end.offset + (bytes.byteOffset - held.bytes.byteOffset);
    const first = end.plain ? undefined : end.records()[0];
    const tags =
      first === undefined ? undefined : first.success ? first.data.headers : tagsOf(decoder.decode(bytes));
    const values = this.#values;
    const tag = (name: ListTag) => (tags ? (tags.get(name) ?? '') : (values[slotOf(name)] as string));
    const error = this.#errors[0]?.error;
    // a plain game's main-line moves were all told (variations are skipped unread): no need to count them again
    const plies = end.plain && this.#movetext ? this.#moves : countPlies(bytes);
    const row = listRow(this.rows, end.offset + start, bytes, tag, error, plies);
    this.rows++;
    this.#onRow(row);
    return answer;
  }
}

/** Bytes the window holds at least: the largest game `readPgn` reads and two chunks. */
const WINDOW_BYTES = DEFAULT_PGN_READ_LIMITS.maxGameBytes + 2 * TEXT_CHUNK;

/**
 * Reads the games of `file` that begin in `range` (the whole file when undefined) in one pass: `onRow` hears each
 * game's row (numbered from `first`) with the bytes of the file read and checked so far (from its start to that
 * game's end: the progress a bar shows, a game at a time, not a chunk), and the games' moves
 * go into `index` under their rows' numbers (`ExplorerIndex.finish` after). A game's `Variant` tag names a variant
 * of `@x/san`'s built-in names or, loaded before the bytes that name it are read, one of `variants` (the worker's
 * `tagVariants`: Fairy-Stockfish's built-ins). Answers the number of rows read.
 */
export async function readRange(
  file: ReadBytes,
  range: ByteRange | undefined,
  index: ExplorerIndex,
  onRow: (row: GameRow, bytes: number) => void,
  first = 0,
  variants: LazyVariants = tagVariants,
): Promise<number> {
  const window = new ByteWindow(WINDOW_BYTES);
  const lookup = variants.lookup;
  const reader = new ListReader(index, window, (row) => onRow(row, row.offset + row.length), first, lookup);
  const chunks = variants.chunks(chunksOf(file, window));
  await visitPgn(chunks, reader, range ? { range, variants: lookup } : { variants: lookup });
  return reader.rows - first;
}
