/**
 * The output of the commands that choose games (`filter`, `dedupe`): each chosen game written byte for byte as
 * it is in the source (its record's offset and length, from the bytes still held), games separated by a blank
 * line; bad games reported on stderr as `check` reports them, and left out.
 */
import type { CommandIo } from '../command.js';
import type { PgnRecord, SanError } from '@x/san';
import { formatDiagnostic } from '../io/diagnostic.js';
import { EXIT, type InputError } from '../failure.js';
import type { Input } from '../io/input.js';
import { Output } from '../io/output.js';
import { Progress } from '../io/progress.js';

const SEPARATOR = new Uint8Array([10, 10]);

/** Writes chosen games and reports problems; `status` is the exit status so far. */
export class GameWriter {
  readonly out: Output;
  readonly progress: Progress;
  status: number = EXIT.ok;
  /** Games written. */
  written = 0;

  readonly #stderr: CommandIo['stderr'];

  constructor(out: Output, progress: Progress, stderr: CommandIo['stderr']) {
    this.out = out;
    this.progress = progress;
    this.#stderr = stderr;
  }

  /** A writer to `--output` (`io.stdout` without it), with a progress bar unless `--quiet`; a closed pipe calls `io.onClosedPipe` with the status. */
  static open(
    values: { readonly output?: string | undefined; readonly quiet?: boolean | undefined },
    io: CommandIo,
  ): GameWriter {
    const writer: GameWriter = new GameWriter(
      Output.open(values.output, io.stdout, () => io.onClosedPipe(writer.status)),
      new Progress(values.quiet !== true, io.stderr),
      io.stderr,
    );
    return writer;
  }

  /** Writes the source bytes of `record`'s game. */
  async game(record: PgnRecord, input: Input): Promise<void> {
    const held = input.window.slice(record.offset, record.offset + record.length);
    if (held.offset !== record.offset || held.bytes.length !== record.length)
      throw new Error(`the bytes of the game at ${input.name}:${record.line} are no longer held`);
    await this.out.write(held.bytes);
    await this.out.write(SEPARATOR);
    this.written++;
  }

  /** Writes a game's source bytes (`gameSpan`'s, for a game read by a scan). */
  async bytes(bytes: Uint8Array): Promise<void> {
    await this.out.write(bytes);
    await this.out.write(SEPARATOR);
    this.written++;
  }

  /** Reports a bad game on stderr (exit status 1). */
  problem(error: SanError, input: Input): void {
    if (this.status === EXIT.ok) this.status = EXIT.bad;
    const { code, message, offset, length, line, column } = error;
    this.progress.clear();
    this.#stderr.write(
      formatDiagnostic(
        { file: input.name, severity: 'error', code, message, offset, length, line, column },
        input.window,
      ),
    );
  }

  /** Reports a line on stderr (an input that cannot be read: exit status 2). */
  inputError(error: InputError): void {
    this.status = EXIT.usage;
    this.progress.clear();
    this.#stderr.write(`xn: ${error.message}\n`);
  }

  /** Flushes the output; resolves to the exit status. */
  async close(): Promise<number> {
    this.progress.stop();
    await this.out.close();
    return this.status;
  }
}
