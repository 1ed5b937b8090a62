/**
 * `xn wxf check|convert FILE… | -`: xiangqi, janggi and makruk records (`@x/wxf`: move lists in WXF, ICCS,
 * Chinese, janggi or Thai notation, PGN games of pychess-variants and Fairy-Stockfish, UCCI `position` lines).
 * `check` reads every record and prints a located diagnostic per bad one and a summary, as `xn pgn check` does;
 * `convert --to wxf|iccs|chinese|janggi|thai-san|thai-lan|ucci` writes each record in that notation (bad records
 * are reported on stderr). Exit 0 when every record is good, 1 when one is bad, 2 on usage or input errors.
 */
import type { Diagnostic } from '@x/core';
import { lineColumn } from '@x/core/notation';
import { type WxfMoveNotation, safeParse, stringify, WxfError } from '@x/wxf';
import { type CommandIo, FLAG, parseCommandArgs, VALUE } from '../command.js';
import { type CliDiagnostic, formatTextDiagnostic, jsonDiagnostic } from '../io/diagnostic.js';
import { EXIT, UsageError } from '../failure.js';
import { utf8Text } from '../io/utf8-text.js';
import { MAX_TEXT_BYTES, readWholeFile, readWholeStream } from '../io/whole-file.js';
import { terminalText } from '../io/terminal-text.js';
import { Output } from '../io/output.js';
import { type WxfRecord, wxfRecords } from './wxf-records.js';

/** The move notations of `@x/wxf` (every one: the compiler checks the keys against `MoveNotation`). */
const KEYS: Record<WxfMoveNotation, 0> = {
  wxf: 0,
  iccs: 0,
  chinese: 0,
  janggi: 0,
  'thai-san': 0,
  'thai-lan': 0,
  uci: 0,
};
const MOVE_NOTATIONS = Object.keys(KEYS) as readonly WxfMoveNotation[];
const TARGETS: readonly string[] = [...MOVE_NOTATIONS, 'ucci'];

/** A diagnostic of a record, located in its file (`offset`/`length` in UTF-8 bytes of the file, as `xn pgn`'s). */
function located(
  file: string,
  source: string,
  record: WxfRecord,
  p: WxfError | Diagnostic,
  severity: 'error' | 'warning',
): CliDiagnostic {
  const { line, column } = lineColumn(record.text, p.offset, { line: record.line, column: 1 });
  return {
    file,
    severity,
    code: p.code,
    message: p.message,
    offset: Buffer.byteLength(source.slice(0, record.offset + p.offset)),
    length: Buffer.byteLength(record.text.slice(p.offset, p.offset + p.length)),
    line,
    column,
  };
}

async function readInput(file: string, io: CommandIo): Promise<string> {
  const bytes =
    file === '-'
      ? await readWholeStream(io.stdin, 'stdin', MAX_TEXT_BYTES, 'a file of records')
      : readWholeFile(file, MAX_TEXT_BYTES, 'a file of records');
  return utf8Text(bytes, file === '-' ? 'stdin' : file);
}

/** Runs `xn wxf check` or `xn wxf convert`; resolves to the exit status. */
export function wxfCommand(action: 'check' | 'convert') {
  const command = `wxf ${action}`;
  return async (args: readonly string[], io: CommandIo): Promise<number> => {
    const { values, positionals } = parseCommandArgs(args, {
      to: VALUE,
      variant: VALUE,
      notation: VALUE,
      strict: FLAG,
      json: FLAG,
      quiet: { ...FLAG, short: 'q' },
      output: { ...VALUE, short: 'o' },
    });
    const to = values.to;
    if (action === 'convert' && (to === undefined || !TARGETS.includes(to)))
      throw new UsageError(`--to takes one of ${TARGETS.join(', ')}${to ? ` (got '${to}')` : ''}`, command);
    if (values.notation !== undefined && !(MOVE_NOTATIONS as readonly string[]).includes(values.notation))
      throw new UsageError(`--notation takes one of ${MOVE_NOTATIONS.join(', ')}`, command);
    if (positionals.length === 0) throw new UsageError('give files, or - for stdin', command);
    let status: number = EXIT.ok;
    const out = Output.open(values.output, io.stdout, () => io.onClosedPipe(status), positionals, command);
    const json = values.json === true;
    const counts = { records: 0, good: 0, bad: 0, moves: 0, variants: new Map<string, number>() };
    for (const file of positionals) {
      const text = await readInput(file, io);
      const name = file === '-' ? 'stdin' : file;
      for (const record of wxfRecords(text)) {
        const report = async (p: WxfError | Diagnostic, severity: 'error' | 'warning') => {
          const d = located(name, text, record, p, severity);
          const shown = json
            ? jsonDiagnostic(d)
            : formatTextDiagnostic(d, text, record.offset + p.offset, p.length);
          if (action === 'check') await out.write(shown);
          else io.stderr.write(shown);
        };
        const warnings: Diagnostic[] = [];
        const result = safeParse(record.text, {
          ...(values.variant !== undefined && { variant: values.variant }),
          ...(values.notation !== undefined && { notation: values.notation as WxfMoveNotation }),
          mode: values.strict === true ? 'strict' : 'lenient',
          onWarning: (w) => warnings.push(w),
        });
        counts.records++;
        for (const w of warnings) if (w.severity === 'warning') await report(w, 'warning');
        if (!result.success) {
          counts.bad++;
          status = EXIT.bad;
          await report(result.error, 'error');
          continue;
        }
        counts.good++;
        counts.moves += result.data.moves.length;
        counts.variants.set(result.data.variant, (counts.variants.get(result.data.variant) ?? 0) + 1);
        if (action !== 'convert') continue;
        try {
          await out.write(`${stringify(result.data, { notation: to as WxfMoveNotation | 'ucci' })}\n\n`);
        } catch (error) {
          if (!(error instanceof WxfError)) throw error;
          status = EXIT.bad;
          await report(error, 'error');
        }
      }
    }
    if (action === 'check' && values.quiet !== true) await out.write(summary(counts, json));
    await out.close();
    return status;
  };
}

function summary(
  s: { records: number; good: number; bad: number; moves: number; variants: Map<string, number> },
  json: boolean,
): string {
  const variants = [...s.variants].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  if (json)
    return `${JSON.stringify({ type: 'summary', games: s.records, good: s.good, bad: s.bad, plies: s.moves, variants: Object.fromEntries(variants) })}\n`;
  const n = (x: number, one: string, many = `${one}s`) => `${x.toLocaleString('en')} ${x === 1 ? one : many}`;
  const by = variants.map(([v, c]) => `${terminalText(v)} ${c.toLocaleString('en')}`).join(', ');
  return `${n(s.records, 'game')}: ${s.good} good, ${s.bad} bad; ${n(s.moves, 'ply', 'plies')} in the good games${by ? `; by variant: ${by}` : ''}\n`;
}
