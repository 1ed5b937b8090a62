/**
 * Core's docs/rules.md lists the rules of the one registry (`registry.ts`) and which combine: the section between
 * `<!-- rules -->` and `<!-- /rules -->` is `rulesDoc()`'s text, so the docs cannot drift from the list.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ruleModules } from './registry.js';
import { loadRuleDocs, rulesDoc } from './rules-doc.js';

const readme = fs.readFileSync(new URL('../../../docs/rules.md', import.meta.url), 'utf8');
const docs = await loadRuleDocs();

describe('the docs/rules.md part the rule registry writes', () => {
  it("holds rulesDoc()'s text between its markers", () => {
    const section = /<!-- rules -->\n([\s\S]*?)\n<!-- \/rules -->/.exec(readme)?.[1];
    expect(section, 'core docs/rules.md: a section marked <!-- rules --> … <!-- /rules -->').toBeDefined();
    expect(section).toBe(rulesDoc(docs));
  });

  it('names every registered rule once, and each refusal by both rules of a registered pair', () => {
    const names = ruleModules.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    for (const m of ruleModules) {
      expect(rulesDoc(docs)).toContain(`| \`${m.name}\` |`);
      for (const other of docs.get(m.name)!.refuses ?? []) {
        expect(names, `${m.name} refuses a registered rule`).toContain(other);
        expect(docs.get(other)!.refuses, `${other} refuses ${m.name} too`).toContain(m.name);
      }
    }
  });
});
