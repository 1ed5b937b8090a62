/** Runs every ```ts block of packages/engine/README.md and asserts its result comments (tests/readme-examples.ts). */
import { describeReadme } from '../../../tests/readme-examples.js';

describeReadme(new URL('../README.md', import.meta.url));
