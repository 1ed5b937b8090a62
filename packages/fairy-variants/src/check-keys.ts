/** Key diagnostics of one section: unknown and deprecated keys, bad values, repeated keys, oversized boards. */
import { type FairyDiagnostic, fairyDiagnostic } from './errors.js';
import { FAIRY_KEYS } from './keys.js';
import type { IniEntry, IniSection } from './model.js';
import { FAIRY_MAX_FILES, FAIRY_MAX_RANKS, valueFault } from './values.js';
import { onLine } from '@x/core/notation';

function keyDiagnostic(
  entry: IniEntry,
  section: string,
  severity: FairyDiagnostic['severity'],
  code: FairyDiagnostic['code'],
  message: string,
): FairyDiagnostic {
  return fairyDiagnostic({
    severity,
    code,
    message,
    offset: entry.offset,
    length: entry.key.length,
    line: entry.line,
    column: 1,
    section,
    key: entry.key,
  });
}

/** The board-size fault of a section's own `maxFile`/`maxRank` (a larger board is not loaded by the engine). */
function boardFault(entry: IniEntry, section: string): FairyDiagnostic | undefined {
  const n = /^\s*\d+/.test(entry.value)
    ? Number.parseInt(entry.value, 10)
    : entry.value.trim().charCodeAt(0) - 96;
  const max = entry.key === 'maxFile' ? FAIRY_MAX_FILES : FAIRY_MAX_RANKS;
  if (!(n > max)) return undefined;
  return keyDiagnostic(
    entry,
    section,
    'error',
    'board-too-large',
    `${entry.key} is at most ${max}; the section is not loaded.`,
  );
}

/** Appends the key diagnostics of `section` to `out`. */
export function checkKeys(section: IniSection, out: FairyDiagnostic[]): void {
  const seen = new Map<string, IniEntry>();
  for (const entry of section.entries) {
    const earlier = seen.get(entry.key);
    if (earlier)
      out.push(
        keyDiagnostic(
          earlier,
          section.name,
          'warning',
          'duplicate-key',
          `"${entry.key}" is set again on line ${entry.line}; that value counts.`,
        ),
      );
    seen.set(entry.key, entry);
    const spec = FAIRY_KEYS.get(entry.key);
    if (!spec) {
      out.push(
        keyDiagnostic(
          entry,
          section.name,
          'error',
          'unknown-key',
          `"${entry.key}" is not a Fairy-Stockfish option.`,
        ),
      );
      continue;
    }
    if (spec.deprecated)
      out.push(
        keyDiagnostic(entry, section.name, 'warning', 'deprecated-key', `"${entry.key}" is deprecated.`),
      );
    const fault = valueFault(entry.value, spec.type, entry.key);
    if (fault) {
      const offset = entry.valueOffset + fault.start;
      out.push(
        fairyDiagnostic({
          severity: fault.severity,
          code: fault.code,
          message: `${entry.key}: ${fault.message}`,
          offset,
          length: fault.length,
          ...onLine(offset, entry.line, entry.offset),
          section: section.name,
          key: entry.key,
        }),
      );
    } else if (entry.key === 'maxFile' || entry.key === 'maxRank') {
      const tooLarge = boardFault(entry, section.name);
      if (tooLarge) out.push(tooLarge);
    }
  }
}
