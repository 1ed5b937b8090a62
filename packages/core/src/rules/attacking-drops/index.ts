/** The attacking drops rule's parts under the names `module/` reads them by (one line of `module/registry.ts`). */
export { attackingDropsRule as module } from './compile.js';
export { attackingDropsSchema as schema } from './schema.js';
export { attackingDropsHooks as hooks } from './hooks.js';
export type { Types } from './types.js';
