/**
 * Where a command writes: stdout or `-o FILE`, gathered as bytes in one buffer (`ByteWriter`: texts encoded as they
 * come, no parts joined) and written in large pieces. Stdout is a stream (a write waits for it to drain, and each
 * piece is a new buffer: the stream keeps what it was given); a file is written with `fs.writeSync`, its one buffer
 * reused, so writing allocates nothing. A reader that goes away (`xn … | head`) ends the command quietly: EPIPE is
 * not an error to report; the next write throws `ClosedPipe`, which unwinds the command to `run`. Any other write
 * error (a full disk, `/dev/full`) is an `OutputError`, thrown by the write that meets it or, for stdout's last
 * pieces, by `close`, which waits until the stream has taken them.
 */
import fs from 'node:fs';
import type { Writable } from 'node:stream';
import { ClosedPipe, OutputError, systemMessage } from '../failure.js';
import { ByteWriter } from './byte-writer.js';
import { refuseSameFile } from './same-file.js';

/** Bytes gathered before one write (64 KiB: a larger buffer is only more memory touched, issue #48's peak RSS). */
const FLUSH_AT = 1 << 16;

/** A buffered text or byte output. */
export class Output {
  /** Stdout, or undefined for a file this output opened (`#fd`). */
  readonly #stream: Writable | undefined;
  readonly #fd: number;
  readonly #name: string;
  readonly #onClosedPipe: () => void;
  /** What is gathered. */
  #pending = new ByteWriter(FLUSH_AT + (FLUSH_AT >> 2));
  #failed: Error | undefined;
  /** The reader has gone (EPIPE). */
  #closed = false;
  /** Wakes a flush waiting for 'drain' (also when the reader goes). */
  #wake: (() => void) | undefined;
  /** Settles when stdout has taken (or failed) the last piece written to it. */
  #written: Promise<void> = Promise.resolve();

  private constructor(stream: Writable | undefined, fd: number, name: string, onClosedPipe: () => void) {
    this.#stream = stream;
    this.#fd = fd;
    this.#name = name;
    this.#onClosedPipe = onClosedPipe;
    stream?.on('error', (error: NodeJS.ErrnoException) => this.#streamFailed(error));
  }

  /** A write error of stdout: its reader gone (EPIPE), or a failure the next write or `close` throws. */
  #streamFailed(error: NodeJS.ErrnoException): void {
    if (error.code === 'EPIPE') this.#pipeClosed();
    else this.#failed ??= error;
    this.#wake?.();
  }

  /**
   * Opens `stdout` (`file` undefined or `-`) or `file` for writing. `onClosedPipe` runs when the reader of
   * stdout (or of a named pipe) has gone; the writes after it throw `ClosedPipe`. A `file` that is one of `reads`,
   * the files the command `command` reads, is a usage error before it is opened (opening it would empty it).
   */
  static open(
    file: string | undefined,
    stdout: Writable,
    onClosedPipe: () => void,
    reads: readonly string[] = [],
    command?: string,
  ): Output {
    if (file === undefined || file === '-') return new Output(stdout, -1, 'stdout', onClosedPipe);
    refuseSameFile(file, reads, command);
    let fd: number;
    try {
      fd = fs.openSync(file, 'w');
    } catch (error) {
      throw new OutputError(`${file}: cannot write: ${systemMessage(error)}`);
    }
    return new Output(undefined, fd, file, onClosedPipe);
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
    if (this.#failed) throw this.#cannotWrite(this.#failed);
    const pending = this.#pending;
    if (pending.length === 0) return;
    const stream = this.#stream;
    if (stream === undefined) return this.#writeFile(pending);
    this.#pending = new ByteWriter(FLUSH_AT + (FLUSH_AT >> 2));
    let taken!: () => void;
    this.#written = new Promise<void>((resolve) => {
      taken = resolve;
    });
    const more = stream.write(pending.view(), (error) => {
      if (error) this.#streamFailed(error as NodeJS.ErrnoException);
      taken();
    });
    if (!more) {
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
        stream.once('drain', resolve);
      });
      this.#wake = undefined;
      if (this.#closed) throw new ClosedPipe();
    }
  }

  /** Writes `pending` to the file whole (then clears it, to be filled again). */
  #writeFile(pending: ByteWriter): void {
    const bytes = pending.view();
    try {
      for (let at = 0; at < bytes.length; ) at += fs.writeSync(this.#fd, bytes, at);
    } catch (error) {
      pending.clear();
      if ((error as NodeJS.ErrnoException).code !== 'EPIPE') {
        this.#failed ??= error as Error;
        throw this.#cannotWrite(error);
      }
      this.#pipeClosed();
      throw new ClosedPipe();
    }
    pending.clear();
  }

  #pipeClosed(): void {
    if (!this.#closed) this.#onClosedPipe();
    this.#closed = true;
  }

  #cannotWrite(error: unknown): OutputError {
    return new OutputError(`${this.#name}: cannot write: ${systemMessage(error)}`);
  }

  /** Flushes and, for a file, closes it; for stdout, waits until it has taken what was written (or failed). */
  async close(): Promise<void> {
    try {
      await this.flush();
      if (this.#stream !== undefined) {
        await this.#written;
        if (this.#closed) throw new ClosedPipe();
        if (this.#failed) throw this.#cannotWrite(this.#failed);
      }
    } finally {
      if (this.#stream === undefined) fs.closeSync(this.#fd);
    }
  }
}
