/** Runs every ```ts block of packages/san/docs/guide.md and asserts its result comments (tests/readme-examples.ts). */
import { describeReadme } from '../../../tests/readme-examples.js';

describeReadme(new URL('../docs/guide.md', import.meta.url));
