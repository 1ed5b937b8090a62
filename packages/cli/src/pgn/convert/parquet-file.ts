/**
 * `xn pgn convert --to parquet`: games as rows (`game-row.ts`) written to a Parquet file with hyparquet-writer
 * (MIT, pure JavaScript), one row group every `ROW_GROUP` games, each written to the file as soon as it is full,
 * its metadata kept as bytes (`parquet-footer.ts`): memory holds one row group, whatever the size of the input.
 * No page index is written (pyarrow's default too): hyparquet-writer writes it at the end, from objects it keeps.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ByteWriter, ParquetWriter } from 'hyparquet-writer';
import { ParquetFooter } from './parquet-footer.js';
import { type GameRow, NUMBER_TAGS, TAG_COLUMNS, tagDate, tagNumber, tagTime } from './game-row.js';

/** Most games a row group holds. */
export const ROW_GROUP = 10_000;

/**
 * Most plies a row group holds (its lists' entries: about 60 MB of memory while it is encoded, whatever the games'
 * lengths), then written out.
 */
export const ROW_GROUP_PLIES = 200_000;

/** The file's `created_by`. */
const CREATED_BY = 'xn (@x/cli)';

/** The magic number that starts and ends a Parquet file (`PAR1`, little-endian). */
const PAR1 = 0x31524150;

/** hyparquet-writer's schema element. */
type SchemaElement = ConstructorParameters<typeof ParquetWriter>[0]['schema'][number];

/** A string column. */
const STRING = { type: 'BYTE_ARRAY', converted_type: 'UTF8' } as const;

/** A list column of `leaf` values (Parquet's three-level LIST; an element may be null). */
function listOf(name: string, leaf: Partial<SchemaElement>): SchemaElement[] {
  return [
    { name, repetition_type: 'OPTIONAL', num_children: 1, converted_type: 'LIST' },
    { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
    { name: 'element', repetition_type: 'OPTIONAL', ...leaf } as SchemaElement,
  ];
}

/** The schema element of a tag column (lichess's types: int16 ratings, date32 `UTCDate`, time `UTCTime`). */
function tagElement(name: string): SchemaElement {
  const base = { name, repetition_type: 'OPTIONAL' } as const;
  if (NUMBER_TAGS.has(name)) return { ...base, type: 'INT32', converted_type: 'INT_16' };
  if (name === 'UTCDate') return { ...base, type: 'INT32', converted_type: 'DATE' };
  if (name === 'UTCTime') return { ...base, type: 'INT32', converted_type: 'TIME_MILLIS' };
  return { ...base, ...STRING };
}

/** The list columns after `movetext`, with their leaf types. */
const LISTS = [
  ['moves', STRING],
  ['uci', STRING],
  ['clocks', { type: 'DOUBLE' }],
  ['evals', { type: 'INT32' }],
  ['mates', { type: 'INT32' }],
] as const;

/** The file's schema: the tag columns, `movetext`, the lists. */
const SCHEMA: SchemaElement[] = [
  { name: 'root', num_children: TAG_COLUMNS.length + 1 + LISTS.length },
  ...TAG_COLUMNS.map(tagElement),
  { name: 'movetext', repetition_type: 'OPTIONAL', ...STRING },
  ...LISTS.flatMap(([name, leaf]) => listOf(name, leaf)),
];

/** A tag's value in its column's type. */
function tagValue(name: string, value: string | undefined): string | number | null {
  if (NUMBER_TAGS.has(name)) return tagNumber(value);
  if (name === 'UTCDate') return tagDate(value);
  if (name === 'UTCTime') return tagTime(value);
  return value ?? null;
}

/**
 * Where `--to parquet -o OUT` writes: OUT itself when it ends in `.parquet`, else the part `part-NNNNN.parquet`
 * (NNNNN: `part`, the shard's number from 0) in the directory OUT, made if missing: the parts of `--shard 1/N` …
 * `--shard N/N` form one dataset.
 */
export function parquetPath(out: string, part: number): string {
  if (out.endsWith('.parquet')) return out;
  fs.mkdirSync(out, { recursive: true });
  return path.join(out, `part-${String(part).padStart(5, '0')}.parquet`);
}

/** A Parquet file of games, written a row group at a time. */
export class ParquetGames {
  readonly #fd: number;
  readonly #bytes: ByteWriter & { flush?: () => void } = new ByteWriter(1 << 20);
  readonly #writer: ParquetWriter;
  readonly #footer = new ParquetFooter(SCHEMA, CREATED_BY);
  #rows: GameRow[] = [];
  #plies = 0;
  /** Games written so far. */
  count = 0;

  /** Opens (truncates) `file`. */
  constructor(file: string) {
    this.#fd = fs.openSync(file, 'w');
    const bytes = this.#bytes;
    // each row group goes to the file as it is written; the buffer starts again
    bytes.flush = () => {
      fs.writeSync(this.#fd, new Uint8Array(bytes.buffer, 0, bytes.index));
      bytes.index = 0;
    };
    this.#writer = new ParquetWriter({ writer: bytes, schema: SCHEMA, createdBy: CREATED_BY });
  }

  /** Adds a game (written out with its row group). */
  add(row: GameRow): void {
    this.#rows.push(row);
    this.count++;
    this.#plies += row.moves.length;
    if (this.#rows.length >= ROW_GROUP || this.#plies >= ROW_GROUP_PLIES) this.#writeGroup();
  }

  /** Writes the last row group and the footer (`ParquetWriter.finish`'s bytes), and closes the file. */
  close(): void {
    this.#writeGroup();
    const bytes = this.#bytes;
    const footer = this.#footer.bytes();
    bytes.appendBytes(footer);
    bytes.appendUint32(footer.length);
    bytes.appendUint32(PAR1);
    bytes.flush!();
    fs.closeSync(this.#fd);
  }

  #writeGroup(): void {
    const rows = this.#rows;
    if (rows.length === 0) return;
    this.#rows = [];
    this.#plies = 0;
    // statistics (min, max) for the tags, which queries filter on; none for the movetext and lists
    const offsetIndex = false;
    const columnData = [
      ...TAG_COLUMNS.map((name) => ({
        name,
        data: rows.map((r) => tagValue(name, r.tags[name])),
        offsetIndex,
      })),
      { name: 'movetext', data: rows.map((r) => r.movetext), statistics: false, offsetIndex },
      ...LISTS.map(([name]) => ({ name, data: rows.map((r) => r[name]), statistics: false, offsetIndex })),
    ];
    const writer = this.#writer;
    writer.write({ columnData, rowGroupSize: rows.length });
    // the row group's metadata as bytes; the writer keeps nothing of it (it has no page index to write)
    this.#footer.add(writer.row_groups.pop()!);
    writer.pendingIndexes.length = 0;
  }
}
