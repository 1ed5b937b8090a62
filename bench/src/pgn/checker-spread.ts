/**
 * Why the main-line checker's rate spreads from run to run: each round runs a fixed compute loop (xorshift into a
 * 256 KB table: the same work every time), the checker (`visitPgn` + `MainLineChecker`) on FILE, and the loop again,
 * and prints the checker's MB/s of CPU time, the loop's CPU ms and the ratio of the two. When the loop's time moves
 * with the checker's, the machine moved (other guests, other processes), not the checker; the ratio is the figure to
 * compare. The first round also prints the CPU ms of each 5,000 games: the JIT's warm-up, which a single
 * `xn pgn check` pays.
 *
 * Run: node --import tsx src/pgn/checker-spread.ts FILE [ROUNDS]   (several times: the spread is between processes)
 */
import fs from 'node:fs';
import { MainLineChecker, visitPgn } from '@x/san';
import { median } from '../harness.js';

const [file, roundsArg = '5'] = process.argv.slice(2);
if (file === undefined) throw new Error('usage: checker-spread.ts FILE [ROUNDS]');
const bytes = new Uint8Array(fs.readFileSync(file));
const table = new Int32Array(1 << 16);

/** CPU ms (user + system) of `f`. */
function cpu(f: () => void): number {
  const before = process.cpuUsage();
  f();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** The fixed compute loop's CPU ms. */
function control(): number {
  return cpu(() => {
    let x = 1;
    for (let i = 0; i < 1e8; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      table[x & 0xffff]! += i;
    }
  });
}

const rates: number[] = [];
const ratios: number[] = [];
const rounds = Number(roundsArg);
for (let r = 0; r <= rounds; r++) {
  const before = control();
  const blocks: number[] = [];
  let games = 0;
  let mark = process.cpuUsage();
  const start = process.cpuUsage();
  await visitPgn(
    bytes,
    new MainLineChecker(() => {
      if (r > 0 || ++games % 5000 !== 0) return;
      const used = process.cpuUsage(mark);
      blocks.push(Math.round((used.user + used.system) / 1000));
      mark = process.cpuUsage();
    }),
  );
  const used = process.cpuUsage(start);
  const ms = (used.user + used.system) / 1000;
  const loop = (before + control()) / 2;
  if (r === 0) console.log(`warm-up round: CPU ms of each 5,000 games: ${blocks.join(' ')}`);
  else {
    rates.push(bytes.length / 1e3 / ms);
    ratios.push(ms / loop);
  }
  console.log(
    `round ${r}: checker ${(bytes.length / 1e3 / ms).toFixed(1)} MB/s, loop ${loop.toFixed(0)} ms, ratio ${(ms / loop).toFixed(2)}`,
  );
}
console.log(`median: checker ${median(rates).toFixed(1)} MB/s, ratio ${median(ratios).toFixed(2)}`);
