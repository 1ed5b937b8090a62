/** The conversion rule's parts under the names `module/` reads them by (one line of `module/registry.ts`). */
export { conversionRule as module } from './compile.js';
export { conversionSchema as schema } from './schema.js';
export type { Types } from './types.js';
