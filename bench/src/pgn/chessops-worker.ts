/**
 * Worker of the `pgn` suite for chessops (bundled by esbuild and run as its own process):
 * `node chessops-worker.mjs FILE` reads the file with `parsePgn`, plays every main-line move with `parseSan` +
 * `play` from `startingPosition(headers)`, and writes each game back with `makePgn` to /dev/null.
 */
import fs from 'node:fs';
import { makePgn, parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { Tally } from './out.js';

const file = process.argv[2];
if (file === undefined) throw new Error('usage: chessops-worker.mjs FILE');
const tally = new Tally();
for (const game of parsePgn(fs.readFileSync(file, 'utf8'))) {
  tally.games++;
  const start = startingPosition(game.headers);
  if (start.isErr) {
    tally.errors++;
    continue;
  }
  const pos = start.unwrap();
  let ok = true;
  for (const node of game.moves.mainline()) {
    const move = parseSan(pos, node.san);
    if (move === undefined) {
      ok = false;
      break;
    }
    pos.play(move);
    tally.plies++;
  }
  if (!ok) {
    tally.errors++;
    continue;
  }
  tally.out.write(makePgn(game));
}
tally.done();
