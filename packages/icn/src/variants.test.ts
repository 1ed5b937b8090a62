import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData, sharedDataPath } from '../../../tests/shared-data.js';
import { parse } from './parse.js';
import {
  findVariant,
  gameTimestamp,
  impliedWorldBorder,
  VARIANTS,
  variantStartPosition,
} from './variants.js';

describe('variant table', () => {
  it.each([
    ['Classical_Plus', 'Classical_Plus'],
    ['Classical+', 'Classical_Plus'],
    ['Chess on an Infinite Plane - Huygens Option', 'CoaIP_HO'],
    ['Showcase: Omega^2', 'Omega_Squared'],
  ])('finds the variant %s, by code or English name, as %s', (name, code) => {
    expect(findVariant(name)?.code).toBe(code);
  });

  it('finds no variant of another name, among its 21', () => {
    expect(findVariant('Nope')).toBeUndefined();
    expect(VARIANTS).toHaveLength(21);
  });

  it('reads game times from UTCDate/UTCTime and the legacy Date tag', () => {
    expect(gameTimestamp({ UTCDate: '2024.08.05', UTCTime: '01:15:47' })).toBe(
      Date.UTC(2024, 7, 5, 1, 15, 47),
    );
    expect(gameTimestamp({ Date: '2024/07/22 05:42:12' })).toBe(Date.UTC(2024, 6, 22, 5, 42, 12));
    expect(gameTimestamp({ UTCDate: 'soon' })).toBeUndefined();
  });

  it('chooses the version by the game time', () => {
    const at = (date: string) =>
      parse(`[Variant "Pawn Horde"] [UTCDate "${date}"] [UTCTime "00:00:00"] w 1 1,1>1,2`).position!.length;
    expect(at('2023.01.01')).toBe(70);
    expect(at('2023.12.01')).toBe(76);
    expect(at('2024.02.01')).toBe(74);
    expect(parse('[Variant "Pawn_Horde"] 1,1>1,2').position).toHaveLength(74);
  });

  it('warns about unknown and generator-based variants', () => {
    const u = parse('[Variant "Nope"] 1,1>1,2');
    expect(u.position).toBeUndefined();
    expect(u.diagnostics?.map((w) => w.code)).toEqual(['unknown-variant']);
    expect(parse('[Variant "5D_Chess"] 1,1>1,2').diagnostics?.map((w) => w.code)).toEqual([
      'unsupported-variant',
    ]);
  });

  it('implies the start bounding box as world border for Chess and Obstocean', () => {
    expect(impliedWorldBorder(parse('[Variant "Chess"] 5,2>5,4'))).toEqual({
      left: 1n,
      right: 8n,
      bottom: 1n,
      top: 8n,
    });
    expect(impliedWorldBorder(parse('[Variant "Obstocean"] 5,2>5,4'))).toEqual({
      left: -6n,
      right: 15n,
      bottom: -3n,
      top: 12n,
    });
    expect(impliedWorldBorder(parse('[Variant "Classical"] 5,2>5,4'))).toBeUndefined();
    expect(impliedWorldBorder(parse('[Variant "Chess"] 1,2,3,4 K1,1'))).toEqual({
      left: 1n,
      right: 2n,
      bottom: 3n,
      top: 4n,
    });
  });
});

describe.skipIf(!hasSharedData)('variant table vs the live-variant case files', () => {
  const files = hasSharedData
    ? fs
        .readdirSync(sharedDataPath('icn'))
        .filter((f) => /^live-variant-.*\.pos$/.test(f) && !f.includes('disabled'))
    : [];
  it.each(files)('%s', (file) => {
    const m = /^live-variant-(.+?)(?:-(\d+))?\.pos$/.exec(file)!;
    const from = Number(m[2] ?? 0);
    const text = readSharedData('icn', file)
      .split('\n')
      .filter((l) => !l.startsWith('# '))
      .join('');
    expect(variantStartPosition(m[1]!, from)).toEqual(parse(text, { mode: 'strict' }).position);
    if (from > 0) expect(variantStartPosition(m[1]!, from - 1)).not.toEqual(parse(text).position);
  });

  it('covers every enabled variant file', () => {
    expect(files.length).toBe(30);
  });
});
