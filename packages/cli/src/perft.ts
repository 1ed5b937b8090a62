/**
 * `xn perft [--variant NAME] [--fen FEN] DEPTH [--divide]`: `@x/core`'s perft from a variant's start position
 * or a FEN, the variant named as a PGN `Variant` tag names it (`@x/san`'s `startingPosition`).
 */
import { perft, perftDivide } from '@x/core';
import { SanError, startingPosition } from '@x/san';
import { type OnClosedPipe, parseCommandArgs } from './command.js';
import { EXIT, UsageError } from './failure.js';
import { Output } from './output.js';

const COMMAND = 'perft';

/** Runs `xn perft` with its arguments; resolves to the exit status. */
export async function perftCommand(args: readonly string[], onClosedPipe: OnClosedPipe): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    variant: { type: 'string' },
    fen: { type: 'string' },
    divide: { type: 'boolean' },
    output: { type: 'string', short: 'o' },
  });
  if (positionals.length !== 1) throw new UsageError('perft takes one DEPTH', COMMAND);
  const depth = Number(positionals[0]);
  if (!Number.isInteger(depth) || depth < 0 || depth > 20)
    throw new UsageError(`DEPTH is a whole number from 0 to 20 (got '${positionals[0]}')`, COMMAND);
  const tags = new Map<string, string>();
  if (values.variant !== undefined) tags.set('Variant', values.variant);
  if (values.fen !== undefined) tags.set('FEN', values.fen);
  let position: ReturnType<typeof startingPosition>;
  try {
    position = startingPosition(tags);
  } catch (error) {
    if (!(error instanceof SanError)) throw error;
    const what = error.code === 'unknown-variant' ? `--variant '${values.variant}'` : `--fen`;
    throw new UsageError(`${what}: ${error.message}`, COMMAND);
  }
  const out = Output.open(values.output, () => onClosedPipe(EXIT.ok));
  if (values.divide === true && depth > 0) {
    let total = 0;
    for (const [move, count] of perftDivide(position, depth)) {
      total += count;
      await out.write(`${move} ${count}\n`);
    }
    await out.write(`\n${total}\n`);
  } else await out.write(`${perft(position, depth)}\n`);
  await out.close();
  return EXIT.ok;
}
