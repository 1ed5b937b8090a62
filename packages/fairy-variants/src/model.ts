/** The lossless model of a variants.ini file: every line as written, grouped into sections. */
import type { FairyDiagnostic } from './errors.js';

/** What a line is, as Fairy-Stockfish's reader sees it. */
export type IniLineKind =
  /** Empty (spaces and tabs are not blank to Fairy-Stockfish: such a line is `invalid`). */
  | 'blank'
  /** Starts with `#` or `;`. */
  | 'comment'
  /** Starts with `[`: a section header. */
  | 'header'
  /** `key = value`. */
  | 'entry'
  /** Inside a section, neither of the above (no `=`): Fairy-Stockfish skips it. */
  | 'invalid'
  /** Before the first section: anything, skipped. */
  | 'preamble';

/** One line as written: its text without the line end, and the line end (`\n`, `\r\n` or none at the end). */
export interface IniLine {
  readonly kind: IniLineKind;
  readonly text: string;
  readonly eol: '' | '\n' | '\r\n';
  /** 1-based line number. */
  readonly line: number;
  /** UTF-16 offset of the line's first character. */
  readonly offset: number;
}

/** One `key = value` line of a section. */
export interface IniEntry {
  /** The key as Fairy-Stockfish reads it: up to `=`, trailing spaces removed (leading ones kept). */
  readonly key: string;
  /** The value: after `=` and any whitespace, to the end of the line (trailing spaces kept, as the engine keeps them). */
  readonly value: string;
  readonly line: number;
  /** Offset of the key's first character (the line's start). */
  readonly offset: number;
  /** Offset of the value's first character. */
  readonly valueOffset: number;
}

/** One `[name]` or `[name:parent]` section. */
export interface IniSection {
  readonly name: string;
  /** The variant it inherits from (a built-in or an earlier section), if any. */
  readonly parent?: string;
  /** The header's line number and the offset and length of `[…]`. */
  readonly line: number;
  readonly offset: number;
  readonly length: number;
  /** Every entry in file order, repeated keys included (the last one counts). */
  readonly entries: readonly IniEntry[];
  /** Whether Fairy-Stockfish loads it (false for a bad header, a duplicate name or a missing parent). */
  readonly loaded: boolean;
  /** Index in `IniFile.lines` of the header and one past the section's last line. */
  readonly firstLine: number;
  readonly endLine: number;
}

/** A whole file: `lines` hold every character, so `stringify(file)` gives back the text byte for byte. */
export interface IniFile {
  readonly lines: readonly IniLine[];
  readonly sections: readonly IniSection[];
  /** Syntax and key diagnostics, in file order. */
  readonly diagnostics: readonly FairyDiagnostic[];
}

/** A section's keys and the entry that counts for each (the last one written). */
export function sectionValues(section: IniSection): ReadonlyMap<string, IniEntry> {
  const values = new Map<string, IniEntry>();
  for (const entry of section.entries) values.set(entry.key, entry);
  return values;
}
