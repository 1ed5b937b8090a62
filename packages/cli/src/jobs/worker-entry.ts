/**
 * A worker thread of `xn --jobs N`, `dist/check-worker.cjs`: loads the worker's one-file bundle
 * (`dist/check-worker-bundle.cjs`, `check-worker.ts` with `@x/*` inside) with V8's code cache, as the binary loads
 * its own (`code-cache.ts`; one cache per command, `workerData.cache`), and reads the ranges the main thread sends;
 * the cache is written once the first range is read, when the functions a range runs have been compiled.
 */
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { loadBundle } from '../code-cache.js';

// V8 compiles typed-array code on the promise that no buffer has been detached in this thread (its
// ArrayBufferDetaching protector); the first answer transferred back would break it and throw away some sixty
// compiled functions at once, to be compiled again. Breaking it before any code is compiled costs nothing.
const detached = new ArrayBuffer(0);
structuredClone(detached, { transfer: [detached] });

const cache = (workerData as { cache?: unknown } | null)?.cache;
const bundle = loadBundle<typeof import('./check-worker.js')>(
  // CommonJS (tsup.config.ts): `__dirname` is `dist/`
  path.join(__dirname, 'check-worker-bundle.cjs'),
  `worker-${typeof cache === 'string' ? cache : 'pgn'}`,
  process.env,
);
if (parentPort) bundle.exports.serve(parentPort, () => bundle.save());
