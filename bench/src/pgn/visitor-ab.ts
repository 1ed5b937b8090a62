/**
 * In-process rates of reading and checking a PGN file (issue #47): the main-line checker (`visitPgn` +
 * `MainLineChecker`, no tree), the tree reader (`readPgn` + `walkGame` main line), the splitter (`splitPgn`'s
 * cuts, as `--jobs` and `--shard` take them) and the headers-only skim (`readPgn` with `headersOnly`) of this
 * build, and each of another build (`--ab DIST`, e.g. main's `packages/san/dist`), alternating in one process;
 * MB/s from CPU time (user + system: less moved by other processes than wall time), medians of the rounds.
 *
 * Run: node --import tsx src/pgn/visitor-ab.ts FILE [ROUNDS] [--ab /work/main/packages/san/dist]
 */
import fs from 'node:fs';
import path from 'node:path';
import * as san from '@x/san';
import * as split from '@x/san/split';

type San = typeof san;
type Split = typeof split;

const args = process.argv.slice(2);
const abAt = args.indexOf('--ab');
const other: San | undefined =
  abAt >= 0 ? ((await import(path.resolve(args[abAt + 1]!, 'index.js'))) as San) : undefined;
const otherSplit: Split | undefined =
  abAt >= 0 ? ((await import(path.resolve(args[abAt + 1]!, 'split-pgn.js'))) as Split) : undefined;
const [file, rounds = '5'] = args.filter((_, i) => i !== abAt && i !== abAt + 1);
if (file === undefined) throw new Error('usage: visitor-ab.ts FILE [ROUNDS] [--ab DIST]');
const bytes = new Uint8Array(fs.readFileSync(file));

async function checker(lib: San): Promise<number> {
  let plies = 0;
  await lib.visitPgn(
    bytes,
    new lib.MainLineChecker((check) => {
      plies += check.plies;
    }),
  );
  return plies;
}

async function tree(lib: San): Promise<number> {
  let plies = 0;
  for await (const r of lib.readPgn(bytes)) {
    if (!r.success) continue;
    lib.walkGame(r.data, lib.startingPosition(r.data), () => void plies++, { variations: false });
  }
  return plies;
}

/** The splitter's cuts (the count of sections stands for plies in the table). */
async function splitter(lib: Split): Promise<number> {
  let sections = 0;
  for await (const _ of lib.splitPgn(bytes)) sections++;
  return sections;
}

/** The headers-only skim (the count of tags stands for plies in the table). */
async function skim(lib: San): Promise<number> {
  let tags = 0;
  for await (const r of lib.readPgn(bytes, { headersOnly: true })) if (r.success) tags += r.data.headers.size;
  return tags;
}

type Contender = [string, () => Promise<number>];
/** Each workload of this build, then the same of the other build (when given). */
const pairs: Contender[][] = [
  [
    ['main-line checker', () => checker(san)],
    ...(other ? [['main-line checker (--ab)', () => checker(other)] as Contender] : []),
  ],
  [
    ['tree reader', () => tree(san)],
    ...(other ? [['tree reader (--ab)', () => tree(other)] as Contender] : []),
  ],
  [
    ['splitter', () => splitter(split)],
    ...(otherSplit ? [['splitter (--ab)', () => splitter(otherSplit)] as Contender] : []),
  ],
  [
    ['headers-only skim', () => skim(san)],
    ...(other ? [['headers-only skim (--ab)', () => skim(other)] as Contender] : []),
  ],
];
/** Runs of the fast workloads per sample, so that each sample takes about as long as a tree read. */
const REPEAT = new Map([
  ['splitter', 20],
  ['headers-only skim', 8],
]);
const rates = new Map<string, number[]>(pairs.flat().map(([name]) => [name, []]));
const plies = new Map<string, number>();
for (let r = 0; r < Number(rounds); r++) {
  for (const pair of pairs) {
    // This build first in even rounds, the other first in odd ones: neither always runs warmer.
    const order = r % 2 === 0 ? pair : [...pair].reverse();
    for (const [name, run] of order) {
      const times = REPEAT.get(name.replace(' (--ab)', '')) ?? 1;
      const before = process.cpuUsage();
      for (let k = 0; k < times; k++) plies.set(name, await run());
      const used = process.cpuUsage(before);
      rates.get(name)!.push((times * bytes.length) / 1e6 / ((used.user + used.system) / 1e6));
    }
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
console.log(`${file}: ${(bytes.length / 1e6).toFixed(1)} MB, ${rounds} rounds (MB/s of CPU time)`);
for (const [name, xs] of rates) {
  const runs = xs.map((x) => x.toFixed(1)).join(' ');
  console.log(
    `  ${name.padEnd(26)} ${median(xs).toFixed(1).padStart(6)} MB/s  (${runs}; ${plies.get(name)} plies)`,
  );
}
// CPU-time ratio this / other, the median of each round's ratio (the two ran side by side in that round).
if (other)
  for (const name of ['main-line checker', 'tree reader', 'splitter', 'headers-only skim']) {
    const a = rates.get(name)!;
    const b = rates.get(`${name} (--ab)`)!;
    const ratio = median(a.map((x, r) => x / b[r]!));
    console.log(`  ${name}: this / --ab = ${ratio.toFixed(3)} (median of ${a.length} rounds)`);
  }
