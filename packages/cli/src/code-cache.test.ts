import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundle } from './code-cache.js';

describe('loadBundle', () => {
  const saved = process.env.TMPDIR;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'xn-code-cache-test-'));
  const bundle = path.join(root, 'bundle.cjs');
  /** The caches written under the test's temporary folder. */
  const caches = () => {
    const dir = fs.readdirSync(root).find((name) => name.startsWith('xn-code-cache'));
    return dir === undefined ? [] : fs.readdirSync(path.join(root, dir));
  };
  beforeAll(() => {
    process.env.TMPDIR = root;
    fs.writeFileSync(
      bundle,
      `(function (exports, require, module, __filename, __dirname) {const path = require('node:path');
exports.twice = (n) => 2 * n;
exports.where = [path.basename(__filename), path.basename(__dirname), typeof module.exports];
})`,
    );
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('runs a CommonJS file written as its function wrapper, with require, module, __filename and __dirname', () => {
    const loaded = loadBundle<{ twice(n: number): number; where: string[] }>(bundle, 'pgn-check', {
      NODE_DISABLE_COMPILE_CACHE: '1',
    });
    expect(loaded.exports.twice(21)).toBe(42);
    expect(loaded.exports.where).toEqual(['bundle.cjs', path.basename(root), 'object']);
    loaded.save();
    expect(caches()).toEqual([]);
  });

  it('writes one cache per command once it has run, and reads it back', () => {
    const first = loadBundle<{ twice(n: number): number }>(bundle, 'pgn-check', {});
    expect(first.exports.twice(2)).toBe(4);
    first.save();
    const [name] = caches();
    expect(name).toMatch(/^pgn-check@v\d+\.\d+\.\d+-.+\.cache$/);
    const second = loadBundle<{ twice(n: number): number }>(bundle, 'pgn-check', {});
    expect(second.exports.twice(3)).toBe(6);
    second.save();
    expect(caches()).toEqual([name]);
    loadBundle(bundle, 'pgn', {}).save();
    expect(caches()).toHaveLength(2);
    expect(caches()).toContain(name);
    expect(caches().filter((other) => other.startsWith('pgn@'))).toHaveLength(1);
  });

  it("replaces a command's cache of an earlier build", () => {
    const later = new Date(fs.statSync(bundle).mtimeMs + 5_000);
    fs.utimesSync(bundle, later, later);
    const before = caches().filter((name) => name.startsWith('pgn-check@'));
    loadBundle(bundle, 'pgn-check', {}).save();
    const after = caches().filter((name) => name.startsWith('pgn-check@'));
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
  });
});
