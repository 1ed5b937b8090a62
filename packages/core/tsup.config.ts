import { packageConfig } from '../../tsup.shared';

/**
 * Entry points: `package.json` `exports` (read by `packageConfig`). No `stripInternal`: nothing is `@internal`.
 * Syntax minified, so that a bundler of the built chunks inlines the move-code constants (`KIND_*`) as a bundler
 * of the sources does: `import * from '@x/core'` is about 0.2 kB smaller (brotli), every bundle with the engine too.
 */
export default packageConfig({ minifySyntax: true });
