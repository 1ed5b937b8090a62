/**
 * Issue #40, "the other way": the 107 SjaakII variants of the shared files (`../shared/data/sjaak/*`, GPL, read in
 * place), converted by `@x/sjaak-variants` `toVariant` and written as variants.ini sections by `@x/fairy-variants`
 * `fromVariant`. The fixture (`packages/fairy-variants/test/fixtures/sjaak-ini-perft.json`, written by
 * `bench/src/oracles/fairy-write-perft.ts`) holds the ini we wrote then and Fairy-Stockfish's (ffish) start-position
 * perft 1…3 of every section without diagnostics. Here the ini is written again and must be the same text, and
 * `@x/core`'s perft on the original definition must equal ffish's on the section. Counts above 200 k nodes (clobber10
 * at depth 3: 5.2 M) run under `pnpm test:deep` only; by default that variant is checked to depth 2.
 */
import fs from 'node:fs';
import { perft, Position } from '@x/core';
import { fromVariant } from '@x/fairy-variants';
import * as sjaak from '@x/sjaak-variants';
import { describe, expect, it } from 'vitest';
import { deep } from '../depth.js';
import { hasSharedData, readSharedData } from '../shared-data.js';

interface Entry {
  readonly file: string;
  readonly variant: string;
  readonly ini: string;
  readonly unexpressible: readonly string[];
  readonly loaded?: boolean;
  readonly fen?: string;
  readonly nodes?: readonly number[];
}

const fixture = JSON.parse(
  fs.readFileSync(
    new URL('../../packages/fairy-variants/test/fixtures/sjaak-ini-perft.json', import.meta.url),
    'utf8',
  ),
) as Record<string, Entry>;

/** Counts up to this many nodes run by default; all of them under `pnpm test:deep`. */
const BUDGET = deep ? Number.POSITIVE_INFINITY : 200_000;

describe.skipIf(!hasSharedData)('SjaakII variants written as variants.ini, against ffish (needs ../shared)', () => {
  const byFile = new Map<string, sjaak.VariantDefinition[]>();
  const variant = (file: string, name: string) => {
    if (!byFile.has(file)) byFile.set(file, [...sjaak.parse(readSharedData('sjaak', file)).variants]);
    return byFile.get(file)!.find((v) => v.shortName === name);
  };
  const entries = Object.entries(fixture);

  it('covers all 107 variants; 59 are expressible and all of those loaded in ffish', () => {
    expect(entries.length).toBe(107);
    const expressible = entries.filter(([, e]) => e.unexpressible.length === 0);
    expect(expressible.length).toBe(59);
    for (const [key, e] of expressible) {
      expect(e.loaded, key).toBe(true);
      expect(e.nodes?.length, key).toBe(3);
    }
  });

  it.each(entries)('%s', (key, e) => {
    const v = variant(e.file, e.variant);
    expect(v, key).toBeDefined();
    const { definition } = sjaak.toVariant(v!);
    const name = /^\[([^\]]+)\]/.exec(e.ini)![1]!;
    const section = fromVariant(definition, { name });
    expect(section.text).toBe(e.ini);
    expect(section.diagnostics.map((d) => `${d.code} ${d.path}: ${d.message}`)).toEqual(e.unexpressible);
    if (!section.expressible) return;
    const start = Position.fromFen(definition.startFen, definition);
    e.nodes!.forEach((nodes, d) => {
      if (nodes > BUDGET) return;
      expect(perft(start, d + 1), `${key} perft ${d + 1}`).toBe(nodes);
    });
  });
});
