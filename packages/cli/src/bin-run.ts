/**
 * What the `xn` binary (xn.ts) runs for any command but the version: `run` on the process's own streams and
 * environment, from the one-file bundle (`xn-bundle.cjs`) loaded with V8's code cache of the command's earlier runs
 * (code-cache.ts), so that a run neither resolves thirty-odd modules nor compiles the code it runs again; the cache
 * is written after the command.
 */
import path from 'node:path';
import { loadBundle } from './code-cache.js';
import { keepYoungGenerationSmall } from './heap-flags.js';

type Run = typeof import('./main.js').run;

/** Runs `xn` with `argv` (the words after the binary's name); `dist` is the folder of the bundle. */
export function runBin(argv: readonly string[], dist: string): void {
  keepYoungGenerationSmall();
  /** The cache's name: the command's words (`pgn-check`), or `xn` for anything else. */
  const key =
    argv
      .slice(0, 2)
      .filter((word) => /^[a-z]{1,12}$/.test(word))
      .join('-') || 'xn';
  const bundle = loadBundle<{ run: Run }>(path.join(dist, 'xn-bundle.cjs'), key, process.env);
  void bundle.exports
    .run(argv, { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env })
    .then((status) => {
      process.exitCode = status;
      bundle.save();
    });
}
