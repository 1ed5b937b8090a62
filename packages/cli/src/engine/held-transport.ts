/**
 * An engine connection opened before anyone reads it: `xn engine serve` starts its engine once to see that it
 * starts, and keeps it for the first connection instead of starting it again. What the engine writes meanwhile
 * is held and handed on when the connection opens it.
 */
import type { LineTransport } from '@x/engine';

/** Where a transport delivers the engine's lines. */
type LineSink = Parameters<LineTransport['open']>[0];

/** The most lines held for a connection; an engine that writes more before one comes is not kept. */
const HELD_LINES = 1000;

/** A transport opened at once, its lines and its end held until `open` gives them a reader. */
export class HeldTransport implements LineTransport {
  readonly #inner: LineTransport;
  #held: string[] = [];
  #sink: LineSink | undefined;
  #ended: string | undefined;
  /** Called when the engine ends (or is given up on), before anyone reads it too. */
  onEnd: ((reason: string) => void) | undefined;

  constructor(inner: LineTransport) {
    this.#inner = inner;
    inner.open({
      line: (text) => {
        if (this.#sink !== undefined) this.#sink.line(text);
        else if (this.#held.length < HELD_LINES) this.#held.push(text);
        else this.#end(`wrote more than ${HELD_LINES} lines before a connection`);
      },
      end: (reason) => this.#end(reason),
    });
  }

  /** Why the engine is gone (or, unread, more than `HELD_LINES` lines came), or `undefined` while it runs. */
  get ended(): string | undefined {
    return this.#ended;
  }

  /** Hands the held lines (and end, if it came) to `sink`, then every later one. */
  open(sink: LineSink): void {
    this.#sink = sink;
    const held = this.#held;
    this.#held = [];
    for (const line of held) sink.line(line);
    if (this.#ended !== undefined) sink.end(this.#ended);
  }

  write(line: string): void {
    this.#inner.write(line);
  }

  close(graceMs?: number): Promise<void> {
    return this.#inner.close(graceMs);
  }

  #end(reason: string): void {
    if (this.#ended !== undefined) return;
    this.#ended = reason;
    this.onEnd?.(reason);
    this.#sink?.end(reason);
  }
}
