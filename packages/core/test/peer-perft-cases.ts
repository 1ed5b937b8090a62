/**
 * Reading the peers' public perft files (python-chess `examples/perft/*.perft`, chessops' variant perft
 * table) kept in `test/fixtures/peer-perft/` with their source and licence (GPL-3.0) in a header, and the
 * test body both peer perft test files run (`peer-perft.test.ts`, `peer-perft-random.test.ts`).
 * Like python-chess's runner, every position is read with Chess960 castling (X-FEN rights name the
 * outermost rook), so atomic960 and chess960 positions need no special case.
 *
 * By default each position runs its counts up to the file's node budget (see `BUDGETS`); with
 * `PERFT_BUDGET=<nodes>` every file runs its counts up to that many nodes; with `PERFT_DEEP=1` every count
 * runs; `PERFT_ABOVE=<nodes>` leaves out the counts up to that many nodes (a run already made). One file:
 * `-t 'chessops\) chess960 '`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { perft } from '../src/perft.js';
import { Position } from '../src/position.js';
import type { VariantDefinition } from '../src/variant.js';
import { variants } from '../src/variants/index.js';

export const cacheDir =
  process.env.PEER_PERFT_DIR ?? fileURLToPath(new URL('fixtures/peer-perft', import.meta.url));
export const present = fs.existsSync(path.join(cacheDir, 'chessops-variant.perft'));
const deep = process.env.PERFT_DEEP === '1';
/** `PERFT_BUDGET=<nodes>`: one node budget for every file instead of `BUDGETS`. */
const budgetOverride = Number(process.env.PERFT_BUDGET ?? Number.NaN);
/** `PERFT_ABOVE=<nodes>`: only counts of more than that many nodes, to continue an earlier budget run. */
const above = Number(process.env.PERFT_ABOVE ?? 0);

/**
 * Default node budget per count, by file: every count up to 5 M nodes. python-chess's `random.perft` (6,838
 * positions: its counts up to 5 M are 9.6 × 10⁹ nodes, about 850 CPU-seconds) has a test file of its own so
 * it runs beside the others.
 */
export const BUDGETS = new Map<string, number>([
  ['tricky', 5_000_000],
  ['random', 5_000_000],
  ['chess960', 5_000_000],
  ['atomic', 5_000_000],
  ['crazyhouse', 5_000_000],
  ['3check', 5_000_000],
  ['horde', 5_000_000],
  ['racingkings', 5_000_000],
  ['giveaway', 5_000_000],
  ['chessops-variant', 5_000_000],
]);

/** File names and chessops `variant` lines that are not the built-in variant's own name. */
const ALIASES = new Map<string, keyof typeof variants>([
  ['tricky', 'chess'],
  ['random', 'chess'],
  ['chess960', 'chess'],
  ['3check', 'threecheck'],
]);

/** The built-in variants the files play. */
const PLAYED = new Set<string>([
  'chess',
  'atomic',
  'crazyhouse',
  'threecheck',
  'kingofthehill',
  'horde',
  'racingkings',
  'antichess',
  'giveaway',
]);

/**
 * The variant a file (or chessops `variant` line) names, with Chess960 castling as python-chess reads
 * it; every variant of the files is built in, so an unknown name fails the file.
 */
export function variantFor(name: string): VariantDefinition {
  const id = ALIASES.get(name) ?? name;
  if (!PLAYED.has(id)) throw new Error(`peer perft: no variant for ${name}`);
  const def = variants[id as keyof typeof variants];
  return def.castling ? { ...def, castling: { ...def.castling, chess960: true } } : def;
}

interface PeerCase {
  readonly id: string;
  readonly variant: string;
  readonly epd: string;
  readonly counts: [depth: number, nodes: number][];
}

/** Reads a perft file: `id`, optional `variant`, `epd`, then `perft depth nodes` lines. */
export function readFile(file: string): PeerCase[] {
  const cases: PeerCase[] = [];
  let current: PeerCase | undefined;
  let id = '';
  let variant = file;
  for (const raw of fs.readFileSync(path.join(cacheDir, `${file}.perft`), 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('%')) continue;
    const [cmd, ...rest] = line.split(/\s+/);
    const arg = rest.join(' ');
    if (cmd === 'id') id = arg;
    else if (cmd === 'variant') variant = arg;
    else if (cmd === 'epd') {
      const c: PeerCase = { id, variant, epd: arg, counts: [] };
      cases.push(c);
      current = c;
      variant = file;
    } else if (cmd === 'perft' && current) current.counts.push([Number(rest[0]), Number(rest[1])]);
  }
  return cases;
}

/** An EPD as a FEN our parser reads: python-chess's `/`-separated crazyhouse pocket becomes `[..]`. */
export function toFen(epd: string): string {
  const [board, ...fields] = epd.split(' ');
  const ranks = board!.split('/');
  const fen = ranks.length === 9 ? `${ranks.slice(0, 8).join('/')}[${ranks[8]}]` : board!;
  return [fen, ...fields].join(' ');
}

/** One `describe` per file: every position's counts within the file's budget (or the environment's). */
export function describePerftFiles(files: readonly string[]): void {
  describe.skipIf(!present)('peer perft files (python-chess, chessops)', () => {
    for (const file of files) {
      const cases = present ? readFile(file) : [];
      describe(file, () => {
        it('has cases', () => expect(cases.length).toBeGreaterThan(0));
        for (const c of cases) {
          const budget = Number.isFinite(budgetOverride) ? budgetOverride : BUDGETS.get(file)!;
          const counts = c.counts.filter(([, nodes]) => (deep || nodes <= budget) && nodes > above);
          if (counts.length === 0) continue;
          it(`${c.id}: ${counts.map(([d, n]) => `${d}=${n}`).join(' ')}`, { timeout: 3_600_000 }, () => {
            const pos = Position.fromFen(toFen(c.epd), variantFor(c.variant));
            for (const [depth, nodes] of counts) expect(perft(pos, depth), `depth ${depth}`).toBe(nodes);
          });
        }
      });
    }
  });
}
