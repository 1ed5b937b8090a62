/**
 * `fromVariant` of sittuyin's rules: the pawn's standing promotion as `sittuyinPromotion`, the rook's first-rank drop
 * zone as `sittuyinRookDrop`, the pawn's drop zone as the region's default, and the met's limit of one (a warning:
 * ini limits promotions only, and the start position's hands hold one met, dropped before any other move).
 */
import type { VariantDefinition } from '@x/core';
import { describe, expect, it } from 'vitest';
import { builtinVariant } from '../bridge/builtin-lookup.js';
import { writeAndReadBack } from '../../test/write-back.js';
import { fromVariant } from './from-variant.js';

const sittuyin = builtinVariant('sittuyin')!;
const errors = (def: VariantDefinition) =>
  fromVariant(def)
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => [d.code, d.path, d.message]);

describe('fromVariant: sittuyin', () => {
  it('writes the standing promotion, the drop zones and the limit', () => {
    const { written, keys, back } = writeAndReadBack(sittuyin, 'mysittuyin');
    expect(written.complete).toBe(true);
    expect(written.diagnostics.map((d) => [d.severity, d.path])).toEqual([['warning', 'pieces[4].max']]);
    expect(keys).toMatchObject({
      sittuyinPromotion: 'true',
      promotionPieceTypes: 'f',
      promotionLimit: 'f:1',
      sittuyinRookDrop: 'true',
      dropRegionWhite: '*1 *2 *3',
      dropRegionBlack: '*6 *7 *8',
      mustDrop: 'true',
    });
    expect(keys).not.toHaveProperty('firstRankPawnDrops');
    expect(keys).not.toHaveProperty('promotionZonePawnDrops');
    // and reads back as the same rules
    expect(back.complete).toBe(true);
    const pawn = back.variant!.pieces.find((p) => p.id === 'pawn')!;
    expect(pawn.promotion).toMatchObject({ choices: ['fers'], standing: true });
    expect(back.variant!.zones?.[back.variant!.drops!.zones!.rook!]).toEqual(sittuyin.zones?.['rook-drops']);
  });

  const knight = sittuyin.pieces.find((p) => p.id === 'knight')!;
  const standing = { zone: 'promotionRegion', choices: ['fers'], standing: true };
  it.each([
    [
      'a standing promotion of another piece than the pawn',
      { pieces: sittuyin.pieces.map((p) => (p === knight ? { ...p, promotion: standing } : p)) },
      [
        'unexpressible-promotion',
        'pieces[1].promotion',
        "knight: a promotion in place of a piece other than the engine's pawn",
      ],
    ],
    [
      'a rook drop zone other than the region or its first rank',
      { zones: { ...sittuyin.zones, 'rook-drops': { white: ['a3', 'b3'], black: ['a6', 'b6'] } } },
      [
        'unexpressible-drops',
        'drops.zones',
        'rook: a drop zone other than the region or its first rank (ini: sittuyinRookDrop)',
      ],
    ],
    [
      'a pawn drop zone other than the region less its first rank or promotion zone',
      { zones: { ...sittuyin.zones, 'pawn-drops': { white: ['a2'], black: ['a7'] } } },
      [
        'unexpressible-drops',
        'drops.zones',
        'pawn: a drop zone other than the region less its first rank or its promotion zone',
      ],
    ],
  ] as [string, Partial<VariantDefinition>, string[]][])('refuses %s', (_, change, error) => {
    expect(errors({ ...sittuyin, ...change })).toContainEqual(error);
  });

  it('keeps the limit an error where captures fill the hands', () => {
    const def = { ...sittuyin, drops: { ...sittuyin.drops!, capturesToHand: true } };
    expect(errors(def)).toContainEqual([
      'unexpressible-drops',
      'pieces[4].max',
      'fers: at most 1 (ini limits promotions only)',
    ]);
  });
});
