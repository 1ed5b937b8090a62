/** The shared test data of Fairy-Stockfish (GPL-3.0: read in place, never copied into the project). */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FSF_DIR = fileURLToPath(new URL('../../../../shared/data/fsf/', import.meta.url));

/** Fairy-Stockfish's own variants.ini, or undefined when `../shared` is absent. */
export const SHIPPED_INI: string | undefined = existsSync(`${FSF_DIR}variants.ini`)
  ? readFileSync(`${FSF_DIR}variants.ini`, 'utf8')
  : undefined;

/** Why tests of the shipped file skip, when they do. */
export const SKIP_REASON =
  "../shared/data/fsf/variants.ini is absent: tests of Fairy-Stockfish's own file skip";
