/** The real games the benches read: `../shared/data/pgn/lichess-100.pgn`, when the shared data is there. */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Path of the 100 lichess games. */
export const LICHESS_100 = fileURLToPath(
  new URL('../../../shared/data/pgn/lichess-100.pgn', import.meta.url),
);

/** The 100 games' text, trimmed, `repeat` times with a blank line between; undefined when the file is absent. */
export function lichessCorpus(repeat: number): string | undefined {
  if (!fs.existsSync(LICHESS_100)) return undefined;
  const one = fs.readFileSync(LICHESS_100, 'utf8').trim();
  return Array.from({ length: repeat }, () => one).join('\n\n');
}
