/**
 * Turns chess.js's PGN-reading tests into data vectors for `@x/san` (issue #16): every `loadPgn` call of
 * `__tests__/load-pgn.test.ts` (and the other files named on the command line) with its options, and what
 * chess.js 1.4.0 (this package's devDependency, the version of the tests) then holds — the final FEN and the
 * comments — or the error it throws. The test file runs unchanged against a recording `Chess` subclass and
 * a no-op `test`/`expect`, so the vectors are exactly the cases chess.js's own suite exercises.
 *
 *   CHESSJS=<chess.js checkout> pnpm --filter @x/bench exec tsx src/oracles/chessjs-pgn-vectors.ts
 *
 * Writes `packages/san/test/fixtures/chessjs-pgn-vectors.json` (BSD-2-Clause data with chess.js's notice).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Chess as RealChess } from 'chess.js';

/** One recorded `loadPgn` call. */
interface Vector {
  readonly test: string;
  readonly pgn: string;
  readonly strict: boolean;
  readonly fen?: string;
  readonly comments?: readonly { fen: string; comment?: string }[];
  readonly error?: string;
}

const vectors: Vector[] = [];
let current = '';

/** chess.js's `Chess`, recording each `loadPgn`. */
class RecordingChess extends RealChess {
  override loadPgn(pgn: string, options: { strict?: boolean; newlineChar?: string } = {}): void {
    if (options.newlineChar !== undefined) {
      // a custom newline character is chess.js API, not PGN text: normalised so the vector is plain PGN
      pgn = pgn.split(options.newlineChar).join('\n');
    }
    const strict = options.strict === true;
    try {
      super.loadPgn(pgn, { strict });
    } catch (e) {
      vectors.push({ test: current, pgn, strict, error: e instanceof Error ? e.message : String(e) });
      throw e;
    }
    const comments = this.getComments().map((c) => ({
      fen: c.fen,
      ...(c.comment !== undefined ? { comment: c.comment } : {}),
    }));
    vectors.push({ test: current, pgn, strict, fen: this.fen(), ...(comments.length ? { comments } : {}) });
  }
}

/** `expect(x).anything(...)`: calls a function argument (so `toThrow` runs it), asserts nothing. */
function expect(value: unknown): unknown {
  const run = () => {
    if (typeof value === 'function') {
      try {
        (value as () => unknown)();
      } catch {
        // the throw is what the test expects; the vector recorded it
      }
    }
    return undefined;
  };
  const chain: unknown = new Proxy(run, { get: () => chain, apply: run });
  return chain;
}

function test(name: string, fn: () => void): void {
  current = name;
  try {
    fn();
  } catch {
    // a failed chess.js assertion cannot happen here (expect is a no-op); a throw from loadPgn is recorded
  }
}
test.each = () => () => undefined;

/** A test file of the checkout: from its work tree, or from its HEAD commit (a bare mirror). */
function readTest(dir: string, name: string): string {
  const file = path.join(dir, '__tests__', `${name}.test.ts`);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  return execFileSync('git', ['-C', dir, 'show', `HEAD:__tests__/${name}.test.ts`], { encoding: 'utf8' });
}

const checkout = process.env.CHESSJS;
if (!checkout) throw new Error('set CHESSJS to a chess.js checkout (its __tests__ folder is read)');
const files = process.argv.slice(2).length ? process.argv.slice(2) : ['load-pgn'];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chessjs-vectors-'));
const shims = pathToFileURL(path.join(tmp, 'shims.ts')).href;
fs.writeFileSync(
  path.join(tmp, 'shims.ts'),
  `export { DEFAULT_POSITION, SEVEN_TAG_ROSTER } from 'chess.js';\nexport const { Chess, test, expect } = (globalThis as any).__chessjsShims;\nexport const describe = (_n: string, f: () => void) => f();\n`,
);
(globalThis as Record<string, unknown>).__chessjsShims = { Chess: RecordingChess, test, expect };
let commit = '';
try {
  commit = execFileSync('git', ['-C', checkout, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
} catch {
  commit = 'unknown';
}
for (const name of files) {
  const source = readTest(checkout, name)
    .replace(/from '\.\.\/src\/chess'/g, `from '${shims}'`)
    .replace(/from 'vitest'/g, `from '${shims}'`);
  const file = path.join(tmp, `${name}.test.ts`);
  fs.writeFileSync(file, source);
  await import(pathToFileURL(file).href);
}
const out = {
  source: `https://github.com/jhlywa/chess.js, commit ${commit}, __tests__/{${files.join(',')}}.test.ts: every loadPgn call, with what chess.js 1.4.0 holds after it`,
  licence: 'BSD-2-Clause, Copyright (c) 2025, Jeff Hlywa. Redistribution of these vectors keeps this notice.',
  generator: 'bench/src/oracles/chessjs-pgn-vectors.ts',
  vectors,
};
const target = new URL('../../../packages/san/test/fixtures/chessjs-pgn-vectors.json', import.meta.url);
fs.writeFileSync(target, `${JSON.stringify(out, null, 1)}\n`);
console.log(
  `${vectors.length} vectors (${vectors.filter((v) => v.error).length} errors) → ${target.pathname}`,
);
