/**
 * Every public entry point of the published packages, read from their `package.json` `exports` (where entry
 * points are listed once: scripts/entry-points.mjs) and imported through the vitest aliases (the sources).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIBRARY_PACKAGES, packageEntries } from '../../scripts/entry-points.mjs';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The published packages (directories under `packages/`): the libraries and `@x/engine`. */
export const PUBLISHED = [...LIBRARY_PACKAGES, 'engine'];

/** One entry point: its specifier, package, whether it is the package root, and its source file. */
export interface Entry {
  readonly specifier: string;
  readonly pkg: (typeof PUBLISHED)[number];
  readonly root: boolean;
  readonly file: string;
}

/** The entries of `pkg` (every one public: no package ships an internal entry). */
function publicEntries(pkg: string) {
  return packageEntries(path.join(ROOT, 'packages', pkg));
}

/** Every public entry point of every published package, roots first within a package. */
export const ENTRY_POINTS: readonly Entry[] = PUBLISHED.flatMap((pkg) =>
  publicEntries(pkg).map((e) => ({
    specifier: e.specifier,
    pkg,
    root: e.specifier === `@x/${pkg}`,
    file: path.join(ROOT, 'packages', pkg, e.source),
  })),
);

/** Every entry point's module, by import specifier. */
export const ENTRIES: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(
    ENTRY_POINTS.map(
      async (e) => [e.specifier, (await import(e.specifier)) as Record<string, unknown>] as const,
    ),
  ),
);
