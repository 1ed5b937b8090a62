/** The shared test data of Fairy-Stockfish (GPL-3.0: read in place, never copied into the project). */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toVariant } from '../src/bridge/to-variant.js';
import { parse } from '../src/parse.js';

const FSF_DIR = fileURLToPath(new URL('../../../../shared/data/fsf/', import.meta.url));

/** Fairy-Stockfish's own variants.ini, or undefined when `../shared` is absent. */
export const SHIPPED_INI: string | undefined = existsSync(`${FSF_DIR}variants.ini`)
  ? readFileSync(`${FSF_DIR}variants.ini`, 'utf8')
  : undefined;

/** Why tests of the shipped file skip, when they do. */
export const SKIP_REASON =
  "../shared/data/fsf/variants.ini is absent: tests of Fairy-Stockfish's own file skip";

/** Fairy-Stockfish's `tests/perft.sh`, or undefined when `../shared` is absent. */
export const PERFT_SH: string | undefined = existsSync(`${FSF_DIR}perft.sh`)
  ? readFileSync(`${FSF_DIR}perft.sh`, 'utf8')
  : undefined;

/** Why tests of Fairy-Stockfish's perft lines skip, when they do. */
export const PERFT_SH_SKIP_REASON = '../shared/data/fsf/perft.sh is absent: Fairy-Stockfish perft lines skip';

/** One line of `perft.sh`: variant, FEN (undefined: the start position), depth, nodes, Chess960. */
export interface PerftShLine {
  readonly variant: string;
  readonly fen: string | undefined;
  readonly depth: number;
  readonly nodes: number;
  readonly chess960: boolean;
}

/** The `expect perft.exp VARIANT startpos|"fen FEN" DEPTH NODES [true]` lines of `perft.sh`. */
export function perftShLines(text: string): PerftShLine[] {
  const re = /^\s*expect perft\.exp (\S+) (?:startpos|"fen ([^"]*)") (\d+) (\d+)( true)?/gm;
  return [...text.matchAll(re)].map((m) => ({
    variant: m[1]!,
    fen: m[2],
    depth: Number(m[3]),
    nodes: Number(m[4]),
    chess960: m[5] !== undefined,
  }));
}

let shippedConversions: ReadonlyMap<string, ReturnType<typeof toVariant>> | undefined;

/**
 * Every section of Fairy-Stockfish's variants.ini converted by `toVariant`, by section name (empty when the file
 * is absent). Converted once per test worker: the files of a worker share their modules (`isolate: false`), so
 * `same-game.property.test.ts` and `to-variant.ffish.test.ts` read the same conversions when they share one.
 */
export function shippedSections(): ReadonlyMap<string, ReturnType<typeof toVariant>> {
  if (shippedConversions) return shippedConversions;
  const file = parse(SHIPPED_INI ?? '');
  shippedConversions = new Map(file.sections.map((s) => [s.name, toVariant(file, s.name)]));
  return shippedConversions;
}
