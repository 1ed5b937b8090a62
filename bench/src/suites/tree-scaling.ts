/**
 * Readers and writers of the formats with a tree, on inputs of 1×, 2×, 4× and 8× one size (issue #64): KIF and
 * KI2 with a one-move branch (変化) at every second ply, CSA (which holds no branches) with the same record's
 * main line, PGN with a one-move variation at every ply, ICN (a move list, no variations) with many moves. A
 * linear reader or writer doubles its time per doubling (ratio ×2.0); a quadratic one quadruples it. Time is CPU
 * time per call (`process.cpuUsage`), the median of 5 runs after a warm-up; inputs are built before the clock.
 * `TREE_SCALING_BASE=<plies>` sets the 1× size (default 2,000 plies; PGN and ICN ten times that, to be measurable),
 * `TREE_SCALING_FILTER=<text>` runs the cases whose name holds it.
 */
import * as icn from '@x/icn';
import * as kif from '@x/kif';
import * as san from '@x/san';
import { branchHeavyKi2 } from '../../../packages/kif/test/shapes.js';

const SCALES = [1, 2, 4, 8];
const BASE = Number(process.env.TREE_SCALING_BASE ?? 2000);
/** Caps over any size measured here (the defaults cap a record at 100,000 moves, 10,000 branches). */
const UNCAPPED = { limits: { maxMoves: Number.POSITIVE_INFINITY } };
const KIF_UNCAPPED = { limits: { maxMoves: 1e9, maxBranches: 1e9, maxLength: 1e9 } };

/** PGN of `plies` knight moves with a one-move variation (a pawn step) at every ply. */
function branchHeavyPgn(plies: number): string {
  const main = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];
  const parts: string[] = [];
  for (let i = 0; i < plies; i++) {
    const n = (i >> 1) + 1;
    const white = i % 2 === 0;
    parts.push(`${white ? `${n}. ` : ''}${main[i % 4]} (${n}${white ? '.' : '...'} ${white ? 'h3' : 'h6'})`);
  }
  return `[Event "tree-scaling"]\n\n${parts.join(' ')} *\n`;
}

/** ICN of `plies` king moves. */
function longIcn(plies: number): string {
  const cycle = ['K5,1>5,2', 'k5,8>5,7', 'K5,2>5,1', 'k5,7>5,8'];
  return `w 0/100 1 (8|1) K5,1+|k5,8+ ${Array.from({ length: plies }, (_, i) => cycle[i % 4]).join('|')}`;
}

/** One measured call: build its input for a scale, then run. */
interface Case {
  readonly name: string;
  /** Plies at 1× as a multiple of `BASE` (the fast formats get larger inputs, above the timer's noise). */
  readonly times?: number;
  readonly prepare: (plies: number) => () => unknown;
}

/** A case that builds its input (`make`, not timed) and then times `call` on it; `times` as `Case.times`. */
function onInput<T>(
  name: string,
  make: (plies: number) => T,
  call: (input: T) => unknown,
  times?: number,
): Case {
  return {
    name,
    ...(times !== undefined && { times }),
    prepare: (p) => {
      const input = make(p);
      return () => call(input);
    },
  };
}

const kifGame = (plies: number) => kif.parse(branchHeavyKi2(plies), { format: 'ki2', ...KIF_UNCAPPED });
const pgnGame = (plies: number) => san.parsePgn(branchHeavyPgn(plies), UNCAPPED)[0]!;
/** A KIF reader of one format, the caps lifted. */
const readKif = (format: 'ki2' | 'kif' | 'csa') => (text: string) =>
  kif.parse(text, { format, ...KIF_UNCAPPED });
/** The record of `plies` written in `format`, as the input of its reader. */
const kifText = (format: 'kif' | 'csa') => (plies: number) => kif.stringify(kifGame(plies), { format });

const CASES: Case[] = [
  onInput('KI2 read (branch every 2nd ply)', branchHeavyKi2, readKif('ki2')),
  onInput('KI2 write', kifGame, (g) => kif.stringify(g, { format: 'ki2' })),
  onInput('KIF read (branch every 2nd ply)', kifText('kif'), readKif('kif')),
  onInput('KIF write', kifGame, (g) => kif.stringify(g)),
  onInput('CSA read (its main line)', kifText('csa'), readKif('csa')),
  onInput('CSA write', kifGame, (g) => kif.stringify(g, { format: 'csa' })),
  onInput('PGN read (variation every ply)', branchHeavyPgn, (t) => san.parsePgn(t, UNCAPPED), 10),
  onInput('PGN write', pgnGame, (g) => san.formatPgn(g), 10),
  onInput('ICN read (long move list)', longIcn, (t) => icn.parse(t), 10),
  {
    name: 'ICN write',
    times: 10,
    prepare: (p) => {
      const g = icn.parse(longIcn(p));
      // fresh arrays: written from the game's fields, not copied from its source text
      const fresh = { ...g, position: [...(g.position ?? [])], moves: [...g.moves] };
      return () => icn.stringify(fresh);
    },
  },
];

/** CPU milliseconds of one call of `run`: the median of 5 runs after one warm-up. */
function cpuMs(run: () => unknown): number {
  run();
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const c0 = process.cpuUsage();
    run();
    const c = process.cpuUsage(c0);
    times.push((c.user + c.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return times[2]!;
}

/** Prints the table: CPU ms per call at each scale and the ratio per doubling. */
export function bench(): void {
  console.log(
    `1× = ${BASE} plies (PGN, ICN: ${BASE * 10}); CPU ms per call (median of 5), ratio per doubling (linear: ×2.0)\n`,
  );
  console.log(
    `| case | ${SCALES.map((s) => `${s}×`).join(' | ')} | ${SCALES.slice(1)
      .map((s) => `${s / 2}×→${s}×`)
      .join(' | ')} |`,
  );
  console.log(
    `| --- | ${SCALES.map(() => '---:').join(' | ')} | ${SCALES.slice(1)
      .map(() => '---:')
      .join(' | ')} |`,
  );
  const only = process.env.TREE_SCALING_FILTER;
  for (const c of CASES) {
    if (only !== undefined && !c.name.includes(only)) continue;
    const ms = SCALES.map((s) => cpuMs(c.prepare(BASE * (c.times ?? 1) * s)));
    const ratios = ms.slice(1).map((m, i) => `×${(m / Math.max(ms[i]!, 0.001)).toFixed(2)}`);
    console.log(`| ${c.name} | ${ms.map((m) => m.toFixed(1)).join(' | ')} | ${ratios.join(' | ')} |`);
  }
}
