/** The standing promotions rule's parts under the names `module/` reads them by (one line of `module/registry.ts`). */
export { standingPromotionsRule as module } from './compile.js';
export { standingPromotionsHooks as hooks } from './hooks.js';
export type { Types } from './types.js';
