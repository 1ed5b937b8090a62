/** The pinch rule's parts under the names `module/` reads them by (one line of `module/registry.ts`). */
export { pinchRule as module } from './compile.js';
export { pinchSchema as schema } from './schema.js';
export type { Types } from './types.js';
