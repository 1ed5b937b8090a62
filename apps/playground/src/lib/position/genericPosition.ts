/** `@x/core`'s generic `Position` (every variant), a chunk of its own that `lazyEngine.ts` loads on first use. */
export { Position } from '@x/core';
