/** `parse`: a variants.ini file read losslessly, with located diagnostics as Fairy-Stockfish's `check` gives them. */
import { type Result, toResult } from '@x/core';
import { onLine } from '@x/core/notation';
import { FAIRY_BUILTIN_NAMES } from './builtins.js';
import { checkKeys } from './check-keys.js';
import { type FairyDiagnostic, FairyError, type FairyErrorCode, fairyDiagnostic } from './errors.js';
import { type FairyLimits, resolveLimits } from './limits.js';
import { isSpace, lineKind, type RawLine, splitLines } from './lines.js';
import type { IniEntry, IniFile, IniLine, IniSection } from './model.js';

/** Options of `parse`. */
export interface ParseOptions {
  /** Input limits (defaults: `DEFAULT_FAIRY_LIMITS`). */
  readonly limits?: Partial<FairyLimits>;
  /**
   * Built-in variants a section may inherit from and may not redefine (default: `FAIRY_BUILTIN_NAMES`,
   * those of a large-board Fairy-Stockfish build).
   */
  readonly builtins?: ReadonlySet<string>;
}

/** Builds located diagnostics for one file. */
class Reporter {
  readonly list: FairyDiagnostic[] = [];
  report(
    severity: FairyDiagnostic['severity'],
    code: FairyErrorCode,
    message: string,
    at: { line: number; lineOffset: number; offset: number; length: number },
    extra: { section?: string; key?: string } = {},
  ): void {
    const { line, lineOffset, offset, length } = at;
    this.list.push(
      fairyDiagnostic({
        severity,
        code,
        message,
        ...onLine(offset, line, lineOffset),
        offset,
        length,
        ...extra,
      }),
    );
  }
}

/** A section header's parts, or why it is not one. */
function readHeader(
  raw: RawLine,
  out: Reporter,
): { name: string; parent?: string; length: number } | undefined {
  const close = raw.text.indexOf(']');
  const at = { line: raw.line, lineOffset: raw.offset, offset: raw.offset, length: raw.text.length };
  if (close < 0) {
    out.report('error', 'bad-section-header', 'A section header needs a closing "]" on its line.', at);
    return undefined;
  }
  const inside = raw.text.slice(1, close);
  const colon = inside.indexOf(':');
  const name = colon < 0 ? inside : inside.slice(0, colon);
  const parent = colon < 0 ? undefined : inside.slice(colon + 1);
  if (name.length === 0) {
    out.report('error', 'bad-section-header', 'A section needs a name: [name] or [name:parent].', at);
    return undefined;
  }
  const rest = raw.text.slice(close + 1);
  if (rest.trim().length > 0) {
    const offset = raw.offset + close + 1;
    out.report(
      'warning',
      'section-trailing-text',
      `Text after "]" is ignored: "${rest.trim()}".`,
      { line: raw.line, lineOffset: raw.offset, offset, length: rest.length },
      { section: name },
    );
  }
  return parent === undefined ? { name, length: close + 1 } : { name, parent, length: close + 1 };
}

/** An entry line's key and value as the engine splits them, or undefined (with a diagnostic) when it skips it. */
function readEntry(raw: RawLine, section: string, out: Reporter): IniEntry | undefined {
  const eq = raw.text.indexOf('=');
  let keyEnd = eq;
  while (keyEnd > 0 && raw.text.charCodeAt(keyEnd - 1) === 32) keyEnd--;
  const key = raw.text.slice(0, keyEnd);
  let valueStart = eq + 1;
  while (valueStart < raw.text.length && isSpace(raw.text.charCodeAt(valueStart))) valueStart++;
  const value = raw.text.slice(valueStart);
  const at = { line: raw.line, lineOffset: raw.offset, offset: raw.offset, length: raw.text.length };
  if (key.length === 0) {
    out.report('error', 'empty-key', 'A line "= value" has no key; Fairy-Stockfish skips it.', at, {
      section,
    });
    return undefined;
  }
  if (value.length === 0) {
    out.report('warning', 'empty-value', `"${key}" has no value; Fairy-Stockfish skips the line.`, at, {
      section,
      key,
    });
    return undefined;
  }
  return { key, value, line: raw.line, offset: raw.offset, valueOffset: raw.offset + valueStart };
}

/** A section under construction. */
interface Draft {
  header?: { name: string; parent?: string; length: number };
  raw: RawLine;
  entries: IniEntry[];
  firstLine: number;
  endLine: number;
}

/** Groups lines into sections and reads their headers and entries. */
function readSections(raws: readonly RawLine[], limits: FairyLimits, out: Reporter) {
  const lines: IniLine[] = [];
  const drafts: Draft[] = [];
  let current: Draft | undefined;
  for (const raw of raws) {
    const kind = lineKind(raw.text, current !== undefined);
    lines.push({ kind, ...raw });
    if (kind === 'header') {
      if (drafts.length >= limits.maxSections)
        throw new FairyError('too-many-sections', `More than ${limits.maxSections} sections.`, raw.offset, 1);
      current = { raw, entries: [], firstLine: lines.length - 1, endLine: lines.length };
      const header = readHeader(raw, out);
      if (header) current.header = header;
      drafts.push(current);
      continue;
    }
    if (!current) continue;
    current.endLine = lines.length;
    const section = current.header?.name ?? '';
    if (kind === 'invalid') {
      const at = { line: raw.line, lineOffset: raw.offset, offset: raw.offset, length: raw.text.length };
      out.report(
        'error',
        'invalid-line',
        'Not "key = value", a comment or a header: Fairy-Stockfish skips it.',
        at,
        {
          section,
        },
      );
    } else if (kind === 'entry') {
      const entry = readEntry(raw, section, out);
      if (entry) current.entries.push(entry);
    }
  }
  return { lines, drafts };
}

