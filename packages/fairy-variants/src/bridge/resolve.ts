/**
 * A section's settings: its parent's (a built-in variant, or a section above it in the same file),
 * then its own keys, as Fairy-Stockfish builds them. The chain of parents is walked without
 * recursion, so a file's 10,000-section chain costs linear time and no stack.
 */
import type { IniFile, IniSection } from '../model.js';
import { sectionValues } from '../model.js';
import { parse } from '../parse.js';
import { BUILTIN_VARIANTS_INI } from './builtin-variants.js';
import { applyEntries, emptySettings, type FairySettings } from './settings.js';

let builtins: IniFile | undefined;

/** The built-in variants as data, parsed once. */
export function builtinFile(): IniFile {
  builtins ??= parse(BUILTIN_VARIANTS_INI);
  return builtins;
}

/**
 * Settings of built-ins that no variants.ini key can write: the engine's `variant.cpp` sets them for that
 * built-in alone, and its children inherit them (`freeDrops`: ataxx's hands never run out).
 */
const ENGINE_ONLY: ReadonlyMap<string, readonly (readonly [string, unknown])[]> = /* @__PURE__ */ new Map([
  ['ataxx', [['freeDrops', true]]],
]);

/** Where a section's chain of parents ends when it cannot be followed. */
export interface ResolveFailure {
  /** The parent that is neither a built-in variant nor a section loaded before. */
  readonly parent: string;
}

/** The section `section` inherits from, searched as the engine does: earlier sections, then built-ins. */
function parentOf(
  file: IniFile,
  section: IniSection,
): { file: IniFile; section: IniSection; builtin: boolean } | ResolveFailure | undefined {
  const name = section.parent;
  if (name === undefined || name === '') return undefined;
  if (file !== builtinFile()) {
    const index = file.sections.indexOf(section);
    for (let i = index - 1; i >= 0; i--) {
      const s = file.sections[i]!;
      if (s.name === name && s.loaded) return { file, section: s, builtin: false };
    }
  }
  const known = builtinFile().sections.find((s) => s.name === name);
  if (known) return { file: builtinFile(), section: known, builtin: true };
  return { parent: name };
}

/** The settings of section `section` of `file`, or why its parent chain cannot be followed. */
export function resolveSettings(file: IniFile, section: IniSection): FairySettings | ResolveFailure {
  const chain: { section: IniSection; builtin: boolean }[] = [{ section, builtin: false }];
  let at: { file: IniFile; section: IniSection } = { file, section };
  for (;;) {
    const parent = parentOf(at.file, at.section);
    if (parent === undefined) break;
    if (!('section' in parent)) return parent;
    chain.push(parent);
    at = parent;
  }
  const settings = emptySettings();
  for (let i = chain.length - 1; i >= 0; i--) {
    const link = chain[i]!;
    applyEntries(settings, sectionValues(link.section), link.section.name, link.builtin);
    if (link.builtin)
      for (const [field, value] of ENGINE_ONLY.get(link.section.name) ?? []) {
        settings.fields.set(field, value);
        settings.origins.set(field, { key: field, section: link.section.name });
      }
  }
  return settings;
}
