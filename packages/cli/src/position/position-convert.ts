/**
 * `xn fen|feen|icn|sfen convert --to fen|feen|icn|sfen [POSITION…]`: positions from one notation into another,
 * one per argument or, without arguments, one per line of stdin (or `--input FILE`). FEN and ICN meet through
 * `@x/core`'s `Setup` (`parseFen`/`stringifyFen`, `@x/icn`'s `setupFromGame`/`gameFromSetup`), FEEN and SFEN
 * through `@x/feen` (`parse`/`stringify`, `fromSfen`/`toSfen`, `fromSetup`/`toSetup`, `fromFen`/`toFen`). A
 * position that does not fit the target (a shogi position as FEN, a piece off an 8×8 board) is a located
 * diagnostic, `SOURCE:LINE:COL: error[code]: message`, and the next position is read; exit 1 then.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { NotationError, parseFen, Position, type Setup, stringifyFen } from '@x/core';
import { variants } from '@x/core/variant';
import { lineColumn } from '@x/core/notation';
import * as feen from '@x/feen';
import { gameFromSetup, parse as parseIcn, setupFromGame, stringify as stringifyIcn } from '@x/icn';
import type { CommandIo } from '../command.js';
import { EXIT, UsageError } from '../failure.js';
import { formatTextDiagnostic } from '../io/diagnostic.js';
import { terminalText } from '../io/terminal-text.js';
import { utf8Text } from '../io/utf8-text.js';
import { MAX_TEXT_BYTES, readWholeFile, readWholeStream } from '../io/whole-file.js';
import { Output } from '../io/output.js';
import { VALUE } from '../command.js';

/** The position notations. */
export const POSITION_NOTATIONS = ['fen', 'feen', 'icn', 'sfen'] as const;
type Notation = (typeof POSITION_NOTATIONS)[number];

/** A position read: a core `Setup` (FEN, ICN) or a FEEN position (FEEN, SFEN), with the text it came from. */
type Held =
  | { readonly setup: Setup; readonly text: string }
  | { readonly feen: feen.FeenPosition; readonly text: string };

const chess = variants.chess;

function read(from: Notation, text: string): Held {
  switch (from) {
    case 'fen':
      return { setup: parseFen(text), text };
    case 'icn':
      return { setup: setupFromGame(parseIcn(text)), text };
    case 'feen':
      return { feen: feen.parse(text), text };
    case 'sfen':
      return { feen: feen.fromSfen(text), text };
  }
}

/**
 * A FEEN position of what was read: a setup through `@x/feen`'s `fromFen` (chess styles; the e.p. square kept only
 * where a capture is legal, as FEEN marks the pawn; FEEN has no move counters).
 */
const feenOf = (held: Held): feen.FeenPosition =>
  'feen' in held ? held.feen : feen.fromFen(stringifyFen(held.setup));
/** A setup of what was read (a FEEN position read as chess). */
const setupOf = (held: Held): Setup => ('setup' in held ? held.setup : feen.toSetup(held.feen, chess));

/**
 * `setup` with its e.p. square kept only where an e.p. capture is legal: the rule FEEN's `-` pawn follows, so that
 * FEN and FEEN written from one position agree (ICN and FEN may name a square no pawn can take). A setup that is not
 * a legal position keeps its square (no capture can be judged there).
 */
function capturableEp(setup: Setup): Setup {
  if (setup.epSquare === undefined) return setup;
  let ep: string | undefined;
  try {
    ep = Position.fromSetup(setup, chess).legalEpSquare();
  } catch (error) {
    if (error instanceof NotationError) return setup;
    throw error;
  }
  const { epSquare: _given, ...rest } = setup;
  return ep === undefined ? rest : { ...rest, epSquare: ep };
}

function write(to: Notation, held: Held): string {
  switch (to) {
    case 'fen':
      return 'setup' in held ? stringifyFen(capturableEp(held.setup)) : feen.toFen(held.feen);
    case 'feen':
      return feen.stringify(feenOf(held));
    case 'sfen':
      return feen.toSfen(feenOf(held));
    case 'icn':
      return stringifyIcn(gameFromSetup(setupOf(held)));
  }
}

