/**
 * Issue #40, "the other way": `@x/core` variants written as variants.ini sections by `@x/fairy-variants`
 * `fromVariant`, played by Fairy-Stockfish. The fixtures (`packages/fairy-variants/test/fixtures/*-ini-perft.json`,
 * written by `tests/oracles/fairy-write-perft.ts`) hold the ini we wrote then and ffish's start-position perft
 * of every section without error diagnostics: the 107 SjaakII variants of the shared files (`../shared/data/sjaak/*`,
 * GPL, read in place; converted by `@x/sjaak-variants` `toVariant`) at depths 1…3, and the FBR rule sets of
 * `packages/fbr/test/fixtures/rulesets` (compiled by `@x/fbr`) at depths 1…4. Here the ini is written again and must
 * be the same text with the same diagnostics, and `@x/core`'s perft on the original definition must equal ffish's
 * on the section, from the start position and from three positions reached by random play (perft 1…3 deep,
 * 1…2 by default; FSF's counts up to 300 k nodes; three differ by the mating pawn drops ini plays, `MATING_PAWN_DROPS`); the same for `@x/core`'s built-in variants (depths 1…4). Start-position counts above 20 k nodes (36 of 273: clobber10 at depth 3, 5.2 M; the FBR sets and
 * the built-ins at depth 4; the larger SjaakII boards at depth 3) run under `pnpm test:deep` only.
 */
import fs from 'node:fs';
import { perft, Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { fromVariant } from '@x/fairy-variants';
import * as fbr from '@x/fbr';
import * as sjaak from '@x/sjaak-variants';
import { describe, expect, it } from 'vitest';
import { bySize, deep } from '../depth.js';
import { hasSharedData, readSharedData } from '../shared-data.js';

interface Entry {
  readonly ini: string;
  readonly unexpressible: readonly string[];
  readonly loaded?: boolean;
  readonly fen?: string;
  readonly nodes?: readonly number[];
  readonly positions?: readonly {
    readonly moves: readonly string[];
    readonly fen: string;
    readonly nodes: readonly number[];
  }[];
  readonly file?: string;
  readonly variant?: string;
  readonly ruleset?: string;
  readonly startFen?: string;
  readonly notation?: 'betza';
  readonly board?: string;
}

const read = (name: string) =>
  JSON.parse(
    fs.readFileSync(new URL(`../../packages/fairy-variants/test/fixtures/${name}`, import.meta.url), 'utf8'),
  ) as Record<string, Entry>;

/**
 * Random positions where ffish counts more, at depth 3 only, by the mating pawn drops it plays: ini's
 * `shogiPawnDropMateIllegal` makes such a drop a legal move that loses (as in Fairy-Stockfish's own shogi), where
 * `@x/core`'s `noDropMate` removes it (the warning `unexpressible-drops` at `drops.noDropMate`). `drops`: how many
 * mating pawn drops ffish's perft 3 has there (found move by move against ffish's lists). Ours must count exactly
 * that many fewer, and (under `pnpm test:deep`) ffish's count once `@x/core` allows them (`noDropMate` dropped), so
 * any other difference there fails; a change that removes the difference fails here until the entry goes. The positions are in the
 * fairy-variants README.
 */
const MATING_PAWN_DROPS: Record<string, { readonly index: number; readonly drops: number }> = {
  'fork/judkins': { index: 2, drops: 30 },
  '1.4.1/judkins': { index: 2, drops: 3 },
  'fork/gorogoronl_shogi': { index: 0, drops: 1 },
};

/** The same definition where a pawn drop may mate: the game ini writes for `noDropMate`, counted as ffish counts. */
function withDropMates(definition: VariantDefinition): VariantDefinition {
  return { ...definition, drops: { ...definition.drops!, noDropMate: [] } };
}

/**
 * Counts up to this many nodes run by default (237 of the 273 start-position counts, 0.52 M of 14.0 M nodes); all of
 * them under `pnpm test:deep`.
 */
const BUDGET = bySize(20_000, Number.POSITIVE_INFINITY);

/** Writes the definition again under the fixture's section name and compares ini, diagnostics and perft. */
function check(key: string, e: Entry, definition: VariantDefinition): void {
  const name = /^\[([^\]]+)\]/.exec(e.ini)![1]!;
  const section = fromVariant(definition, { name });
  expect(section.text).toBe(e.ini);
  expect(section.diagnostics.map((d) => `${d.code} ${d.path}: ${d.message}`)).toEqual(e.unexpressible);
  expect(section.complete).toBe(e.nodes !== undefined);
  if (!section.complete) return;
  expect(e.loaded, key).toBe(true);
  const start = Position.fromFen(definition.startFen, definition);
  e.nodes!.forEach((nodes, d) => {
    if (nodes > BUDGET) return;
    expect(perft(start, d + 1), `${key} perft ${d + 1}`).toBe(nodes);
  });
  // Positions reached by random play in @x/core, written as the section's FEN (the same definition with that start).
  // Three where random play finds them (octopawn's games end too soon for more than one).
  expect(e.positions?.length, key).toBeGreaterThanOrEqual(1);
  e.positions!.forEach((p, i) => {
    const here = Position.fromFen(definition.startFen, definition);
    for (const m of p.moves) here.play(m);
    expect(fromVariant({ ...definition, startFen: here.toFen() }, { name }).entries).toContainEqual([
      'startFen',
      p.fen,
    ]);
    // Depth 3 under `pnpm test:deep` (and for the mating pawn drops, which show there), else 1…2.
    const known = MATING_PAWN_DROPS[key]?.index === i;
    const want = p.nodes.slice(0, deep || known ? 3 : 2);
    // the mating pawn drops' positions are counted whatever the budget: the difference shows only at depth 3
    const ours = want.map((nodes, d) => (nodes > BUDGET && !known ? nodes : perft(here, d + 1)));
    if (!known) {
      expect(ours, `${key} position ${i} (${p.fen})`).toEqual(want);
      return;
    }
    const drops = MATING_PAWN_DROPS[key]!.drops;
    expect(ours, `${key} position ${i}: mating pawn drops`).toEqual([want[0], want[1], want[2]! - drops]);
    if (!deep) return;
    const loose = withDropMates(definition);
    const free = Position.fromFen(loose.startFen, loose);
    for (const m of p.moves) free.play(m);
    expect(perft(free, 3), `${key} position ${i} with mating pawn drops`).toBe(want[2]);
  });
}

