/**
 * The fake engine's faults (fixtures/fake-engine-modes.mjs) in the test's own process: the same answers as the
 * program `fixtures/fake-engine.mjs` gives, through a `LineTransport` with no process, so a fault's logic is tested
 * in milliseconds (fake timers reach its timeouts) and only the process's own faults spawn one.
 */
import { LineSplitter, type LineSink, type LineTransport } from '../src/transport.js';
import { fakeEngine } from './fixtures/fake-engine-modes.mjs';

/** The in-process fake: its transport, and how its connection ended (`undefined` while it is open). */
export interface FaultyEngine {
  readonly transport: LineTransport;
  ended(): string | undefined;
}

/**
 * The fake engine in `mode`. Its answers arrive a turn of the event loop after the line that asks (as a pipe's do);
 * `exit(code)` ends the connection as a process's exit does; `close` ends it at once.
 */
export function faultyEngine(mode: string): FaultyEngine {
  let sink: LineSink | undefined;
  let ended: string | undefined;
  const end = (reason: string) => {
    if (ended !== undefined) return;
    ended = reason;
    sink?.end(reason);
  };
  const splitter = new LineSplitter((line) => {
    if (ended === undefined) sink?.line(line);
  });
  const take = fakeEngine(mode, {
    write: (text) => setImmediate(() => splitter.push(text)),
    exit: (code) => setImmediate(() => end(`exited with code ${code}`)),
    later: (run, ms) => setTimeout(run, ms),
  });
  const transport: LineTransport = {
    open: (s) => {
      sink = s;
    },
    write: (text) => {
      if (ended !== undefined) return;
      for (const line of text.split('\n')) take(line);
    },
    close: async () => end('closed'),
  };
  return { transport, ended: () => ended };
}
