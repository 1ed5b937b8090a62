/**
 * What `@x/core`'s build publishes keeps its engine private (packages/core/src/surface.test.ts checks the sources):
 * no entry point exports the module-private symbols `STATE` and `KERNEL`, and no declaration file is `@internal`.
 * Here, with the tarball tests, because it reads the build (`pnpm test` builds before this project runs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const coreDist = path.join(root, 'packages/core/dist');

/** The files under `dir` whose names match `pattern`. */
function files(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => pattern.test(path.basename(f)))
    .map((f) => path.join(dir, f));
}

/** The names an ES module's `export { … }` lists give out. */
function exportedNames(text: string): string[] {
  return [...text.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
    m[1]!.split(',').map(
      (e) =>
        e
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
    ),
  );
}

describe("@x/core's build keeps its engine private", () => {
  it('is built', () => expect(fs.existsSync(coreDist), 'run `pnpm build` first').toBe(true));

  it('no .d.ts is @internal, and no entry point exports STATE or KERNEL', () => {
    for (const file of files(coreDist, /\.d\.c?ts$/)) {
      const name = path.relative(root, file);
      expect([name, fs.readFileSync(file, 'utf8').includes('@internal')]).toEqual([name, false]);
    }
    const entries = files(coreDist, /^index\.(d\.c?ts|c?js)$/);
    expect(entries.length).toBeGreaterThan(0);
    for (const file of entries) {
      const name = path.relative(root, file);
      const leaked = exportedNames(fs.readFileSync(file, 'utf8')).filter(
        (n) => n === 'STATE' || n === 'KERNEL',
      );
      expect([name, leaked]).toEqual([name, []]);
    }
  });
});
