/**
 * Connects the engine panel to an engine served by `xn engine serve`: a WebSocket to its address, `@x/engine`'s
 * UCI client on it (`webSocketTransport`: the page bundles no engine), and each position analysed until stopped,
 * one search at a time (the next starts once the engine has stopped the last).
 */
import { type Engine, startEngine, webSocketTransport } from '@x/engine';
import type { LiveSearch, LiveSession } from './liveSession';

/** How long the connection and the engine's handshake may take (ms). */
const CONNECT_MS = 10_000;

/** Opens a WebSocket to `url`; rejects when nothing answers there. */
function openSocket(url: string, signal: AbortSignal): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const fail = (why: string) => {
      socket.close();
      reject(new Error(why));
    };
    const timer = setTimeout(() => fail(`no answer from ${url}`), CONNECT_MS);
    socket.addEventListener('open', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.addEventListener('error', () => {
      clearTimeout(timer);
      fail(`nothing answers at ${url}`);
    });
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      fail('cancelled');
    });
  });
}

/** Connects to the engine at `url`; `onClose` runs when the connection closes afterwards (not on `close()`). */
export async function connectEngine(
  url: string,
  signal: AbortSignal,
  onClose: () => void,
): Promise<LiveSession> {
  const socket = await openSocket(url, signal);
  let closing = false;
  const engine: Engine = await startEngine(webSocketTransport(socket), 'uci', {
    signal,
    handshakeTimeoutMs: CONNECT_MS,
  });
  socket.addEventListener('close', () => {
    if (!closing) onClose();
  });
  /** The last search's end: the next one waits for it. */
  let last: Promise<void> = Promise.resolve();
  return {
    name: engine.name ?? 'Engine',
    analyse(position, lines, onInfo): LiveSearch {
      let cancelled = false;
      let stop = () => {
        cancelled = true;
      };
      const done = last.then(async () => {
        if (cancelled || engine.ended !== undefined) return;
        const search = engine.analyse(position, {}, { multiPv: lines, timeoutMs: Number.POSITIVE_INFINITY });
        stop = () => search.stop();
        for await (const info of search) {
          if (cancelled) continue;
          onInfo({
            multipv: info.multipv ?? 1,
            depth: info.depth,
            nodes: info.nodes,
            score:
              info.score?.mate !== undefined
                ? { mate: info.score.mate }
                : info.score?.cp !== undefined
                  ? { cp: info.score.cp }
                  : undefined,
            pv: info.pv ?? [],
          });
        }
        await search.result;
      });
      last = done.catch(() => undefined);
      return {
        stop: () => {
          cancelled = true;
          stop();
        },
        done,
      };
    },
    close() {
      closing = true;
      void engine.quit();
    },
  };
}
