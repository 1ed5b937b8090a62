/**
 * Preloaded (`node --require`) into a process that `thread-cpu.ts` samples: each worker thread appends its Linux
 * thread id to the file named by `XN_BENCH_WORKER_TIDS`, so that the sampler tells the workers from V8's own
 * threads (all are named `node`). Worker threads load the main thread's `--require` modules too.
 */
const { isMainThread } = require('node:worker_threads');
const fs = require('node:fs');

const file = process.env.XN_BENCH_WORKER_TIDS;
if (file && !isMainThread) {
  try {
    fs.appendFileSync(file, `${fs.readlinkSync('/proc/thread-self').split('/').pop()}\n`);
  } catch {
    // not Linux: the sampler finds no workers
  }
}
