import { packageConfig } from '../../tsup.shared';

/** Entry points: `package.json` `exports` (read by `packageConfig`). */
export default packageConfig();
