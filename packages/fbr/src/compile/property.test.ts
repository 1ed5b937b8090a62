import fs from 'node:fs';
import { parseVariantDefinition } from '@x/core/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { COMPILE_ERROR_CODES } from './state/types.js';
import { compile } from './compile.js';
import { listFeatures } from './features.js';
import { parse } from '../parse/parse.js';
import { allFixtureTokens } from '../../test/tokens.js';
import { errorsOf } from '../../../../tests/errors.js';

const tokens = [...allFixtureTokens()];
const ruleSetText = fc
  .array(fc.constantFrom(...tokens), { minLength: 1, maxLength: 12 })
  .map((a) => ['royal', 'K', ...a].join(' '));

describe('compile on arbitrary rule sets', () => {
  it('compiles every example rule set of the FBR page without throwing, reporting what it leaves out', () => {
    const page = fs.readFileSync(new URL('../../test/fixtures/page-examples.txt', import.meta.url), 'utf8');
    const lines = page.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      const set = parse(line, { mode: 'lenient' });
      const r = compile(set);
      const reported = new Set(r.diagnostics.map((d) => `${d.feature}@${d.offset}`));
      for (const f of listFeatures(set))
        if (!f.supported) expect(reported).toContain(`${f.feature}@${f.offset}`);
      if (errorsOf(set).length > 0) expect(r.diagnostics.some((d) => d.code === 'syntax')).toBe(true);
    }
  });

  // One property for both checks, so each random rule set is parsed and compiled once.
  it('never throws, uses its own codes, reports every feature outside the subset, and gives valid @x/core variant definitions when it reports nothing', () => {
    let checked = 0;
    fc.assert(
      fc.property(ruleSetText, fc.constantFrom<'mbn' | 'betza'>('mbn', 'betza'), (text, mode) => {
        const set = parse(text, { notation: mode });
        const r = compile(set, { startFen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' });
        for (const d of r.diagnostics) {
          expect(COMPILE_ERROR_CODES).toContain(d.code);
          expect(d.offset).toBeGreaterThanOrEqual(0);
          expect(d.offset + d.length).toBeLessThanOrEqual(text.length);
        }
        const reported = new Set(r.diagnostics.map((d) => `${d.feature}@${d.offset}`));
        for (const f of listFeatures(set)) {
          if (!f.supported) expect(reported).toContain(`${f.feature}@${f.offset}`);
        }
        expect(r.complete).toBe(!r.diagnostics.some((d) => d.severity === 'error'));
        if (r.diagnostics.length > 0) return;
        checked++;
        expect(() => parseVariantDefinition(JSON.parse(JSON.stringify(r.variant)))).not.toThrow();
      }),
      { numRuns: runs(300) },
    );
    expect(checked).toBeGreaterThan(0);
  });
});
