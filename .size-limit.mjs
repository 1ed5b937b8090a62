/**
 * Every package's size budgets (the `size-limit` array of each `packages/<name>/package.json`, where they are
 * listed once) in one size-limit run from the root: `pnpm size` checks them all in one process instead of a
 * process per package (about 2.7 CPU-seconds of start-up each). Names get the package's name in front, paths the
 * package's folder; each package's own `size` script still checks its budgets alone (`pnpm --filter`).
 *
 * The chess path's jobs are followed by the same jobs written with chessops and chess.js (`PEERS`: the files of
 * `pnpm bench bundle`, under `bench/src/bundle/`), bundled and gzipped the same way and printed beside them, with
 * no limit to meet.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.dirname(new URL(import.meta.url).pathname);

/** The peers' files of a job, by the job's path: what `pnpm size` prints beside it. */
const PEERS = {
  'packages/san/size/chess-round-trip.js': ['chessops-round-trip.ts', 'chessjs-round-trip.ts'],
  'packages/san/size/chess-pgn-fens.js': ['chessops-pgn-fens.ts', 'chessjs-pgn-fens.ts'],
};

/** The peers' checks of `check` (its one path): each bundled and gzipped as it is, its size printed. */
function peerChecks(check) {
  return (PEERS[check.path[0]] ?? []).map((file) => ({
    name: `  the same with ${file.startsWith('chessops') ? 'chessops' : 'chess.js'} (bench/src/bundle/${file})`,
    path: [path.join('bench', 'src', 'bundle', file)],
    import: check.import,
    gzip: check.gzip,
  }));
}

export default fs
  .readdirSync(path.join(root, 'packages'))
  .sort()
  .flatMap((dir) => {
    const file = path.join(root, 'packages', dir, 'package.json');
    if (!fs.existsSync(file)) return [];
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
    return (pkg['size-limit'] ?? []).flatMap((budget) => {
      const check = {
        ...budget,
        name: `${pkg.name}: ${budget.name}`,
        // a budget's `path` is one glob or a list of them
        path: [budget.path].flat().map((p) => path.join('packages', dir, p)),
      };
      return [check, ...peerChecks(check)];
    });
  });
