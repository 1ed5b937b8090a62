/**
 * `@resvg/resvg-wasm` is an optional peer of `@x/diagram`: without it, `png()` and `gif()` throw a `DiagramError`
 * `missing-dependency` that says what to install (here the module is made to fail to load), and `svg()` works.
 */
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@resvg/resvg-wasm', () => {
  throw new Error("Cannot find package '@resvg/resvg-wasm'");
});

// files share a worker (`isolate: false`): a `png()` of an earlier file has loaded the real module into raster/resvg.ts,
// so these imports start from a fresh module registry
vi.resetModules();
const { png } = await import('../src/png.js');
const { gif } = await import('../src/gif.js');
const { svg } = await import('../src/index.js');

describe('without @resvg/resvg-wasm', () => {
  const start = Position.fromFen(variants.chess.startFen, variants.chess);
  it('png() and gif(): a DiagramError missing-dependency naming the package to install', async () => {
    for (const run of [() => png(start), () => gif([start])]) {
      const error = await run().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ name: 'DiagramError', code: 'missing-dependency', offset: 0, length: 0 });
      expect((error as Error).message).toContain('npm install @resvg/resvg-wasm');
    }
  });
  it('svg() needs no rasteriser', () => {
    expect(svg(start)).toMatch(/^<svg /);
  });
});
