/**
 * The in-process main-line checker's rate (what `xn pgn check` runs, no tree): `pnpm bench cli` and `pnpm bench
 * san` print it beside rust pgn-reader's published 222 MB/s (issue #47's anchor). They run it in processes of its
 * own (`checkerRateProcesses`), as a program checking games would: in the process of the other benches, whose
 * code has already run @x/san's functions with other inputs (and the peers' code), it reads about a tenth slower
 * than in processes of its own. Run alone: `node --import tsx src/pgn/checker-rate.ts FILE [ROUNDS]` (from
 * bench/).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MainLineChecker, readMainLines, visitPgn } from '@x/san';
import { median } from '../harness.js';

/**
 * The checker's MB/s in `processes` fresh processes (`rounds` each, after a warm-up round): the median of all
 * their rounds, and each process's median (the machine's state can change from one process to the next); then
 * `readMainLines`' rates, from one more process.
 */
export function checkerRateProcesses(file: string, rounds: number, processes = 3): void {
  const self = fileURLToPath(import.meta.url);
  const rates: number[][] = [];
  for (let p = 0; p < processes; p++) {
    const run = spawnSync(process.execPath, [...process.execArgv, self, file, String(rounds), '--rates'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (run.status !== 0) throw new Error(`checker-rate.ts exited with ${run.status}`);
    rates.push(JSON.parse(run.stdout) as number[]);
  }
  const all = rates.flat();
  console.log(`
In-process main-line checker (visitPgn + MainLineChecker), MB/s of CPU time, ${processes} processes:\n`);
  console.log(
    `  @x MainLineChecker          ${median(all).toFixed(1)} MB/s (median of ${all.length} rounds; ` +
      `each process's median ${rates.map((r) => median(r).toFixed(1)).join(', ')})`,
  );
  const lines = spawnSync(process.execPath, [...process.execArgv, self, file, String(rounds), '--lines'], {
    encoding: 'utf8',
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (lines.status !== 0) throw new Error(`checker-rate.ts exited with ${lines.status}`);
}

/** The checker's MB/s of CPU time on `bytes`, one per round after a warm-up round; and the plies read. */
async function checkerRounds(bytes: Uint8Array, rounds: number): Promise<{ rates: number[]; plies: number }> {
  const rates: number[] = [];
  let plies = 0;
  for (let r = 0; r <= rounds; r++) {
    plies = 0;
    const before = process.cpuUsage();
    await visitPgn(bytes, new MainLineChecker((check) => void (plies += check.plies)));
    const used = process.cpuUsage(before);
    if (r > 0) rates.push(bytes.length / 1e6 / ((used.user + used.system) / 1e6));
  }
  return { rates, plies };
}

/**
 * The main-line checker in this process on `file`: MB (10^6 bytes) per CPU second (user + system), the median of
 * `rounds` after a warm-up round, printed beside rust pgn-reader's published rate.
 */
async function checkerRate(file: string, rounds: number): Promise<void> {
  const bytes = new Uint8Array(fs.readFileSync(file));
  const { rates, plies } = await checkerRounds(bytes, rounds);
  console.log(
    `\nIn-process main-line checker (visitPgn + MainLineChecker), ${plies} plies, MB/s of CPU time:\n`,
  );
  console.log(`  @x MainLineChecker          ${median(rates).toFixed(1)} MB/s (median of ${rounds})`);
  await lineRates(bytes, rounds);
}

/** `readMainLines`' MB/s (codes; SAN and UCI), beside pgn-reader's published rate. */
async function lineRates(bytes: Uint8Array, rounds: number): Promise<void> {
  let plies = 0;
  for (const options of [{}, { san: true, uci: true }]) {
    const lineRates: number[] = [];
    for (let r = 0; r <= rounds; r++) {
      const before = process.cpuUsage();
      for await (const line of readMainLines(bytes, options)) plies += line.moves.length;
      const used = process.cpuUsage(before);
      if (r > 0) lineRates.push(bytes.length / 1e6 / ((used.user + used.system) / 1e6));
    }
    if (plies === 0) throw new Error('readMainLines read no move');
    const label = options.san ? 'readMainLines (SAN, UCI)' : 'readMainLines (codes)';
    console.log(`  @x ${label.padEnd(26)} ${median(lineRates).toFixed(1)} MB/s (median of ${rounds})`);
  }
  console.log('  rust pgn-reader 222 MB/s (published: its README, lichess database, one thread)');
}

// run as a script (`checkerRateProcesses`, or by hand): FILE [ROUNDS] [--rates | --lines]
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, rounds = '5', mode] = process.argv.slice(2);
  if (file === undefined) throw new Error('usage: checker-rate.ts FILE [ROUNDS] [--rates | --lines]');
  if (mode === '--rates') {
    const { rates } = await checkerRounds(new Uint8Array(fs.readFileSync(file)), Number(rounds));
    process.stdout.write(JSON.stringify(rates));
  } else if (mode === '--lines') await lineRates(new Uint8Array(fs.readFileSync(file)), Number(rounds));
  else await checkerRate(file, Number(rounds));
}
