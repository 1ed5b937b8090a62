/**
 * `@x/kif/jkf`: the JSON Kifu Format (json-kifu-format's JKF) — `toJkf`/`fromJkf` between a `KifGame` and JKF,
 * `stringifyJkf` for its JSON text, and the type `Jkf` of a JKF document (its parts are `Jkf`'s fields). zod checks the JSON here only.
 */
import type { KifWriteOptions } from './kif/write-kif.js';
import type { KifGame } from './model/game.js';
import { toJkf } from './jkf/to-jkf.js';

export { fromJkf } from './jkf/from-jkf.js';
export { toJkf } from './jkf/to-jkf.js';

/** `game` as JKF JSON text (two-space indented when `indent` is true). */
export function stringifyJkf(
  game: KifGame,
  options?: KifWriteOptions & { readonly indent?: boolean },
): string {
  return JSON.stringify(toJkf(game, options), null, options?.indent ? 2 : undefined);
}
