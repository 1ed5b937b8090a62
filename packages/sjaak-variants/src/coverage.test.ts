/**
 * The conversion coverage of the two real SjaakII files (GPL data, read from ../shared, never copied):
 * per file, which variants convert with an `unsupported-*` diagnostic and with which codes. This is
 * the measured before/after table of issue #17 (`packages/core/docs/variant-model.md`): when a
 * construct becomes playable, the pinned list shrinks here.
 */
import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData } from '../../../tests/shared-data.js';
import { parse } from './parse.js';
import { toVariant } from './to-variant.js';

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

describe.skipIf(!hasSharedData)(
  'SjaakII conversion coverage (issue #17; skipped without ../shared/data)',
  () => {
    it('variants-1.4.1.txt', () => {
      const all = parse(readSharedData('sjaak', 'variants-1.4.1.txt')).variants.length;
      const missing = unsupportedByVariant('variants-1.4.1.txt');
      expect({ all, withUnsupported: Object.keys(missing).length, missing }).toMatchInlineSnapshot(`
      {
        "all": 43,
        "missing": {
          "gorogoro_shogi": [
            "unsupported-end-condition:perpetual = loss",
          ],
          "gorogoronl_shogi": [
            "unsupported-end-condition:perpetual = loss",
          ],
          "judkins": [
            "unsupported-end-condition:perpetual = illegal",
          ],
          "mini_xiangqi": [
            "unsupported-rule:chase rule",
          ],
          "wa-shogi": [
            "unsupported-end-condition:perpetual = loss",
          ],
          "wa-shogi-drop": [
            "unsupported-end-condition:perpetual = loss",
          ],
          "yarishogi": [
            "unsupported-end-condition:perpetual = loss",
          ],
        },
        "withUnsupported": 7,
      }
    `);
    });
    it('variants-1.4.1-fork.txt', () => {
      const all = parse(readSharedData('sjaak', 'variants-1.4.1-fork.txt')).variants.length;
      const missing = unsupportedByVariant('variants-1.4.1-fork.txt');
      expect({ all, withUnsupported: Object.keys(missing).length, missing }).toMatchInlineSnapshot(`
      {
        "all": 64,
        "missing": {
          "gorogoro_shogi": [
            "unsupported-end-condition:perpetual = loss",
          ],
          "gorogoronl_shogi": [
            "unsupported-end-condition:perpetual = loss",
          ],
          "judkins": [
            "unsupported-end-condition:perpetual = illegal",
          ],
          "mini_xiangqi": [
            "unsupported-rule:chase rule",
          ],
          "wa-shogi": [
            "unsupported-end-condition:perpetual = loss",
          ],
          "wa-shogi-drop": [
            "unsupported-end-condition:perpetual = loss",
          ],
          "yarishogi": [
            "unsupported-end-condition:perpetual = loss",
          ],
        },
        "withUnsupported": 7,
      }
    `);
    });
  },
);
