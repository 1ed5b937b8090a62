/** The mate checkers rule's parts under the names `module/` reads them by (one line of `module/registry.ts`). */
export { mateCheckersRule as module } from './compile.js';
export type { Types } from './types.js';
