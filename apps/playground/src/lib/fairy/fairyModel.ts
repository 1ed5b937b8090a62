/**
 * The Fairy-Stockfish tab's model: a variants.ini text read with `@x/fairy-variants` (`safeParse`), its sections
 * as a list to choose from, and the chosen section converted with `toVariant` (parents resolved, the engine's
 * built-ins included) into a position to play, with its diagnostics sorted for display: errors, keys `@x/core`
 * does not play (`unsupported-key`, the variant played without them), warnings. Loaded with the tab's chunk.
 */
import { Position, type VariantConversion, type VariantDefinition, type BasePosition } from '@x/core';
import {
  FAIRY_KEYS,
  type FairyDiagnostic,
  type IniFile,
  safeParse,
  stringify,
  toVariant,
} from '@x/fairy-variants';
import { type ShownError, shownError } from '../text/shownError';

/** One section of the text, for the section chooser. */
export interface FairySectionEntry {
  readonly name: string;
  readonly parent: string | undefined;
  /** Whether Fairy-Stockfish loads it (its parent is known where it stands, the name is new). */
  readonly loaded: boolean;
  /** Its header's line (1-based). */
  readonly line: number;
  /** What the chooser shows: `wallhouse : nocheckhouse (line 21)`, `… — not loaded` when skipped. */
  readonly label: string;
}

/** A read variants.ini text. */
export interface FairyReading {
  /** The parsed file; absent when the text is beyond the reader's limits. */
  readonly file?: IniFile;
  /** Why the text was not read (too long, too many sections or lines). */
  readonly failure?: ShownError;
  readonly sections: readonly FairySectionEntry[];
  /** The canonical text (`stringify(file, { canonical: true })`). */
  readonly canonical?: string;
}

/** Reads a variants.ini text; never throws. */
export function readIni(text: string): FairyReading {
  const r = safeParse(text);
  if (!r.success) return { failure: shownError(r.error), sections: [] };
  const file = r.data;
  const sections = file.sections.map(
    (s): FairySectionEntry => ({
      name: s.name,
      parent: s.parent,
      loaded: s.loaded,
      line: s.line,
      label: `${s.name}${s.parent ? ` : ${s.parent}` : ''} (line ${s.line})${s.loaded ? '' : ' — not loaded'}`,
    }),
  );
  return { file, sections, canonical: stringify(file, { canonical: true }) };
}

/** The section to show: the chosen one when the text has it, else the first loaded one, else the first. */
export function chooseSection(sections: readonly FairySectionEntry[], chosen: string): string | undefined {
  if (sections.some((s) => s.name === chosen)) return chosen;
  return (sections.find((s) => s.loaded) ?? sections[0])?.name;
}

/** Codes after which `toVariant`'s variant is a stand-in, not the section's game: nothing to play. */
const NO_VARIANT = new Set(['unknown-variant', 'invalid-variant']);

/** Whether an error on `key` changes how the start position reads: the board's size or a piece's letter. */
function shapesStart(key: string | undefined): boolean {
  return (
    key === 'maxRank' || key === 'maxFile' || (key !== undefined && FAIRY_KEYS.get(key)?.type === 'Piece')
  );
}

/**
 * The bridge's diagnostic that leaves nothing to play, and whether it only follows from an earlier error: a start
 * position that does not read on the engine's default board (or pieces) after an error in `maxRank`, `maxFile`
 * or a piece's letter. Then that earlier error is the cause, and the consequence is not shown.
 */
function blockingOf(own: readonly FairyDiagnostic[]): {
  blocking?: FairyDiagnostic;
  consequence?: FairyDiagnostic;
} {
  const found = own.find((d) => NO_VARIANT.has(d.code));
  if (!found) return {};
  const cause =
    found.key === 'startFen'
      ? own.find((d) => d !== found && d.severity === 'error' && shapesStart(d.key))
      : undefined;
  return cause ? { blocking: cause, consequence: found } : { blocking: found };
}

/** The chosen section converted to a playable variant, and its diagnostics sorted for display. */
export interface FairySection {
  readonly name: string;
  /** `toVariant`'s result (absent only when it threw, which it should not). */
  readonly conversion?: VariantConversion<FairyDiagnostic, VariantDefinition | undefined>;
  /** The variant to play, when the bridge produced one whose start position reads. */
  readonly variant?: VariantDefinition;
  /** Its start position (a new object per conversion: a new game). */
  readonly start?: BasePosition;
  /** Why there is nothing to play: the bridge's error (not among `problems`), or the engine's about the start. */
  readonly unplayable?: ShownError;
  /** The bridge's diagnostic that left nothing to play (`unknown-variant`, `invalid-variant`, …). */
  readonly blocking?: FairyDiagnostic;
  /** Errors and warnings of the section and the file, `unsupported-key` ones and `blocking` apart. */
  readonly problems: readonly FairyDiagnostic[];
  /** The keys `@x/core` does not play (`unsupported-key`): the variant is played without these rules. */
  readonly unsupported: readonly FairyDiagnostic[];
}

/**
 * Converts section `name` of `file` with `toVariant` and sorts what it says: the problems (file-level
 * diagnostics, then the section's), the unsupported keys, and whether there is a game to play.
 */
export function convertSection(file: IniFile, name: string): FairySection {
  let conversion: VariantConversion<FairyDiagnostic, VariantDefinition | undefined>;
  try {
    conversion = toVariant(file, name);
  } catch (e) {
    return { name, unplayable: shownError(e), problems: [], unsupported: [] };
  }
  // the diagnostics of no section (text before the first header, no sections at all) concern every section
  const general = file.diagnostics.filter((d) => d.section === undefined);
  const own = conversion.diagnostics;
  const { blocking, consequence } = blockingOf(own);
  const problems = [...general, ...own.filter((d) => d.code !== 'unsupported-key' && d !== consequence)];
  const unsupported = own.filter((d) => d.code === 'unsupported-key');
  // shown once: as the reason there is nothing to play, not again among the problems
  const { variant } = conversion;
  if (blocking || variant === undefined) {
    const rest = problems.filter((d) => d !== blocking);
    const unplayable = shownError(blocking ?? new Error(`No variant [${name}]`));
    return { name, conversion, unplayable, ...(blocking && { blocking }), problems: rest, unsupported };
  }
  try {
    const start = Position.fromFen(variant.startFen, variant);
    return { name, conversion, variant, start, problems, unsupported };
  } catch (e) {
    return { name, conversion, unplayable: shownError(e), problems, unsupported };
  }
}

/** The first error to show in the error box and highlight: a problem of severity `error`, else `blocking`. */
export function firstProblem(section: FairySection | undefined): FairyDiagnostic | undefined {
  return section?.problems.find((d) => d.severity === 'error') ?? section?.blocking;
}

/** What the editor highlights: the first error, else the first key `@x/core` does not play. */
export function highlightOf(section: FairySection | undefined): FairyDiagnostic | undefined {
  return firstProblem(section) ?? section?.unsupported[0];
}

/** How many errors and warnings the file has in sections other than `name` (they are not listed). */
export function elsewhere(file: IniFile, name: string): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const d of file.diagnostics) {
    if (d.section === undefined || d.section === name) continue;
    if (d.severity === 'error') errors++;
    else warnings++;
  }
  return { errors, warnings };
}
