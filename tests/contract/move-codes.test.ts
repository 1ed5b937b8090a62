/**
 * No hand decoding of `@x/core`'s move code outside `@x/core`: its layout (from 12 bits, to 12 bits, kind 3 bits,
 * extra 5 bits) is read through `moveOrigin`, `moveTarget`, `moveKind`, `moveExtra` of `@x/core/engine`, so that a
 * change of the layout is one change. A source that shifts and masks a code by that layout is named here. (The
 * private bench's `pgn/move-cost-runner.ts` times one build of `@x/core/chess` against another and still does.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './entries.js';

/** A code's fields taken by hand: `m & 0xfff`, `(m >>> 12) & 0xfff`, `(m >>> 24) & 7`, `(m >>> 27) & 31`. */
const HAND_DECODING = /\b\w+ & 0xfff\b|\(\w+ >>> (?:12|24|27)\) & (?:0xfff|7|31)\b/;

/** The TypeScript files under `dir` (none of `node_modules` or `dist`). */
function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist') return [];
    const file = path.join(dir, e.name);
    return e.isDirectory() ? sources(file) : /\.tsx?$/.test(e.name) ? [file] : [];
  });
}

describe("@x/core's move code", () => {
  it('is decoded by @x/core/engine only: no other package nor the playground takes its fields by hand', () => {
    const roots = [
      ...fs
        .readdirSync(path.join(ROOT, 'packages'))
        .filter((p) => p !== 'core')
        .flatMap((p) => ['src', 'test'].map((d) => path.join(ROOT, 'packages', p, d))),
      path.join(ROOT, 'apps/playground/src'),
    ];
    const offending = roots.flatMap(sources).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (HAND_DECODING.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}`] : [])),
    );
    expect(offending).toEqual([]);
  });
});
