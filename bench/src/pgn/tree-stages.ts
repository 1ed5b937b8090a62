/**
 * The tree path's stages in one process, for finding where its time goes (`docs/performance.md`): CPU time (user +
 * system, `process.cpuUsage`: steadier than wall time on a loaded machine) of the cutting mode alone (`splitPgn`),
 * `readPgn`, `readPgn` + `walkGame` of each main line from `startingPosition`, `formatPgn` of games read before, and
 * the three together (first: its first round is what a whole process pays, the JIT's warm-up included), each the
 * least of `ROUNDS` rounds. Run
 * `pnpm --filter @x/bench exec node --import tsx src/pgn/tree-stages.ts FILE [ROUNDS]` (after `pnpm build`).
 */
import fs from 'node:fs';
import { formatPgn, type Game, readPgn, startingPosition, walkGame } from '@x/san';
import { splitPgn } from '@x/san/split';

const [file, roundsArg] = process.argv.slice(2);
if (file === undefined) throw new Error('usage: tree-stages.ts FILE [ROUNDS]');
const bytes = fs.readFileSync(file);
const rounds = Number(roundsArg ?? 9);

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Prints the least CPU time of `rounds` runs of `work` (which returns a count, printed to show the work done) and
 * that of the first run (the first stage's first run starts cold, as a whole process of the tree path does).
 */
async function stage(name: string, work: () => Promise<number>): Promise<void> {
  let least = Number.POSITIVE_INFINITY;
  let first = 0;
  let count = 0;
  for (let r = 0; r < rounds; r++) {
    const start = cpuMs();
    count = await work();
    const spent = cpuMs() - start;
    if (r === 0) first = spent;
    least = Math.min(least, spent);
  }
  console.log(
    `${name.padEnd(24)} ${least.toFixed(0).padStart(6)} ms CPU, first run ${first.toFixed(0).padStart(6)} ms (${count.toLocaleString('en')})`,
  );
}

/** Checks every main-line move of `game`; its plies. */
function walk(game: Game): number {
  let plies = 0;
  walkGame(game, startingPosition(game), () => void plies++, { variations: false });
  return plies;
}

await stage('all three', async () => {
  let n = 0;
  for await (const record of readPgn(bytes))
    if (record.success) n += walk(record.data) + formatPgn(record.data).length;
  return n;
});
await stage('cutting (splitPgn)', async () => {
  let n = 0;
  for await (const _ of splitPgn(bytes)) n++;
  return n;
});
await stage('readPgn', async () => {
  let n = 0;
  for await (const record of readPgn(bytes)) if (record.success) n++;
  return n;
});
await stage('readPgn + walkGame', async () => {
  let n = 0;
  for await (const record of readPgn(bytes)) if (record.success) n += walk(record.data);
  return n;
});
const games: Game[] = [];
for await (const record of readPgn(bytes)) if (record.success) games.push(record.data);
await stage('formatPgn (games read)', async () => {
  let n = 0;
  for (const game of games) n += formatPgn(game).length;
  return n;
});
games.length = 0;
