/**
 * `xn perft [--variant NAME|FILE[:NAME]] [--fen FEN] DEPTH [--divide]`: `@x/core`'s perft from a variant's start
 * position or a FEN, the variant named as a PGN `Variant` tag names it (`@x/san`'s `startingPosition`) or read
 * from a SjaakII `variants.txt` or FBR rule set (`variant-file.ts`).
 */
import fs from 'node:fs';
import { NotationError, perft, perftDivide, type BasePosition } from '@x/core';
import { SanError, startingPosition } from '@x/san';
import { TagVariants } from '../variant/tag-variants.js';
import { type CommandIo, FLAG, parseCommandArgs, VALUE } from '../command.js';
import { EXIT, InputError, UsageError } from '../failure.js';
import { Output } from '../io/output.js';

const COMMAND = 'perft';

/** Runs `xn perft` with its arguments; resolves to the exit status. */
export async function perftCommand(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    variant: VALUE,
    fen: VALUE,
    divide: FLAG,
    output: { ...VALUE, short: 'o' },
  });
  if (positionals.length !== 1) throw new UsageError('perft takes one DEPTH', COMMAND);
  const depth = Number(positionals[0]);
  if (!Number.isInteger(depth) || depth < 0 || depth > 20)
    throw new UsageError(`DEPTH is a whole number from 0 to 20 (got '${positionals[0]}')`, COMMAND);
  const file = values.variant === undefined ? undefined : variantFileOf(values.variant);
  let position: BasePosition;
  if (file !== undefined) position = await fileVariantPosition(file.path, file.name, values.fen);
  else {
    const tags = new Map<string, string>();
    if (values.variant !== undefined) tags.set('Variant', values.variant);
    if (values.fen !== undefined) tags.set('FEN', values.fen);
    // a name beyond `@x/san`'s own: Fairy-Stockfish's built-ins by their names
    const known = values.variant === undefined ? undefined : await TagVariants.of(undefined, true);
    try {
      position = startingPosition(tags, { variants: known?.lookup });
    } catch (error) {
      if (!(error instanceof SanError)) throw error;
      const what = error.code === 'unknown-variant' ? `--variant '${values.variant}'` : `--fen`;
      throw new UsageError(`${what}: ${error.message}`, COMMAND);
    }
  }
  const out = Output.open(values.output, io.stdout, () => io.onClosedPipe(EXIT.ok));
  try {
    if (values.divide === true && depth > 0) {
      let total = 0;
      for (const [move, count] of perftDivide(position, depth)) {
        total += count;
        await out.write(`${move} ${count}\n`);
      }
      await out.write(`\n${total}\n`);
    } else await out.write(`${perft(position, depth)}\n`);
  } catch (error) {
    // A position below the start the engine cannot generate (more moves than a move encodes): an input error.
    if (error instanceof NotationError) throw new InputError(`perft: ${error.message}`);
    throw error;
  } finally {
    await out.close();
  }
  return EXIT.ok;
}

/** `--variant FILE` or `FILE:NAME` when FILE exists, else undefined (a built-in name). */
function variantFileOf(value: string): { path: string; name: string | undefined } | undefined {
  if (fs.existsSync(value)) return { path: value, name: undefined };
  const colon = value.lastIndexOf(':');
  if (colon > 0 && fs.existsSync(value.slice(0, colon)))
    return { path: value.slice(0, colon), name: value.slice(colon + 1) };
  return undefined;
}

/** The start position (or `fen`) of the variant `name` of a variant file (the only one when no name is given). */
async function fileVariantPosition(
  path: string,
  name: string | undefined,
  fen: string | undefined,
): Promise<BasePosition> {
  // Loaded on use: @x/fbr and @x/sjaak-variants stay out of xn's start-up.
  const { readVariantFile } = await import('../variant/variant-file.js');
  const read = readVariantFile(path, false);
  const loaded = read.variants;
  const variant =
    name === undefined
      ? loaded.length === 1
        ? loaded[0]
        : undefined
      : (loaded.find((v) => v.name === name) ?? loaded.find((v) => v.shortName === name));
  if (variant === undefined) {
    const names = loaded.map((v) => v.shortName ?? v.name).join(', ');
    throw new UsageError(
      name === undefined
        ? `${path} holds ${loaded.length} loadable variants: name one as ${path}:NAME (${names})`
        : `${path} has no loadable variant '${name}'${names ? ` (it has ${names})` : ''}; xn variant check ${path} tells why`,
      COMMAND,
    );
  }
  try {
    return fen === undefined ? variant.start() : variant.fromFen(fen);
  } catch (error) {
    if (error instanceof NotationError)
      throw new UsageError(
        `${fen === undefined ? `the start position of ${variant.name}` : '--fen'}: ${error.message}`,
        COMMAND,
      );
    throw error;
  }
}