/** The names that lie on an inheritance cycle (each name has at most one parent: one walk per name, linear). */
function cycleMembers(parents: ReadonlyMap<string, string | undefined>): Set<string> {
  const walkOf = new Map<string, number>();
  const onCycle = new Set<string>();
  let walk = 0;
  for (const start of parents.keys()) {
    walk++;
    let at: string | undefined = start;
    while (at !== undefined && parents.has(at) && !walkOf.has(at)) {
      walkOf.set(at, walk);
      at = parents.get(at);
    }
    if (at === undefined || walkOf.get(at) !== walk) continue;
    // `at` was reached twice in this walk: it and the names after it up to itself form a cycle.
    for (let c: string | undefined = at; c !== undefined && !onCycle.has(c); c = parents.get(c))
      onCycle.add(c);
  }
  return onCycle;
}

/** The parent's fault, if any: unknown, a cycle through this section, or defined only further down. */
function parentFault(
  name: string,
  parent: string,
  defined: ReadonlySet<string>,
  parents: ReadonlyMap<string, string | undefined>,
  onCycle: ReadonlySet<string>,
): FairyErrorCode | undefined {
  if (defined.has(parent)) return undefined;
  if (!parents.has(parent)) return 'unknown-parent';
  return onCycle.has(name) ? 'inheritance-cycle' : 'parent-defined-later';
}

/** Resolves names top-down as Fairy-Stockfish does: duplicates and parents not yet defined do not load. */
function resolveNames(drafts: readonly Draft[], builtins: ReadonlySet<string>, out: Reporter): IniSection[] {
  const parents = new Map<string, string | undefined>();
  for (const d of drafts)
    if (d.header && !parents.has(d.header.name)) parents.set(d.header.name, d.header.parent);
  const onCycle = cycleMembers(parents);
  const defined = new Set(builtins);
  const sections: IniSection[] = [];
  for (const d of drafts) {
    const { raw } = d;
    const at = { line: raw.line, lineOffset: raw.offset, offset: raw.offset, length: d.header?.length ?? 1 };
    let loaded = d.header !== undefined;
    const name = d.header?.name ?? '';
    const parent = d.header?.parent;
    if (d.header && defined.has(name)) {
      const what = builtins.has(name) ? 'a built-in variant' : 'defined earlier in this file';
      out.report(
        'error',
        'duplicate-section',
        `Variant "${name}" already exists (${what}); this section is skipped.`,
        at,
        {
          section: name,
        },
      );
      loaded = false;
    } else if (d.header && parent !== undefined) {
      const fault = parentFault(name, parent, defined, parents, onCycle);
      if (fault) {
        const why =
          fault === 'unknown-parent'
            ? `is neither a built-in variant nor a section of this file`
            : fault === 'inheritance-cycle'
              ? 'inherits, through its parents, from this section'
              : 'is defined further down; Fairy-Stockfish reads the file top-down';
        out.report('error', fault, `Parent "${parent}" ${why}; "${name}" is skipped.`, at, { section: name });
        loaded = false;
      }
    }
    if (loaded) defined.add(name);
    const section: IniSection = {
      name,
      ...(parent === undefined ? {} : { parent }),
      line: raw.line,
      offset: raw.offset,
      length: d.header?.length ?? raw.text.length,
      entries: d.entries,
      loaded,
      firstLine: d.firstLine,
      endLine: d.endLine,
    };
    sections.push(section);
  }
  return sections;
}

/**
 * Reads a variants.ini file. Never throws for what is in the file: every problem is a located diagnostic,
 * and the lines keep every character (`stringify(parse(text)) === text`). Throws `FairyError` only when
 * the input exceeds a limit or is not a string (`invalid-argument`); a `limits` value that is not a positive
 * integer is a `TypeError`.
 *
 * @example parse('[gothic:capablanca]\nstartFen = rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1\n').sections[0].parent // 'capablanca'
 */
export function parse(text: string, options: ParseOptions = {}): IniFile {
  if (typeof text !== 'string')
    throw new FairyError(
      'invalid-argument',
      `parse expects the text of a variants.ini file, not ${typeof text}.`,
    );
  const limits = resolveLimits(options.limits);
  if (text.length > limits.maxInputLength)
    throw new FairyError('input-too-long', `Input is longer than ${limits.maxInputLength} characters.`);
  const out = new Reporter();
  const { lines, drafts } = readSections(splitLines(text, limits.maxLines), limits, out);
  const sections = resolveNames(drafts, options.builtins ?? FAIRY_BUILTIN_NAMES, out);
  for (const section of sections) checkKeys(section, out.list);
  if (sections.length === 0 && text.trim().length > 0) {
    const at = { line: 1, lineOffset: 0, offset: 0, length: 0 };
    out.report(
      'warning',
      'no-sections',
      'No "[name]" section: this does not look like a variants.ini file.',
      at,
    );
  }
  const diagnostics = out.list.sort((a, b) => a.offset - b.offset);
  return { lines, sections, diagnostics };
}

/** `parse` as a `Result`: `{ success: false, error }` (a `FairyError`) instead of throwing for a limit. */
export function safeParse(text: string, options: ParseOptions = {}): Result<IniFile, FairyError> {
  return toResult(FairyError, () => parse(text, options));
}
