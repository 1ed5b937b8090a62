/** One entry point of a package: its import specifier, tsup entry name and source file (see entry-points.mjs). */
export interface PackageEntry {
  readonly specifier: string;
  readonly name: string;
  readonly source: string;
}
/** The library packages under `packages/`, each after the ones it depends on (see entry-points.mjs). */
export const LIBRARY_PACKAGES: readonly string[];
/** The entry points of the package in `dir`, read from its `package.json` `exports`. */
export function packageEntries(dir: string): PackageEntry[];
