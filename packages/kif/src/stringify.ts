/** `stringify`: a game in any record format. */
import { stringifyCsa } from './csa/write-csa.js';
import { stringifyKi2 } from './ki2/write-ki2.js';
import { type KifWriteOptions, stringifyKif } from './kif/write-kif.js';
import type { KifGame } from './model/game.js';
import type { KifFormat } from './parse.js';
import { stringifyUsi } from './usi/position-command.js';

/** Options of `stringify`: the format (default `kif`) and the variant. */
export interface StringifyOptions extends KifWriteOptions {
  readonly format?: KifFormat;
}

/** The writer of each format. */
const WRITERS = new Map<KifFormat, (game: KifGame, options?: KifWriteOptions) => string>([
  ['kif', stringifyKif],
  ['ki2', stringifyKi2],
  ['csa', stringifyCsa],
  ['usi', stringifyUsi],
]);

/**
 * Writes `game` as KIF (default), KI2, CSA or a USI `position` command. Throws `KifError` when a move of the
 * game is not legal in its position.
 */
export function stringify(game: KifGame, options?: StringifyOptions): string {
  const format = options?.format ?? 'kif';
  const write = WRITERS.get(format);
  if (write === undefined) throw new TypeError(`unknown format '${String(format)}'`);
  return write(game, options);
}
