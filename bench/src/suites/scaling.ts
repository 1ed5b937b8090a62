/**
 * Scaling (issue #15): every public parser and writer at 10 KB, 100 KB, 1 MB and 10 MB of input, printing
 * time and retained heap per size and the growth ratio per 10×. Target: growth ≤ 12× per 10× between
 * 100 KB and 10 MB, or rejection at the documented limit in < 1 ms; heap ≤ 50 bytes per input byte.
 * Heap is the retained size of the result: gc, `heapUsed`, call, hold the result, gc, `heapUsed` again
 * (`pnpm bench` runs node with `--expose-gc`). Rejections (thrown, `{ success: false }` results or error
 * diagnostics) are labelled with their code and message, which states the limit.
 */
import { parseFen, stringifyFen, variants } from '@x/core';
import { spawnSync } from 'node:child_process';
import { parseVariantDefinition, parseVariantDefinitionJson } from '@x/core/schema';
import * as fbr from '@x/fbr';
import * as feen from '@x/feen';
import * as icn from '@x/icn';
import * as icnJson from '@x/icn/json';
import * as san from '@x/san';
import * as sjaak from '@x/sjaak-variants';

const SIZES = [10_000, 100_000, 1_000_000, 10_000_000];

/** One entry point: builds an input of about `bytes` characters, then runs the call on it. */
interface Case {
  readonly name: string;
  /** Builds the call for one size (input preparation is not timed). */
  readonly prepare: (bytes: number) => () => unknown;
}

/** Repeats `unit` until the text is about `bytes` long. */
function fill(unit: string, bytes: number): string {
  return unit.repeat(Math.max(1, Math.floor(bytes / unit.length)));
}

const movetext = (bytes: number) => `${fill('Nf3 Nf6 Ng1 Ng8 ', bytes)}*`;
const pgn = (bytes: number) => `[Event "scaling"]\n\n${movetext(bytes)}\n`;
/** A PGN file of many ordinary games (tags and 40 moves each), the shape of a real 10 MB download. */
const pgnGames = (bytes: number) =>
  fill(`[Event "scaling"]\n[Result "*"]\n\n${'1. Nf3 Nf6 2. Ng1 Ng8 '.repeat(20)}*\n\n`, bytes);
const icnText = (bytes: number) => {
  const n = Math.floor(bytes / 12);
  const parts: string[] = ['K1,1', 'k3,3'];
  for (let i = 0; i < n; i++) parts.push(`P${i + 5},${-i - 5}`);
  return parts.join('|');
};
const sjaakText = (bytes: number) => {
  // The first whole variant block (its piece blocks are separated by blank lines), repeated.
  const text = sjaak.CATALOGUE_TEXT;
  const base = text.slice(0, text.indexOf('\nVariant:', 1) + 1);
  return fill(`${base}\n`, bytes);
};
const fbrText = (bytes: number) => `royal K=K ${fill('Q=Q ', bytes - 10)}`;

/** Parses once to get a writer's input; returns undefined when the parser rejects the size. */
function parsed<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}

