#!/usr/bin/env node
/**
 * Writes the rule registry's lists from the rule folders of `packages/core/src/rules/` (`pnpm rules`):
 * `module/registry.generated.ts` (the imports and entries of `ruleModules`, `ruleSchemaFragments`, `ruleHooks`) and
 * `module/rule-types.generated.ts` (`RuleTypes`, a line per rule), read off the files each folder has, by convention:
 *
 * - `compile.ts` exports `<rule>Rule`, the module (every folder but `module/` is a rule and has one);
 * - `types.ts` exports the rule's `Types`;
 * - `schema.ts`, where the rule has an option of its own, exports `<rule>Schema`; a flag rule (its module built by
 *   `flagRule(`) has none and takes the shared `flagSchema`;
 * - `hooks.ts`, where the engine plays the rule through hooks, exports `<rule>Hooks`.
 *
 * `<rule>` is the folder's name in camel case. The one thing a folder does not say, the rule's place in the registry's
 * order, is its line of `module/rule-order.ts`. A folder that breaks the convention stops the script with a message
 * naming the file. `node scripts/rules-registry.mjs --check` exits 1 when the files differ from what it would write
 * (core's `registry.test.ts` checks the same, in process, with `generateRuleRegistry`).
 */
import fs from 'node:fs';
import path from 'node:path';

/** The rules' folder, from the repository's root. */
export const RULES_DIR = 'packages/core/src/rules';

/** The files the generator writes, in `module/`. */
export const GENERATED_FILES = ['registry.generated.ts', 'rule-types.generated.ts'];

/** The files of a rule folder the convention reads. */
const READ = ['compile.ts', 'types.ts', 'schema.ts', 'hooks.ts'];

/** A rule folder's name (kebab case) as the rule's name (camel case). */
export function camelOf(folder) {
  return folder.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
}

/** Whether `text` exports the value `name` (`export const name`). */
const exportsConst = (text, name) => new RegExp(`^export const ${name}\\b`, 'm').test(text);

/** The rule names of `rule-order.ts`'s text, a line `'name',` each between `ruleOrder = [` and `] as const;`. */
export function parseRuleOrder(text) {
  const body = /^export const ruleOrder = \[\n([\s\S]*?)\n\] as const;$/m.exec(text);
  if (!body)
    throw new Error('rules/module/rule-order.ts: no `export const ruleOrder = [ … ] as const;` list');
  return body[1].split('\n').map((line, i) => {
    const m = /^ {2}'([a-z][A-Za-z]*)',$/.exec(line);
    if (!m)
      throw new Error(
        `rules/module/rule-order.ts: line ${i + 1} of ruleOrder is not \`  '<rule>',\`: ${line}`,
      );
    return m[1];
  });
}

/**
 * The rules of `folders` (folder name → its files' text, of `compile.ts`, `types.ts`, `schema.ts`, `hooks.ts` where
 * present) checked against the convention, in `order` (the names of `rule-order.ts`). Throws an `Error` naming the
 * folder and the file for each break of the convention.
 */
export function readRules(folders, order) {
  const listed = new Map(order.map((name, i) => [name, i]));
  if (listed.size !== order.length) {
    const twice = order.find((n, i) => order.indexOf(n) !== i);
    throw new Error(`rules/module/rule-order.ts: '${twice}' is listed twice`);
  }
  const rules = Object.keys(folders)
    .sort()
    .map((folder) => {
      if (!/^[a-z]+(-[a-z]+)*$/.test(folder))
        throw new Error(`rules/${folder}/: a rule folder's name is kebab case`);
      const files = folders[folder];
      const name = camelOf(folder);
      const at = (file) => `rules/${folder}/${file}`;
      const compile = files['compile.ts'];
      if (compile === undefined)
        throw new Error(`${at('compile.ts')} is missing: every folder of rules/ is a rule`);
      if (!exportsConst(compile, `${name}Rule`))
        throw new Error(`${at('compile.ts')} exports no ${name}Rule`);
      const types = files['types.ts'];
      if (types === undefined) throw new Error(`${at('types.ts')} is missing (the rule's Types)`);
      if (!/^export (type|interface) Types\b/m.test(types))
        throw new Error(`${at('types.ts')} exports no Types`);
      const flag = compile.includes('flagRule(');
      const schema = files['schema.ts'];
      if (schema !== undefined && flag)
        throw new Error(
          `${at('schema.ts')}: a flag rule (flagRule) takes the shared flagSchema, not its own`,
        );
      if (schema !== undefined && !exportsConst(schema, `${name}Schema`))
        throw new Error(`${at('schema.ts')} exports no ${name}Schema`);
      const hooks = files['hooks.ts'];
      if (hooks !== undefined && !exportsConst(hooks, `${name}Hooks`))
        throw new Error(`${at('hooks.ts')} exports no ${name}Hooks`);
      const place = listed.get(name);
      if (place === undefined)
        throw new Error(
          `rules/module/rule-order.ts: add the line \`  '${name}',\` (the folder rules/${folder}/)`,
        );
      return {
        folder,
        name,
        place,
        schema: schema !== undefined ? 'own' : flag ? 'flag' : undefined,
        hooks: !!hooks,
      };
    });
  const found = new Set(rules.map((r) => r.name));
  const stray = order.find((n) => !found.has(n));
  if (stray !== undefined) throw new Error(`rules/module/rule-order.ts: '${stray}' has no folder of rules/`);
  return rules.sort((a, b) => a.place - b.place);
}

