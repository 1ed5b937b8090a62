/**
 * What every `xn` command shares: its signature and how its words are read into options and operands.
 */
import type { Readable, Writable } from 'node:stream';
import { type ParseArgsConfig, parseArgs } from 'node:util';

/**
 * What `xn` reads, writes and sees: the process's own streams and environment in the binary, others in a test.
 * `stderr`'s `isTTY` and `columns` (a terminal's) decide whether and how wide a progress bar is drawn.
 */
export interface Io {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable & { readonly isTTY?: boolean; readonly columns?: number };
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** What a command calls when stdout's reader has gone, with the exit status so far. */
export type OnClosedPipe = (status: number) => void;

/** A command's streams and environment, and what it calls when stdout's reader has gone. */
export interface CommandIo extends Io {
  readonly onClosedPipe: OnClosedPipe;
}

/** A command: its arguments and its io; resolves to the exit status. */
export type Command = (args: readonly string[], io: CommandIo) => Promise<number>;

/** The option table `parseArgs` takes. */
export type OptionTable = NonNullable<ParseArgsConfig['options']>;

/** How `parseCommandArgs` calls `parseArgs`. */
interface CommandArgsConfig<T extends OptionTable> {
  args: string[];
  allowPositionals: true;
  options: T;
}

/** A command's options (by `options`) and operands, as `node:util`'s `parseArgs` reads them. */
export function parseCommandArgs<T extends OptionTable>(
  args: readonly string[],
  options: T,
): ReturnType<typeof parseArgs<CommandArgsConfig<T>>> {
  return parseArgs({ args: [...args], allowPositionals: true, options });
}
