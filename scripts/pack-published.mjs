/**
 * Packing the published packages into tarballs, as `pnpm test` does once after its build (scripts/test-all.mjs)
 * for the package checks (scripts/check-packages.mjs) and the consumer test (tests/consumer), which each pack
 * their own only when run alone.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The folders of the published packages (`packages/*` whose `package.json` is not `private`), in name order. */
export function publishedPackageDirs(root) {
  return fs
    .readdirSync(path.join(root, 'packages'))
    .sort()
    .map((d) => path.join(root, 'packages', d))
    .filter((d) => {
      const file = path.join(d, 'package.json');
      return fs.existsSync(file) && !JSON.parse(fs.readFileSync(file, 'utf8')).private;
    });
}

/** The `pnpm` arguments that pack the packages in `dirs` (below `root`) into `dest` in one run, without scripts. */
export function packArgs(root, dirs, dest) {
  return [
    '-r',
    ...dirs.flatMap((d) => ['--filter', `./${path.relative(root, d)}`]),
    'pack',
    '--pack-destination',
    dest,
    '--config.ignore-scripts=true',
  ];
}

/** The folder of tarballs `pnpm test` packed (`X_PACKED_TARBALLS`), when it is set and exists; else undefined. */
export function packedTarballs() {
  const dir = process.env.X_PACKED_TARBALLS;
  return dir !== undefined && dir !== '' && fs.existsSync(dir) ? dir : undefined;
}
