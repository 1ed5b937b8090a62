/**
 * The two ways a run of `xn` fails before or besides reading games: a usage error (bad arguments, exit 2, with
 * a hint to `--help`) and an input/output error (a file that cannot be read, corrupt compressed data, exit 2).
 */
import { terminalText } from './io/terminal-text.js';

/** Bad command-line arguments: printed as `xn: message` with a pointer to the command's help; exit status 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  /** The command whose help to point to (`pgn check`), or undefined for `xn --help`. */
  readonly command: string | undefined;
  constructor(message: string, command?: string) {
    super(message);
    this.command = command;
  }
}

/** A file that cannot be read or written, or corrupt compressed data: `xn: FILE: message`; exit status 2. */
export class InputError extends Error {
  override readonly name = 'InputError';
}

/**
 * A write to the command's output (stdout or `-o FILE`) that failed — a full disk, `/dev/full` — printed as
 * `xn: FILE: message`; exit status 2. Not an `InputError`: the run ends, it is never taken for an input's fault and
 * the next input read.
 */
export class OutputError extends Error {
  override readonly name = 'OutputError';
}

/**
 * Thrown by a write to stdout after its reader has gone (`xn … | head`): not an error; it unwinds the command,
 * and `run` resolves to the status the command had when the pipe closed.
 */
export class ClosedPipe extends Error {
  override readonly name = 'ClosedPipe';
  constructor() {
    super('stdout was closed');
  }
}

/** An `xn: message` line for stderr, the message escaped (`terminalText`: it may quote a file name or input). */
export function errorLine(message: string): string {
  return `xn: ${terminalText(message)}\n`;
}

/** Exit statuses: 0 clean, 1 a bad game (or a difference found), 2 usage or I/O errors. */
export const EXIT = { ok: 0, bad: 1, usage: 2 } as const;

/** The message of a Node system error without its stack (`ENOENT: no such file or directory`). */
export function systemMessage(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (e && typeof e.code === 'string' && typeof e.message === 'string') {
    // Node's messages repeat the call and path after a comma: `ENOENT: no such file or directory, open 'x'`.
    const comma = e.message.indexOf(', ');
    return comma > 0 ? e.message.slice(0, comma) : e.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The input error of a file that cannot be read, `FILE: cannot read: ENOENT: no such file or directory`; for a
 * name holding U+FFFD, what it likely is: a name of bytes that are not UTF-8, which Node's arguments replace.
 */
export function unreadable(file: string, error: unknown): InputError {
  const missing = (error as { code?: unknown } | null)?.code === 'ENOENT' && file.includes('\uFFFD');
  const why = missing
    ? ' (the name has bytes that are not UTF-8, which reach xn as U+FFFD: rename the file)'
    : '';
  return new InputError(`${file}: cannot read: ${systemMessage(error)}${why}`);
}
