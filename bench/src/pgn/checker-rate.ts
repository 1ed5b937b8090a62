/**
 * The in-process main-line checker's rate (what `xn pgn check` runs, no tree): `pnpm bench cli` and `pnpm bench
 * san` print it beside rust pgn-reader's published 222 MB/s (issue #47's anchor).
 */
import fs from 'node:fs';
import { MainLineChecker, readMainLines, visitPgn } from '@x/san';
import { median } from '../harness.js';

/**
 * The main-line checker in this process on `file`: MB (10^6 bytes) per CPU second (user + system), the median of
 * `rounds` after a warm-up round, printed beside rust pgn-reader's published rate.
 */
export async function checkerRate(file: string, rounds: number): Promise<void> {
  const bytes = new Uint8Array(fs.readFileSync(file));
  const rates: number[] = [];
  let plies = 0;
  for (let r = 0; r <= rounds; r++) {
    plies = 0;
    const before = process.cpuUsage();
    await visitPgn(bytes, new MainLineChecker((check) => void (plies += check.plies)));
    const used = process.cpuUsage(before);
    if (r > 0) rates.push(bytes.length / 1e6 / ((used.user + used.system) / 1e6));
  }
  console.log(
    `\nIn-process main-line checker (visitPgn + MainLineChecker), ${plies} plies, MB/s of CPU time:\n`,
  );
  console.log(`  @x MainLineChecker          ${median(rates).toFixed(1)} MB/s (median of ${rounds})`);
  for (const options of [{}, { san: true, uci: true }]) {
    const lineRates: number[] = [];
    for (let r = 0; r <= rounds; r++) {
      const before = process.cpuUsage();
      for await (const line of readMainLines(bytes, options)) plies += line.moves.length;
      const used = process.cpuUsage(before);
      if (r > 0) lineRates.push(bytes.length / 1e6 / ((used.user + used.system) / 1e6));
    }
    const label = options.san ? 'readMainLines (SAN, UCI)' : 'readMainLines (codes)';
    console.log(`  @x ${label.padEnd(26)} ${median(lineRates).toFixed(1)} MB/s (median of ${rounds})`);
  }
  console.log('  rust pgn-reader 222 MB/s (published: its README, lichess database, one thread)');
}
