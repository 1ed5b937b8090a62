/**
 * The `xn` binary: `run` on the process's own streams and environment. On Node ≥ 22.1 V8's compile cache is
 * turned on first (`module.enableCompileCache`, kept in the system's temporary folder), so later runs skip
 * compiling the modules they load; on Node 20 it is not there, and start-up is kept small by loading each
 * command's modules only when it runs (main.ts).
 */
import module from 'node:module';

(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
const { run } = await import('./main.js');

process.exitCode = await run(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
