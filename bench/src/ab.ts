/**
 * In-process A/B of two builds of @x/core and @x/san: this checkout's (`packages/*\/dist`, built by
 * `pnpm build`) against another checkout's, given as `AB_BASE=/path/to/checkout` (its packages built too). Both
 * builds load into one process; every workload runs on each, alternating (A B, then B A) over `AB_ROUNDS`
 * rounds (default 7) after a warm-up, and the table gives median rates and the ratio this / base (above 1: this
 * build is faster), by CPU time (user + system of this process: steadier on a shared machine) and by wall time. Workloads: perft (start d5, Kiwipete d4, crazyhouse and xiangqi start d4, Alice chess start
 * d4), the user loops of the `user-loop` suite and SAN parse+resolve on prepared positions (on
 * `../shared/data/pgn/lichess-100.pgn` repeated `AB_REPEAT` times, default 10; skipped when absent).
 * `AB_ONLY=<regex>` runs the workloads whose name matches; `AB_THIS=/path` replaces this checkout.
 *
 *   AB_BASE=/tmp/main pnpm --filter @x/bench ab
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { aliceOf } from '../../tests/variants.js';
import { lichessCorpus } from './corpus.js';
import { median } from './harness.js';

/** A build's @x/core with its built-in variants (`@x/core/variant`'s `variants`; an older build's root). */
type Core = typeof import('@x/core') & Pick<typeof import('@x/core/variant'), 'variants'>;
type San = typeof import('@x/san');
interface Build {
  readonly name: string;
  readonly core: Core;
  readonly san: San;
}

const here = fileURLToPath(new URL('.', import.meta.url));
const ROUNDS = Number(process.env.AB_ROUNDS) || 7;
const REPEAT = Number(process.env.AB_REPEAT) || 10;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

