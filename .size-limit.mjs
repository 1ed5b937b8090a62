/**
 * Every package's size budgets (the `size-limit` array of each `packages/<name>/package.json`, where they are
 * listed once) in one size-limit run from the root: `pnpm size` checks them all in one process instead of a
 * process per package (about 2.7 CPU-seconds of start-up each). Names get the package's name in front, paths the
 * package's folder; each package's own `size` script still checks its budgets alone (`pnpm --filter`).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.dirname(new URL(import.meta.url).pathname);

export default fs
  .readdirSync(path.join(root, 'packages'))
  .sort()
  .flatMap((dir) => {
    const file = path.join(root, 'packages', dir, 'package.json');
    if (!fs.existsSync(file)) return [];
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
    return (pkg['size-limit'] ?? []).map((check) => ({
      ...check,
      name: `${pkg.name}: ${check.name}`,
      // a budget's `path` is one glob or a list of them
      path: [check.path].flat().map((p) => path.join('packages', dir, p)),
    }));
  });
