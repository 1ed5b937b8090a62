/**
 * Every variant of both shared SjaakII files (`../shared/data/sjaak/*`, GPL, read in place, not copied)
 * through `toVariant` → `parseVariantDefinition` (the JSON schema, after a JSON round trip) → the start
 * `Position`, with no failure: what sjaak-variants emits, core's schema and engine accept (issue #15).
 */
import fs from 'node:fs';
import { Position } from '@x/core';
import { parseVariantDefinition } from '@x/core/schema';
import * as sjaak from '@x/sjaak-variants';
import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData, sharedDataPath } from '../shared-data.js';

const files = hasSharedData
  ? fs
      .readdirSync(sharedDataPath('sjaak'))
      .filter((f) => f.endsWith('.txt'))
      .sort()
  : [];

describe.skipIf(!hasSharedData)(
  'SjaakII files → toVariant → parseVariantDefinition → start Position (needs ../shared)',
  () => {
    it('finds both shared SjaakII files, 107 variants in all', () => {
      expect(files.length).toBeGreaterThanOrEqual(2);
      const total = files.reduce((n, f) => n + sjaak.parse(readSharedData('sjaak', f)).variants.length, 0);
      expect(total).toBe(107);
    });

    it.each(files)('%s: every variant passes the schema and starts', (file) => {
      const { variants } = sjaak.parse(readSharedData('sjaak', file));
      expect(variants.length).toBeGreaterThan(40);
      const failures: string[] = [];
      for (const v of variants) {
        try {
          const { variant: definition } = sjaak.toVariant(v);
          const checked = parseVariantDefinition(JSON.parse(JSON.stringify(definition)));
          const pos = Position.fromFen(checked.startFen, checked);
          expect(pos.toFen().length).toBeGreaterThan(0);
        } catch (e) {
          failures.push(`${v.name}: ${(e as Error).name} ${(e as Error).message}`);
        }
      }
      expect(failures).toEqual([]);
    });
  },
);
