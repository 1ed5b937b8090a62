/**
 * The `xn` binary, `dist/xn.cjs`. It is CommonJS, so that Node starts it without setting up its ES module loader
 * (about 16 M instructions, a fifth of `node -e 0`), and it answers `xn --version` (`-v`) itself, as main.ts
 * answers it, with nothing loaded but the package's `package.json`: the version costs what Node's start costs.
 * Any other command goes on in `bin-run.ts` (required only then, so its modules are not loaded for the version).
 */
import { readFileSync, writeSync } from 'node:fs';
import path from 'node:path';

// CommonJS (tsup.config.ts): `__dirname` is `dist/`
const argv = process.argv.slice(2);
if (argv[0] === '--version' || argv[0] === '-v') {
  const file = path.join(__dirname, '../package.json');
  const line = `${(JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version}\n`;
  // written to the descriptor: `process.stdout` would first set up a stream (for a pipe, Node's `net` and more)
  try {
    writeSync(1, line);
  } catch {
    process.stdout.write(line);
  }
} else {
  // bundled in by esbuild and run only now (a `require` of an ES module becomes a lazy initialiser)
  const { runBin } = require('./bin-run.js') as typeof import('./bin-run.js');
  runBin(argv, __dirname);
}
