/**
 * `pnpm bench engine`: @x/engine against node-uci (the registry's UCI driver) on the same Stockfish, in one process,
 * interleaved: 5 rounds of 200 `go nodes 1` searches each from the start position (1,000 per driver), throughput
 * as median searches per second and the ratio. Then the driver's own CPU per search (process CPU, not the
 * engine's) with a fake engine that answers at once (`packages/engine/test/fixtures/fake-engine.mjs instant`).
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Position, variants } from '@x/core';
import { spawnEngine } from '@x/engine/node';
// @ts-expect-error node-uci ships no types
import { Engine as NodeUci } from 'node-uci';
import { median } from '../harness.js';

const STOCKFISH = '/usr/games/stockfish';
const FAKE = fileURLToPath(
  new URL('../../../packages/engine/test/fixtures/fake-engine.mjs', import.meta.url),
);
const ROUNDS = 5;
const PER_ROUND = 200;

/** A driver under test: `search()` runs one `go nodes 1` from the start. */
interface Driver {
  readonly name: string;
  search(): Promise<unknown>;
  close(): Promise<void>;
}

async function ours(command: string, args: string[]): Promise<Driver> {
  const engine = await spawnEngine(command, args, { protocol: 'uci' });
  const start = Position.fromFen(variants.chess.startFen);
  return { name: '@x/engine', search: () => engine.play(start, { nodes: 1 }), close: () => engine.quit() };
}

/** node-uci starts a program without arguments: the fake engine reads its mode from `FAKE_MODE` there. */
async function nodeUci(command: string): Promise<Driver> {
  const engine = new NodeUci(command);
  await engine.init();
  await engine.isready();
  return {
    name: 'node-uci 1.3.4',
    async search() {
      await engine.position('startpos');
      return engine.go({ nodes: 1 });
    },
    close: () => engine.quit(),
  };
}

/** Interleaved rounds; per driver the median searches/s and the median CPU µs of this process per search. */
async function run(drivers: Driver[]): Promise<{ name: string; rate: number; cpuUs: number }[]> {
  const rates = drivers.map(() => [] as number[]);
  const cpus = drivers.map(() => [] as number[]);
  for (const d of drivers) for (let i = 0; i < 20; i++) await d.search();
  for (let r = 0; r < ROUNDS; r++) {
    for (const [i, d] of drivers.entries()) {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      for (let n = 0; n < PER_ROUND; n++) await d.search();
      const dt = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      rates[i]?.push(PER_ROUND / dt);
      cpus[i]?.push((cpu.user + cpu.system) / PER_ROUND);
    }
  }
  return drivers.map((d, i) => ({
    name: d.name,
    rate: median(rates[i] ?? []),
    cpuUs: median(cpus[i] ?? []),
  }));
}

function table(title: string, rows: { name: string; rate: number; cpuUs: number }[]): void {
  const base = rows[1];
  console.log(`\n${title}`);
  console.log('| driver | searches/s | driver CPU per search | throughput ratio |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.rate.toFixed(0)} | ${row.cpuUs.toFixed(0)} µs | ${base ? (row.rate / base.rate).toFixed(2) : '-'}× |`,
    );
}

export async function bench(): Promise<void> {
  if (!fs.existsSync(STOCKFISH)) console.log(`(skipped the Stockfish rows: ${STOCKFISH} is not installed)`);
  else {
    const drivers = [await ours(STOCKFISH, []), await nodeUci(STOCKFISH)];
    table(`${ROUNDS} × ${PER_ROUND} \`go nodes 1\` on ${STOCKFISH}, start position`, await run(drivers));
    for (const d of drivers) await d.close();
  }
  process.env.FAKE_MODE = 'instant';
  const fake = [await ours(FAKE, []), await nodeUci(FAKE)];
  table(`${ROUNDS} × ${PER_ROUND} searches on a fake engine that answers at once`, await run(fake));
  for (const d of fake) await d.close();
}
