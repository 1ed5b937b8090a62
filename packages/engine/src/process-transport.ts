/**
 * A program's standard input and output as a `LineTransport`. The program leads a process group of its own, and
 * the group is what is ended: a launcher script's `sleep 300 &`, or the engine a script runs without `exec`, is
 * killed with it, so that nothing it started holds the output pipe open (which would keep the transport from
 * ever closing) or outlives it. Every end is bounded: the program's exit kills what is left of its group, and a
 * pipe still open a moment later is closed from this side.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { LineSplitter, type LineSink, type LineTransport } from './transport.js';

/** Whether programs get a process group of their own (POSIX; Windows has none to kill). */
const GROUPS = process.platform !== 'win32';

/** How long the output pipe may stay open after the program exited before it is closed here (ms). */
const PIPE_GRACE_MS = 500;

/** Children still running, killed when this process exits, with what to remove once each is gone. */
const live = new Map<ChildProcess, (() => void) | undefined>();
let hooked = false;

/** Kills `child` and every process of its group (SIGKILL); nothing happens for a group already gone. */
function killGroup(child: ChildProcess): void {
  const pid = child.pid;
  if (GROUPS && pid !== undefined)
    try {
      process.kill(-pid, 'SIGKILL');
      return;
    } catch {
      // the group is gone (or the child left it): the child alone below
    }
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

function killAll(): void {
  for (const [child, cleanup] of live) {
    killGroup(child);
    cleanup?.();
  }
}

function track(child: ChildProcess, cleanup: (() => void) | undefined): void {
  if (!hooked) {
    hooked = true;
    process.once('exit', killAll);
  }
  live.set(child, cleanup);
  child.once('close', () => live.delete(child));
}

/** Why a program could not start, in words (`no such file` for ENOENT). */
function startFailure(error: NodeJS.ErrnoException): string {
  if (error.code === 'ENOENT') return 'no such file';
  if (error.code === 'EACCES') return 'permission denied';
  return error.code ?? error.message;
}

/**
 * A running program's standard input and output as a line stream (its standard error is ignored), the program in
 * a process group of its own. `cleanup` runs once the program is gone (or this process exits first). A program
 * that cannot start ends the stream with `cannot start COMMAND: no such file` (`permission denied`, …).
 */
export function processTransport(
  command: string,
  args: readonly string[] = [],
  cleanup?: () => void,
): LineTransport {
  let child: ChildProcess | undefined;
  let exited: Promise<void> | undefined;
  let sink: LineSink | undefined;
  return {
    open(s) {
      sink = s;
      const c = spawn(command, [...args], {
        stdio: ['pipe', 'pipe', 'ignore'],
        windowsHide: true,
        detached: GROUPS,
      });
      child = c;
      track(c, cleanup);
      let pipeTimer: NodeJS.Timeout | undefined;
      exited = new Promise((resolve) =>
        c.once('close', () => {
          clearTimeout(pipeTimer);
          resolve();
        }),
      );
      if (cleanup !== undefined) c.once('close', cleanup);
      const splitter = new LineSplitter((line) => sink?.line(line));
      c.stdout?.setEncoding('utf8');
      c.stdout?.on('data', (chunk: string) => splitter.push(chunk));
      c.stdin?.on('error', () => undefined); // EPIPE after the engine died: reported by 'close'
      let failure: string | undefined;
      c.once('error', (error) => {
        failure = `cannot start ${command}: ${startFailure(error)}`;
        sink?.end(failure);
      });
      c.once('exit', () => {
        // what the program started may hold its output pipe: ended with it, and the pipe closed after a moment
        killGroup(c);
        pipeTimer = setTimeout(() => c.stdout?.destroy(), PIPE_GRACE_MS);
      });
      c.once('close', (code, signal) => {
        splitter.finish();
        sink?.end(failure ?? (signal ? `killed by ${signal}` : `exited with code ${code}`));
      });
    },
    write(line) {
      if (child?.stdin?.writable) child.stdin.write(`${line}\n`);
    },
    async close(graceMs = 1000) {
      const c = child;
      if (c === undefined || exited === undefined) return;
      if (c.exitCode === null && c.signalCode === null) {
        c.stdin?.end();
        const timer = setTimeout(() => killGroup(c), graceMs);
        await exited;
        clearTimeout(timer);
      } else await exited;
    },
  };
}