async function load(name: string, root: string): Promise<Build> {
  const dist = (pkg: string, entry = 'index.js') =>
    pathToFileURL(path.join(root, 'packages', pkg, 'dist', entry)).href;
  const rootCore = (await import(dist('core'))) as Partial<Core>;
  const core = {
    ...rootCore,
    variants: rootCore.variants ?? (await import(dist('core', 'variant/index.js'))).variants,
  } as Core;
  // A build of @x/core alone (AB_ONLY=perft) needs no @x/san.
  const san = fs.existsSync(fileURLToPath(dist('san')))
    ? ((await import(dist('san'))) as San)
    : (undefined as never);
  return { name, core, san };
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

/** A workload: prepared per build (outside the timing), then run; returns its units of work. */
interface Workload {
  readonly name: string;
  readonly unit: string;
  readonly prepare: (b: Build) => () => number;
}

function perftWork(
  name: string,
  make: (core: Core) => { fen: string; variant?: unknown },
  depth: number,
): Workload {
  return {
    name,
    unit: 'nodes',
    prepare: ({ core }) => {
      const { fen, variant } = make(core);
      return () => core.perft(core.Position.fromFen(fen, variant as never), depth);
    },
  };
}

function loops(text: string): Workload[] {
  /**
   * Replays every main line, resolving each move's SAN as `sanOf` gives it: the move's text in the source, or the
   * SAN the reader parsed.
   */
  const replay =
    (sanOf: (data: { offset: number; length: number; san: unknown }) => unknown) =>
    ({ core, san }: Build) => {
      const start = core.Position.fromFen(START);
      return () => {
        let plies = 0;
        for (const game of san.iteratePgn(text)) {
          const pos = start.clone();
          for (const node of san.mainLine(game.moves)) {
            pos.play(san.resolve(sanOf(node.data) as never, pos) as never);
            plies++;
          }
        }
        return plies;
      };
    };
  const loopText = replay(({ offset, length }) => text.slice(offset, offset + length));
  const loopSan = replay(({ san }) => san);
  const loopWalk = ({ core, san }: Build) => {
    const start = core.Position.fromFen(START);
    return () => {
      let plies = 0;
      for (const game of san.iteratePgn(text)) {
        san.walkGame(game, start, () => {
          plies++;
        });
      }
      return plies;
    };
  };
  /** SAN parse+resolve on one prepared position per ply (the `san` suite's rate). */
  const parseResolve = ({ core, san }: Build) => {
    const cases: [ReturnType<Core['Position']['fromFen']>, string][] = [];
    for (const game of san.iteratePgn(text)) {
      const pos = core.Position.fromFen(START);
      for (const node of san.mainLine(game.moves)) {
        const { offset, length } = node.data;
        const token = text.slice(offset, offset + length);
        cases.push([pos.clone(), token]);
        pos.play(san.resolve(token, pos) as never);
      }
    }
    return () => {
      for (const [pos, token] of cases) san.resolve(token, pos);
      return cases.length;
    };
  };
  return [
    { name: 'user loop (a) iteratePgn + resolve(text) + play', unit: 'plies', prepare: loopText },
    { name: 'user loop (b) iteratePgn + resolve(SAN) + play', unit: 'plies', prepare: loopSan },
    { name: 'user loop (c) walkGame', unit: 'plies', prepare: loopWalk },
    { name: 'SAN parse+resolve, prepared positions', unit: 'moves', prepare: parseResolve },
  ];
}

async function main(): Promise<void> {
  const base = process.env.AB_BASE;
  if (!base) throw new Error('set AB_BASE to the other checkout (its packages built)');
  const a = await load('this', path.resolve(process.env.AB_THIS ?? path.join(here, '../..')));
  const b = await load('base', path.resolve(base));
  const workloads: Workload[] = [
    perftWork('perft start, depth 5', () => ({ fen: START }), 5),
    perftWork('perft Kiwipete, depth 4', () => ({ fen: KIWIPETE }), 4),
    perftWork(
      'perft crazyhouse start, depth 4',
      (core) => ({ fen: core.variants.crazyhouse.startFen, variant: core.variants.crazyhouse }),
      4,
    ),
    perftWork(
      'perft xiangqi start, depth 4',
      (core) => ({ fen: core.variants.xiangqi.startFen, variant: core.variants.xiangqi }),
      4,
    ),
    perftWork(
      'perft Alice chess start, depth 4',
      (core) => ({ fen: START, variant: aliceOf(core.variants.chess) }),
      4,
    ),
  ];
  const text = lichessCorpus(REPEAT);
  if (text === undefined)
    console.log('(user loops and SAN skipped: ../shared/data/pgn/lichess-100.pgn is absent)');
  else workloads.push(...loops(text));
  console.log(
    `A/B: this (${a.name}) vs base (${base}), node ${process.version}, median of ${ROUNDS} alternating rounds`,
  );
  console.log('| workload | units | this (CPU) | base (CPU) | this / base (CPU) | this / base (wall) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  const only = process.env.AB_ONLY ? new RegExp(process.env.AB_ONLY, 'i') : undefined;
  for (const w of workloads) {
    if (only && !only.test(w.name)) continue;
    const runs = [w.prepare(a), w.prepare(b)];
    const rates: number[][] = [[], []];
    const cpuRates: number[][] = [[], []];
    const units = [runs[0]!(), runs[1]!()]; // warm-up
    if (units[0] !== units[1]) throw new Error(`${w.name}: this ${units[0]} != base ${units[1]}`);
    for (let r = 0; r < ROUNDS; r++) {
      for (const i of r % 2 === 0 ? [0, 1] : [1, 0]) {
        gc();
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const n = runs[i]!();
        const wall = (performance.now() - t0) / 1000;
        const c = process.cpuUsage(c0);
        rates[i]!.push(n / wall);
        cpuRates[i]!.push(n / ((c.user + c.system) / 1e6));
      }
    }
    const [ra, rb] = [median(rates[0]!), median(rates[1]!)];
    const [ca, cb] = [median(cpuRates[0]!), median(cpuRates[1]!)];
    const fmt = (x: number) => `${(x / 1e6).toFixed(3)} M/s`;
    console.log(
      `| ${w.name} | ${units[0]} ${w.unit} | ${fmt(ca)} | ${fmt(cb)} | **${(ca / cb).toFixed(3)}** | ${(ra / rb).toFixed(3)} |`,
    );
  }
}

await main();
