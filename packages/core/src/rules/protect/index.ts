/** The protect rule's parts under the names `module/` reads them by (one line of `module/registry.ts`). */
export { protectRule as module } from './compile.js';
export { protectSchema as schema } from './schema.js';
export type { Types } from './types.js';
