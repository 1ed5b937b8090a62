/**
 * Vitest global setup of the `cli` project: builds `xn` and the packages it loads (`turbo run build
 * --filter=@x/cli...`, a no-op when turbo's cache holds it) before any test runs it (in-process from
 * `dist/main.js`, or as a process), so the tests always run the code a user would get.
 */
import { turboBuild } from '../../../tests/turbo-build.js';

export default function setup(): void {
  turboBuild('@x/cli...');
}
