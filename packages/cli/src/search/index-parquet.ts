/**
 * `xn index --to parquet`: the positions of an index as Parquet rows `(game, ply, key, move, result)`, one a
 * position of each game's main line (its start, then after each recorded ply): `game` the game's number in its
 * file (from 1, as `xn search` numbers it), `ply` the plies played before the position, `key` `@x/search`'s
 * 64-bit key of the position (`variantKey`: Polyglot's for chess) as an unsigned BIGINT (`UBIGINT`), `move` the
 * move the game played from it in UCI (null after the last ply), `result` the game's (`1-0`, `0-1`, `1/2-1/2`,
 * `*`). Written with the writer of `xn pgn convert --to parquet` (`ParquetTable`).
 */
import type { BasePosition } from '@x/core';
import { ChessPosition } from '@x/core/chess';
import { makeMove, decodeMove } from '@x/core/engine';
import { variants } from '@x/core/variant';
import { startingPosition } from '@x/san';
import { type GameRecord, gameResult, type PositionIndex, variantKey } from '@x/search';
import { InputError } from '../failure.js';
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

/** The start position of an indexed game (its `Variant`/`FEN` start), or undefined when it cannot be set up. */
function startOf(index: PositionIndex, record: GameRecord): BasePosition | undefined {
  if (record.start === 0) return ChessPosition.fromFen(variants.chess.startFen);
  const { variant, fen } = index.starts[record.start - 1]!;
  const headers = new Map<string, string>();
  if (variant !== '') headers.set('Variant', variant);
  if (fen !== '') headers.set('FEN', fen);
  try {
    return startingPosition(headers);
  } catch {
    return undefined;
  }
}

/** Writes the key rows of `index` to the Parquet file `file`; returns the rows written. */
export function writeKeyRows(index: PositionIndex, file: string): number {
  const table = new ParquetTable(file, KEYS);
  index.forEachGame((record) => {
    const position = startOf(index, record);
    if (position === undefined) return;
    const result = gameResult(record);
    const { bytes, movesAt, number: game } = record;
    for (let ply = 0; ply <= record.plies; ply++) {
      const key = variantKey(position);
      if (ply === record.plies) {
        table.add({ game, ply, key, move: null, result });
        break;
      }
      const code = index.codes[bytes[movesAt + 2 * ply]! | (bytes[movesAt + 2 * ply + 1]! << 8)];
      if (code === undefined)
        throw new InputError(`game ${game}: a move number beyond the index's dictionary`);
      table.add({
        game,
        ply,
        key,
        move: position.uci(decodeMove(position, code), { barePlus: true }),
        result,
      });
      makeMove(position, code);
    }
  });
  table.close();
  return table.count;
}
