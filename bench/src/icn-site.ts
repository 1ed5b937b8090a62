/**
 * `pnpm bench icn`, first part: `@x/icn` against the converter infinitechess.org runs, on five inputs
 * generated here (the kinds of issue #20): 10,000 knight moves with and without piece letters, the real game
 * of infinitechess.org issue 756 (`../shared/data/icn`), its moves ×100, and a 10,000-piece position.
 * Parse and stringify, ours and the site's, alternate over 15 rounds in one process; MB/s are medians over
 * the input's bytes (the same job for both: read this text / write this game back).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type IcnGame, parse, stringify } from '@x/icn';
import { type Contender, measure } from './harness.js';
import { loadSiteIcn, SITE_COMPACT, type SiteIcnConverter, type SiteLongFormat } from './site-icn.js';

const ROUNDS = 15;

/** One benchmark input: a name and its ICN text. */
interface Input {
  readonly name: string;
  readonly text: string;
}

/** A small deterministic generator (LCG), `rnd(n)` in `[0, n)`. */
function rng(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
    return (s >>> 8) % n; // the low bits of an LCG have short periods
  };
}

const GAME_756 = path.resolve(
  fileURLToPath(new URL('../..', import.meta.url)),
  '..',
  'shared',
  'data',
  'icn',
  'issue-756-report1-game.icn',
);

/** The issue-756 game without its `# ` header lines, or `undefined` when the shared data is absent. */
function game756(): string | undefined {
  if (!fs.existsSync(GAME_756)) return undefined;
  return fs
    .readFileSync(GAME_756, 'utf8')
    .split('\n')
    .filter((l) => !l.startsWith('# '))
    .join('\n')
    .trim();
}

const KNIGHT = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
] as const;

/** `count` knight moves on the 8×8 squares, white and black knights alternating; `letters` writes `N`/`n`. */
function knightMoves(count: number, letters: boolean): string {
  const rnd = rng(7);
  const at = [
    [2, 1],
    [7, 8],
  ];
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const side = k & 1;
    const [x, y] = at[side]!;
    let to: readonly [number, number];
    for (;;) {
      const d = KNIGHT[rnd(8)]!;
      to = [x! + d[0], y! + d[1]];
      if (to[0] >= 1 && to[0] <= 8 && to[1] >= 1 && to[1] <= 8) break;
    }
    out.push(`${letters ? (side === 0 ? 'N' : 'n') : ''}${x},${y}>${to[0]},${to[1]}`);
    at[side] = [to[0], to[1]];
  }
  return out.join('|');
}

const CODES = [
  'P',
  'N',
  'B',
  'R',
  'Q',
  'K',
  'AM',
  'CH',
  'AR',
  'HA',
  'GU',
  'CA',
  'GI',
  'ZE',
  'CE',
  'NR',
  'HU',
  'RO',
];

