/**
 * What every `xn` command shares: its signature and how its words are read into options and operands.
 */
import os from 'node:os';
import type { Readable, Writable } from 'node:stream';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import type { LineTransport } from '@x/engine';
import { UsageError } from './failure.js';

/**
 * What `xn` reads, writes and sees: the process's own streams and environment in the binary, others in a test.
 * `stderr`'s `isTTY` and `columns` (a terminal's) decide whether and how wide a progress bar is drawn.
 */
export interface Io {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable & { readonly isTTY?: boolean; readonly columns?: number };
  readonly env: Readonly<Record<string, string | undefined>>;
  /**
   * The connection to the engine of `command args…`, made by the caller (the tests' in-process fake engines), or
   * `undefined` to spawn it as the binary does. Unset in the binary: every engine is spawned.
   */
  readonly engineTransport?: EngineTransport | undefined;
}

/** A connection to an engine's command line that is not a spawned process, or `undefined` to spawn it. */
export type EngineTransport = (command: string, args: readonly string[]) => LineTransport | undefined;

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

/** An option table's entry for an option that takes a value (`--name VALUE`). */
export const VALUE = { type: 'string' } as const;

/** An option table's entry for a flag (`--name`, on when given). */
export const FLAG = { type: 'boolean' } as const;

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

/**
 * The whole number from `least` to `most` written `text` for option `--option` of `command` (undefined when the
 * option is not given): digits only, up to 15, so `1e3`, `0x10`, `+5`, ` 5` and `5.0` are usage errors, as is a
 * number out of range. Every whole-number option of `xn` is read with it.
 */
export function wholeNumber(
  text: string | undefined,
  option: string,
  command: string,
  least: number,
  most: number,
): number | undefined {
  if (text === undefined) return undefined;
  const value = /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= least && value <= most))
    throw new UsageError(`--${option} takes a number from ${least} to ${most} (got '${text}')`, command);
  return value;
}

/**
 * The default of an option that bounds a command's largest table (`xn index --max-keyed`, `xn book make
 * --max-entries`): the items of `bytesEach` bytes in an eighth of the machine's memory, at least `least`.
 */
export function itemsInMemoryShare(bytesEach: number, least = 1): number {
  return Math.max(least, Math.floor(os.totalmem() / 8 / bytesEach));
}
