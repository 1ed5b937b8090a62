/**
 * `xn variant check FILE… | -`: every diagnostic of a SjaakII `variants.txt`, a Fairy-Stockfish `variants.ini`
 * (each section: complete, or the keys `@x/fairy-variants` cannot carry) or an FBR rule set — reading,
 * checking, converting to an `@x/core` definition — as `pgn check` writes them (`FILE:LINE:COL:
 * severity[code]: message`, the source line and a caret), then a summary. Exit 0 without errors (warnings
 * allowed), 1 with an error, 2 on usage or input errors.
 */
import { parseArgs } from 'node:util';
import type { CommandIo } from '../command.js';
import { EXIT, errorLine, InputError, UsageError } from '../failure.js';
import { terminalText } from '../io/terminal-text.js';
import { formatTextDiagnostic } from '../io/diagnostic.js';
import { utf8Text } from '../io/utf8-text.js';
import { MAX_SETTINGS_BYTES, readWholeStream } from '../io/whole-file.js';
import { Output } from '../io/output.js';
import { readVariantFile } from './variant-file.js';
import { VALUE, FLAG } from '../command.js';

const COMMAND = 'variant check';

/** Runs `xn variant check`; resolves to the exit status. */
export async function variantCheck(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { output: { ...VALUE, short: 'o' }, quiet: { ...FLAG, short: 'q' } },
  });
  if (positionals.length === 0) throw new UsageError('no input: name variant files, or - for stdin', COMMAND);
  let status: number = EXIT.ok;
  const out = Output.open(values.output, io.stdout, () => io.onClosedPipe(status), positionals, COMMAND);
  for (const file of positionals) {
    let read: ReturnType<typeof readVariantFile>;
    try {
      read = readVariantFile(
        file,
        true,
        file === '-'
          ? utf8Text(await readWholeStream(io.stdin, file, MAX_SETTINGS_BYTES, 'a variant file'), 'stdin')
          : undefined,
      );
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      status = EXIT.usage;
      io.stderr.write(errorLine(error.message));
      continue;
    }
    let errors = 0;
    let warnings = 0;
    for (const d of read.diagnostics) {
      if (d.severity === 'error') errors++;
      else warnings++;
      if (values.quiet !== true || d.severity === 'error')
        await out.write(
          formatTextDiagnostic(
            { ...d, file, severity: d.severity === 'info' ? 'note' : d.severity },
            read.text,
            d.offset,
            d.length,
          ),
        );
    }
    if (errors > 0 && status === EXIT.ok) status = EXIT.bad;
    for (const section of read.sections ?? [])
      if (values.quiet !== true)
        await out.write(
          terminalText(
            `${file}:${section.line}: [${section.name}] ${
              section.complete ? 'complete' : `incomplete: ${section.unsupported.join(', ')} not supported`
            }`,
          ) + '\n',
        );
    const format =
      read.format === 'sjaak'
        ? 'SjaakII variants'
        : read.format === 'fairy'
          ? 'Fairy-Stockfish variants'
          : 'FBR rule set';
    const names = read.variants.map((v) => v.shortName ?? v.name);
    await out.write(
      `${terminalText(file)}: ${format}: ${read.blocks} ${read.blocks === 1 ? 'variant' : 'variants'}, ${read.variants.length} loaded` +
        `${names.length > 0 && read.format !== 'fairy' ? ` (${terminalText(names.join(', '))})` : ''}` +
        `${read.format === 'fairy' ? ` (complete)` : ''}; ` +
        `${errors} ${errors === 1 ? 'error' : 'errors'}, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}\n`,
    );
  }
  await out.close();
  return status;
}
