/** The `xn` binary: `run` on the process's own streams and environment. */
import { run } from './main.js';

process.exitCode = await run(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
