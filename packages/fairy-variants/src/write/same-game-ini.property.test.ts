/**
 * `fromVariant` is honest on the sections of Fairy-Stockfish's variants.ini (the built-ins:
 * `same-game.property.test.ts`): a section that reads complete and is written complete reads back as the same
 * game. By default `FROM_VARIANT_BUDGET` on a sample that shows every feature of the definitions
 * (`coveringSample`, `variantFeatures`) and `GLANCE` on the others; longer games and deeper counts under
 * `pnpm test:deep`. Writing is a fixed point: a section written complete, read back and written again is the same
 * text.
 */
import { describe, expect, it } from 'vitest';
import { FROM_VARIANT_BUDGET } from '../../../../tests/same-game.js';
import { SHIPPED_INI, SKIP_REASON, shippedSections } from '../../test/shared-data.js';
import { dishonesty, GLANCE, sampleOf } from '../../test/same-game.js';
import { toVariant } from '../bridge/to-variant.js';
import { parse } from '../parse.js';
import { fromVariant } from './from-variant.js';

describe.skipIf(SHIPPED_INI === undefined)("fromVariant on Fairy-Stockfish's variants.ini", () => {
  const read = [...shippedSections()];
  it('has its 143 sections', () => expect(read.length).toBe(143));
  const complete = read.filter(([, c]) => c.complete).map(([name, c]) => [name, c.variant!] as const);
  const written = new Map(complete.map(([name, def]) => [name, fromVariant(def)]));
  const sample = sampleOf(complete.map(([, def]) => def));
  for (const [name, def] of complete) {
    const budget = sample.has(def) ? FROM_VARIANT_BUDGET : GLANCE;
    it(`[${name}]`, () => expect(dishonesty(def, written.get(name), budget)).toBeUndefined());
  }
  it('write → read → write is a fixed point on every section written complete', () => {
    const moved: string[] = [];
    let fixed = 0;
    for (const [name, def] of read.flatMap(([n, c]) => (c.variant ? [[n, c.variant] as const] : []))) {
      const once = written.get(name) ?? fromVariant(def);
      if (!once.complete) continue;
      const file = parse(once.text);
      const twice = fromVariant(toVariant(file, file.sections[0]!.name).variant!);
      if (twice.text === once.text) fixed++;
      else moved.push(`${once.text}→\n${twice.text}`);
    }
    expect(moved).toEqual([]);
    expect(fixed).toBeGreaterThanOrEqual(105);
  });
  it('[hexapawn]: a piece moving as a pawn without pawn semantics stays a custom piece', () => {
    const once = fromVariant(shippedSections().get('hexapawn')!.variant!);
    expect(once.text).toMatch(/^customPiece1 = p:mfWcfF$/m);
    expect(once.text).toMatch(/^nMoveRuleTypes = -$/m);
    const twice = fromVariant(toVariant(parse(once.text), 'hexapawn').variant!);
    expect(twice.text).toBe(once.text);
  });
  it('writes at least 105 of the sections that read complete as complete sections', () => {
    expect([...written.values()].filter((w) => w.complete).length).toBeGreaterThanOrEqual(105);
  });
});
if (SHIPPED_INI === undefined) it.skip(SKIP_REASON, () => {});
