/**
 * The one thing a client needs from the engine's side: a stream of lines in, lines out. A child process in Node
 * (`@x/engine/node`), a WebSocket in the browser (`webSocketTransport`), or a test's own fake all give this.
 */

/** Where a transport delivers what the engine writes. */
export interface LineSink {
  /** One line, without its line ending. */
  line(text: string): void;
  /** The engine is gone (exited, crashed, connection closed); `reason` says how. Called once. */
  end(reason: string): void;
}

/** A line stream to an engine. */
export interface LineTransport {
  /** Starts delivering the engine's lines to `sink` (called once, before anything is written). */
  open(sink: LineSink): void;
  /** Sends a line (the transport adds the line ending; `\n` inside sends several lines at once). */
  write(line: string): void;
  /**
   * Ends the connection: for a process, closes its input, waits up to `graceMs` for it to exit, then kills it.
   * Resolves once it is gone; idempotent.
   */
  close(graceMs?: number): Promise<void>;
}

/** Longest line kept whole (a longer one is cut here: no engine line needs more, and memory stays bounded). */
export const MAX_LINE_LENGTH = 1 << 16;

/**
 * Cuts text arriving in chunks into lines: `\n`, `\r\n` and a lone `\r` end a line; a partial line waits for the
 * next chunk; a line longer than `MAX_LINE_LENGTH` is cut there and the rest of it dropped.
 */
export class LineSplitter {
  #partial = '';
  #overflow = false;
  #lastWasCr = false;
  readonly #emit: (line: string) => void;

  constructor(emit: (line: string) => void) {
    this.#emit = emit;
  }

  /** Takes the next chunk of text. */
  push(chunk: string): void {
    let start = 0;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      if (c === 10 && this.#lastWasCr && i === start && this.#partial === '') {
        // the \n of a \r\n split across chunks (or right after a \r)
        this.#lastWasCr = false;
        start = i + 1;
        continue;
      }
      this.#add(chunk.slice(start, i));
      this.#flush();
      const pair = c === 13 && chunk.charCodeAt(i + 1) === 10;
      // a \r at the chunk's end may be the first half of a \r\n
      this.#lastWasCr = c === 13 && !pair;
      if (pair) i++;
      start = i + 1;
    }
    if (start < chunk.length) {
      this.#lastWasCr = false;
      this.#add(chunk.slice(start));
    }
  }

  /** Delivers a last line without an ending, if any. */
  finish(): void {
    if (this.#partial !== '' || this.#overflow) this.#flush();
  }

  #add(text: string): void {
    if (this.#overflow) return;
    const room = MAX_LINE_LENGTH - this.#partial.length;
    if (text.length > room) {
      this.#partial += text.slice(0, room);
      this.#overflow = true;
    } else this.#partial += text;
  }

  #flush(): void {
    const line = this.#partial;
    this.#partial = '';
    this.#overflow = false;
    this.#emit(line);
  }
}
