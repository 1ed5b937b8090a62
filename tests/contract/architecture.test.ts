/**
 * docs/architecture.md describes every workspace package and app: each one listed in `pnpm-workspace.yaml`
 * (read here, so a new package fails this test until the document names it) appears there by its package name,
 * and the folders it draws for `@x/core` and `@x/san` exist; its package graph is today's (every arrow a dependency
 * in a package.json, every dependency on an `@x` package an arrow); its `@x/cli` section names every folder of
 * `packages/cli/src`. It stays a page to read first: at most 300 lines.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './entries.js';

/** Directories of the workspace: every match of the `packages:` globs of `pnpm-workspace.yaml` with a package.json. */
function workspaceDirs(): string[] {
  const yaml = fs.readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\n((?:\s+-\s.*\n?)+)/m.exec(yaml)?.[1] ?? '';
  const globs = [...block.matchAll(/-\s+['"]?([^'"\n]+)['"]?/g)].map((m) => m[1]!.trim());
  const dirs: string[] = [];
  for (const glob of globs) {
    if (glob.endsWith('/*')) {
      const parent = path.join(ROOT, glob.slice(0, -2));
      for (const name of fs.readdirSync(parent).sort()) dirs.push(path.join(parent, name));
    } else dirs.push(path.join(ROOT, glob));
  }
  return dirs.filter((d) => fs.existsSync(path.join(d, 'package.json')));
}

const doc = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

describe('docs/architecture.md', () => {
  const names = workspaceDirs().map(
    (d) => (JSON.parse(fs.readFileSync(path.join(d, 'package.json'), 'utf8')) as { name: string }).name,
  );
  it('stays within 300 lines', () => {
    expect(doc.split('\n').length - (doc.endsWith('\n') ? 1 : 0)).toBeLessThanOrEqual(300);
  });
  it('reads the workspace packages', () => {
    expect(names).toContain('@x/core');
    expect(names.length).toBeGreaterThanOrEqual(9);
  });
  for (const name of names) {
    it(`names ${name}`, () => {
      expect(doc.includes(`\`${name}\``), `docs/architecture.md mentions \`${name}\``).toBe(true);
    });
  }
  it("draws today's package graph: an arrow for each dependency on an @x package, and no other", () => {
    const drawn = drawnGraph(doc);
    const real = new Map(
      workspaceDirs().map((d) => {
        const pkg = JSON.parse(fs.readFileSync(path.join(d, 'package.json'), 'utf8')) as PackageJson;
        // A published package's graph is what an install brings; a private one's, everything it builds with.
        const deps = {
          ...pkg.dependencies,
          ...pkg.peerDependencies,
          ...pkg.optionalDependencies,
          ...(pkg.private ? pkg.devDependencies : {}),
        };
        return [
          pkg.name,
          Object.keys(deps)
            .filter((n) => n.startsWith('@x/'))
            .sort(),
        ] as const;
      }),
    );
    expect([...drawn.keys()].sort(), 'the packages the graph draws').toEqual([...real.keys()].sort());
    for (const [name, deps] of real) expect(drawn.get(name), `the arrows from ${name}`).toEqual(deps);
  });
  it('names every folder of @x/cli in its section', () => {
    const section = /## @x\/cli\n([\s\S]*?)\n## /.exec(doc)?.[1] ?? '';
    const src = path.join(ROOT, 'packages/cli/src');
    const folders = fs
      .readdirSync(src, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `${e.name}/`);
    expect(folders.length).toBeGreaterThan(5);
    expect(folders.filter((f) => !section.includes(`\`${f}\``))).toEqual([]);
  });
  it('draws folders of @x/core and @x/san that exist', () => {
    for (const pkg of ['core', 'san']) {
      const tree = new RegExp(`<!-- tree ${pkg} -->\\n\`\`\`text\\n([\\s\\S]*?)\`\`\``).exec(doc)?.[1];
      expect(tree, `a folder tree of ${pkg} marked <!-- tree ${pkg} -->`).toBeDefined();
      const dirs = [...tree!.matchAll(/^[\s│├└─]*([\w.-]+)\/(?=\s|$)/gm)].map((m) => m[1]!);
      expect(dirs.length).toBeGreaterThan(0);
      for (const dir of dirs) {
        const found =
          fs.existsSync(path.join(ROOT, 'packages', pkg, 'src', dir)) ||
          findDir(path.join(ROOT, 'packages', pkg, 'src'), dir);
        expect(found, `packages/${pkg}/src has a folder ${dir}/`).toBe(true);
      }
    }
  });
  it("draws @x/core's tree with files that exist, nested under the folders drawn above them", () => {
    const tree = /<!-- tree core -->\n```text\n([\s\S]*?)```/.exec(doc)![1]!;
    const stack: string[] = [];
    let files = 0;
    for (const line of tree.split('\n').slice(1)) {
      const m = /^([\s│├└─]*)([\w.-]+)(\/)?(?:,|\s|$)/.exec(line);
      if (!m) continue;
      const depth = Math.max(0, Math.floor(m[1]!.length / 4) - 1);
      stack.length = depth;
      const where = path.join(ROOT, 'packages/core/src', ...stack, m[2]!);
      expect(fs.existsSync(where), `packages/core/src/${[...stack, m[2]].join('/')}`).toBe(true);
      if (m[3]) stack.push(m[2]!);
      else files++;
    }
    expect(files).toBeGreaterThan(5);
  });
  it('names every source file of @x/san in its tree, in the folder it is drawn under', () => {
    const tree = /<!-- tree san -->\n```text\n([\s\S]*?)```/.exec(doc)![1]!;
    // The words of each folder's part of the tree: the top level, and each `name/` block below it.
    const words = new Map<string, Set<string>>([['', new Set()]]);
    let folder = '';
    for (const line of tree.split('\n').slice(1)) {
      const m = /^([\s│├└─]*)([\w.-]+)(\/)?/.exec(line);
      if (!m) continue;
      const top = m[1]!.length <= 4;
      if (top) folder = m[3] ? m[2]! : '';
      if (!words.has(folder)) words.set(folder, new Set());
      for (const w of line.matchAll(/[\w-]+/g)) words.get(folder)!.add(w[0]);
    }
    const missing: string[] = [];
    for (const [dir, names] of words) {
      const abs = path.join(ROOT, 'packages/san/src', dir);
      for (const file of fs.readdirSync(abs)) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        if (!names.has(file.slice(0, -3))) missing.push(path.join(dir, file));
      }
    }
    expect(missing, 'san source files the tree of docs/architecture.md does not name').toEqual([]);
    expect(words.get('pgn')?.size).toBeGreaterThan(5);
  });
});

