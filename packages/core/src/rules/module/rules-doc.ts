/**
 * The docs' part that the rule registry writes: core's docs/rules.md lists every rule of `ruleModules` (each module's
 * `doc`) and which of them combine, between the markers `<!-- rules -->` and `<!-- /rules -->` (`rules-doc.test.ts`
 * checks that the page holds exactly this text).
 */
import { ruleModules } from './registry.js';

/** The README's folder name of a rule: its name in kebab case. */
function folderOf(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The rules' table and the table of refused combinations, as markdown. */
export function rulesDoc(): string {
  const rows = ruleModules.map(
    (m) =>
      `| \`${m.name}\` | \`rules/${folderOf(m.name)}/\` | ${m.doc.about} | ${m.doc.supplied ? 'supplied' : 'root'} |`,
  );
  const refusing = ruleModules.filter((m) => (m.doc.refuses?.length ?? 0) > 0);
  const refusal = refusing.map((m) => {
    const cells = refusing.map((o) => (o === m ? '—' : m.doc.refuses!.includes(o.name) ? 'no' : ' '));
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
