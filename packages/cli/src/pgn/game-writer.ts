/**
 * The output of the commands that choose games (`filter`, `dedupe`): each chosen game written byte for byte as
 * it is in the source (its record's offset and length, from the bytes still held), games separated by a blank
 * line; bad games reported on stderr as `check` reports them, and left out. To a terminal, a game's control
 * characters are shown escaped (`terminalText`), never sent raw.
 */
import type { CommandIo } from '../command.js';
import type { PgnRecord, SanError } from '@x/san';
import { formatDiagnostic } from '../io/diagnostic.js';
import { recordByteSpan } from '../io/record-span.js';
import { EXIT, errorLine, type InputError } from '../failure.js';
import type { Input } from '../io/input.js';
import { Output } from '../io/output.js';
import { Progress } from '../io/progress.js';
import { terminalText } from '../io/terminal-text.js';

const SEPARATOR = new Uint8Array([10, 10]);

/** The source bytes of `record`'s game (a copy), from the bytes of `input` still held. */
export function recordBytes(record: PgnRecord, input: Input): Uint8Array {
  const held = input.window.slice(record.byteOffset, record.byteOffset + record.byteLength);
  if (held.offset !== record.byteOffset || held.bytes.length !== record.byteLength)
    throw new Error(`the bytes of the game at ${input.name}:${record.line} are no longer held`);
  return held.bytes;
}

/** A bad game's diagnostic as `GameWriter.problem` prints it. */
export function problemText(error: SanError, input: Input, record: PgnRecord): string {
  const { code, message, line, column } = error;
  const { offset, length } = recordByteSpan(record, error, input.window);
  return formatDiagnostic(
    { file: input.name, severity: 'error', code, message, offset, length, line, column },
    input.window,
  );
}

/**
 * Record text as a terminal may show it: each line through `terminalText` (a tag's ESC as `␛`), the line feeds kept.
 */
export function terminalRecord(data: string | Uint8Array): string {
  const text = typeof data === 'string' ? data : new TextDecoder().decode(data);
  return text.split('\n').map(terminalText).join('\n');
}

/** Writes chosen games and reports problems; `status` is the exit status so far. */
export class GameWriter {
  readonly out: Output;
  readonly progress: Progress;
  status: number = EXIT.ok;
  /** Games written. */
  written = 0;

  readonly #stderr: CommandIo['stderr'];
  /** Games go to a terminal: their text is escaped (`terminalRecord`); to a file or a pipe, byte for byte. */
  readonly #terminal: boolean;

  constructor(out: Output, progress: Progress, stderr: CommandIo['stderr'], terminal = false) {
    this.out = out;
    this.progress = progress;
    this.#stderr = stderr;
    this.#terminal = terminal;
  }

  /**
   * A writer to `--output` (`io.stdout` without it; not one of `reads`, the files `command` reads), with a progress
   * bar unless `--quiet`; a closed pipe calls `io.onClosedPipe` with the status.
   */
  static open(
    values: { readonly output?: string | undefined; readonly quiet?: boolean | undefined },
    io: CommandIo,
    reads: readonly string[] = [],
    command?: string,
  ): GameWriter {
    const toStdout = values.output === undefined || values.output === '-';
    const writer: GameWriter = new GameWriter(
      Output.open(values.output, io.stdout, () => io.onClosedPipe(writer.status), reads, command),
      new Progress(values.quiet !== true, io.stderr),
      io.stderr,
      toStdout && (io.stdout as { readonly isTTY?: boolean }).isTTY === true,
    );
    return writer;
  }

  /** Writes record text or bytes (escaped for a terminal). */
  record(data: string | Uint8Array): Promise<void> | undefined {
    return this.out.write(this.#terminal ? terminalRecord(data) : data);
  }

  /** Writes the source bytes of `record`'s game. */
  async game(record: PgnRecord, input: Input): Promise<void> {
    await this.bytes(recordBytes(record, input));
  }

  /** Writes a game's source bytes (`gameSpan`'s, for a game read by a scan). */
  async bytes(bytes: Uint8Array): Promise<void> {
    await this.record(bytes);
    await this.out.write(SEPARATOR);
    this.written++;
  }

  /** Reports a bad game on stderr (exit status 1). */
  problem(error: SanError, input: Input, record: PgnRecord): void {
    this.printed(problemText(error, input, record));
  }

  /** Reports a bad game whose diagnostic is printed already (`problemText`'s): exit status 1. */
  printed(text: string): void {
    if (this.status === EXIT.ok) this.status = EXIT.bad;
    this.progress.clear();
    this.#stderr.write(text);
  }

  /** Reports a line on stderr (an input that cannot be read: exit status 2). */
  inputError(error: InputError): void {
    this.status = EXIT.usage;
    this.progress.clear();
    this.#stderr.write(errorLine(error.message));
  }

  /** Flushes the output; resolves to the exit status. */
  async close(): Promise<number> {
    this.progress.stop();
    await this.out.close();
    return this.status;
  }
}
