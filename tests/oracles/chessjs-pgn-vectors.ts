/**
 * Turns chess.js's PGN, SAN and move-list tests into data vectors for `@x/san` (issue #16). The test files
 * (`load-pgn`, `move`, `pgn`, `comments`, `glyphs`, `regression`, `history`, `moves`) run unchanged against
 * a recording `Chess` subclass and a no-op `test`/`expect`, so the vectors are exactly the cases chess.js's
 * own suite exercises, with what chess.js 1.4.0 (this package's devDependency) does on them:
 * - every `loadPgn` call: the PGN, its options, then the final FEN and comments, or the error;
 * - every `move` call of move.test.ts: position, argument, then SAN and FEN after, or the error;
 * - every `pgn()` call of pgn.test.ts: the game's moves, tags, final FEN, options and the PGN written;
 * - every plain `moves()` call of moves.test.ts and regression.test.ts: the legal moves in SAN.
 * chess.js 1.4.0 on npm predates the NAG support of the repository's glyphs.test.ts, so NAGs are not in
 * the vectors.
 *
 *   CHESSJS=<chess.js checkout or bare mirror> pnpm --filter @x/oracles exec tsx chessjs-pgn-vectors.ts
 *
 * Writes `packages/san/test/fixtures/chessjs-pgn-vectors.json` (BSD-2-Clause data with chess.js's notice).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Chess as RealChess } from 'chess.js';
import type {
  MoveVector,
  MovesVector,
  Vector,
  WriteVector,
} from '../../packages/san/test/chessjs-pgn-vectors.js';

const vectors: Vector[] = [];
const movesVectors: MovesVector[] = [];
const moveVectors: MoveVector[] = [];
const writeVectors: WriteVector[] = [];
let current = '';
let recording = 'load-pgn';
let inside = 0;

/** chess.js's `Chess`, recording each `loadPgn`. */
class RecordingChess extends RealChess {
  override move(
    move: string | { from: string; to: string; promotion?: string },
    options: { strict?: boolean } = {},
  ): ReturnType<RealChess['move']> {
    if (recording !== 'move' || inside > 0) return super.move(move, options);
    const fen = this.fen();
    const strict = options.strict === true;
    const copy = typeof move === 'string' ? move : { ...move };
    try {
      inside++;
      const made = super.move(move, options);
      moveVectors.push({ test: current, fen, move: copy, strict, san: made.san, after: this.fen() });
      return made;
    } catch (e) {
      moveVectors.push({
        test: current,
        fen,
        move: copy,
        strict,
        error: e instanceof Error ? e.message : String(e),
      });
      throw e;
    } finally {
      inside--;
    }
  }

  override moves(options?: { square?: string; verbose?: boolean; piece?: string }): never {
    const out = super.moves(options as never) as unknown;
    const plain = !options?.verbose && options?.piece === undefined;
    if ((recording === 'moves' || recording === 'regression') && inside === 0 && plain) {
      movesVectors.push({
        test: current,
        fen: this.fen(),
        ...(options?.square !== undefined ? { square: options.square } : {}),
        sans: [...(out as string[])].sort(),
      });
    }
    return out as never;
  }

  override pgn(options: { maxWidth?: number; newline?: string } = {}): string {
    const out = super.pgn(options);
    if (recording === 'pgn' && inside === 0) {
      writeVectors.push({
        test: current,
        moves: this.history(),
        headers: { ...this.getHeaders() },
        fen: this.fen(),
        options: { ...options },
        pgn: out,
      });
    }
    return out;
  }

  override loadPgn(pgn: string, options: { strict?: boolean; newlineChar?: string } = {}): void {
    if (recording === 'move' || inside > 0) {
      super.loadPgn(pgn, options);
      return;
    }
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
    const comments = this.getComments().map((c) => {
      const nags = (c as { nags?: number[] }).nags;
      return {
        fen: c.fen,
        ...(c.comment !== undefined ? { comment: c.comment } : {}),
        ...(nags?.length ? { nags } : {}),
      };
    });
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

/** A file of the checkout's `__tests__`: from its work tree, or from its HEAD commit (a bare mirror). */
function readTestFile(dir: string, name: string): string {
  const file = path.join(dir, '__tests__', name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  return execFileSync('git', ['-C', dir, 'show', `HEAD:__tests__/${name}`], { encoding: 'utf8' });
}

const checkout = process.env.CHESSJS;
if (!checkout) throw new Error('set CHESSJS to a chess.js checkout (its __tests__ folder is read)');
const files = ['load-pgn', 'move', 'pgn', 'comments', 'glyphs', 'regression', 'history', 'moves'];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chessjs-vectors-'));
const shims = pathToFileURL(path.join(tmp, 'shims.ts')).href;
fs.writeFileSync(
  path.join(tmp, 'shims.ts'),
  `export { BLACK, DEFAULT_POSITION, SEVEN_TAG_ROSTER, WHITE } from 'chess.js';\nexport const { Chess, test, expect, fileToString, split } = (globalThis as any).__chessjsShims;\nexport const it = test;\nexport const describe = (_n: string, f: () => void) => f();\nexport const SEVEN_TAG_ROSTER_STRING = '';\n`,
);
(globalThis as Record<string, unknown>).__chessjsShims = {
  Chess: RecordingChess,
  test,
  expect,
  // the helpers of chess.js's __tests__/utils.ts, reading the checkout
  split: (s: string) => s.split(/\s+|\n/),
  fileToString: (name: string) => readTestFile(checkout, name).slice(0, -1),
};
let commit = '';
try {
  commit = execFileSync('git', ['-C', checkout, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
} catch {
  commit = 'unknown';
}
for (const name of files) {
  recording = name as typeof recording;
  const source = readTestFile(checkout, `${name}.test.ts`)
    .replace(/from '\.\.\/src\/chess'/g, `from '${shims}'`)
    .replace(/from 'vitest'/g, `from '${shims}'`)
    .replace(/from '\.\/utils'/g, `from '${shims}'`);
  const file = path.join(tmp, `${name}.test.ts`);
  fs.writeFileSync(file, source);
  await import(pathToFileURL(file).href);
}
const out = {
  source: `https://github.com/jhlywa/chess.js, commit ${commit}, __tests__/{${files.join(',')}}.test.ts: every loadPgn call, with what chess.js 1.4.0 holds after it`,
  licence: 'BSD-2-Clause, Copyright (c) 2025, Jeff Hlywa. Redistribution of these vectors keeps this notice.',
  generator: 'tests/oracles/chessjs-pgn-vectors.ts',
  vectors,
  moveVectors,
  writeVectors,
  movesVectors,
};
const target = new URL('../../packages/san/test/fixtures/chessjs-pgn-vectors.json', import.meta.url);
fs.writeFileSync(target, `${JSON.stringify(out, null, 1)}\n`);
console.log(
  `${vectors.length} vectors (${vectors.filter((v) => v.error).length} errors) → ${target.pathname}`,
);
