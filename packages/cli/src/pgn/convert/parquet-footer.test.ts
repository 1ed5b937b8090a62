import { ByteWriter, ParquetWriter } from 'hyparquet-writer';
import { describe, expect, it } from 'vitest';
import { ParquetFooter } from './parquet-footer.js';

type Schema = ConstructorParameters<typeof ParquetWriter>[0]['schema'];

const SCHEMA: Schema = [
  { name: 'root', num_children: 2 },
  { name: 'name', repetition_type: 'OPTIONAL', type: 'BYTE_ARRAY', converted_type: 'UTF8' },
  { name: 'plies', repetition_type: 'OPTIONAL', num_children: 1, converted_type: 'LIST' },
  { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
  { name: 'element', repetition_type: 'OPTIONAL', type: 'INT32' },
];

/** The row groups of `groups` (rows each) written with `ParquetWriter`; its own `finish`, or the footer's bytes. */
function file(groups: number, footer: boolean): Uint8Array {
  const bytes = new ByteWriter();
  const writer = new ParquetWriter({ writer: bytes, schema: SCHEMA, createdBy: 'test' });
  const kept = new ParquetFooter(SCHEMA, 'test');
  for (let g = 0; g < groups; g++) {
    const name = [`game ${g}`, null, `é ${g * 7}`];
    const plies = [[g, null, 3], [], null];
    writer.write({
      columnData: [
        { name: 'name', data: name, offsetIndex: false },
        { name: 'plies', data: plies, offsetIndex: false, statistics: false },
      ],
      rowGroupSize: 3,
    });
    if (footer) {
      kept.add(writer.row_groups.pop()!);
      writer.pendingIndexes.length = 0;
    }
  }
  if (!footer) {
    writer.finish();
    return bytes.getBytes();
  }
  const meta = kept.bytes();
  bytes.appendBytes(meta);
  bytes.appendUint32(meta.length);
  bytes.appendUint32(0x31524150);
  return bytes.getBytes();
}

describe('ParquetFooter', () => {
  // 0 (an empty file), a short list header (≤ 14 row groups) and a long one
  it.each([0, 1, 3, 20])('writes the bytes ParquetWriter.finish writes (%i row groups)', (groups) => {
    expect(Buffer.from(file(groups, true)).equals(Buffer.from(file(groups, false)))).toBe(true);
  });
});