const CASES: Case[] = [
  {
    name: 'core parseFen',
    prepare: (b) => {
      const text = fill('8/', b);
      return () => parseFen(text);
    },
  },
  {
    name: 'core stringifyFen',
    prepare: () => {
      const s = parseFen(variants.chess.startFen);
      return () => stringifyFen(s);
    },
  },
  {
    name: 'core parseVariantDefinition (zones)',
    prepare: (b) => {
      const base = JSON.parse(JSON.stringify(variants.chess)) as Record<string, unknown>;
      const zones: Record<string, { white: string[]; black: string[] }> = {};
      for (let i = 0; i * 40 < b; i++) zones[`z${i}`] = { white: ['a1'], black: ['a8'] };
      const json = { ...base, zones };
      return () => parseVariantDefinition(json);
    },
  },
  {
    name: 'core parseVariantDefinitionJson (zones text)',
    prepare: (b) => {
      const def = JSON.parse(JSON.stringify(variants.chess)) as { zones?: Record<string, unknown> };
      const zones = { ...def.zones };
      for (let i = 0; i * 40 < b; i++) zones[`z${i}`] = { white: ['a1'], black: ['a8'] };
      const text = JSON.stringify({ ...def, zones });
      return () => parseVariantDefinitionJson(text);
    },
  },
  {
    name: 'san parse',
    prepare: (b) => {
      const text = fill('N', b);
      return () => san.parse(text);
    },
  },
  {
    name: 'san parsePgn',
    prepare: (b) => {
      const text = pgn(b);
      return () => san.parsePgn(text);
    },
  },
  {
    name: 'san parsePgn (empty games)',
    prepare: (b) => {
      const text = fill('* ', b);
      return () => san.parsePgn(text);
    },
  },
  {
    name: 'san parsePgn (many games)',
    prepare: (b) => {
      const text = pgnGames(b);
      return () => san.parsePgn(text);
    },
  },
  {
    name: 'san iteratePgn (many games)',
    prepare: (b) => {
      const text = pgnGames(b);
      return () => {
        let n = 0;
        for (const _ of san.iteratePgn(text)) n++;
        return n;
      };
    },
  },
  {
    name: 'san iteratePgn',
    prepare: (b) => {
      const text = pgn(b);
      return () => {
        let n = 0;
        for (const _ of san.iteratePgn(text)) n++;
        return n;
      };
    },
  },
  {
    name: 'san formatPgn',
    prepare: (b) => {
      const g = parsed(() => san.parsePgn(pgn(b)));
      return () => (g ? san.formatPgn(g[0]!) : san.parsePgn(pgn(b)));
    },
  },
  {
    name: 'san formatMovetext',
    prepare: (b) => {
      const g = parsed(() => san.parsePgn(pgn(b)));
      return () => (g ? san.formatMovetext(g[0]!) : san.parsePgn(pgn(b)));
    },
  },
  {
    name: 'feen parse',
    prepare: (b) => {
      const text = `${fill('8/', b)}8 / C/c`;
      return () => feen.parse(text);
    },
  },
  {
    name: 'feen stringify',
    prepare: (b) => {
      const p = parsed(() => feen.parse(`${fill('8/', b)}8 / C/c`));
      return () => (p ? feen.stringify(p) : feen.parse(`${fill('8/', b)}8 / C/c`));
    },
  },
  {
    name: 'icn parse',
    prepare: (b) => {
      const text = icnText(b);
      return () => icn.parse(text);
    },
  },
  {
    name: 'icn stringify',
    prepare: (b) => {
      const g = parsed(() => icn.parse(icnText(b)));
      return () => (g ? icn.stringify(g) : icn.parse(icnText(b)));
    },
  },
  {
    name: 'icn/json toJson',
    prepare: (b) => {
      const g = parsed(() => icn.parse(icnText(b)));
      return () => (g ? icnJson.toJson(g) : icn.parse(icnText(b)));
    },
  },
  {
    name: 'icn/json fromJson',
    prepare: (b) => {
      const g = parsed(() => icn.parse(icnText(b)));
      const json = g ? JSON.parse(JSON.stringify(icnJson.toJson(g))) : undefined;
      return () => (json ? icnJson.fromJson(json) : icn.parse(icnText(b)));
    },
  },
  {
    name: 'sjaak parse',
    prepare: (b) => {
      const text = sjaakText(b);
      return () => sjaak.parse(text);
    },
  },
  {
    name: 'sjaak stringify',
    prepare: (b) => {
      const r = parsed(() => sjaak.parse(sjaakText(b)));
      return () => (r ? sjaak.stringify(r.variants) : sjaak.parse(sjaakText(b)));
    },
  },
  {
    name: 'fbr parse',
    prepare: (b) => {
      const text = fbrText(b);
      return () => fbr.parse(text);
    },
  },
  {
    name: 'fbr stringify',
    prepare: (b) => {
      const t = parsed(() => fbr.parse(fbrText(b)));
      return () => (t ? fbr.stringify(t) : fbr.parse(fbrText(b)));
    },
  },
  {
    name: 'fbr parseMbn',
    prepare: (b) => {
      const text = `Q=${fill('R-', b)}R`;
      return () => fbr.parseMbn(text);
    },
  },
  {
    name: 'fbr compile',
    prepare: (b) => {
      const t = parsed(() => fbr.parse(fbrText(b)));
      return () => (t ? fbr.compile(t) : fbr.parse(fbrText(b)));
    },
  },
];

interface Sample {
  /** Median wall time of one call in milliseconds. */
  readonly ms: number;
  /** Heap the result retains, in bytes (after gc, result held, against a clean baseline). */
  readonly heap: number;
  /** Peak extra heap seen right after the call, before gc (garbage included). */
  readonly peak: number;
  readonly outcome: string;
}

const gc = (globalThis as { gc?: () => void }).gc;

/** Full collection (twice: weak references and finalizers can free more on the second pass). */
function collect(): void {
  gc?.();
  gc?.();
}

/**
 * Labels a call's outcome: a thrown error, a result-style rejection (`{ success: false, error }`, a
 * `Result`), a result carrying `errors` or error diagnostics is a rejection, named by its code and message (which
 * states the documented limit); anything else is "ok".
 */
