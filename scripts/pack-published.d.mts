/** The folders of the published packages (`packages/*` whose `package.json` is not `private`), in name order. */
export function publishedPackageDirs(root: string): string[];
/** The `pnpm` arguments that pack the packages in `dirs` (below `root`) into `dest` in one run, without scripts. */
export function packArgs(root: string, dirs: readonly string[], dest: string): string[];
/** The folder of tarballs `pnpm test` packed (`X_PACKED_TARBALLS`), when it is set and exists; else undefined. */
export function packedTarballs(): string | undefined;
