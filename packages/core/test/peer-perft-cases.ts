/**
 * Reading the peers' public perft files (python-chess `examples/perft/*.perft`, chessops' variant perft
 * table) kept in `test/fixtures/peer-perft/` with their source and licence (GPL-3.0) in a header, and the
 * test body the peer perft test files run (`peer-perft.test.ts`, `peer-perft-random-1.test.ts`, `-2.test.ts`).
 * Like python-chess's runner, every position is read with Chess960 castling (X-FEN rights name the
 * outermost rook), so atomic960 and chess960 positions need no special case.
 *
 * Every file runs in `pnpm test`: each position its counts up to the file's sample budget (`SAMPLE_BUDGETS`,
 * a few seconds in all). `pnpm test:deep` (`TEST_DEEP=1`) runs them up to the deep budget (`BUDGETS`, every count
 * up to 5 M nodes, about 20 CPU-minutes); with `PERFT_BUDGET=<nodes>` every file runs its counts up to that many
 * nodes; with `PERFT_DEEP=1` every count runs (CPU-hours); `PERFT_ABOVE=<nodes>` leaves out the counts up to that
 * many nodes (a run already made). One file: `-t 'chessops\) chess960 '`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deep as testDeep } from '../../../tests/depth.js';
import { perft } from '../src/perft.js';
import { Position } from '../src/position.js';
import type { VariantDefinition } from '../src/variant/definition.js';
import { variants } from '../src/variant/builtins/index.js';

export const cacheDir =
  process.env.PEER_PERFT_DIR ?? fileURLToPath(new URL('fixtures/peer-perft', import.meta.url));
export const present = fs.existsSync(path.join(cacheDir, 'chessops-variant.perft'));
const deep = process.env.PERFT_DEEP === '1';
/** `PERFT_BUDGET=<nodes>`: one node budget for every file instead of `BUDGETS`. */
const budgetOverride = Number(process.env.PERFT_BUDGET ?? Number.NaN);
/** `PERFT_ABOVE=<nodes>`: only counts of more than that many nodes, to continue an earlier budget run. */
const above = Number(process.env.PERFT_ABOVE ?? 0);

/**
 * Deep node budget per count (`pnpm test:deep`), by file: every count up to 5 M nodes. python-chess's
 * `random.perft` (6,838 positions: its counts up to 5 M are 9.6 × 10⁹ nodes, about 850 CPU-seconds) has a
 * test file of its own so it runs beside the others.
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

/**
 * Sample node budget per count (`pnpm test`), by file: every position of every file still runs, with its
 * smaller counts. The small variant files run every count up to 60 k nodes; `chess960` (960 positions) up to
 * 10 k (1,957 of its 5,760 counts, 9.9 × 10⁵ nodes: every position at depths 1 and 2, 33 at depth 3 too); `random`
 * (6,838 positions) up to 2 k (14,300 of its 41,028 counts, 5.5 × 10⁶ nodes). The rest of each file runs in
 * `pnpm test:deep`.
 */
export const SAMPLE_BUDGETS = new Map<string, number>([
  ['tricky', 60_000],
  ['random', 2_000],
  ['chess960', 10_000],
  ['atomic', 60_000],
  ['crazyhouse', 60_000],
  ['3check', 60_000],
  ['horde', 60_000],
  ['racingkings', 60_000],
  ['giveaway', 60_000],
  ['chessops-variant', 60_000],
]);

/** The node budget of a file's counts: the environment's, else the deep or sample budget. */
function budgetOf(file: string): number {
  if (Number.isFinite(budgetOverride)) return budgetOverride;
  return (testDeep ? BUDGETS : SAMPLE_BUDGETS).get(file)!;
}

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
  // One definition object per variant: a new object per position would be compiled again for each.
  let def = readVariants.get(id);
  if (def === undefined) {
    const builtIn = variants[id as keyof typeof variants];
    def = builtIn.castling ? { ...builtIn, castling: { ...builtIn.castling, chess960: true } } : builtIn;
    readVariants.set(id, def);
  }
  return def;
}

/** The variants `variantFor` has made, by id. */
const readVariants = new Map<string, VariantDefinition>();

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

/** Files of more positions than this run them `GROUP_SIZE` to a test. */
const GROUP_ABOVE = 1000;
const GROUP_SIZE = 100;

/** Every `of`-th position from the `index`-th (0-based): how a file too long for one test file is shared out. */
export interface FilePart {
  readonly index: number;
  readonly of: number;
}

/** One `describe` per file: every position's counts within the file's budget (or the environment's). */
export function describePerftFiles(files: readonly string[], part?: FilePart): void {
  describe.skipIf(!present)('peer perft files (python-chess, chessops)', () => {
    for (const file of files) {
      const all = present ? readFile(file) : [];
      const cases = part ? all.filter((_, n) => n % part.of === part.index) : all;
      describe(part ? `${file} (part ${part.index + 1} of ${part.of})` : file, () => {
        it('has cases', () => expect(cases.length).toBeGreaterThan(0));
        const budget = budgetOf(file);
        const runs = cases
          .map((c) => ({
            c,
            counts: c.counts.filter(([, nodes]) => (deep || nodes <= budget) && nodes > above),
          }))
          .filter((run) => run.counts.length > 0);
        // A file of thousands of positions (`random`) runs them in groups: a test per position costs the runner
        // more than the positions' small counts.
        const group = runs.length > GROUP_ABOVE ? GROUP_SIZE : 1;
        for (let first = 0; first < runs.length; first += group) {
          const some = runs.slice(first, first + group);
          const name =
            group === 1
              ? `${some[0]!.c.id}: ${some[0]!.counts.map(([d, n]) => `${d}=${n}`).join(' ')}`
              : `positions ${some[0]!.c.id} … ${some.at(-1)!.c.id} (${some.length}), every count up to ${budget} nodes`;
          it(name, { timeout: 3_600_000 }, () => {
            for (const { c, counts } of some) {
              const pos = Position.fromFen(toFen(c.epd), variantFor(c.variant));
              for (const [depth, nodes] of counts)
                expect(perft(pos, depth), `${c.id} depth ${depth}`).toBe(nodes);
            }
          });
        }
      });
    }
  });
}
