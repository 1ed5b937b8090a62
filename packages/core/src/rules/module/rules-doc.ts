/**
 * The docs' part that the rule registry writes: core's docs/rules.md lists every rule of `ruleModules` (with the
 * `doc` of its folder's `doc.ts`) and which of them combine, between the markers `<!-- rules -->` and `<!-- /rules -->`
 * (`rules-doc.test.ts` checks that the page holds exactly this text). Only tests import this file.
 */
import type { RuleDoc, RuleModule } from './rule-module.js';
import type { RuleName } from './rule-types.js';
import { ruleModules } from './registry.js';

/** The folder of a rule in `rules/`: its name in kebab case. */
export function folderOf(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The docs of the rules of `modules`, each from its folder's `doc.ts`; rejects naming a folder without one. */
export async function loadRuleDocs(
  modules: readonly RuleModule[] = ruleModules,
): Promise<ReadonlyMap<RuleName, RuleDoc>> {
  const docs = new Map<RuleName, RuleDoc>();
  for (const m of modules) {
    const file = `../${folderOf(m.name)}/doc.ts`;
    const { doc } = (await import(/* @vite-ignore */ file)) as { doc?: RuleDoc };
    if (doc === undefined) throw new Error(`rules/${folderOf(m.name)}/doc.ts exports no doc`);
    docs.set(m.name, doc);
  }
  return docs;
}

/** The rules' table and the table of refused combinations of `modules`, as markdown, from their `docs`. */
export function rulesDoc(
  docs: ReadonlyMap<RuleName, RuleDoc>,
  modules: readonly RuleModule[] = ruleModules,
): string {
  const docOf = (m: RuleModule) => {
    const doc = docs.get(m.name);
    if (doc === undefined)
      throw new Error(`no doc for the rule ${m.name} (rules/${folderOf(m.name)}/doc.ts)`);
    return doc;
  };
  const rows = modules.map(
    (m) =>
      `| \`${m.name}\` | \`rules/${folderOf(m.name)}/\` | ${docOf(m).about} | ${docOf(m).supplied ? 'supplied' : 'root'} |`,
  );
  const refusing = modules.filter((m) => (docOf(m).refuses?.length ?? 0) > 0);
  const refusal = refusing.map((m) => {
    const cells = refusing.map((o) => (o === m ? '—' : docOf(m).refuses!.includes(o.name) ? 'no' : ' '));
    return `| \`${m.name}\` | ${cells.join(' | ')} |`;
  });
  return [
    '| rule | folder | named by | code |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    'Which rules combine: `no` where compiling a definition that names both rules throws `VariantError`, whatever',
    "their options; a blank where they combine, but for narrower refusals the rule's doc comment states (such as",
    '`boards.transfer` with drops, swaps or pinches, `MoveAtom.ownVictims` with drops); rules not in this table',
    'refuse none of the registered rules.',
    '',
    `| | ${refusing.map((m) => `\`${m.name}\``).join(' | ')} |`,
    `| --- | ${refusing.map(() => ':-:').join(' | ')} |`,
    ...refusal,
  ].join('\n');
}
