/**
 * The modules a source file reaches through its value imports (`import type` and `type` specifiers left out), and
 * the names each imports: what a bundler reads for an entry, for tests that keep a small bundle's graph free of a
 * module or a function (a class's methods are never tree-shaken: a module reached whole weighs whole). Relative
 * specifiers and `@x/...` entries (the packages' `exports`, read by scripts/entry-points.mjs) are followed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIBRARY_PACKAGES, packageEntries } from '../scripts/entry-points.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every `@x/...` entry's source file, by specifier. */
const ENTRIES: ReadonlyMap<string, string> = new Map(
  [...LIBRARY_PACKAGES, 'engine'].flatMap((name) => {
    const dir = path.join(root, 'packages', name);
    return packageEntries(dir).map((e) => [e.specifier, path.join(dir, e.source)] as const);
  }),
);

/** `import …`/`export … from` statements with a specifier (multi-line lists included). */
const STATEMENT = /^(import|export)\s+(type\s+)?([^;]*?)\s*from\s+'([^']+)';/gms;

function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) {
    const file = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '.ts');
    return fs.existsSync(file) ? file : path.join(file.replace(/\.ts$/, ''), 'index.ts');
  }
  return ENTRIES.get(specifier);
}

/** The value names of an import or export clause (`{ a, type B, c as d }`, `* as ns`, a default): `*` for all. */
function valueNames(clause: string): string[] {
  const list = /\{([^}]*)\}/.exec(clause);
  if (list === null) return ['*'];
  return list[1]!
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && !s.startsWith('type '))
    .map((s) => s.split(/\s+as\s+/)[0]!);
}

/**
 * The source files `entry` reaches through value imports (itself included), each with the names imported from
 * it by the files reaching it (`*`: a namespace, a default or `export *`).
 */
export function reachedModules(entry: string): Map<string, Set<string>> {
  const reached = new Map<string, Set<string>>([[entry, new Set()]]);
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, , typeOnly, clause, specifier] of text.matchAll(STATEMENT)) {
      if (typeOnly !== undefined) continue;
      const names = valueNames(clause!);
      const target = resolveSpecifier(file, specifier!);
      if (names.length === 0 || target === undefined) continue;
      const known = reached.get(target);
      if (known === undefined) {
        reached.set(target, new Set(names));
        queue.push(target);
      } else for (const name of names) known.add(name);
    }
  }
  return reached;
}
