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

type Read = typeof readPgn;

const GAMES = [
  '[Event "one"]\n[Site "a"]\n\n1. e4 e5 2. Nf3 Nc6 *\n',
  '[Event "two"]\n[White "b"]\n\n1. d4 {a comment} d5 (1... Nf6 2. c4) 2. c4 1-0\n',
  '[Event "three"]\n\n1. c4 $1 c5 2. Nc3 Nc6 3. g3 1/2-1/2\n',
];
const ATOMS: readonly (string | number[])[] = [
  '[',
  ']',
  '{',
  '}',
  '(',
  ')',
  '"',
  '%',
  ';',
  '\\',
  '$',
  '*',
  '.',
  ' ',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\n\n',
  '[Event "',
  '[Event "x"]',
  '[Site "y',
  '[ "',
  '[1',
  '1.',
  '1...',
  'e4',
  'Nf3',
  'O-O',
  'e9',
  'Kx',
  '1-0',
  '0-1',
  '1/2',
  '1/2-1/2',
  '{ note',
  '; line',
  '% escape',
  '$12',
  '!?',
  '--',
  'Z0',
  [0],
  [0xe9],
  [0xff, 0xfe],
  [0xef, 0xbb, 0xbf],
  [0xc3],
  [0xa0],
  [0x80, 0x81],
];

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

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
const next = random(47);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'junk-loss-'));
const lost = { ours: 0, other: 0, extract: 0 };
for (let k = 0; k < n; k++) {
  const a = Math.floor(next() * GAMES.length);
  const b = Math.floor(next() * GAMES.length);
  const parts = Array.from({ length: 1 + Math.floor(next() * 8) }, () => {
    const atom = ATOMS[Math.floor(next() * ATOMS.length)]!;
    return typeof atom === 'string' ? new TextEncoder().encode(atom) : Uint8Array.from(atom);
  });
  const enc = (s: string) => new TextEncoder().encode(s);
  const bytes = concat([enc(GAMES[a]!), ...parts, enc('\n\n'), enc(GAMES[b]!)]);
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
