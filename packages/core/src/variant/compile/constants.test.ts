/**
 * The modules of the bit constants the generator's hot loops test (`MODE_*`, `LEG_*`, `PROMO_*`, `END_ILLEGAL_*` in
 * `tables.ts`, `KIND_*` in `move-codes.ts`) import types only: esbuild inlines a module's constants where they are
 * used only while no import of values comes before them, and the build (`tsup`, `minifySyntax`) relies on that.
 * With one value import in `tables.ts`, every use of its constants in the built engine read a module variable.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The import statements of a source file of `@x/core` (`src`-relative path) that import values. */
function valueImports(path: string): string[] {
  const text = readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
  const imports = text.match(/^import[^;]*;/gm) ?? [];
  return imports.filter((statement) => !statement.startsWith('import type '));
}

describe('constant modules', () => {
  it('import types only (tables.ts, move-codes.ts)', () => {
    for (const path of ['variant/compile/tables.ts', 'move-codes.ts'])
      expect(valueImports(path), path).toEqual([]);
  });
});
