/**
 * The footer of a Parquet file written a row group at a time (`parquet-file.ts`), kept as bytes. hyparquet-writer's
 * `ParquetWriter` keeps every row group's metadata as objects until `finish` (about 30 KB of heap a row group, and
 * as much again to convert them all at once at the end), so its memory grows with the input. Here each row group's
 * metadata is serialized (Thrift compact protocol, by hyparquet-writer's own `writeMetadata`) as soon as it is
 * written, and only its bytes are kept (a few KB): the footer is those bytes between the file metadata's head and
 * tail, the same bytes `finish` writes.
 *
 * How a row group's bytes are found: `writeMetadata` of a file with one row group and of the same file with none
 * differ only in the list `row_groups` (Thrift compact: one header byte, `0x1c` for one struct, `0x00` for none, then
 * the structs): the bytes after the first difference, up to the common tail, are the row group's.
 */
import { ByteWriter, type ParquetWriter } from 'hyparquet-writer';
import { writeMetadata } from 'hyparquet-writer/src/metadata.js';

/** hyparquet-writer's row group metadata, and its file metadata. */
type RowGroup = ParquetWriter['row_groups'][number];
type FileMetaData = Parameters<typeof writeMetadata>[1];

/** Thrift compact's type of a struct, in a list header. */
const STRUCT = 12;

/** The file metadata of `groups` in Thrift compact bytes (without the length `writeMetadata` appends). */
function metadataBytes(
  base: Omit<FileMetaData, 'row_groups' | 'num_rows'>,
  rows: bigint,
  groups: RowGroup[],
) {
  const writer = new ByteWriter(1 << 12);
  writeMetadata(writer, { ...base, num_rows: rows, row_groups: groups } as FileMetaData);
  return new Uint8Array(writer.buffer, 0, writer.index - 4);
}

/** Index of the first byte where `a` and `b` differ. */
function firstDifference(a: Uint8Array, b: Uint8Array): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Thrift compact's header of a list of `n` structs. */
function listHeader(n: number): number[] {
  if (n <= 14) return [(n << 4) | STRUCT];
  const bytes = [0xf0 | STRUCT];
  for (let v = n; ; v = Math.floor(v / 128)) {
    if (v < 128) {
      bytes.push(v);
      return bytes;
    }
    bytes.push((v % 128) | 128);
  }
}

/** A Parquet file's metadata, its row groups added as they are written and kept as bytes. */
export class ParquetFooter {
  readonly #base: Omit<FileMetaData, 'row_groups' | 'num_rows'>;
  /** The metadata without row groups (no rows), and where its empty list `row_groups` is. */
  readonly #empty: Uint8Array;
  readonly #groups: Uint8Array[] = [];
  /** The first row group as objects: what finds the list once the rows are counted. */
  #first: RowGroup | undefined;
  #rows = 0n;

  constructor(schema: FileMetaData['schema'], createdBy: string) {
    this.#base = { version: 2, schema, created_by: createdBy, metadata_length: 0 };
    this.#empty = metadataBytes(this.#base, 0n, []);
  }

  /** Adds a row group written to the file (its metadata as `ParquetWriter` made it: no page index, no bloom filter). */
  add(group: RowGroup): void {
    const one = metadataBytes(this.#base, 0n, [group]);
    const at = firstDifference(one, this.#empty);
    const tail = this.#empty.length - at - 1;
    this.#groups.push(one.slice(at + 1, one.length - tail));
    this.#first ??= group;
    this.#rows += group.num_rows;
  }

  /** The file metadata in Thrift compact bytes (then come its length and `PAR1`). */
  bytes(): Uint8Array {
    const none = metadataBytes(this.#base, this.#rows, []);
    if (this.#first === undefined) return none;
    const at = firstDifference(metadataBytes(this.#base, this.#rows, [this.#first]), none);
    const header = listHeader(this.#groups.length);
    let size = none.length - 1 + header.length;
    for (const g of this.#groups) size += g.length;
    const out = new Uint8Array(size);
    out.set(none.subarray(0, at));
    out.set(header, at);
    let k = at + header.length;
    for (const g of this.#groups) {
      out.set(g, k);
      k += g.length;
    }
    out.set(none.subarray(at + 1), k);
    return out;
  }
}
