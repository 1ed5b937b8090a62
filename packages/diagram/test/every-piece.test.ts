/**
 * Every piece of every variant we ship or read is drawn by a picture: `@x/core`'s built-ins, Fairy-Stockfish's
 * built-ins (`@x/fairy-variants`), and the example files of the three variant languages — the sections of
 * Fairy-Stockfish's variants.ini and SjaakII's variants.txt (GPL data, read from ../shared, never copied) and
 * `@x/fbr`'s rule sets. The outline-and-letter form is allowed only for `LETTER_ONLY` (documented in the README).
 * A sample of the Fairy-Stockfish built-ins and ini sections by default, all of them under `pnpm test:deep`.
 */
import fs from 'node:fs';
import type { VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import * as fairy from '@x/fairy-variants';
import * as fbr from '@x/fbr';
import * as sjaak from '@x/sjaak-variants';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../tests/depth.js';
import { hasSharedData, readSharedData } from '../../../tests/shared-data.js';
import { drawn } from '../src/board/finite.js';
import { boardStyleOf, pieceSvg } from '../src/index.js';

/**
 * Pieces drawn in the outline-and-letter form, by variant and piece id: none. (A piece whose moves are unknown —
 * a `DiagramBoard` given by letters — is the only one drawn so.)
 */
const LETTER_ONLY: readonly string[] = [];

/** The pieces of `variant` (both colours) drawn with letters, as `variant-id/piece-id`. */
function lettered(variant: VariantDefinition): string[] {
  const types = new Map(variant.pieces.map((p) => [p.id, p]));
  const style = boardStyleOf(variant);
  const out = new Set<string>();
  for (const p of variant.pieces)
    for (const color of ['white', 'black'] as const)
      for (const upsideDown of [false, true])
        if (pieceSvg(drawn(types, p.id, color, false, variant), style, { upsideDown }).includes('<text'))
          out.add(`${variant.id}/${p.id}`);
  return [...out].filter((k) => !LETTER_ONLY.includes(k));
}

/** Converts and checks each of `names`, `convert` giving its variant (undefined: skipped, counted). */
function checkAll(names: readonly string[], convert: (name: string) => VariantDefinition | undefined) {
  let checked = 0;
  const missing: string[] = [];
  for (const name of names) {
    const variant = convert(name);
    if (variant === undefined || variant.pieces.length === 0) continue;
    checked++;
    missing.push(...lettered(variant));
  }
  return { checked, missing };
}

describe('every piece is drawn by a picture', () => {
  it("@x/core's built-ins", () => {
    const all = Object.values(variants) as VariantDefinition[];
    const { checked, missing } = checkAll(
      all.map((v) => v.id),
      (id) => all.find((v) => v.id === id),
    );
    expect(checked).toBe(all.length);
    expect(missing).toEqual([]);
  });

  it("Fairy-Stockfish's built-ins", () => {
    const names = bySize(
      ['shatranj', 'torishogi', 'spartan', 'hoppelpoppel', 'ai-wok', 'flipello'],
      [...fairy.FAIRY_BUILTIN_NAMES],
    );
    const { checked, missing } = checkAll(names, (n) => fairy.builtinVariant(n));
    expect(checked).toBeGreaterThanOrEqual(names.length - 2);
    expect(missing).toEqual([]);
  });

  it('the capablanca and seirawan compounds are Chessnut pictures (a knight beside a bishop or rook)', () => {
    for (const name of ['capablanca', 'seirawan']) {
      const variant = fairy.builtinVariant(name)!;
      const types = new Map(variant.pieces.map((p) => [p.id, p]));
      for (const id of ['archbishop', 'chancellor']) {
        const text = pieceSvg(drawn(types, id, 'white', false, variant), 'checkered');
        expect(text).toContain('href="#wN"');
        expect(text).toContain(id === 'archbishop' ? 'href="#wB"' : 'href="#wR"');
      }
    }
  });

  it("@x/fbr's rule sets", () => {
    const dir = new URL('../../fbr/test/fixtures/rulesets/', import.meta.url);
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.fbr'));
    const { checked, missing } = checkAll(files, (f) => {
      const betza = /^fairy\d?\.fbr$/.test(f);
      const set = fbr.parse(fs.readFileSync(new URL(f, dir), 'utf8'), betza ? { notation: 'betza' } : {});
      return fbr.toVariant(set).variant;
    });
    expect(checked).toBe(files.length);
    expect(missing).toEqual([]);
  });

  describe.skipIf(!hasSharedData)('the example files in ../shared', () => {
    it("SjaakII's variants.txt", () => {
      for (const file of bySize(['variants-1.4.1.txt'], ['variants-1.4.1.txt', 'variants-1.4.1-fork.txt'])) {
        const parsed = sjaak.parse(readSharedData('sjaak', file));
        const all = parsed.variants.map((v) => v.name);
        const { checked, missing } = checkAll(
          bySize(
            all.filter((_, i) => i % 3 === 0),
            all,
          ),
          (n) => sjaak.toVariant(parsed.variants.find((v) => v.name === n)!).variant,
        );
        expect(checked).toBeGreaterThanOrEqual(15);
        expect(missing).toEqual([]);
      }
    });

    it("Fairy-Stockfish's variants.ini sections", () => {
      const ini = fairy.parse(readSharedData('fsf', 'variants.ini'));
      const all = ini.sections.map((s) => s.name);
      const names = bySize(
        all.filter((_, i) => i % 8 === 0),
        all,
      );
      const { checked, missing } = checkAll(names, (n) => fairy.toVariant(ini, n).variant);
      expect(checked).toBeGreaterThan(names.length / 2);
      expect(missing).toEqual([]);
    });
  });
});
