/**
 * Where a command writes: stdout or `-o FILE`, gathered as bytes in one buffer (`ByteWriter`: texts encoded as they
 * come, no parts joined) and written in large pieces that wait for the stream to drain.
 * A reader that goes away (`xn … | head`) ends the command quietly: EPIPE is not an error to report; the
 * next write throws `ClosedPipe`, which unwinds the command to `run`.
 */
import fs from 'node:fs';
import type { Writable } from 'node:stream';
import { ClosedPipe, InputError, systemMessage } from '../failure.js';
import { ByteWriter } from './byte-writer.js';

/** Bytes gathered before one write to the stream. */
const FLUSH_AT = 1 << 18;

/** A buffered text or byte output. */
export class Output {
  readonly #stream: Writable;
  readonly #name: string;
  /** What is gathered; a new one after each write to the stream (the stream keeps the bytes it was given). */
  #pending = new ByteWriter(FLUSH_AT + (FLUSH_AT >> 2));
  #failed: Error | undefined;
  /** The reader has gone (EPIPE). */
  #closed = false;
  /** Wakes a flush waiting for 'drain' (also when the reader goes). */
  #wake: (() => void) | undefined;
  /** Whether the stream is a file this output opened (and ends), not stdout. */
  readonly #owned: boolean;

  private constructor(stream: Writable, name: string, owned: boolean, onClosedPipe: () => void) {
    this.#stream = stream;
    this.#name = name;
    this.#owned = owned;
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') {
        if (!this.#closed) onClosedPipe();
        this.#closed = true;
      } else this.#failed = error;
      this.#wake?.();
    });
  }

  /**
   * Opens `stdout` (`file` undefined or `-`) or `file` for writing. `onClosedPipe` runs when the reader of
   * stdout has gone; the writes after it throw `ClosedPipe`.
   */
  static open(file: string | undefined, stdout: Writable, onClosedPipe: () => void): Output {
    if (file === undefined || file === '-') return new Output(stdout, 'stdout', false, onClosedPipe);
    let fd: number;
    try {
      fd = fs.openSync(file, 'w');
    } catch (error) {
      throw new InputError(`${file}: cannot write: ${systemMessage(error)}`);
    }
    return new Output(fs.createWriteStream(file, { fd }), file, true, onClosedPipe);
  }

  /** Appends text or bytes; flushes once enough is gathered (await it to respect the stream's pace). */
  write(chunk: string | Uint8Array): Promise<void> | undefined {
    if (this.#closed) throw new ClosedPipe();
    if (typeof chunk === 'string') this.#pending.text(chunk);
    else this.#pending.copy(chunk);
    return this.#pending.length >= FLUSH_AT ? this.flush() : undefined;
  }

  /** Writes what is gathered and waits until the stream can take more. */
  async flush(): Promise<void> {
    if (this.#closed) throw new ClosedPipe();
    if (this.#failed) throw new InputError(`${this.#name}: cannot write: ${systemMessage(this.#failed)}`);
    const pending = this.#pending;
    if (pending.length === 0) return;
    this.#pending = new ByteWriter(FLUSH_AT + (FLUSH_AT >> 2));
    const data = pending.view();
    if (!this.#stream.write(data)) {
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
        this.#stream.once('drain', resolve);
      });
      this.#wake = undefined;
      if (this.#closed) throw new ClosedPipe();
    }
  }

  /** Flushes and, for a file, closes it. */
  async close(): Promise<void> {
    await this.flush();
    if (!this.#owned) return;
    await new Promise<void>((resolve, reject) =>
      this.#stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    if (this.#failed) throw new InputError(`${this.#name}: cannot write: ${systemMessage(this.#failed)}`);
  }
}
