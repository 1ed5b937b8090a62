/**
 * `fromVariant` writes the end rules that count with the engine's piece types (makruk's counting, shatar's mate)
 * and the extinction's result, reads them back the same, and refuses an end field it cannot say by name.
 */
import type { VariantDefinition } from '@x/core';
import type { EndRules } from '@x/core/variant';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { toVariant } from '../bridge/to-variant.js';
import { fromVariant } from './from-variant.js';

/** Fairy-Stockfish's built-in `name`, written again and read back. */
function roundTrip(name: string) {
  const original = toVariant(`[mine:${name}]\n`, 'mine').variant!;
  const written = fromVariant(original);
  return { original, written, back: toVariant(written.text, written.name).variant! };
}
const errors = (w: ReturnType<typeof fromVariant>) =>
  w.diagnostics.filter((d) => d.severity !== 'warning').map((d) => `${d.path}: ${d.message}`);

describe('fromVariant: counted ends', () => {
  it.each(['makruk', 'cambodian', 'asean'])(
    'writes %s counting as countingRule and reads it back',
    (name) => {
      const { original, written, back } = roundTrip(name);
      expect(Object.fromEntries(written.entries).countingRule).toBe(original.end?.counting?.rule);
      expect(back.end?.counting).toEqual(original.end?.counting);
    },
  );

  it("writes shatar's mate rule as shatarMateRule and reads it back", () => {
    const { original, written, back } = roundTrip('shatar');
    expect(errors(written)).toEqual([]);
    expect(Object.fromEntries(written.entries).shatarMateRule).toBe('true');
    expect(back.end?.mateCheckers).toEqual(original.end?.mateCheckers);
  });

  it("writes @x/core's makruk counting, its khon as the engine's silver", () => {
    const written = fromVariant(variants.makruk);
    expect(errors(written)).toEqual([]);
    expect(Object.fromEntries(written.entries).countingRule).toBe('makruk');
  });

  it('refuses counting and mate checkers on pieces the engine does not know by those types', () => {
    const end: EndRules = {
      counting: { rule: 'makruk', rook: 'queen' },
      mateCheckers: { losing: ['bishop'], counting: ['rook'] },
    };
    expect(errors(fromVariant({ ...variants.chess, end }))).toEqual([
      'end.counting: makruk counting with pieces ini does not write as its types (rook (queen) is written as queen)',
      "end.mateCheckers: mate checkers other than shatar's (knights losing alone; knights, rooks, berses)",
    ]);
  });

  it("writes an extinction's result for the extinct side, and reads it back", () => {
    const def: VariantDefinition = {
      ...variants.chess,
      end: { extinction: ['knight'], extinctionResult: 'win' },
    };
    const written = fromVariant(def);
    expect(Object.fromEntries(written.entries).extinctionValue).toBe('win');
    expect(toVariant(written.text, written.name).variant!.end?.extinctionResult).toBe('win');
  });

  it('refuses an extinction that leaves the hand out, and an end field it does not know', () => {
    const def = {
      ...variants.crazyhouse,
      end: { ...variants.crazyhouse.end, extinction: ['queen'], someRule: 3 },
    } as VariantDefinition;
    expect(errors(fromVariant(def))).toEqual([
      'end.extinctionCountsHand: extinction counting the board alone (the engine counts the hand too)',
      'end.someRule: the end rule someRule',
    ]);
  });
});
