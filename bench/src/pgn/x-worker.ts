/**
 * Worker of the `pgn` suite for @x/san (bundled by esbuild and run as its own process):
 * `node x-worker.mjs <mode> <file>`, mode one of
 * - `stream`: `readPgn(fs.createReadStream(file))` + `walkGame` main line from `startingPosition` + `formatPgn`;
 * - `string`: the same from `iteratePgn(fs.readFileSync(file, 'utf8'))`;
 * - `read`: `readPgn` from a file stream, every game read in full (move trees built, moves not played);
 * - `skim`: `readPgn` from a file stream with `headersOnly`.
 * Written output goes to /dev/null (as `pgn-extract -o /dev/null`).
 */
import fs from 'node:fs';
import { formatPgn, type Game, iteratePgn, readPgn, startingPosition, walkGame } from '@x/san';
import { Tally } from './out.js';

const [mode, file] = process.argv.slice(2);
if (file === undefined) throw new Error('usage: x-worker.mjs stream|string|read|skim FILE');
const tally = new Tally();

/** Checks every main-line move from the game's start position, then writes the game back. */
function check(game: Game): void {
  try {
    walkGame(game, startingPosition(game), () => void tally.plies++, { variations: false });
  } catch {
    tally.errors++;
    return;
  }
  tally.games++;
  tally.out.write(formatPgn(game));
}

if (mode === 'string') {
  for (const game of iteratePgn(fs.readFileSync(file, 'utf8'))) check(game);
} else if (mode === 'stream' || mode === 'read' || mode === 'skim') {
  const options = mode === 'skim' ? { headersOnly: true } : undefined;
  for await (const record of readPgn(fs.createReadStream(file), options)) {
    if (!record.success) tally.errors++;
    else if (mode === 'stream') check(record.data);
    else tally.games++;
  }
} else throw new Error(`x-worker: unknown mode ${mode}`);
tally.done();