describe.skipIf(!hasSharedData)(
  'SjaakII variants written as variants.ini, against ffish (needs ../shared)',
  () => {
    const fixture = read('sjaak-ini-perft.json');
    const byFile = new Map<string, sjaak.SjaakVariant[]>();
    const variant = (file: string, name: string) => {
      if (!byFile.has(file)) byFile.set(file, [...sjaak.parse(readSharedData('sjaak', file)).variants]);
      return byFile.get(file)!.find((v) => v.shortName === name);
    };
    const entries = Object.entries(fixture);

    it('covers all 107 variants; 59 are expressible, each loaded by ffish with perft 1…3', () => {
      expect(entries.length).toBe(107);
      const expressible = entries.filter(([, e]) => e.nodes !== undefined);
      expect(expressible.length).toBe(59);
      for (const [key, e] of expressible) expect([key, e.loaded, e.nodes?.length]).toEqual([key, true, 3]);
      for (const [key, e] of entries) if (!e.nodes) expect(e.unexpressible.length, key).toBeGreaterThan(0);
    });

    it.each(entries)('%s', (key, e) => {
      const v = variant(e.file!, e.variant!);
      expect(v, key).toBeDefined();
      check(key, e, sjaak.toVariant(v!).variant);
    });
  },
);

describe('FBR rule sets written as variants.ini, against ffish', () => {
  const fixture = read('fbr-ini-perft.json');
  const entries = Object.entries(fixture);

  it('covers the 13 rule sets; 11 are expressible, each loaded by ffish with perft 1…4', () => {
    expect(entries.length).toBe(13);
    const expressible = entries.filter(([, e]) => e.nodes !== undefined);
    expect(expressible.map(([k]) => k).sort()).toEqual(
      entries
        .map(([k]) => k)
        .filter((k) => k !== 'andernach' && k !== 'cylinder')
        .sort(),
    );
    for (const [key, e] of expressible) expect([key, e.loaded, e.nodes?.length]).toEqual([key, true, 4]);
  });

  it.each(entries)('%s', (key, e) => {
    const text = fs.readFileSync(
      new URL(`../../packages/fbr/test/fixtures/rulesets/${e.ruleset}`, import.meta.url),
      'utf8',
    );
    const set = fbr.parse(text, e.notation ? { notation: e.notation } : {});
    const { variant } = fbr.toVariant(set, { startFen: e.startFen!, ...(e.board ? { board: e.board } : {}) });
    check(key, e, variant);
  });
});

describe("@x/core's built-in variants written as variants.ini, against ffish", () => {
  const fixture = read('core-ini-perft.json');
  const entries = Object.entries(fixture);

  it('covers every built-in variant; all but xiangqi and janggi are expressible, with perft 1…4', () => {
    expect(entries.map(([k]) => k).sort()).toEqual(Object.keys(variants).sort());
    const unexpressible = entries.filter(([, e]) => e.nodes === undefined).map(([k]) => k);
    expect(unexpressible).toEqual(['xiangqi', 'janggi']);
    for (const [key, e] of entries)
      if (e.nodes) expect([key, e.loaded, e.nodes.length]).toEqual([key, true, 4]);
  });

  it.each(entries)('%s', (key, e) => {
    check(key, e, variants[key as keyof typeof variants]);
  });
});
