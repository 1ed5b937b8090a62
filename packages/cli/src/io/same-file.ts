/**
 * `refuseSameFile`: an output that is one of the command's inputs would be overwritten by what was read from it
 * (`xn index db.pgn -o db.pgn` left the index where the games were): a usage error before anything is read.
 */
import fs from 'node:fs';
import { UsageError } from '../failure.js';

/** The device and inode of `file`, or undefined when it is not there (or is `-`). */
function identity(file: string): string | undefined {
  if (file === '-') return undefined;
  try {
    const stat = fs.statSync(file);
    return `${stat.dev}:${stat.ino}`;
  } catch {
    return undefined;
  }
}

/**
 * A usage error of `command` when `output` is the same file as one of `inputs` (a link or another name too); the
 * message names the output by `flag`, the option that gave it.
 */
export function refuseSameFile(
  output: string | undefined,
  inputs: readonly string[],
  command?: string,
  flag = '-o',
): void {
  const out = output === undefined ? undefined : identity(output);
  if (out === undefined) return;
  const input = inputs.find((file) => identity(file) === out);
  if (input !== undefined)
    throw new UsageError(`${flag} ${output} is ${input}, which it reads: write to another file`, command);
}
