/**
 * How often junk between two well-formed games costs one of them (issue #47): `N` inputs of game A, random
 * PGN-ish junk ending in a blank line, game B; read by this build of @x/san, by another build (`--ab DIST`,
 * e.g. main's `packages/san/dist`) and by pgn-extract (`-s`, its output read back). A game counts as kept when
 * a game read has its moves, its result and each of its tags.
 *
 * Run: node --import tsx src/pgn/junk-loss.ts [--ab /work/main/packages/san/dist] [N]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Game, parsePgn, readPgn } from '@x/san';
import { BLANK_LINE, concatBytes, JUNK_ATOMS, JUNK_GAMES } from '../../../tests/pgn-junk.js';
import { rng } from '../../../tests/rng.js';

type Read = typeof readPgn;

/** The first three: pgn-extract refuses the fourth's set-up (its kings stand side by side), which says nothing of recovery. */
const GAMES = JUNK_GAMES.slice(0, 3);

interface Shape {
  readonly moves: string;
  readonly result: string | undefined;
  readonly headers: ReadonlyMap<string, string>;
}

/** A game's tags, main-line moves (their parsed SAN, place aside) and result. */
function shape(game: Game): Shape {
  const moves: string[] = [];
  for (let node = game.moves.children[0]; node !== undefined; node = node.children[0]) {
    const { diagnostics: _, ...san } = node.data.san;
    moves.push(JSON.stringify(san));
  }
  return { moves: moves.join(' '), result: game.result, headers: game.headers };
}

function kept(found: readonly Shape[], want: Shape): boolean {
  return found.some(
    (g) =>
      g.moves === want.moves &&
      g.result === want.result &&
      [...want.headers].every(([k, v]) => g.headers.get(k) === v),
  );
}

async function ours(read: Read, bytes: Uint8Array): Promise<Shape[]> {
  const out: Shape[] = [];
  for await (const r of read(bytes)) if (r.success) out.push(shape(r.data));
  return out;
}

function extract(bytes: Uint8Array, dir: string): Shape[] {
  const file = path.join(dir, 'in.pgn');
  fs.writeFileSync(file, bytes);
  let text = '';
  try {
    text = execFileSync('/usr/games/pgn-extract', ['-s', file], {
      encoding: 'latin1',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    text = (error as { stdout?: string }).stdout ?? '';
  }
  try {
    return parsePgn(text).map(shape);
  } catch {
    return [];
  }
}

const args = process.argv.slice(2);
const abAt = args.indexOf('--ab');
const other: Read | undefined =
  abAt >= 0
    ? ((await import(path.resolve(args[abAt + 1]!, 'index.js'))) as { readPgn: Read }).readPgn
    : undefined;
const n = Number(args.find((a, i) => /^\d+$/.test(a) && args[i - 1] !== '--ab') ?? 1500);
const wanted = GAMES.map((g) => shape(parsePgn(g)[0]!));
const next = rng(47);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'junk-loss-'));
const lost = { ours: 0, other: 0, extract: 0 };
for (let k = 0; k < n; k++) {
  const a = Math.floor(next() * GAMES.length);
  const b = Math.floor(next() * GAMES.length);
  const parts = Array.from(
    { length: 1 + Math.floor(next() * 8) },
    () => JUNK_ATOMS[Math.floor(next() * JUNK_ATOMS.length)]!,
  );
  const enc = (s: string) => new TextEncoder().encode(s);
  const bytes = concatBytes([enc(GAMES[a]!), ...parts, BLANK_LINE, enc(GAMES[b]!)]);
  const both = (found: Shape[]) => kept(found, wanted[a]!) && kept(found, wanted[b]!);
  if (!both(await ours(readPgn, bytes))) lost.ours++;
  if (other && !both(await ours(other, bytes))) lost.other++;
  if (!both(extract(bytes, dir))) lost.extract++;
}
fs.rmSync(dir, { recursive: true, force: true });
const pct = (x: number) => `${((100 * x) / n).toFixed(1)}%`;
console.log(`${n} inputs (game, junk, blank line, game): a good game lost in`);
console.log(`  this build of @x/san: ${lost.ours} (${pct(lost.ours)})`);
if (other) console.log(`  ${args[abAt + 1]}: ${lost.other} (${pct(lost.other)})`);
console.log(`  pgn-extract -s: ${lost.extract} (${pct(lost.extract)})`);
