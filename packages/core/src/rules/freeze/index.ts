/** The freeze rule's parts under the names `module/` reads them by (one line of `module/registry.ts`). */
export { freezeRule as module } from './compile.js';
export { freezeSchema as schema } from './schema.js';
export type { Types } from './types.js';
