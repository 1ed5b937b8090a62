/**
 * The registry is the one list of rule modules: the docs' table, the schema fragments and the engine hooks are read
 * off it, so a module registered there and nowhere else appears in each (issue #93).
 */
import { describe, expect, it } from 'vitest';
import type { RuleModule } from './rule-module.js';
import { ruleModules } from './registry.js';
import { rulesDoc } from './rules-doc.js';
import { ruleSchemas } from './schemas.js';
import { ruleHooks } from './hooks.js';
import { parseVariantDefinition } from '../../schema/index.js';
import { variants } from '../../variant/builtins/index.js';
import { VariantError } from '../../errors/errors.js';

/** A module known to no list but the registry (it borrows a registered rule's name: names come from `rule-types.ts`). */
const probe: RuleModule<'lion'> = {
  name: 'lion',
  doc: { about: '`probe`: a rule registered for this test only', refuses: ['alice'] },
  schema: { on: 'definition', build: ({ z }) => z.literal('probe') },
  names: () => false,
  compile: () => {
    throw new Error('not compiled');
  },
};

/** Runs `f` with `probe` registered in place of the lion rule, then puts the registry back. */
function withProbe<T>(f: () => T): T {
  const list = ruleModules as unknown as RuleModule[];
  const at = list.findIndex((m) => m.name === 'lion');
  const saved = list[at]!;
  list[at] = probe;
  try {
    return f();
  } finally {
    list[at] = saved;
  }
}

describe('the registry is the one list of rule modules', () => {
  it("the docs' table lists a registered module's entry and its refusals", () => {
    const doc = withProbe(rulesDoc);
    expect(doc).toContain(
      '| `lion` | `rules/lion/` | `probe`: a rule registered for this test only | root |',
    );
    expect(doc).toMatch(/\| `lion` \|[^\n]*\| no \|/);
    expect(rulesDoc()).not.toContain('probe');
  });

  it("the schema holds a registered module's option, where the module says", () => {
    const definition = withProbe(() => ruleSchemas('definition'));
    expect(Object.keys(definition)).toContain('lion');
    expect(definition.lion!.safeParse('probe').success).toBe(true);
    expect(definition.lion!.safeParse('other').success).toBe(false);
    expect(Object.keys(withProbe(() => ruleSchemas('piece')))).not.toContain('lion');
  });

  it('the schemas are exactly the registered options: pieces and definition', () => {
    const with_ = (on: 'piece' | 'definition') =>
      ruleModules.filter((m) => 'schema' in m && m.schema.on === on).map((m) => m.name);
    expect(Object.keys(ruleSchemas('piece'))).toEqual(with_('piece'));
    expect(Object.keys(ruleSchemas('definition'))).toEqual(with_('definition'));
    expect(Object.keys(ruleSchemas('piece'))).toEqual(expect.arrayContaining(['freeze', 'burn', 'pinch']));
    expect(Object.keys(ruleSchemas('definition'))).toContain('captureOnly');
    // `@x/core/schema` reads them: a definition option of a module, refused where it is wrong.
    const zoned = {
      ...variants.chess,
      id: 'zoned',
      zones: { ...variants.chess.zones, centre: { white: ['d4'], black: ['d5'] } },
      captureOnly: [{ zone: 'centre' }],
    };
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(zoned))).captureOnly).toEqual([
      { zone: 'centre' },
    ]);
    expect(() => parseVariantDefinition({ ...zoned, captureOnly: [{ zone: 3 }] })).toThrow(VariantError);
  });

  it("the engine's hooks are the registered modules' hooks, in the registry's order", () => {
    const hooked = ruleModules.filter((m) => 'hooks' in m);
    expect(ruleHooks.map((h) => h.name)).toEqual(hooked.map((m) => m.name));
    for (const h of ruleHooks) {
      const m = hooked.find((r) => r.name === h.name)!;
      for (const [point, f] of Object.entries(m.hooks!)) expect(h[point as keyof typeof h]).toBe(f);
    }
  });
});
