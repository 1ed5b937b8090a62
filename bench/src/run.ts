/**
 * `pnpm bench`: every benchmark suite in one process. Select suites with arguments, e.g.
 * `pnpm bench perft san`; no argument runs all.
 */
import { perftBench } from './perft.js';

const suites: Record<string, () => void | Promise<void>> = {
  perft: perftBench,
};

const wanted = process.argv.slice(2);
for (const [name, suite] of Object.entries(suites)) {
  if (wanted.length === 0 || wanted.includes(name)) await suite();
}
