/**
 * The commands that read PGN with `@x/san` and `@x/core` (and `perft`, on `@x/core`), in one module that
 * `main.ts` loads when one of them runs: `xn --version` and `--help` load none of them.
 */
export { perftCommand } from '../position/perft.js';
export { pgnCheck } from './pgn-check.js';
export { pgnConvert } from './convert/pgn-convert.js';
export { pgnDedupe } from './dedupe/pgn-dedupe.js';
export { pgnFilter } from './filter/pgn-filter.js';
export { pgnSplit } from './pgn-split.js';
export { pgnStats } from './pgn-stats.js';
export { pgnRate } from './pgn-rate.js';
