/**
 * In-process rates of reading and checking a PGN file (issue #47): the main-line checker (`visitPgn` +
 * `MainLineChecker`, no tree) and the tree reader (`readPgn` + `walkGame` main line) of this build, and both of
 * another build (`--ab DIST`, e.g. main's `packages/san/dist`), alternating in one process; MB/s from
 * CPU time (user + system: less moved by other processes than wall time), medians of the rounds.
 *
 * Run: node --import tsx src/pgn/visitor-ab.ts FILE [ROUNDS] [--ab /work/main/packages/san/dist]
 */
import fs from 'node:fs';
import path from 'node:path';
import * as san from '@x/san';

type San = typeof san;

const args = process.argv.slice(2);
const abAt = args.indexOf('--ab');
const other: San | undefined =
  abAt >= 0 ? ((await import(path.resolve(args[abAt + 1]!, 'index.js'))) as San) : undefined;
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

const contenders: [string, () => Promise<number>][] = [
  ['main-line checker', () => checker(san)],
  ...(other ? [['main-line checker (--ab)', () => checker(other)] as [string, () => Promise<number>]] : []),
  ['tree reader', () => tree(san)],
  ...(other ? [['tree reader (--ab)', () => tree(other)] as [string, () => Promise<number>]] : []),
];
const rates = new Map<string, number[]>(contenders.map(([name]) => [name, []]));
const plies = new Map<string, number>();
for (let r = 0; r < Number(rounds); r++) {
  for (const [name, run] of contenders) {
    const before = process.cpuUsage();
    plies.set(name, await run());
    const used = process.cpuUsage(before);
    rates.get(name)!.push(bytes.length / 1e6 / ((used.user + used.system) / 1e6));
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
  for (const name of ['main-line checker', 'tree reader']) {
    const a = rates.get(name)!;
    const b = rates.get(`${name} (--ab)`)!;
    const ratio = median(a.map((x, r) => x / b[r]!));
    console.log(`  ${name}: this / --ab = ${ratio.toFixed(3)} (median of ${a.length} rounds)`);
  }
