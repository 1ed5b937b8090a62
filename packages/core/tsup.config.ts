import { packageConfig } from '../../tsup.shared';

/** Entry points: `package.json` `exports` (read by `packageConfig`). No `stripInternal`: nothing is `@internal`. */
export default packageConfig();
