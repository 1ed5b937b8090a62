/**
 * The thread behind `xn()` (test/xn.ts): runs the built `run` (dist/main.js) in this process on in-memory
 * streams, the fake engine in this thread (fake-engines.mjs), and answers each request on `port` (with the fake
 * engines' count), then wakes the waiting test thread through `signal`.
 */
import { Readable, Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { run } from '../dist/main.js';
import { fakeEngines } from './fake-engines.mjs';

const { port, signal } = workerData;

/** A stream that keeps what is written to it. */
function collector() {
  const chunks = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

parentPort.on('message', async ({ args, input, env, merge }) => {
  const stdout = collector();
  // `2>&1`: both streams into one, in the order written
  const stderr = merge ? stdout : collector();
  const stdin = Readable.from(input.length > 0 ? [Buffer.from(input)] : []);
  const fakes = fakeEngines(env);
  let answer;
  try {
    const io = { stdin, stdout: stdout.stream, stderr: stderr.stream, env, engineTransport: fakes.transport };
    const status = await run(args, io);
    const engines = fakes.count();
    answer = { status, stdout: stdout.text(), stderr: merge ? '' : stderr.text() };
    // only where a fake ran: a run without one answers as the binary does (smoke.test.ts compares the two)
    if (engines.started > 0) answer.engines = engines;
  } catch (error) {
    // what the binary would do with an exception escaping `run`: print it, exit 1
    const trace = `${error?.stack ?? error}\n`;
    answer = merge
      ? { status: 1, stdout: `${stdout.text()}${trace}`, stderr: '' }
      : { status: 1, stdout: stdout.text(), stderr: `${stderr.text()}${trace}` };
  }
  port.postMessage(answer);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
