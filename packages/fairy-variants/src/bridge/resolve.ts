/**
 * A section's settings: its parent's (a built-in variant, or a section above it in the same file),
 * then its own keys, as Fairy-Stockfish builds them.
 */
import type { IniFile, IniSection } from '../model.js';
import { sectionValues } from '../model.js';
import { parse } from '../parse.js';
import { BUILTIN_VARIANTS_INI } from './builtin-variants.js';
import { applyEntries, copySettings, emptySettings, type FairySettings } from './settings.js';

let builtins: IniFile | undefined;

/** The built-in variants we know as data, parsed once. */
export function builtinFile(): IniFile {
  builtins ??= parse(BUILTIN_VARIANTS_INI);
  return builtins;
}

/** Names of the built-in variants this package knows as data. */
export function knownBuiltins(): string[] {
  return builtinFile().sections.map((s) => s.name);
}

/** Where a section's chain of parents ends when it cannot be followed. */
export interface ResolveFailure {
  /** The parent that is neither a built-in we know nor a section loaded before. */
  readonly parent: string;
  /** `builtin`: an engine built-in this package does not know as data; `missing`: no such variant. */
  readonly why: 'builtin' | 'missing';
}

function settingsOf(
  file: IniFile,
  section: IniSection,
  builtin: boolean,
  seen: Set<IniSection>,
): FairySettings | ResolveFailure {
  let base: FairySettings | ResolveFailure;
  if (section.parent === undefined || section.parent === '') base = emptySettings();
  else {
    const index = file.sections.indexOf(section);
    const local = builtin
      ? undefined
      : file.sections
          .slice(0, index)
          .reverse()
          .find((s) => s.name === section.parent && s.loaded);
    const known = local ?? builtinFile().sections.find((s) => s.name === section.parent);
    if (known === undefined || seen.has(known))
      return { parent: section.parent, why: builtin ? 'builtin' : 'missing' };
    seen.add(known);
    base = settingsOf(local ? file : builtinFile(), known, local === undefined, seen);
    if (!('pieces' in base)) return base;
    base = copySettings(base);
  }
  applyEntries(base, sectionValues(section), section.name, builtin);
  return base;
}

/** The settings of section `section` of `file`, or why its parent chain cannot be followed. */
export function resolveSettings(file: IniFile, section: IniSection): FairySettings | ResolveFailure {
  return settingsOf(file, section, false, new Set([section]));
}