/** The fields of a package.json this test reads. */
interface PackageJson {
  readonly name: string;
  readonly private?: boolean;
  readonly dependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
  readonly optionalDependencies?: Record<string, string>;
  readonly devDependencies?: Record<string, string>;
}

/**
 * The package graph of the document's Mermaid chart: each node's package name (the `@x/…` that opens its label) and
 * the names its arrows point to (`a["@x/a …"] --> b & c`), sorted.
 */
function drawnGraph(text: string): Map<string, string[]> {
  const chart = /```mermaid\nflowchart BT\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
  const ids = new Map<string, string>();
  const arrows = new Map<string, string[]>();
  for (const line of chart.split('\n')) {
    const m = /^\s*(\w+)\["(@x\/[\w-]+)[^"]*"\](?:\s*-->\s*(.*))?$/.exec(line);
    if (!m) continue;
    ids.set(m[1]!, m[2]!);
    arrows.set(
      m[1]!,
      (m[3] ?? '')
        .split('&')
        .map((t) => t.trim())
        .filter(Boolean),
    );
  }
  return new Map(
    [...arrows].map(([id, to]) => [ids.get(id)!, to.map((t) => ids.get(t) ?? `unknown node ${t}`).sort()]),
  );
}

/** Whether `name` is a folder somewhere under `dir`. */
function findDir(dir: string, name: string): boolean {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    if (entry.name === name || findDir(path.join(dir, entry.name), name)) return true;
  }
  return false;
}