function outcomeOf(result: unknown, thrown: unknown): string {
  if (thrown !== undefined) return rejection(thrown);
  if (typeof result !== 'object' || result === null) return 'ok';
  const r = result as { success?: unknown; error?: unknown; diagnostics?: unknown; ok?: unknown };
  if (r.success === false || r.ok === false) return rejection(r.error);
  // `@x/fbr` parse results carry their problems as `errors` (an input over the limit is one of them).
  const errors = (r as { errors?: unknown }).errors;
  if (Array.isArray(errors) && errors.length > 0) return rejection(errors[0]);
  if (Array.isArray(r.diagnostics)) {
    const error = (r.diagnostics as { severity?: string }[]).find((d) => d.severity === 'error');
    if (error) return rejection(error);
  }
  return 'ok';
}

/** `rejected <Class> <code>: <message>` (message shortened). */
function rejection(e: unknown): string {
  const err = (e ?? {}) as { name?: string; code?: string; message?: string };
  const message = (err.message ?? '').slice(0, 70);
  return `rejected ${err.name ?? 'error'}${err.code ? ` ${err.code}` : ''}: ${message}`;
}

/**
 * Times one call (median of up to 7 runs, see `runs`) and measures the heap its result
 * retains: collect, read `heapUsed`, call, hold the result, collect, read again; the result is released
 * before the next run so that no run measures against the previous one's result.
 */
function sample(call: () => unknown): Sample {
  const times: number[] = [];
  const heaps: number[] = [];
  let peak = 0;
  let outcome = 'ok';
  for (let r = 0; r < runs(times); r++) {
    collect();
    const before = process.memoryUsage().heapUsed;
    let result: unknown;
    let thrown: unknown;
    const t0 = performance.now();
    try {
      result = call();
    } catch (e) {
      thrown = e ?? new Error('undefined thrown');
    }
    const ms = performance.now() - t0;
    peak = Math.max(peak, process.memoryUsage().heapUsed - before);
    collect();
    heaps.push(Math.max(0, process.memoryUsage().heapUsed - before));
    outcome = outcomeOf(result, thrown);
    times.push(ms);
    result = undefined;
    thrown = undefined;
  }
  return { ms: median(times), heap: median(heaps), peak, outcome };
}

/** How many runs: 7 when the first took under 200 ms, 3 under 2 s, else 1 (the machine is shared). */
function runs(times: readonly number[]): number {
  if (times.length === 0) return 1;
  return times[0]! < 200 ? 7 : times[0]! < 2000 ? 3 : 1;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** Runs one case at every size (ascending) in this process and prints one line per size. */
function runCase(c: Case): void {
  console.log(`\n## ${c.name}`);
  let previous: Sample | undefined;
  for (const bytes of SIZES) {
    let s: Sample;
    try {
      s = sample(c.prepare(bytes));
    } catch (e) {
      console.log(`  ${label(bytes)}: could not build input (${(e as Error).message})`);
      continue;
    }
    const growth = previous && previous.ms > 0 ? `×${(s.ms / previous.ms).toFixed(1)}` : '';
    console.log(
      `  ${label(bytes).padStart(6)}  ${s.ms.toFixed(3).padStart(10)} ms ${growth.padStart(7)}  heap ${(s.heap / bytes).toFixed(1).padStart(7)} B/byte  peak ${(s.peak / bytes).toFixed(1).padStart(7)} B/byte  ${s.outcome}`,
    );
    previous = s;
  }
}

/**
 * Runs every case in its own child process (same node flags: `--expose-gc`), so that no case measures
 * against another's heap, JIT state or garbage. `SCALING_CASE=<name>` runs one case in this process;
 * `SCALING_FILTER=<text>` runs only the cases whose name contains it.
 */
export function bench(): void {
  const only = process.env.SCALING_CASE;
  if (only !== undefined) {
    const c = CASES.find((x) => x.name === only);
    if (!c) throw new Error(`no scaling case ${only}`);
    runCase(c);
    return;
  }
  if (!gc)
    console.log('WARNING: no --expose-gc; heap figures include garbage (run via `pnpm bench scaling`)');
  console.log(
    'size, median ms, growth per 10x, retained heap per input byte (gc, result held), peak before gc, outcome',
  );
  const filter = process.env.SCALING_FILTER;
  for (const c of CASES) {
    if (filter !== undefined && !c.name.includes(filter)) continue;
    const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, SCALING_CASE: c.name },
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    });
    const lines = (child.stdout ?? '').split('\n').filter((l) => !l.startsWith('# '));
    process.stdout.write(lines.join('\n'));
    if (child.status !== 0)
      console.log(`  child failed (${child.status ?? child.signal}): ${child.stderr.slice(0, 300)}`);
  }
}

/** 10 KB, 1 MB, … */
function label(bytes: number): string {
  return bytes >= 1e6 ? `${bytes / 1e6} MB` : `${bytes / 1e3} KB`;
}
