/** The must evade rule's parts under the names `module/` reads them by (one line of `module/registry.ts`). */
export { mustEvadeRule as module } from './compile.js';
export { mustEvadeSchema as schema } from './schema.js';
export { mustEvadeHooks as hooks } from './hooks.js';
export type { Types } from './types.js';
