/**
 * Variant files as `xn variant check` and `xn perft --variant FILE[:NAME]` read them: a SjaakII `variants.txt`
 * (`@x/sjaak-variants`: blocks starting `Variant:`) or an FBR rule set (`@x/fbr`: a list of rule and MBN
 * tokens), told apart by a `Variant:` line at a line start. Every diagnostic of reading, checking and
 * converting to an `@x/core` definition is collected with its place in the text.
 */
import { utf8Text } from '../io/utf8-text.js';
import { MAX_SETTINGS_BYTES, readWholeFile } from '../io/whole-file.js';
import { type Diagnostic, FenError, Position, type VariantDefinition, type BasePosition } from '@x/core';
import { toVariant as fairyToVariant, parse as parseFairy } from '@x/fairy-variants';
import { parse as parseFbr, toVariant as fbrToVariant, validate } from '@x/fbr';
import {
  parse as parseSjaak,
  readFen,
  SjaakError,
  startPosition,
  toSetup,
  toVariant,
} from '@x/sjaak-variants';
import { InputError } from '../failure.js';

/** One variant of a file, converted for `@x/core`. */
export interface FileVariant {
  /** Its name (SjaakII's `Variant:` name, an FBR rule set's title or file stem: `fbrTitle`). */
  readonly name: string;
  /** Its short name (SjaakII), or undefined. */
  readonly shortName: string | undefined;
  readonly definition: VariantDefinition;
  /** The start position (SjaakII's `FEN:` line read in its dialect; FBR: the compiled `startFen`). */
  readonly start: () => BasePosition;
  /** A position from a FEN in the file's dialect (SjaakII's `readFen`, else `@x/core`'s FEN). */
  readonly fromFen: (fen: string) => BasePosition;
}

/** A Fairy-Stockfish section as `@x/fairy-variants` converts it: whether it plays every rule, and the keys it does not. */
export interface FairySectionReport {
  readonly name: string;
  readonly line: number;
  readonly complete: boolean;
  /** The keys (or rules) the conversion could not carry, in the order reported. */
  readonly unsupported: readonly string[];
}

/** What a variant file holds. */
export interface VariantFile {
  readonly format: 'sjaak' | 'fbr' | 'fairy';
  /** Fairy-Stockfish files: each loaded section, converted. */
  readonly sections?: readonly FairySectionReport[];
  readonly text: string;
  /** Every diagnostic, in text order. */
  readonly diagnostics: readonly Diagnostic[];
  /** The variants that load (no error diagnostic), converted. */
  readonly variants: readonly FileVariant[];
  /** How many variant blocks the file has (loaded or not). */
  readonly blocks: number;
}

/**
 * Reads a variant file (`InputError` when it cannot be read or is not a variant file). With `check`, every
 * SjaakII variant is converted up front and the conversion diagnostics are collected; without it, a variant
 * is converted when its definition is first asked for (perft needs one of them). `stdinText` is the text of `-`.
 */
export function readVariantFile(file: string, check = true, stdinText?: string): VariantFile {
  const text = stdinText ?? utf8Text(readWholeFile(file, MAX_SETTINGS_BYTES, 'a variant file'), file);
  if (/^Variant:/m.test(text)) return sjaakFile(file, text, check);
  if (isFairyIni(file, text)) return fairyFile(file, text);
  return fbrFile(file, text);
}

/**
 * Whether a file is a Fairy-Stockfish `variants.ini`: its name ends in `.ini`, or a line is a section header
 * (`[name]`, `[name:parent]`) and another a `key = value`.
 */
export function isFairyIni(file: string, text: string): boolean {
  if (/\.ini$/i.test(file)) return true;
  return /^\[[^\]\r\n]+\][ \t]*\r?$/m.test(text) && /^[A-Za-z][\w.]*[ \t]*=/m.test(text);
}

/**
 * A Fairy-Stockfish file (`@x/fairy-variants`): the reader's diagnostics (they decide the exit status), and each
 * loaded section converted for `@x/core` — complete, or with the keys it cannot carry. Complete sections load.
 */
