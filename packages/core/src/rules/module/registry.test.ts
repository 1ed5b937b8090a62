/**
 * The registry is the list of rule modules the rest is checked against (issue #93): the docs' table is read off it
 * (with each rule folder's `doc.ts`), the compiled variant holds a field per module, and the lists the bundles keep
 * apart (the schema fragments, the engine hooks) name registered rules only, each once.
 */
import fs from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { VariantDefinition } from '../../variant/definition.js';
import { compileVariant } from '../../variant/compile/compile.js';
import { variants } from '../../variant/builtins/index.js';
import { ruleHooks, ruleModules, ruleSchemaFragments } from './registry.js';
import { folderOf, loadRuleDocs, rulesDoc } from './rules-doc.js';
import { ruleSchemas } from './schemas.js';
import { ruleOrder } from './rule-order.js';
import {
  GENERATED_FILES,
  generateRuleRegistry,
  readRuleFolders,
} from '../../../../../scripts/rules-registry.mjs';
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

  it('the compiled variant has a field of `rules` per registered module; the definition, each rule option', () => {
    expect(Object.keys(compileVariant(variants.chess).rules)).toEqual(names);
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

describe('a rule is its folder and its lines in the lists (issue #93)', () => {
  const rulesDir = new URL('..', import.meta.url);
  const folders = fs
    .readdirSync(rulesDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'module')
    .map((e) => e.name)
    .sort();
  const source = (file: string) => fs.readFileSync(new URL(file, import.meta.url), 'utf8');
  /** The rule folders a file of module/ imports from (`from '../<folder>/…'` or a type's `import('../<folder>/…')`). */
  const importedFolders = (text: string) =>
    [...text.matchAll(/(?:from |import\()'\.\.\/([a-z-]+)\//g)].map((m) => m[1]!);
  /** The lines of `text` that name a rule folder. */
  const folderLines = (text: string) => text.split('\n').filter((l) => importedFolders(l).length > 0);

  it('every folder of rules/ but module/ is registered, once', () => {
    expect([...new Set(importedFolders(source('./registry.generated.ts')))].sort()).toEqual(folders);
    expect(ruleModules.map((m) => folderOf(m.name)).sort()).toEqual(folders);
  });

  it('rule-types.generated.ts is one line per rule folder: its types.ts Types under the rule name', () => {
    const lines = folderLines(source('./rule-types.generated.ts'));
    expect(lines).toEqual(folders.map((f) => `  readonly ${camel(f)}: import('../${f}/types.js').Types;`));
  });

  it('the files of module/ import rule folders only in the two lists', () => {
    // registry.generated.ts: the modules, their schema fragments and hooks; rule-types.generated.ts: their types, a
    // line per rule, below the engine (read off the registry, they would be an import cycle of types); supplied*.ts:
    // the supplied rules' code types (a rule that is not supplied adds no line there).
    const lists = ['registry.generated.ts', 'rule-types.generated.ts', 'supplied.ts', 'supplied-code.ts'];
    const files = fs
      .readdirSync(new URL('.', import.meta.url))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    for (const f of files) {
      const imported = importedFolders(source(`./${f}`));
      if (!lists.includes(f)) expect(imported, `module/${f} imports no rule folder`).toEqual([]);
      for (const folder of new Set(imported)) expect(folders, `module/${f}`).toContain(folder);
    }
  });

  it('every rule folder holds its own tests', () => {
    for (const f of folders)
      expect(
        fs.readdirSync(new URL(`./${f}/`, rulesDir)).some((n) => n.endsWith('.test.ts')),
        `rules/${f}/ has a test file`,
      ).toBe(true);
  });
});

describe('the registry is generated from the rule folders (`pnpm rules`)', () => {
  const rulesDir = new URL('..', import.meta.url).pathname;
  const { folders, orderText } = readRuleFolders(rulesDir);

  it('the generated files are what `pnpm rules` writes now', () => {
    const texts = generateRuleRegistry(folders, orderText);
    expect(Object.keys(texts).sort()).toEqual([...GENERATED_FILES].sort());
    for (const [file, text] of Object.entries(texts))
      expect(
        fs.readFileSync(new URL(`./${file}`, import.meta.url), 'utf8') === text,
        `run \`pnpm rules\`: module/${file} is stale`,
      ).toBe(true);
    // rule-order.ts's text, as the generator reads it, is its list
    expect(ruleModules.map((m) => m.name)).toEqual([...ruleOrder]);
  });

  it('a folder that breaks the convention stops the generator, naming the file', () => {
    const { immovable: _, ...withoutImmovable } = folders;
    const immovable = folders['immovable']!;
    const rename = (file: string, from: string, to: string) => ({
      ...folders,
      immovable: { ...immovable, [file]: immovable[file]!.replace(from, to) },
    });
    const { 'types.ts': __, ...noTypes } = immovable;
    const cases: [Parameters<typeof generateRuleRegistry>[0], string, RegExp][] = [
      [{ ...folders, immovable: noTypes }, orderText, /rules\/immovable\/types\.ts is missing/],
      [
        rename('types.ts', 'export type Types', 'export type T'),
        orderText,
        /rules\/immovable\/types\.ts exports no Types/,
      ],
      [
        { ...folders, spacious: { ...folders['spacious'], 'schema.ts': 'export const spaciousSchema = 1;' } },
        orderText,
        /spacious\/schema\.ts: a flag rule/,
      ],
      [
        { ...folders, 'new-rule': { 'types.ts': 'export type Types = 1;' } },
        orderText,
        /rules\/new-rule\/compile\.ts is missing/,
      ],
      [folders, orderText.replace("  'immovable',\n", ''), /rule-order\.ts: add the line ` {2}'immovable',`/],
      [withoutImmovable, orderText, /rule-order\.ts: 'immovable' has no folder/],
      [folders, orderText.replace("  'lion',", "  'lion',\n  'lion',"), /'lion' is listed twice/],
      [folders, orderText.replace("  'lion',", '  lion,'), /line \d+ of ruleOrder is not/],
    ];
    for (const [f, order, message] of cases) expect(() => generateRuleRegistry(f, order)).toThrow(message);
    // a module, schema or hooks export named otherwise
    for (const [file, name] of [
      ['compile.ts', 'immovableRule'],
      ['schema.ts', 'immovableSchema'],
      ['hooks.ts', 'immovableHooks'],
    ] as const)
      expect(() => generateRuleRegistry(rename(file, name, 'renamed'), orderText)).toThrow(
        `rules/immovable/${file} exports no ${name}`,
      );
  });
});

/** A rule folder's name as the rule's name (camel case). */
function camel(folder: string): string {
  return folder.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
