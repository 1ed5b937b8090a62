/** The capture only rule's parts under the names `module/` reads them by (one line of `module/registry.ts`). */
export { captureOnlyRule as module } from './compile.js';
export { captureOnlySchema as schema } from './schema.js';
export { captureOnlyHooks as hooks } from './hooks.js';
export type { Types } from './types.js';