function fairyFile(file: string, text: string): VariantFile {
  let ini: ReturnType<typeof parseFairy>;
  try {
    ini = parseFairy(text);
  } catch (error) {
    throw new InputError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const sections: FairySectionReport[] = [];
  const variants: FileVariant[] = [];
  for (const section of ini.sections) {
    if (!section.loaded) continue;
    const { variant, diagnostics, complete } = fairyToVariant(ini, section.name);
    const unsupported = [
      ...new Set(
        diagnostics
          .filter((d) => d.severity === 'error' && d.section === section.name)
          .map((d) => d.key ?? d.code),
      ),
    ];
    sections.push({ name: section.name, line: section.line, complete, unsupported });
    if (complete && variant !== undefined)
      variants.push({
        name: section.name,
        shortName: undefined,
        definition: variant,
        start: () => Position.fromFen(variant.startFen, variant),
        fromFen: (fen) => Position.fromFen(fen, variant),
      });
  }
  return {
    format: 'fairy',
    text,
    diagnostics: sorted([...ini.diagnostics]),
    variants,
    blocks: sections.length,
    sections,
  };
}

function sjaakFile(file: string, text: string, check: boolean): VariantFile {
  let read: ReturnType<typeof parseSjaak>;
  try {
    read = parseSjaak(text);
  } catch (error) {
    if (error instanceof SjaakError) throw new InputError(`${file}: ${error.message}`);
    throw error;
  }
  const diagnostics: Diagnostic[] = [...read.diagnostics];
  const variants: FileVariant[] = [];
  for (const v of read.variants) {
    let converted: ReturnType<typeof toVariant> | undefined;
    const convert = () => {
      converted ??= toVariant(v);
      return converted;
    };
    if (check) diagnostics.push(...convert().diagnostics);
    variants.push({
      name: v.name,
      shortName: v.shortName,
      get definition() {
        return convert().variant;
      },
      start: () => startPosition(v, convert().variant),
      fromFen: (fen) => {
        const { position, diagnostics: problems } = readFen(v, fen);
        const problem = problems.find((p) => p.severity === 'error');
        if (problem) throw new FenError('board', problem.message, problem.offset, problem.length);
        return Position.fromSetup(toSetup(v, convert().variant, position), convert().variant);
      },
    });
  }
  const blocks = (text.match(/^Variant:/gm) ?? []).length;
  return { format: 'sjaak', text, diagnostics: sorted(diagnostics), variants, blocks };
}

/**
 * An FBR rule set's name: its title — a `|long name|` before its first token, as a piece's long name is written
 * — else its file's stem (`wazir.fbr` → `wazir`); and the text with the title blanked (the tokens keep their
 * places), which `@x/fbr` reads.
 */
export function fbrTitle(file: string, text: string): { name: string; tokens: string } {
  const title = /^(\s*)\|([^|\r\n]*)\|/.exec(text);
  const named = title?.[2]?.trim();
  if (title === null || named === undefined || named === '') {
    const stem = file
      .split(/[\\/]/)
      .at(-1)!
      .replace(/\.[^.]*$/, '');
    return { name: stem === '' || stem === '-' ? 'fbr' : stem, tokens: text };
  }
  const blanked = title[1]! + ' '.repeat(title[0].length - title[1]!.length);
  return { name: named, tokens: blanked + text.slice(title[0].length) };
}

function fbrFile(file: string, text: string): VariantFile {
  const { name, tokens } = fbrTitle(file, text);
  const set = parseFbr(tokens);
  const diagnostics: Diagnostic[] = [...set.diagnostics, ...validate(set)];
  const id =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'fbr';
  const compiled = fbrToVariant(set, { id, name });
  diagnostics.push(...compiled.diagnostics);
  const failed = diagnostics.some((d) => d.severity === 'error');
  const definition = compiled.variant;
  const variants: FileVariant[] = failed
    ? []
    : [
        {
          name,
          shortName: undefined,
          definition,
          start: () => Position.fromFen(definition.startFen, definition),
          fromFen: (fen) => Position.fromFen(fen, definition),
        },
      ];
  return { format: 'fbr', text, diagnostics: sorted(diagnostics), variants, blocks: 1 };
}

const sorted = (list: Diagnostic[]) => list.sort((a, b) => a.offset - b.offset);
