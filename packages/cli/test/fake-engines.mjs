/**
 * The fake engine (`@x/engine`'s test/fixtures/fake-engine.mjs) without its process, for `xn()`'s runner thread
 * (`Io.engineTransport`): an `--engine` command line that runs that program (`node fake-engine.mjs MODE …`) gets
 * the same answers (fake-engine-modes.mjs) through a transport in this thread, a turn of the event loop after the
 * line that asks (as a pipe's do). Its exit ends the connection as a process's does (`exited with code N`). Any
 * other command line is spawned. What the tests of the cli's handling of an engine's answers need, not a process
 * start per engine; the smoke tests of real processes (a crash, a hang, a signal) spawn the program.
 */
import { fileURLToPath } from 'node:url';
import { fakeEngine } from '../../engine/test/fixtures/fake-engine-modes.mjs';

/** The fake engine's program. */
export const FAKE_ENGINE = fileURLToPath(
  new URL('../../engine/test/fixtures/fake-engine.mjs', import.meta.url),
);

/**
 * In-process fake engines for one run with environment `env` (`FAKE_MOVE`, `FAKE_FLOOD`, as the program reads
 * them): `transport` is the `Io.engineTransport`; `count()` says how many it started, how many ran at once at
 * most, and how many are still open (not closed nor exited).
 */
export function fakeEngines(env) {
  let started = 0;
  let open = 0;
  let peak = 0;
  const transport = (command, args) => {
    if (command !== process.execPath || args[0] !== FAKE_ENGINE) return undefined;
    const mode = args[1] ?? env.FAKE_MODE ?? 'good';
    let sink;
    let ended = false;
    const end = (reason) => {
      if (ended) return;
      ended = true;
      open--;
      sink?.end(reason);
    };
    const take = fakeEngine(mode, {
      // whole lines, ended by \n, \r\n or a lone \r (as `garbage` writes them)
      write: (text) =>
        setImmediate(() => {
          if (!ended) for (const line of text.split(/\r\n|\r|\n/).slice(0, -1)) sink?.line(line);
        }),
      exit: (code) => setImmediate(() => end(`exited with code ${code}`)),
      later: (run, ms) => setTimeout(run, ms).unref(),
      move: env.FAKE_MOVE,
      // `name=NAME` after the mode: its `id name`, as the program takes it
      name: args
        .slice(2)
        .find((arg) => arg.startsWith('name='))
        ?.slice('name='.length),
      floodLines: env.FAKE_FLOOD === undefined ? undefined : Number(env.FAKE_FLOOD),
    });
    return {
      open: (s) => {
        sink = s;
        started++;
        peak = Math.max(peak, ++open);
      },
      write: (text) => {
        if (!ended) for (const line of text.split('\n')) take(line);
      },
      // the program's input closed: it takes that as `quit`
      close: async () => {
        if (!ended) take('quit');
        await new Promise(setImmediate);
        end('closed');
      },
    };
  };
  return { transport, count: () => ({ started, peak, left: open }) };
}
