/**
 * `fromVariant` (SjaakII) is honest: a block it calls complete reads back with `toVariant` as the same game — the
 * same legal moves along random games and the same perft from the start and where those games end — for every
 * `@x/core` built-in and every variant of SjaakII's own files (GPL data, read from ../shared) that converts
 * complete. Small games by default; longer ones and perft 3 under `pnpm test:deep`.
 */
import { Position, perft, type VariantDefinition } from '@x/core';
import { supplyRules, variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { FROM_VARIANT_BUDGET, type GameRules, sameGame } from '../../../../tests/same-game.js';
import { hasSharedData, readSharedData } from '../../../../tests/shared-data.js';
import { FBR_ONLY_RULES, onFourBoards, refusalsOf } from '../../../../tests/variants.js';
import { toVariant } from '../convert/to-variant.js';
import { parse } from '../parse/parse.js';
import { fromVariant } from './from-variant.js';

const CORE: GameRules<VariantDefinition> = {
  start: (d) => Position.fromFen(d.startFen, d),
  perft: (p, depth) => perft(p as Position, depth),
};

/** Undefined when the block is incomplete or reads back as the same game; else the difference. */
function dishonesty(def: VariantDefinition): string | undefined {
  const written = fromVariant(def);
  if (!written.complete) return undefined;
  const v = parse(written.text).variants[0];
  if (!v) return 'no block read back';
  const back = toVariant(v);
  if (!back.complete) return `reads back incomplete: ${back.diagnostics.map((d) => d.message).join('; ')}`;
  return sameGame(CORE, def, back.variant, FROM_VARIANT_BUDGET);
}

describe('sjaak fromVariant: complete means the same game', () => {
  for (const [id, def] of Object.entries(variants))
    it(`built-in ${id}`, () => expect(dishonesty(def)).toBeUndefined());
});

describe('sjaak fromVariant refuses what SjaakII cannot say', () => {
  it('several boards (FBR four-board Alice) are an unexpressible rule, by name', () => {
    expect(fromVariant(onFourBoards(variants.chess)).diagnostics.map((d) => [d.code, d.path])).toContainEqual(
      ['unexpressible-rule', 'boards'],
    );
  });

  it('a standing promotion (a move of its own) is an unexpressible promotion', () => {
    supplyRules();
    const makruk = variants.makruk;
    const standing = {
      ...makruk,
      id: 'standing',
      pieces: makruk.pieces.map((p) =>
        p.id === 'pawn' ? { ...p, promotion: { zone: 'promotion', choices: ['met'], standing: true } } : p,
      ),
    };
    const pawn = `pieces[${makruk.pieces.findIndex((p) => p.id === 'pawn')}]`;
    expect(fromVariant(standing).diagnostics.map((d) => [d.code, d.path])).toContainEqual([
      'unexpressible-promotion',
      `${pawn}.promotion`,
    ]);
  });

  it.each(FBR_ONLY_RULES)('$name: refused by name', (rule) => {
    const king = `pieces[${variants.chess.pieces.findIndex((p) => p.royal)}]`;
    const written = fromVariant(rule.make(variants.chess));
    expect(written.complete).toBe(false);
    expect(written.diagnostics.map((d) => [d.code, d.path])).toEqual(
      refusalsOf(rule, king, (field) => ['unexpressible-move', `${king}.moves[0].${field}`]),
    );
  });
});

describe.skipIf(!hasSharedData)("sjaak fromVariant on SjaakII's variants files", () => {
  // How many convert complete and how many of those are written complete (43/13 and 63/15 when measured).
  for (const [name, least] of [
    ['variants-1.4.1.txt', 13],
    ['variants-1.4.1-fork.txt', 15],
  ] as const) {
    const file = hasSharedData ? parse(readSharedData('sjaak', name)) : { variants: [] };
    const complete = file.variants.map((v) => toVariant(v)).filter((c) => c.complete);
    it(`${name}: every block written complete plays the same game`, () => {
      const wrong = complete
        .map((c) => [c.variant.id, dishonesty(c.variant)] as const)
        .filter(([, why]) => why !== undefined);
      expect(wrong).toEqual([]);
    });
    it(`${name}: at least ${least} variants are written complete`, () => {
      const written = complete.filter((c) => fromVariant(c.variant).complete).length;
      expect(written).toBeGreaterThanOrEqual(least);
    });
  }
});
if (!hasSharedData) it.skip('../shared/data/sjaak is absent: the SjaakII files are not checked', () => {});
