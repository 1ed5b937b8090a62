/**
 * The conversion coverage of the two real SjaakII files (GPL data, read from ../shared, never copied):
 * per file, which variants convert with an `unsupported-*` diagnostic and with which codes. This is
 * the measured before/after table of issue #17 (`packages/core/docs/variant-model.md`): when a
 * construct becomes playable, the pinned list shrinks here.
 */
import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData } from '../../../tests/shared-data.js';
import { parse } from './parse/parse.js';
import { toVariant } from './convert/to-variant.js';

/** Per variant (short name) of a file: the sorted distinct `unsupported-*` codes and their subjects. */
function unsupportedByVariant(file: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const v of parse(readSharedData('sjaak', file)).variants) {
    const found = new Set<string>();
    for (const d of toVariant(v).diagnostics) {
      if (!d.code.startsWith('unsupported-')) continue;
      const subject = /'([^']+)'/.exec(d.message)?.[1] ?? d.message.replace(/ is not .*$/, '');
      found.add(`${d.code}:${subject}`);
    }
    if (found.size > 0) out[v.shortName ?? v.name] = [...found].sort();
  }
  return out;
}

const FILES = ['variants-1.4.1.txt', 'variants-1.4.1-fork.txt'] as const;

describe.skipIf(!hasSharedData)(
  'SjaakII conversion coverage (issue #17; skipped without ../shared/data)',
  () => {
    it('variants with an unsupported-* diagnostic, per file and merged by variant', {
      timeout: 60_000,
    }, () => {
      const totals: string[] = [];
      const merged = new Map<string, { files: string[]; codes: string[] }>();
      for (const file of FILES) {
        const all = parse(readSharedData('sjaak', file)).variants.length;
        const missing = unsupportedByVariant(file);
        totals.push(`${file}: ${all - Object.keys(missing).length} of ${all} convert with no unsupported-*`);
        for (const [name, codes] of Object.entries(missing)) {
          const row = merged.get(name) ?? { files: [], codes };
          row.files.push(file === 'variants-1.4.1.txt' ? '1.4.1' : 'fork');
          merged.set(name, row);
        }
      }
      const rows = [...merged].map(([name, r]) => `${name} (${r.files.join(', ')}): ${r.codes.join('; ')}`);
      expect({ totals, rows: rows.sort() }).toMatchInlineSnapshot(`
        {
          "rows": [],
          "totals": [
            "variants-1.4.1.txt: 43 of 43 convert with no unsupported-*",
            "variants-1.4.1-fork.txt: 64 of 64 convert with no unsupported-*",
          ],
        }
      `);
    });
  },
);
