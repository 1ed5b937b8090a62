/**
 * The README's examples as a user on Node 20 runs them: each ```ts block (but `no-run`) written as a plain `.mjs`
 * file inside the package (so `@x/engine` resolves to its built `dist/`, as it does for a user) and run by this
 * Node — its types stripped as a TypeScript user's compiler strips them, no `await using` (a SyntaxError before
 * Node 24). A smoke test: the results the comments state are asserted by packages/engine's readme.test.ts; by default
 * a block per engine runs (`sampled`), every block deep. In the consumer project, which starts after `pnpm test`'s
 * build: a build of its own beside that one would remove `dist/` files other tests read.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from '../typescript.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { deep } from '../depth.js';
import { turboBuild } from '../turbo-build.js';

const dir = fileURLToPath(new URL('../../packages/engine/', import.meta.url));
const readme = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/^```ts([^\n]*)\n([\s\S]*?)^```$/gm)].map((m) => ({
  flags: m[1]!.trim(),
  code: m[2]!,
  line: readme.slice(0, m.index).split('\n').length,
}));

/**
 * The blocks run: by default those that need no engine and the first of each engine (each engine started once from a
 * user's plain ES module: 4 of the 6 blocks, a Node and an engine each), every block under `pnpm test:deep`. Every block's results are asserted in-process by packages/engine's readme.test.ts either way.
 */
const runnable = blocks.filter((b) => !b.flags.includes('no-run'));
const engineOf = (flags: string) => /needs=(\S+)/.exec(flags)?.[1];
const sampled = runnable.filter(
  (b, i) =>
    deep ||
    engineOf(b.flags) === undefined ||
    runnable.findIndex((o) => engineOf(o.flags) === engineOf(b.flags)) === i,
);

describe('the README examples as .mjs on this Node', () => {
  beforeAll(() => turboBuild('@x/engine...'), 600_000);

  it('has runnable blocks, none with `await using`', () => {
    expect(runnable.length).toBeGreaterThanOrEqual(5);
    expect(readme).not.toMatch(/^\s*await using /m);
  });

  for (const { flags, code, line } of sampled) {
    const needs = /needs=(\S+)/.exec(flags)?.[1];
    it.skipIf(needs !== undefined && !fs.existsSync(needs))(`the block at line ${line} runs`, () => {
      const file = path.join(dir, '.cache', 'readme-mjs', `block-${line}.mjs`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const js = ts.transpileModule(code, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      fs.writeFileSync(file, js);
      const r = spawnSync(process.execPath, [file], { encoding: 'utf8', timeout: 60_000 });
      expect([r.status, r.stderr]).toEqual([0, '']);
    });
  }
});
