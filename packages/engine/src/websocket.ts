/**
 * A line stream over a WebSocket (the browser's, or any object of its shape): each message is one or more lines.
 * `xn engine serve` puts an engine behind one, so a page talks to a native engine without bundling it.
 */
import { LineSplitter, type LineTransport } from './transport.js';

/** The part of the WebSocket API the transport uses (the browser's `WebSocket` has it). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close' | 'error' | 'open', listener: (event: unknown) => void): void;
}

const OPEN = 1;
const CLOSED = 3;

/** A `LineTransport` on an open (or opening) WebSocket; lines written before it opens are sent once it does. */
export function webSocketTransport(socket: WebSocketLike): LineTransport {
  const pending: string[] = [];
  let closed: Promise<void> | undefined;
  let resolveClosed: (() => void) | undefined;
  return {
    open(sink) {
      const splitter = new LineSplitter((line) => sink.line(line));
      closed = new Promise((resolve) => {
        resolveClosed = resolve;
      });
      socket.addEventListener('open', () => {
        for (const line of pending.splice(0)) socket.send(line);
      });
      socket.addEventListener('message', (event) => {
        if (typeof event.data === 'string') splitter.push(`${event.data}\n`);
      });
      socket.addEventListener('error', () => undefined);
      socket.addEventListener('close', (event) => {
        splitter.finish();
        const code = (event as { code?: number }).code;
        sink.end(`the connection closed${code === undefined ? '' : ` (${code})`}`);
        resolveClosed?.();
      });
      if (socket.readyState === CLOSED) {
        sink.end('the connection is closed');
        resolveClosed?.();
      }
    },
    write(line) {
      if (socket.readyState === OPEN) socket.send(line);
      else if (socket.readyState < OPEN) pending.push(line);
    },
    async close(graceMs = 1000) {
      if (socket.readyState < 2) socket.close(1000, 'done');
      if (closed === undefined) return;
      await Promise.race([closed, new Promise((r) => setTimeout(r, graceMs))]);
    },
  };
}
