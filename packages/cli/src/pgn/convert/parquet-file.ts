/**
 * `xn pgn convert --to parquet`: games as rows (`game-row.ts`) written to a Parquet file with hyparquet-writer
 * (MIT, pure JavaScript), one row group every `ROW_GROUP` games, each written to the file as soon as it is full,
 * its metadata kept as bytes (`parquet-footer.ts`): memory holds one row group, whatever the size of the input.
 * No page index is written (pyarrow's default too): hyparquet-writer writes it at the end, from objects it keeps.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ByteWriter, ParquetWriter } from 'hyparquet-writer';
import { InputError, systemMessage } from '../../failure.js';
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
export type SchemaElement = ConstructorParameters<typeof ParquetWriter>[0]['schema'][number];

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
 * (NNNNN: `part`, the shard's number from 0) in the directory OUT, made if missing (an input error when it cannot
 * be): the parts of `--shard 1/N` … `--shard N/N` form one dataset.
 */
export function parquetPath(out: string, part: number): string {
  if (out.endsWith('.parquet')) return out;
  try {
    fs.mkdirSync(out, { recursive: true });
  } catch (error) {
    // a file of that name (`-o /dev/full`), no right to make it: said, not an internal error
    throw new InputError(`${out}: cannot make the folder: ${systemMessage(error)}`);
  }
  return path.join(out, `part-${String(part).padStart(5, '0')}.parquet`);
}

/** One column's values of a row group, as hyparquet-writer takes them. */
export type ColumnValues = { name: string; data: unknown[]; statistics?: boolean; offsetIndex: boolean };

/** What a Parquet table is made of: its schema, its columns' values of a row group, the weight of a row. */
export interface TableShape<Row> {
  readonly schema: SchemaElement[];
  /** The columns of a row group's rows, in the schema's order. */
  readonly columns: (rows: readonly Row[]) => ColumnValues[];
  /** A row's share of `ROW_GROUP_PLIES` (its lists' entries); 0 for rows of scalars. */
  readonly weight: (row: Row) => number;
}

/**
 * A Parquet file of rows, written a row group at a time (every `ROW_GROUP` rows, or `ROW_GROUP_PLIES` of weight):
 * the one writer of `xn pgn convert --to parquet` and `xn index --to parquet`.
 */
export class ParquetTable<Row> {
  readonly #fd: number;
  readonly #bytes: ByteWriter & { flush?: () => void } = new ByteWriter(1 << 20);
  readonly #writer: ParquetWriter;
  readonly #footer: ParquetFooter;
  readonly #shape: TableShape<Row>;
  #rows: Row[] = [];
  #weight = 0;
  /** Rows written so far. */
  count = 0;

  /** Opens (truncates) `file`. */
  constructor(file: string, shape: TableShape<Row>) {
    this.#shape = shape;
    this.#footer = new ParquetFooter(shape.schema, CREATED_BY);
    this.#fd = fs.openSync(file, 'w');
    const bytes = this.#bytes;
    // each row group goes to the file as it is written; the buffer starts again
    bytes.flush = () => {
      fs.writeSync(this.#fd, new Uint8Array(bytes.buffer, 0, bytes.index));
      bytes.index = 0;
    };
    this.#writer = new ParquetWriter({ writer: bytes, schema: shape.schema, createdBy: CREATED_BY });
  }

  /** Adds a row (written out with its row group). */
  add(row: Row): void {
    this.#rows.push(row);
    this.count++;
    this.#weight += this.#shape.weight(row);
    if (this.#rows.length >= ROW_GROUP || this.#weight >= ROW_GROUP_PLIES) this.#writeGroup();
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
    this.#weight = 0;
    const writer = this.#writer;
    writer.write({ columnData: this.#shape.columns(rows), rowGroupSize: rows.length });
    // the row group's metadata as bytes; the writer keeps nothing of it (it has no page index to write)
    this.#footer.add(writer.row_groups.pop()!);
    writer.pendingIndexes.length = 0;
  }
}

/** The shape of a table of games: statistics (min, max) for the tags, which queries filter on; none for the rest. */
const GAMES: TableShape<GameRow> = {
  schema: SCHEMA,
  weight: (row) => row.moves.length,
  columns: (rows) => {
    const offsetIndex = false;
    return [
      ...TAG_COLUMNS.map((name) => ({
        name,
        data: rows.map((r) => tagValue(name, r.tags[name])),
        offsetIndex,
      })),
      { name: 'movetext', data: rows.map((r) => r.movetext), statistics: false, offsetIndex },
      ...LISTS.map(([name]) => ({ name, data: rows.map((r) => r[name]), statistics: false, offsetIndex })),
    ];
  },
};

/** A Parquet file of games (`xn pgn convert --to parquet`), written a row group at a time. */
export class ParquetGames extends ParquetTable<GameRow> {
  /** Opens (truncates) `file`. */
  constructor(file: string) {
    super(file, GAMES);
  }
}
