/** Runs every ```ts block of packages/core/README.md and INFINITE.md, asserting their result comments (tests/readme-examples.ts). */
import { describeReadme } from '../../../tests/readme-examples.js';

describeReadme(new URL('../README.md', import.meta.url));
describeReadme(new URL('../INFINITE.md', import.meta.url));
