import { packageConfig } from '../../tsup.shared';

/** Entry points: `package.json` `exports` (read by `packageConfig`). */
export default packageConfig(
  // `@internal` members (the engine state behind `Position`) are not part of the published types.
  { compilerOptions: { stripInternal: true } },
);
