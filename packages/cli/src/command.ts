/**
 * What every `xn` command shares: its signature and how its words are read into options and operands.
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';

/** What a command calls when stdout's reader has gone, with the exit status so far. */
export type OnClosedPipe = (status: number) => void;

/** A command: its arguments and what to do when stdout's reader has gone; resolves to the exit status. */
export type Command = (args: readonly string[], onClosedPipe: OnClosedPipe) => Promise<number>;

/** The option table `parseArgs` takes. */
type OptionTable = NonNullable<ParseArgsConfig['options']>;

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
