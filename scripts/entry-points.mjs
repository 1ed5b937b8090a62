/**
 * The entry points of the published packages, read from each `package.json` `exports` (listed once, there):
 * `./dist/<name>.js` is built from `src/<name>.ts`. `tsup.shared.ts` builds them, `vitest.config.ts` aliases
 * them to their sources, and the contract test counts their exports.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The library packages under `packages/`, each after the ones it depends on: the notation libraries that
 * docs/contract.md holds to one surface. `@x/engine` and `@x/cli` build on them.
 */
export const LIBRARY_PACKAGES = [
  'core',
  'san',
  'feen',
  'icn',
  'sjaak-variants',
  'fbr',
  'fairy-variants',
  'kif',
  'wxf',
  'diagram',
  'search',
];

/**
 * `{ specifier, name, source }` of every entry of the package in `dir` (`specifier` as `@x/core/engine`, `name`
 * the tsup entry name as `engine/index`, `source` relative to `dir` as `src/engine/index.ts`). Every entry is
 * public: no package ships an internal one.
 */
export function packageEntries(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const out = [];
  for (const [key, target] of Object.entries(manifest.exports ?? {})) {
    const file = target?.default;
    if (typeof file !== 'string') continue;
    const match = /^\.\/dist\/(.+)\.js$/.exec(file);
    if (!match) throw new Error(`${manifest.name}: export ${key} is not ./dist/<name>.js`);
    const name = match[1];
    const specifier = key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`;
    out.push({ specifier, name, source: `src/${name}.ts` });
  }
  return out;
}
