/**
 * `pnpm bench`: every suite in `src/suites/` in one process. Each suite file exports `bench()`.
 * Select suites by file name: `pnpm bench perft san`; no argument runs all.
 */
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = fileURLToPath(new URL('./suites/', import.meta.url));
const wanted = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .sort();
for (const file of files) {
  const name = file.replace(/\.ts$/, '');
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  const suite = (await import(pathToFileURL(`${dir}${file}`).href)) as { bench: () => void | Promise<void> };
  console.log(`\n# ${name}`);
  await suite.bench();
}
