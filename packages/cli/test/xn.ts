/**
 * Runs `xn` for the tests: `xn()` calls the built `run` (`dist/main.js`, built by test/build.ts) in this process,
 * on a thread of its own that stays loaded between runs, and waits for it — no process start-up per run.
 * `xnProcess()` spawns the real binary, for the smoke tests of what only a process has (start-up, a pipe, a
 * terminal).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { expect } from 'vitest';

/** The built binary. */
export const XN = fileURLToPath(new URL('../dist/xn.cjs', import.meta.url));

/** What a run of `xn` did. */
export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /**
   * The fake engines (`FAKE_ENGINE` command lines, run in-process by `xn()`: test/fake-engines.mjs): how many were
   * started, how many ran at once at most, how many were left open at the end. Absent where none ran, and for
   * `xnProcess()`.
   */
  readonly engines?: { readonly started: number; readonly peak: number; readonly left: number };
}

/** The longest a run may take (a hang guard, as the tests' timeout is). */
const RUN_TIMEOUT_MS = 240_000;

/** A word no one sets: waiting on it is a pause of the given milliseconds. */
const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/** The thread that runs `run`, its answer port and the word it sets when an answer is posted. */
let runner: { worker: Worker; port: MessagePort; signal: Int32Array } | undefined;

function startRunner(): NonNullable<typeof runner> {
  const { port1, port2 } = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL('./xn-worker.mjs', import.meta.url), {
    workerData: { port: port2, signal },
    transferList: [port2],
  });
  worker.unref();
  worker.on('exit', () => {
    if (runner?.worker === worker) runner = undefined;
  });
  return { worker, port: port1, signal };
}

/** The environment of a run: this process's, without colours, and `env` added. */
function environment(env: Record<string, string> | undefined): Record<string, string | undefined> {
  return { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env };
}

/**
 * Runs `xn args…` in-process with `input` on stdin (and `env` added to the environment); waits for it to end.
 * With `merge`, what it writes on stderr goes to `stdout` in the order written (`2>&1`), and `stderr` is empty.
 */
export function xn(
  args: readonly string[],
  input?: string | Uint8Array,
  env?: Record<string, string>,
  merge = false,
): Run {
  runner ??= startRunner();
  const { worker, port, signal } = runner;
  Atomics.store(signal, 0, 0);
  worker.postMessage({ args: [...args], input: input ?? '', env: environment(env), merge });
  // the answer is posted before the word is set. While the word is 0 the run goes on (a wake-up with it still 0
  // waits again); once it is set, the answer is looked for every millisecond for up to 30 s (it has been seen to
  // come after the word at load 30). A runner without an answer is replaced, so that a late answer never reaches a
  // later run.
  let answer = receiveMessageOnPort(port);
  for (let tries = 0; answer === undefined && tries < 30_000; answer = receiveMessageOnPort(port)) {
    if (Atomics.load(signal, 0) !== 0) {
      Atomics.wait(PAUSE, 0, 0, 1);
      tries++;
    } else if (Atomics.wait(signal, 0, 0, RUN_TIMEOUT_MS) === 'timed-out') {
      void worker.terminate();
      runner = undefined;
      throw new Error(`xn ${args.join(' ')}: no answer in ${RUN_TIMEOUT_MS / 1000} s`);
    }
  }
  if (answer === undefined) {
    void worker.terminate();
    runner = undefined;
    throw new Error(`xn ${args.join(' ')}: the runner thread stopped`);
  }
  return answer.message as Run;
}

/** Runs the built binary `xn args…` as a child process with `input` on stdin (and `env` added); waits for it. */
export function xnProcess(
  args: readonly string[],
  input?: string | Uint8Array,
  env?: Record<string, string>,
): Run {
  const r = spawnSync(process.execPath, [XN, ...args], {
    input: input ?? '',
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: environment(env),
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** No stack trace in what a run printed (`    at f (file:line:col)`). */
export function hasStackTrace(text: string): boolean {
  return /^\s+at .+[:(]/m.test(text);
}

/** Expects each of `argsList` to be a usage error: exit status 2 and a message starting `xn: ` on stderr. */
export function expectUsageErrors(argsList: readonly (readonly string[])[]): void {
  for (const args of argsList) {
    const r = xn(args);
    expect([args.join(' '), r.status]).toEqual([args.join(' '), 2]);
    expect(r.stderr).toMatch(/^xn: /);
  }
}
