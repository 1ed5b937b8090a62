/**
 * The `xn` binary: `run` on the process's own streams and environment. `run` comes from the one-file bundle
 * (`xn-bundle.cjs`), loaded with V8's code cache of the command's earlier runs (code-cache.ts), so that a run
 * neither resolves thirty-odd modules nor compiles the code it runs again; the cache is written after the command.
 * `xn --version` is answered before any of that (as main.ts answers it).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadBundle } from './code-cache.js';
import { keepYoungGenerationSmall } from './heap-flags.js';

type Run = typeof import('./main.js').run;

const argv = process.argv.slice(2);
if (argv[0] === '--version' || argv[0] === '-v') {
  const url = new URL('../package.json', import.meta.url);
  process.stdout.write(`${(JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version}\n`);
} else {
  keepYoungGenerationSmall();
  /** The cache's name: the command's words (`pgn-check`), or `xn` for anything else. */
  const key =
    argv
      .slice(0, 2)
      .filter((word) => /^[a-z]{1,12}$/.test(word))
      .join('-') || 'xn';
  const bundle = loadBundle<{ run: Run }>(
    fileURLToPath(new URL('./xn-bundle.cjs', import.meta.url)),
    key,
    process.env,
  );
  process.exitCode = await bundle.exports.run(argv, {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
  });
  bundle.save();
}
