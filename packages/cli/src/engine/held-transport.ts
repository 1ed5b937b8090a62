/**
 * An engine connection opened before anyone reads it: `xn engine serve` starts its engine once to see that it
 * starts, and keeps it for the first connection instead of starting it again. What the engine writes meanwhile
 * is held and handed on when the connection opens it.
 */
import type { LineTransport } from '@x/engine';

/** The most lines held for a connection; an engine that writes more before one comes is not kept. */
const HELD_LINES = 1000;

/** A transport opened at once, its lines and its end held until `open` gives them a reader. */
export interface HeldTransport extends LineTransport {
  /** Why the engine is gone (or, unread, more than `HELD_LINES` lines came), or `undefined` while it runs. */
  readonly ended: string | undefined;
}

/** `inner` opened now, what it writes held for the reader `open` gives; `onEnd` hears when it ends or is given up on. */
export function heldTransport(inner: LineTransport, onEnd: (reason: string) => void): HeldTransport {
  let held: string[] = [];
  let sink: Parameters<LineTransport['open']>[0] | undefined;
  let ended: string | undefined;
  const end = (reason: string) => {
    if (ended !== undefined) return;
    ended = reason;
    onEnd(reason);
    sink?.end(reason);
  };
  inner.open({
    line: (text) => {
      if (sink !== undefined) sink.line(text);
      else if (held.length < HELD_LINES) held.push(text);
      else end(`wrote more than ${HELD_LINES} lines before a connection`);
    },
    end,
  });
  return {
    get ended() {
      return ended;
    },
    open(reader) {
      sink = reader;
      for (const line of held) reader.line(line);
      held = [];
      if (ended !== undefined) reader.end(ended);
    },
    write: (line) => inner.write(line),
    close: (graceMs) => inner.close(graceMs),
  };
}
