/**
 * A UCI engine in the test's own process: it answers `uci` (`id name Scripted`, the `declared` option lines,
 * `uciok`) and `isready`, hands every other line to `onLine` (which may answer with `say`), and keeps every line
 * it was sent in `sent`. `push` writes lines as the engine at once (a test's scripted answer).
 */
import type { LineSink, LineTransport } from '../src/transport.js';

/** What a test drives the scripted engine with. */
export interface ScriptedEngine {
  readonly transport: LineTransport;
  readonly sent: string[];
  push(...lines: string[]): void;
}

/** A scripted UCI engine (see the file's comment). */
export function scriptedEngine(
  declared: readonly string[] = [],
  onLine: (line: string, say: (...lines: string[]) => void) => void = () => undefined,
): ScriptedEngine {
  let sink: LineSink | undefined;
  const sent: string[] = [];
  const push = (...lines: string[]) => {
    for (const l of lines) sink?.line(l);
  };
  const say = (...lines: string[]) => queueMicrotask(() => push(...lines));
  const transport: LineTransport = {
    open: (s) => {
      sink = s;
    },
    write: (text) => {
      for (const line of text.split('\n')) {
        if (line === '') continue;
        sent.push(line);
        if (line === 'uci') say('id name Scripted', ...declared, 'uciok');
        else if (line === 'isready') say('readyok');
        else onLine(line, say);
      }
    },
    close: async () => sink?.end('closed'),
  };
  return { transport, sent, push };
}