/** A position of `count` pieces on distinct squares with coordinates up to ±10^5, one in 4 with `+`. */
function bigPosition(count: number): string {
  const rnd = rng(11);
  const seen = new Set<string>();
  const out: string[] = [];
  while (out.length < count) {
    const x = rnd(200_001) - 100_000;
    const y = rnd(200_001) - 100_000;
    const key = `${x},${y}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const code = CODES[rnd(CODES.length)]!;
    out.push(`${rnd(2) === 0 ? code : code.toLowerCase()}${key}${rnd(4) === 0 ? '+' : ''}`);
  }
  return out.join('|');
}

/** The five inputs; the header of the issue-756 game (tags, `w 0/100 1 (8|1)`) heads the generated ones. */
function inputs(): Input[] {
  const real = game756();
  const head =
    real === undefined
      ? '[Variant "Chess"] [UTCDate "2025.12.03"] [UTCTime "01:35:18"]'
      : real.slice(0, real.indexOf(' w ')).trim();
  const list: Input[] = [
    { name: '10,000 knight moves, letters', text: `${head} w 1 ${knightMoves(10_000, true)}` },
    { name: '10,000 knight moves, bare', text: `${head} w 1 ${knightMoves(10_000, false)}` },
  ];
  if (real === undefined) {
    console.log('  (skipped the issue-756 game and its moves ×100: ../shared/data/icn is absent)');
  } else {
    const moves = real.slice(real.lastIndexOf(' ') + 1);
    list.push({ name: 'issue-756 game (30 moves)', text: real });
    list.push({
      name: 'its moves ×100 (3,000)',
      text: `${head} w 1 ${new Array(100).fill(moves).join('|')}`,
    });
  }
  list.push({ name: '10,000-piece position', text: `${head} w 1 ${bigPosition(10_000)}` });
  return list;
}

/** Our game and the site's long format of each input, after checking both read it the same way. */
function prepare(input: Input, site: SiteIcnConverter | undefined): { game: IcnGame; long?: SiteLongFormat } {
  const game = parse(input.text, { mode: 'strict' });
  if (stringify(game) !== input.text)
    throw new Error(`${input.name}: stringify does not give the input back`);
  if (site === undefined) return { game };
  const long = site.ShortToLong_Format(input.text);
  if ((long.moves?.length ?? 0) !== game.moves.length) throw new Error(`${input.name}: move counts differ`);
  const ours = game.positionFromVariant === true ? 0 : (game.position?.length ?? 0);
  if ((long.position?.size ?? 0) !== ours) {
    throw new Error(`${input.name}: piece counts differ`);
  }
  return { game, long };
}

/** A contender doing `work` on `bytes` of input, repeated so that one round reads at least ~256 KB. */
function job(name: string, bytes: number, work: () => unknown): Contender {
  const reps = Math.max(1, Math.ceil(256_000 / bytes));
  return {
    name,
    run: () => {
      for (let k = 0; k < reps; k++) work();
      return bytes * reps;
    },
  };
}

function mbps(x: number): string {
  return `${(x / 1e6).toFixed(1)} MB/s`.padStart(11);
}

/** Runs the side-by-side comparison (or prints why the site's converter is skipped). */
export async function benchAgainstSite(): Promise<void> {
  const loaded = await loadSiteIcn();
  const site = 'skipped' in loaded ? undefined : loaded;
  console.log(
    `\n## ICN parse / stringify vs infinitechess.org icnconverter.ts (MB/s, medians of ${ROUNDS} alternating rounds)`,
  );
  if (site === undefined) console.log(`  site converter skipped: ${(loaded as { skipped: string }).skipped}`);
  else console.log(`  site converter: ${site.source}; site writer = LongToShort_Format with compact options`);
  const jobs = inputs().map((input) => {
    const bytes = Buffer.byteLength(input.text);
    const { game, long } = prepare(input, site);
    const contenders: Contender[] = [
      job('ours parse', bytes, () => parse(input.text)),
      job('ours stringify', bytes, () => stringify(game)),
    ];
    if (site !== undefined && long !== undefined) {
      const options = { ...SITE_COMPACT, skipPosition: long.position === undefined };
      contenders.push(
        job('site parse', bytes, () => site.ShortToLong_Format(input.text)),
        job('site stringify', bytes, () => site.LongToShort_Format(long, options)),
      );
    }
    return { input, bytes, contenders };
  });
  // warm every code path on every input first, so that the first input is not measured colder than the rest
  for (let k = 0; k < 3; k++) for (const j of jobs) for (const c of j.contenders) c.run();
  for (const { input, bytes, contenders } of jobs) {
    const r = measure(contenders, ROUNDS).map((x) => x.unitsPerSecond);
    const [op, os, sp, ss] = r as [number, number, number?, number?];
    const title = `${input.name} (${bytes.toLocaleString('en')} B)`.padEnd(46);
    if (sp === undefined || ss === undefined) {
      console.log(`  ${title} parse ${mbps(op)}   stringify ${mbps(os)}`);
    } else {
      console.log(
        `  ${title} parse ${mbps(op)} / site ${mbps(sp)} = ${(op / sp).toFixed(2)}×   stringify ${mbps(os)} / site ${mbps(ss)} = ${(os / ss).toFixed(2)}×`,
      );
    }
  }
}
