/** `import { parseFen } from '@x/core'` on its own. */
export { parseFen } from '@x/core';