/** Runs `xn NOTATION convert`; resolves to the exit status. */
export function positionConvert(from: Notation) {
  const command = `${from} convert`;
  return async (args: readonly string[], io: CommandIo): Promise<number> => {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        to: VALUE,
        input: { ...VALUE, short: 'i' },
        output: { ...VALUE, short: 'o' },
      },
    });
    const to = values.to as Notation | undefined;
    if (to === undefined || !POSITION_NOTATIONS.includes(to))
      throw new UsageError(
        `--to takes one of ${POSITION_NOTATIONS.join(', ')}${values.to ? ` (got '${values.to}')` : ''}`,
        command,
      );
    if (positionals.length > 0 && values.input !== undefined)
      throw new UsageError('give positions as arguments or --input FILE, not both', command);
    const source = positionals.length > 0 ? 'argument' : (values.input ?? '-');
    const lines = positionals.length > 0 ? positionals.map((p) => p) : await linesOf(source, io);
    let status: number = EXIT.ok;
    const out = Output.open(
      values.output,
      io.stdout,
      () => io.onClosedPipe(status),
      [...positionals, ...(values.input === undefined ? [] : [values.input])],
      command,
    );
    for (let i = 0; i < lines.length; i++) {
      const text = lines[i]!.trim();
      if (text === '' && positionals.length === 0) continue;
      try {
        await out.write(`${write(to, read(from, text))}\n`);
      } catch (error) {
        if (!(error instanceof NotationError)) throw error;
        status = EXIT.bad;
        io.stderr.write(diagnostic(source, i + 1, text, error));
        // a file named where a position goes: say how to read it
        if (positionals.length > 0 && isFile(text))
          io.stderr.write(
            `  note: ${terminalText(text)} is a file: read its lines with --input ${terminalText(text)}\n`,
          );
        else if (to === 'fen' && error.code === 'variant-mismatch')
          // a shogi (or other board's) position read well: FEN is the one target that is chess's alone
          io.stderr.write('  note: FEN here is standard chess; FEEN holds any board: --to feen\n');
        else {
          // a position of another notation given to this command: say which command reads it
          const other = otherReading(from, text);
          if (other !== undefined)
            io.stderr.write(`  note: it reads as ${other.toUpperCase()}: xn ${other} convert --to ${to}\n`);
        }
      }
    }
    await out.close();
    return status;
  };
}

/** The first other notation `text` reads as (a position given to the wrong command), for a note. */
function otherReading(from: Notation, text: string): Notation | undefined {
  for (const notation of POSITION_NOTATIONS) {
    if (notation === from) continue;
    try {
      read(notation, text);
      return notation;
    } catch {
      // not this notation either
    }
  }
  return undefined;
}

/** Whether `path` names a file (not a directory). */
function isFile(path: string): boolean {
  try {
    return fs.statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The lines of a file or of stdin (`-`). */
async function linesOf(file: string, io: CommandIo): Promise<string[]> {
  const bytes =
    file === '-'
      ? await readWholeStream(io.stdin, 'stdin', MAX_TEXT_BYTES, 'a file of positions')
      : readWholeFile(file, MAX_TEXT_BYTES, 'a file of positions');
  return utf8Text(bytes, file === '-' ? 'stdin' : file).split(/\r?\n/);
}

/**
 * `SOURCE:LINE:COL: error[code]: message`, the position and a caret under the span (the whole position for an
 * error of no span), as every `xn` diagnostic is printed.
 */
function diagnostic(source: string, line: number, text: string, error: NotationError): string {
  const spanned = error.length > 0 || error.offset > 0;
  const offset = spanned ? error.offset : 0;
  const length = spanned ? error.length : text.length;
  const path = (error as { path?: unknown }).path;
  const where = typeof path === 'string' ? ` (${path})` : '';
  const at = lineColumn(text, offset, { line, column: 1 });
  const d = {
    ...at,
    file: source,
    severity: 'error',
    code: error.code,
    message: `${error.message}${where}`,
    offset,
    length,
  } as const;
  return formatTextDiagnostic(d, text, offset, length);
}
