/**
 * The registry is the list of rule modules the rest is checked against (issue #93): the docs' table is read off it
 * (with each rule folder's `doc.ts`), the compiled variant holds a field per module, and the lists the bundles keep
 * apart (the schema fragments, the engine hooks) name registered rules only, each once.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { VariantDefinition } from '../../variant/definition.js';
import { compileVariant } from '../../variant/compile/compile.js';
import { variants } from '../../variant/builtins/index.js';
import { ruleModules } from './registry.js';
import { loadRuleDocs, rulesDoc } from './rules-doc.js';
import { ruleSchemaFragments, ruleSchemas } from './schemas.js';
import { ruleHooks } from './hooks.js';
import type { CaptureOnlyOptions } from '../capture-only/definition.js';
import type { RuleOptions } from './rule-types.js';

const names = ruleModules.map((m) => m.name);

describe('the registry is the list of rule modules', () => {
  it("the docs' table lists the registered modules, each with its folder's doc.ts", async () => {
    const docs = await loadRuleDocs();
    expect([...docs.keys()]).toEqual(names);
    const table = rulesDoc(docs);
    for (const m of ruleModules) expect(table).toContain(`| \`${m.name}\` | \`rules/`);
    // a module dropped from the registry leaves the table; a registered one without its doc is named
    expect(
      rulesDoc(
        docs,
        ruleModules.filter((m) => m.name !== 'lion'),
      ),
    ).not.toContain('`lion`');
    const without = new Map(docs);
    without.delete('lion');
    expect(() => rulesDoc(without)).toThrow(/lion .*rules\/lion\/doc\.ts/);
  });

  it('the compiled variant has a field per registered module; the definition, each rule option', () => {
    expect(Object.keys(compileVariant(variants.chess))).toEqual(expect.arrayContaining(names));
    expectTypeOf<VariantDefinition>().toExtend<RuleOptions>();
    expectTypeOf<VariantDefinition['captureOnly']>().toEqualTypeOf<CaptureOnlyOptions['captureOnly']>();
  });

  it('the schema fragments and the hooks name registered rules, each once', () => {
    for (const name of Object.keys(ruleSchemaFragments)) expect(names).toContain(name);
    const hooked = ruleHooks.map((h) => h.name);
    expect(new Set(hooked).size).toBe(hooked.length);
    for (const name of hooked) expect(names).toContain(name);
    expect(Object.keys(ruleSchemas('definition'))).toContain('captureOnly');
    expect(Object.keys(ruleSchemas('piece'))).toEqual(expect.arrayContaining(['freeze', 'burn', 'pinch']));
  });
});
