/**
 * The built-in variants by name. Chess and Chess960 are plain constants (chess is every API's default);
 * the others are built on first access and then kept (the same object every time), so importing
 * `@x/core` constructs no variant table and a bundle that never reads `variants` carries none.
 */
import type { VariantDefinition } from '../definition.js';
import { antichess, giveaway } from './antichess.js';
import { capablanca } from './capablanca.js';
import { chess, chess960 } from './chess.js';
import { atomic, kingOfTheHill, threeCheck } from './chess-rules.js';
import { crazyhouse } from './crazyhouse.js';
import { horde } from './horde.js';
import { janggi } from './janggi.js';
import { makruk } from './makruk.js';
import { racingKings } from './racing-kings.js';
import { shogi } from './shogi.js';
import { xiangqi } from './xiangqi.js';

const built = new Map<() => VariantDefinition, VariantDefinition>();

/** The definition `build` returns, built once. */
function once(build: () => VariantDefinition): VariantDefinition {
  let def = built.get(build);
  if (def === undefined) {
    def = build();
    built.set(build, def);
  }
  return def;
}

/** Built-in variant definitions, reading and writing Fairy-Stockfish's FEN conventions. */
export const variants = {
  chess,
  chess960,
  get crazyhouse(): VariantDefinition {
    return once(crazyhouse);
  },
  get capablanca(): VariantDefinition {
    return once(capablanca);
  },
  get xiangqi(): VariantDefinition {
    return once(xiangqi);
  },
  get janggi(): VariantDefinition {
    return once(janggi);
  },
  get shogi(): VariantDefinition {
    return once(shogi);
  },
  get makruk(): VariantDefinition {
    return once(makruk);
  },
  get atomic(): VariantDefinition {
    return once(atomic);
  },
  get kingofthehill(): VariantDefinition {
    return once(kingOfTheHill);
  },
  get threecheck(): VariantDefinition {
    return once(threeCheck);
  },
  get antichess(): VariantDefinition {
    return once(antichess);
  },
  get giveaway(): VariantDefinition {
    return once(giveaway);
  },
  get horde(): VariantDefinition {
    return once(horde);
  },
  get racingkings(): VariantDefinition {
    return once(racingKings);
  },
} as const;
