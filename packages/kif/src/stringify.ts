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

/**
 * Writes `game` as KIF (default), KI2, CSA or a USI `position` command. Throws `KifError` when a move of the
 * game is not legal in its position.
 */
export function stringify(game: KifGame, options?: StringifyOptions): string {
  switch (options?.format ?? 'kif') {
    case 'kif':
      return stringifyKif(game, options);
    case 'ki2':
      return stringifyKi2(game, options);
    case 'csa':
      return stringifyCsa(game, options);
    case 'usi':
      return stringifyUsi(game, options);
    default:
      throw new TypeError(`unknown format '${String(options?.format)}'`);
  }
}
