/**
 * The public surface of `@x/core`: the engine state behind `Position` is private. Other packages use the
 * documented entries (`@x/core`, `@x/core/engine`, …) only: their sources must not touch an `@internal`
 * member of core nor import core's files directly, and the published `.d.ts` has no `@internal` member
 * (`pnpm typecheck` of the other packages runs against it, so a typed access fails there too).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const coreSrc = path.join(root, 'packages/core/src');
const coreDist = path.join(root, 'packages/core/dist');

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
  it('marks exactly the engine state and kernel of Position and ChessPosition internal', () => {
    expect([...internalMembers()].sort()).toEqual(['kernel', 'st']);
  });

  it('no other package touches an @internal member of core or imports core files directly', () => {
    const internal = [...internalMembers()];
    const access = new RegExp(`[\\w\\])]\\.(${internal.join('|')})\\b(?!\\s*\\()`);
    const offenders: string[] = [];
    for (const file of otherSources()) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        const code = line.replace(/\/\/.*$/, '');
        if (access.test(code) || /['"](?:@x\/core\/(?:src|dist)|[./]+\/core\/src)\b/.test(code)) {
          offenders.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });

  it.skipIf(!fs.existsSync(coreDist))('the built .d.ts has no @internal member and no engine state', () => {
    for (const file of files(coreDist, /\.d\.c?ts$/)) {
      const text = fs.readFileSync(file, 'utf8');
      expect([path.relative(root, file), text.includes('@internal')]).toEqual([
        path.relative(root, file),
        false,
      ]);
      expect(/\breadonly st:|EngineState/.test(text)).toBe(false);
    }
  });
});
