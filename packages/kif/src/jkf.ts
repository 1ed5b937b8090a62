/**
 * `@x/kif/jkf`: the JSON Kifu Format (json-kifu-format's JKF) — `toJkf`/`fromJkf` between a `KifGame` and JKF,
 * `stringifyJkf` for its JSON text, and the type `Jkf` of a JKF document (its parts are `Jkf`'s fields). zod checks the JSON here only.
 */
import type { KifWriteOptions } from './kif/write-kif.js';
import type { KifGame } from './model/game.js';
import { indentedJson } from './jkf/indented-json.js';
import { toJkf } from './jkf/to-jkf.js';

export { fromJkf } from './jkf/from-jkf.js';
export { toJkf } from './jkf/to-jkf.js';

/**
 * `game` as JKF JSON text: with `indent`, two spaces a level down to the forks of forks of forks; what lies deeper
 * on one line, so that the text grows with the moves, not with moves × nesting (`indentedJson`).
 */
export function stringifyJkf(
  game: KifGame,
  options?: KifWriteOptions & { readonly indent?: boolean },
): string {
  const jkf = toJkf(game, options);
  return options?.indent ? indentedJson(jkf) : JSON.stringify(jkf);
}
