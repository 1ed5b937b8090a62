/** The burn rule's parts under the names `module/` reads them by (one line of `module/registry.ts`). */
export { burnRule as module } from './compile.js';
export { burnSchema as schema } from './schema.js';
export { burnHooks as hooks } from './hooks.js';
export type { Types } from './types.js';
