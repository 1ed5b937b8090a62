/** Real tokens from `@x/fbr`'s fixtures, for its property tests. */
import fs from 'node:fs';

const fixtures = new URL('./fixtures/', import.meta.url);

/** Every token of the rule-table and MBN fixtures (the second tab-separated column, split at spaces). */
export function tableTokens(): Set<string> {
  const out = new Set<string>();
  for (const name of ['rules.txt', 'mbn.txt']) {
    for (const line of fs.readFileSync(new URL(name, fixtures), 'utf8').split('\n')) {
      if (line.startsWith('#') || !line.includes('\t')) continue;
      for (const t of (line.split('\t')[1] ?? '').split(' ')) if (t) out.add(t);
    }
  }
  return out;
}

/** The table tokens plus the page examples and the compiler's rule sets, split at white space. */
export function allFixtureTokens(): Set<string> {
  const out = tableTokens();
  for (const line of fs.readFileSync(new URL('page-examples.txt', fixtures), 'utf8').split('\n')) {
    if (line.startsWith('#')) continue;
    for (const t of line.split(/\s+/)) if (t) out.add(t);
  }
  const dir = new URL('rulesets/', fixtures);
  for (const f of fs.readdirSync(dir)) {
    for (const t of fs.readFileSync(new URL(f, dir), 'utf8').split(/\s+/)) if (t) out.add(t);
  }
  return out;
}