/** A generated file's header: that it is generated, by what, and `lines` of what it holds. */
const header = (lines) =>
  [
    '/**',
    ' * Generated by `pnpm rules` (scripts/rules-registry.mjs) from the rule folders and `rule-order.ts`: do not edit.',
    ...lines.map((l) => ` * ${l}`),
    ' */',
  ].join('\n');

/** The text of `registry.generated.ts` for `rules` (of `readRules`). */
function registryText(rules) {
  const schemas = rules.filter((r) => r.schema !== undefined);
  const hooked = rules.filter((r) => r.hooks);
  return [
    header([
      "The registry's lists (`registry.ts` reads them and says why three lists): a rule folder's `compile.ts`,",
      '`schema.ts` and `hooks.ts` give its entries; its line of `rule-order.ts`, their place.',
    ]),
    "import type { RuleModule, RuleSchema } from './rule-module.js';",
    "import type { RuleHooks } from './rule-hooks.js';",
    "import type { RuleName } from './rule-types.js';",
    ...rules.map((r) => `import { ${r.name}Rule } from '../${r.folder}/compile.js';`),
    ...schemas
      .filter((r) => r.schema === 'own')
      .map((r) => `import { ${r.name}Schema } from '../${r.folder}/schema.js';`),
    ...(schemas.some((r) => r.schema === 'flag') ? ["import { flagSchema } from './flag-schema.js';"] : []),
    ...hooked.map((r) => `import { ${r.name}Hooks } from '../${r.folder}/hooks.js';`),
    '',
    '/** Every rule module. */',
    'export const ruleModules = [',
    ...rules.map((r) => `  ${r.name}Rule,`),
    '] as const satisfies readonly RuleModule[];',
    '',
    '/**',
    ' * The schema fragment of each rule whose option `@x/core/schema` does not declare itself, by rule name (each rule',
    " * folder's `schema.ts`, or `flagSchema` for a flag rule): read by `schemas.ts` for `@x/core/schema` only, so the",
    ' * bundles that compile variants leave it out (a field of the modules, it would not be).',
    ' */',
    'export const ruleSchemaFragments: Readonly<Partial<Record<RuleName, RuleSchema>>> = {',
    ...schemas.map((r) => `  ${r.name}: ${r.schema === 'own' ? `${r.name}Schema` : 'flagSchema'},`),
    '};',
    '',
    '/**',
    " * The rules whose engine code runs through hooks (each rule folder's `hooks.ts`), in the registry's order, the",
    ' * order they run in: read by `hooks.ts` for the engine only, so a bundle that compiles variants without playing',
    ' * them (`@x/core/schema`, a bridge) leaves the engine code out (a field of the modules, it would not).',
    ' */',
    'export const ruleHooks: readonly RuleHooks[] = [',
    ...hooked.map((r) => `  ${r.name}Hooks,`),
    '];',
    '',
  ].join('\n');
}

/** The text of `rule-types.generated.ts` for `rules` (of `readRules`). */
function ruleTypesText(rules) {
  const byFolder = [...rules].sort((a, b) => (a.folder < b.folder ? -1 : 1));
  return [
    header([
      "Each rule folder's `types.ts` gives its line (`rule-types.ts` builds the rest of the rules' types on it).",
    ]),
    '',
    "/** Each rule's types by the rule's name (each folder's `types.ts`), a line per rule. */",
    'export interface RuleTypes {',
    ...byFolder.map((r) => `  readonly ${r.name}: import('../${r.folder}/types.js').Types;`),
    '}',
    '',
  ].join('\n');
}

/**
 * The generated files' text (by file name, `GENERATED_FILES`) for `folders` (folder name → the text of its files
 * `compile.ts`, `types.ts`, `schema.ts`, `hooks.ts`, those present) and `orderText` (`rule-order.ts`'s text). Pure:
 * the script and core's test read the files. Throws an `Error` naming the file where the convention is not met.
 */
export function generateRuleRegistry(folders, orderText) {
  const rules = readRules(folders, parseRuleOrder(orderText));
  return { 'registry.generated.ts': registryText(rules), 'rule-types.generated.ts': ruleTypesText(rules) };
}

/** The rule folders under `rulesDir` with the text of the files the convention reads, and `rule-order.ts`'s text. */
export function readRuleFolders(rulesDir) {
  const folders = {};
  for (const e of fs.readdirSync(rulesDir, { withFileTypes: true })) {
    if (!e.isDirectory() || e.name === 'module') continue;
    const files = {};
    for (const f of READ) {
      const file = path.join(rulesDir, e.name, f);
      if (fs.existsSync(file)) files[f] = fs.readFileSync(file, 'utf8');
    }
    folders[e.name] = files;
  }
  return { folders, orderText: fs.readFileSync(path.join(rulesDir, 'module', 'rule-order.ts'), 'utf8') };
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..');
  const rulesDir = path.join(root, RULES_DIR);
  const { folders, orderText } = readRuleFolders(rulesDir);
  let texts;
  try {
    texts = generateRuleRegistry(folders, orderText);
  } catch (e) {
    console.error(`pnpm rules: ${e.message}`);
    process.exit(1);
  }
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [name, text] of Object.entries(texts)) {
    const file = path.join(rulesDir, 'module', name);
    const now = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    if (now === text) continue;
    if (check) {
      console.error(`${path.relative(root, file)} is not what \`pnpm rules\` writes: run \`pnpm rules\``);
      stale++;
    } else {
      fs.writeFileSync(file, text);
      console.log(`wrote ${path.relative(root, file)}`);
    }
  }
  if (stale > 0) process.exit(1);
}
