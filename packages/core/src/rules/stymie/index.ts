/** The stymie rule's parts under the names `module/` reads them by (one line of `module/registry.ts`). */
export { stymieRule as module } from './compile.js';
export { stymieSchema as schema } from './schema.js';
export type { Types } from './types.js';
