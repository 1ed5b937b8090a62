/**
 * `xn index --to parquet`: the positions of an index as Parquet rows `(game, ply, key, move, result)`, one a
 * position of each game's main line (its start, then after each recorded ply): `game` the game's number in its
 * file (from 1, as `xn search` numbers it), `ply` the plies played before the position, `key` `@x/search`'s
 * 64-bit key of the position (`variantKey`: Polyglot's for chess) as an unsigned BIGINT (`UBIGINT`), `move` the
 * move the game played from it in UCI (null after the last ply), `result` the game's (`1-0`, `0-1`, `1/2-1/2`,
 * `*`), as `PositionIndex.forEachPosition` hands them out. Written with the writer of `xn pgn convert --to parquet`
 * (`ParquetTable`).
 */
import { gameResult, type PositionIndex } from '@x/search';
import { ParquetTable, type TableShape } from '../pgn/convert/parquet-file.js';

/** One position of a game. */
export interface KeyRow {
  readonly game: number;
  readonly ply: number;
  readonly key: bigint;
  readonly move: string | null;
  readonly result: string;
}

const STRING = { type: 'BYTE_ARRAY', converted_type: 'UTF8' } as const;

/** The table of keys: statistics (min, max) on every column but `move`, so a key or game range skips row groups. */
const KEYS: TableShape<KeyRow> = {
  schema: [
    { name: 'root', num_children: 5 },
    { name: 'game', repetition_type: 'REQUIRED', type: 'INT32' },
    { name: 'ply', repetition_type: 'REQUIRED', type: 'INT32' },
    { name: 'key', repetition_type: 'REQUIRED', type: 'INT64', converted_type: 'UINT_64' },
    { name: 'move', repetition_type: 'OPTIONAL', ...STRING },
    { name: 'result', repetition_type: 'REQUIRED', ...STRING },
  ],
  weight: () => 0,
  columns: (rows) => {
    const offsetIndex = false;
    return [
      { name: 'game', data: rows.map((r) => r.game), offsetIndex },
      { name: 'ply', data: rows.map((r) => r.ply), offsetIndex },
      { name: 'key', data: rows.map((r) => r.key), offsetIndex },
      { name: 'move', data: rows.map((r) => r.move), statistics: false, offsetIndex },
      { name: 'result', data: rows.map((r) => r.result), offsetIndex },
    ];
  },
};

/** Writes the key rows of `index` to the Parquet file `file`; returns the rows written. */
export function writeKeyRows(index: PositionIndex, file: string): number {
  const table = new ParquetTable(file, KEYS);
  index.forEachPosition((record, ply, key, position, move) => {
    const uci = move === undefined ? null : position.uci(move, { barePlus: true });
    table.add({ game: record.number, ply, key, move: uci, result: gameResult(record) });
  });
  table.close();
  return table.count;
}
