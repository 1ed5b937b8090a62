/**
 * The public surface of `@x/core`: the engine state and kernel behind a `BasePosition` are private, keyed by the
 * module-private symbols `STATE` and `KERNEL` that no entry point exports. Other packages use the documented
 * entries (`@x/core`, `@x/core/engine`, …) only and never import core's files directly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const coreSrc = path.join(root, 'packages/core/src');

function* files(dir: string, pattern: RegExp): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(p, pattern);
    else if (pattern.test(entry.name)) yield p;
  }
}

/** Names of the members core marks `@internal`. */
function internalMembers(): Set<string> {
  const names = new Set<string>();
  for (const file of files(coreSrc, /\.ts$/)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /\/\*\*\s*@internal\b[\s\S]*?\*\/\s*(?:(?:readonly|get|set|static)\s+)*(\w+)/g,
    )) {
      names.add(m[1]!);
    }
  }
  return names;
}

/** Source files of the other packages, apps and the bench. */
function otherSources(): string[] {
  const out: string[] = [];
  for (const group of ['packages', 'apps']) {
    const dir = path.join(root, group);
    for (const name of fs.readdirSync(dir)) {
      if (group === 'packages' && name === 'core') continue;
      out.push(...files(path.join(dir, name), /\.(ts|tsx|svelte|js|mjs)$/));
    }
  }
  out.push(...files(path.join(root, 'bench/src'), /\.ts$/));
  return out;
}

describe('@x/core keeps its engine private', () => {
  it('marks no member @internal: the state and kernel sit behind the module-private STATE and KERNEL', () => {
    expect([...internalMembers()]).toEqual([]);
    const base = fs.readFileSync(path.join(coreSrc, 'position-base.ts'), 'utf8');
    expect(base).toMatch(/export const STATE: unique symbol = Symbol/);
    expect(base).toMatch(/export const KERNEL: unique symbol = Symbol/);
  });

  it('no other package imports core files directly', () => {
    const offenders: string[] = [];
    for (const file of otherSources()) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        const code = line.replace(/\/\/.*$/, '');
        if (/['"](?:@x\/core\/(?:src|dist)|[./]+\/core\/src)\b/.test(code)) {
          offenders.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });
});
