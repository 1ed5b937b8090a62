/** The wall choices rule's parts under the names `module/` reads them by (one line of `module/registry.ts`). */
export { wallChoicesRule as module } from './compile.js';
export type { Types } from './types.js';
