/**
 * Scaling (issue #15): every public parser and writer at 10 KB, 100 KB, 1 MB and 10 MB of input, printing
 * time and retained heap per size and the growth ratio per 10×. Target: growth ≤ 12× per 10× between
 * 100 KB and 10 MB, or rejection at the documented limit in < 1 ms; heap ≤ 50 bytes per input byte.
 * Time is CPU time per call (median of 3–7 runs after a warm-up, short calls repeated to about 20 ms per
 * run), because wall time on a shared machine measures the other processes; wall time is printed too.
 * Heap is the retained size of the result: gc, call, hold the result, gc, `heapUsed`, drop it, gc,
 * `heapUsed` again (`pnpm bench` runs node with `--expose-gc`); below 1 MB several results are held and
 * the difference divided, because `heapUsed` moves by some hundred KB from run to run. Rejections (thrown, `{ success: false }` results or error
 * diagnostics) are labelled with their code and message, which states the limit. The run ends with a
 * Markdown summary and a verdict per case.
 */
import { parseFen, stringifyFen } from '@x/core';
import { variants } from '@x/core/variant';
import { parsePgn as parseOpsPgn } from 'chessops/pgn';
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
  /** Set when a growth or heap over the target is a documented limit (of the platform, or the size of a published result shape); the reason says which and where it is documented. */
  readonly exempt?: string;
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

/** A case that runs `call` on the text `make` builds for a size. */
function onText(name: string, make: (bytes: number) => string, call: (text: string) => unknown): Case {
  return {
    name,
    prepare: (b) => {
      const text = make(b);
      return () => call(text);
    },
  };
}

/** The writers are measured on trees of every size: their input is read without the per-game move cap. */
const UNCAPPED = { limits: { maxMoves: Number.POSITIVE_INFINITY } };

/** Parses once to get a writer's input; returns undefined when the parser rejects the size. */
function parsed<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}

/** The games `iteratePgn` yields from `text`, counted. */
function countGames(text: string): number {
  let n = 0;
  for (const _ of san.iteratePgn(text)) n++;
  return n;
}

/**
 * A case that times `write` on what `read` makes for a size; where `read` rejects the size, it times the
 * rejection (`reject`, by default `read` again).
 */
function onRead<T>(
  name: string,
  read: (bytes: number) => T,
  write: (input: T) => unknown,
  reject: (bytes: number) => unknown = read,
): Case {
  return {
    name,
    prepare: (b) => {
      const input = parsed(() => read(b));
      return () => (input ? write(input) : reject(b));
    },
  };
}

const CASES: Case[] = [
  // Baselines: plain linear JavaScript, to show how linear work grows on this machine (GC, caches).
  {
    name: 'baseline: keep n small objects (one per 12 bytes)',
    prepare: (b) => () => {
      const out: { i: number; square: number[] }[] = [];
      for (let i = 0; i < b / 12; i++) out.push({ i, square: [i, -i] });
      return out;
    },
  },
  {
    name: 'baseline: object with n keys (one per 12 bytes)',
    prepare: (b) => () => {
      const out: Record<string, number> = {};
      for (let i = 0; i < b / 12; i++) out[`${i},${-i}`] = i;
      return out;
    },
  },
  {
    // What one game's tree costs the machine without any parsing: `iteratePgn` on one game of b bytes
    // allocates these objects per 4-byte ply (data 72 B, node 40 B, one-item children array 56 B) and
    // keeps them until the game is yielded (then drops them, as this does). Not a baseline for the verdicts: a
    // reference for the san rows.
    name: 'reference: chain of san tree nodes (one per 4 bytes, no parsing)',
    prepare: (b) => () => {
      const none: never[] = [];
      const san = { piece: 'knight' };
      const root: { children: unknown[] } = { children: none };
      let node = root;
      for (let i = 0; i < b / 4; i++) {
        const data = { san, offset: i * 4, length: 3, startingComments: none, comments: none, nags: none };
        const child = { data, children: none };
        node.children = [child];
        node = child;
      }
      return root.children.length;
    },
  },
  {
    // The peer's parser on the same one-game input: chessops builds the same tree shape (one node with a
    // one-item children array and a data record per ply), so its growth shows what the shape itself costs.
    name: 'reference: chessops parsePgn (one game)',
    prepare: (b) => {
      const text = pgn(b);
      return () => parseOpsPgn(text);
    },
  },
  onText('core parseFen', (b) => fill('8/', b), parseFen),
  {
    name: 'core stringifyFen',
    prepare: () => {
      const s = parseFen(variants.chess.startFen);
      return () => stringifyFen(s);
    },
  },
  {
    name: 'core parseVariantDefinition (zones)',
    exempt: "counting an object's keys is V8's key enumeration (core README, schema)",
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
    exempt: 'JSON.parse of the same text grows as much; over MAX_DEFINITION_LENGTH it is refused unread',
    prepare: (b) => {
      const def = JSON.parse(JSON.stringify(variants.chess)) as { zones?: Record<string, unknown> };
      const zones = { ...def.zones };
      for (let i = 0; i * 40 < b; i++) zones[`z${i}`] = { white: ['a1'], black: ['a8'] };
      const text = JSON.stringify({ ...def, zones });
      return () => parseVariantDefinitionJson(text);
    },
  },
  onText('san parse', (b) => fill('N', b), san.parse),
  onText('san parsePgn', (b) => pgn(b), san.parsePgn),
  onText('san parsePgn (empty games)', (b) => fill('* ', b), san.parsePgn),
  onText('san parsePgn (many games)', (b) => pgnGames(b), san.parsePgn),
  onText('san iteratePgn (many games)', (b) => pgnGames(b), countGames),
  onText('san iteratePgn', (b) => pgn(b), countGames),
  onRead(
    'san formatPgn',
    (b) => san.parsePgn(pgn(b), UNCAPPED),
    (g) => san.formatPgn(g[0]!),
    (b) => san.parsePgn(pgn(b)),
  ),
  onRead(
    'san formatMovetext',
    (b) => san.parsePgn(pgn(b), UNCAPPED),
    (g) => san.formatMovetext(g[0]!),
    (b) => san.parsePgn(pgn(b)),
  ),
  onText('feen parse', (b) => `${fill('8/', b)}8 / C/c`, feen.parse),
  {
    name: 'feen stringify',
    prepare: (b) => {
      const p = parsed(() => feen.parse(`${fill('8/', b)}8 / C/c`));
      return () => (p ? feen.stringify(p) : feen.parse(`${fill('8/', b)}8 / C/c`));
    },
  },
  onText('icn parse', (b) => icnText(b), icn.parse),
  onText('icn parse (one long coordinate)', (b) => `K${fill('7', b)},1`, icn.safeParse),
  {
    name: 'icn parse (one long coordinate, maxDigits raised)',
    exempt: "V8's BigInt(string) is super-linear in the digit count (icn README, limits)",
    prepare: (b) => {
      const text = `K${fill('7', b)},1`;
      return () => icn.safeParse(text, { limits: { maxDigits: b + 10 } });
    },
  },
  onRead('icn stringify', (b) => icn.parse(icnText(b)), icn.stringify),

  {
    name: 'icn stringify (game written from its fields)',
    prepare: (b) => {
      const g = parsed(() => icn.parse(icnText(b)));
      // Fresh arrays: no source text to reuse, every piece is written.
      const fresh = g ? { ...g, position: [...(g.position ?? [])], moves: [...g.moves] } : undefined;
      return () => (fresh ? icn.stringify(fresh) : icn.parse(icnText(b)));
    },
  },
  onRead('icn/json toJson', (b) => icn.parse(icnText(b)), icnJson.toJson),

  {
    name: 'icn/json fromJson',
    prepare: (b) => {
      const g = parsed(() => icn.parse(icnText(b)));
      const json = g ? JSON.parse(JSON.stringify(icnJson.toJson(g))) : undefined;
      return () => (json ? icnJson.fromJson(json) : icn.parse(icnText(b)));
    },
  },
  onText('sjaak parse', (b) => sjaakText(b), sjaak.parse),
  onRead(
    'sjaak stringify',
    (b) => sjaak.parse(sjaakText(b)),
    (r) => sjaak.stringify(r.variants),
  ),

  onText('fbr parse', (b) => fbrText(b), fbr.parse),
  {
    // What stringify, validate, compile and the playground do after parse: the lazily built trees are read
    // (and dropped: the result holds them only weakly). From 100 KB up the input is over MAX_INPUT_LENGTH
    // (64 Ki) and refused unread (fbr README, limits).
    name: 'fbr parse (trees read)',
    prepare: (b) => {
      const text = fbrText(b);
      return () => {
        const t = fbr.parse(text);
        void t.entries;
        void t.rules;
        void t.pieces;
        return t;
      };
    },
  },
  {
    // The published lossless tree itself, kept by the caller with its result: 9 nodes and 4 one-item
    // arrays per 4-character token here, about half that per character on real rule sets (fbr README, limits).
    name: 'reference: fbr parse, trees held by the caller',
    prepare: (b) => {
      const text = fbrText(b);
      // A spread copy: its lists are plain fields, held with it.
      return () => ({ ...fbr.parse(text) });
    },
  },
  onRead('fbr stringify', (b) => fbr.parse(fbrText(b)), fbr.stringify),

  onText('fbr parseMbn', (b) => `Q=${fill('R-', b)}R`, fbr.parseMbn),
  onRead('fbr compile', (b) => fbr.parse(fbrText(b)), fbr.toVariant),
];

interface Sample {
  /** Median CPU time of one call in milliseconds (user + system of the whole process, GC included). */
  readonly cpu: number;
  /** Median wall time of one call in milliseconds (inflated by other processes on a shared machine). */
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
  // `@x/fbr` parse results carry their problems as `diagnostics` too (an input over the limit is one of them).
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

/** CPU time of this process so far, in milliseconds. */
function cpuNow(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Calls per timed run: enough for a run of about 20 ms, so that short calls are not timer noise. */
function repsFor(firstCpu: number): number {
  return Math.min(1000, Math.max(1, Math.ceil(20 / Math.max(firstCpu, 0.001))));
}

/** One timed run: `reps` calls, the first one's result or error kept; CPU and wall time per call. */
function timedRun(
  call: () => unknown,
  reps: number,
): { kept: { result?: unknown; thrown?: unknown }; cpu: number; ms: number } {
  const kept: { result?: unknown; thrown?: unknown } = {};
  const c0 = cpuNow();
  const t0 = performance.now();
  for (let i = 0; i < reps; i++) {
    try {
      if (i === 0) kept.result = call();
      else call();
    } catch (e) {
      if (i === 0) kept.thrown = e ?? new Error('undefined thrown');
    }
  }
  return { kept, ms: (performance.now() - t0) / reps, cpu: (cpuNow() - c0) / reps };
}

/** Input bytes whose results the heap measurement holds at once (see `retained`). */
const HELD_BYTES = 1_000_000;

/**
 * Heap one result retains: collect, call `copies` times holding every result (or error), collect and
 * read `heapUsed`, drop them, collect and read again; the difference (a release delta, so that a stale
 * reference to an earlier result cannot hide in the baseline) divided by `copies`. `heapUsed` after a
 * full collection still moves by some hundred KB from run to run, which is most of what one small
 * result retains, so small inputs hold several results (together about `HELD_BYTES` of input).
 */
async function retained(call: () => unknown, copies: number): Promise<number> {
  collect();
  const box = hold(call, copies);
  // The job that made the results ends first: weak references read or made in it keep their targets
  // until then (lazily built views held weakly, as `@x/fbr` trees, count as a program sees them).
  await nextTask();
  collect();
  const held = process.memoryUsage().heapUsed;
  box.length = 0;
  collect();
  return Math.max(0, held - process.memoryUsage().heapUsed) / copies;
}

/** Resolves in a later task of the event loop. */
function nextTask(): Promise<void> {
  return new Promise((done) => setImmediate(done));
}

/**
 * `copies` results (or errors) in an array. A separate function: a frame that made the calls keeps
 * the last result in a stale register while it runs, so emptying the array would not release it.
 */
function hold(call: () => unknown, copies: number): unknown[] {
  const box: unknown[] = [];
  for (let i = 0; i < copies; i++) {
    try {
      box.push(call());
    } catch (e) {
      box.push(e);
    }
  }
  return box;
}

/**
 * Times one call and measures the heap its result retains. Each run: collect, call (`reps` times, in
 * `timedRun`, keeping the first result for its outcome), then `retained` with `copies` results held.
 * Time is CPU time (`process.cpuUsage`, which other processes on a shared machine do not inflate) and
 * wall time, each the median over the runs, per call.
 */
async function sample(call: () => unknown, copies: number): Promise<Sample> {
  const cpus: number[] = [];
  const times: number[] = [];
  const heaps: number[] = [];
  let peak = 0;
  let outcome = 'ok';
  let reps = 1;
  for (let r = 0; r < runs(cpus); r++) {
    collect();
    const before = process.memoryUsage().heapUsed;
    const run = timedRun(call, reps);
    peak = Math.max(peak, process.memoryUsage().heapUsed - before);
    outcome = outcomeOf(run.kept.result, run.kept.thrown);
    run.kept.result = undefined;
    run.kept.thrown = undefined;
    heaps.push(await retained(call, copies));
    if (r === 0) {
      // The first run warms the code up and sizes the later runs; it is not counted.
      reps = repsFor(run.cpu);
      continue;
    }
    cpus.push(run.cpu);
    times.push(run.ms);
  }
  return { cpu: median(cpus), ms: median(times), heap: median(heaps), peak, outcome };
}

/** How many runs: a warm-up, then 5 timed runs when one takes under 200 ms of CPU, 3 under 2 s, else 2. */
function runs(cpus: readonly number[]): number {
  if (cpus.length === 0) return 2;
  return 1 + (cpus[0]! < 200 ? 5 : cpus[0]! < 2000 ? 3 : 2);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** What a child process reports per size to the parent's summary (one JSON line). */
interface Row {
  readonly bytes: number;
  readonly sample?: Sample;
  /** Why the input could not be built. */
  readonly failure?: string;
}

const ROW_PREFIX = 'SCALING_ROW ';

/** Measures one case at the given sizes in this process and prints one JSON row per size for the parent. */
async function runCase(c: Case, sizes: readonly number[]): Promise<void> {
  for (const bytes of sizes) {
    let row: Row;
    try {
      row = { bytes, sample: await sample(c.prepare(bytes), Math.max(1, Math.round(HELD_BYTES / bytes))) };
    } catch (e) {
      row = { bytes, failure: (e as Error).message };
    }
    console.log(`${ROW_PREFIX}${JSON.stringify(row)}`);
  }
}

/** One size of one case over all rounds: medians of the rounds' medians, the largest peak. */
function merge(bytes: number, rows: readonly Row[]): Row {
  const samples = rows.flatMap((r) => (r.sample ? [r.sample] : []));
  if (samples.length === 0) return { bytes, failure: rows[0]?.failure ?? 'no sample' };
  return {
    bytes,
    sample: {
      cpu: median(samples.map((x) => x.cpu)),
      ms: median(samples.map((x) => x.ms)),
      heap: median(samples.map((x) => x.heap)),
      peak: Math.max(...samples.map((x) => x.peak)),
      outcome: samples[samples.length - 1]!.outcome,
    },
  };
}

/** Prints a case's merged rows: size, CPU ms, growth, wall ms, heap and peak per byte, outcome. */
function printCase(c: Case, rows: readonly Row[]): void {
  console.log(`\n## ${c.name}`);
  let previous: Sample | undefined;
  for (const { bytes, sample: s, failure } of rows) {
    if (!s) {
      console.log(`  ${label(bytes)}: could not build input (${failure})`);
      continue;
    }
    const growth = previous && previous.cpu > 0 ? `×${(s.cpu / previous.cpu).toFixed(1)}` : '';
    console.log(
      `  ${label(bytes).padStart(6)}  cpu ${s.cpu.toFixed(3).padStart(10)} ms ${growth.padStart(7)}  wall ${s.ms.toFixed(3).padStart(10)} ms  heap ${(s.heap / bytes).toFixed(1).padStart(6)} B/byte  peak ${(s.peak / bytes).toFixed(1).padStart(6)} B/byte  ${s.outcome}`,
    );
    previous = s;
  }
}

/** Growth per 10× allowed between 100 KB and 10 MB; retained heap allowed per input byte; a fast rejection. */
const MAX_GROWTH = 12;
const MAX_HEAP_PER_BYTE = 50;
const FAST_REJECTION_MS = 1;

/** The verdict of one case: `pass`, or what fails (growth steps over the limit, heap over the limit). */
function verdict(c: Case, rows: readonly Row[], baseline: ReadonlyMap<number, number>): string {
  if (c.name.startsWith('baseline') || c.name.startsWith('reference')) return 'reference';
  const problems: string[] = [];
  let beyondBaseline = false;
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1]!, rows[i]!];
    if (a.bytes < 100_000 || !a.sample || !b.sample) continue;
    const fastRejection = b.sample.outcome.startsWith('rejected') && b.sample.ms < FAST_REJECTION_MS;
    const growth = b.sample.cpu / Math.max(a.sample.cpu, 0.001);
    if (fastRejection || growth <= MAX_GROWTH) continue;
    const base = baseline.get(b.bytes) ?? MAX_GROWTH;
    if (growth > base * BASELINE_SLACK) beyondBaseline = true;
    problems.push(`×${growth.toFixed(1)} ${label(a.bytes)}→${label(b.bytes)} (baseline ×${base.toFixed(1)})`);
  }
  for (const r of rows) {
    if (r.sample && r.sample.heap / r.bytes > MAX_HEAP_PER_BYTE) {
      beyondBaseline = true;
      problems.push(`heap ${(r.sample.heap / r.bytes).toFixed(0)} B/byte at ${label(r.bytes)}`);
    }
  }
  if (problems.length === 0) return 'pass';
  if (c.exempt) return `documented limit (${c.exempt}): ${problems.join(', ')}`;
  return `${beyondBaseline ? 'FAIL' : 'over 12, within the linear baseline'}: ${problems.join(', ')}`;
}

/** How far over the baselines' growth a step may be and still count as the machine's, not the code's. */
const BASELINE_SLACK = 1.25;

/** The largest growth of the baseline cases into each size (plain linear JavaScript on this machine). */
function baselineGrowth(results: readonly { c: Case; rows: Row[] }[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const { c, rows } of results) {
    if (!c.name.startsWith('baseline')) continue;
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!.sample, rows[i]!.sample];
      if (a && b)
        out.set(rows[i]!.bytes, Math.max(out.get(rows[i]!.bytes) ?? 0, b.cpu / Math.max(a.cpu, 0.001)));
    }
  }
  return out;
}

/** One table cell: CPU ms / retained heap per byte, `R` when rejected. */
function cell(r: Row | undefined): string {
  if (!r?.sample) return '–';
  const s = r.sample;
  const ms = s.cpu >= 100 ? s.cpu.toFixed(0) : s.cpu >= 1 ? s.cpu.toFixed(1) : s.cpu.toFixed(3);
  return `${ms} ms / ${(s.heap / r.bytes).toFixed(1)} B${s.outcome.startsWith('rejected') ? ' R' : ''}`;
}

function growthCell(a: Row | undefined, b: Row | undefined): string {
  if (!a?.sample || !b?.sample) return '–';
  return `×${(b.sample.cpu / Math.max(a.sample.cpu, 0.001)).toFixed(1)}`;
}

/** The summary of every case as a Markdown table: CPU time and heap per size, growth per 10×, verdict. */
function printSummary(results: readonly { c: Case; rows: Row[] }[]): void {
  const baseline = baselineGrowth(results);
  console.log('\n## summary (CPU ms per call / retained heap per input byte; R = rejected at a limit)\n');
  console.log(
    `| case | ${SIZES.map(label).join(' | ')} | ${SIZES.slice(1)
      .map((b, i) => `${label(SIZES[i]!)}→${label(b)}`)
      .join(' | ')} | verdict |`,
  );
  console.log(
    `| --- | ${SIZES.map(() => '---:').join(' | ')} | ${SIZES.slice(1)
      .map(() => '---:')
      .join(' | ')} | --- |`,
  );
  for (const { c, rows } of results) {
    const at = (b: number) => rows.find((r) => r.bytes === b);
    const cells = SIZES.map((b) => cell(at(b)));
    const growths = SIZES.slice(1).map((b, i) => growthCell(at(SIZES[i]!), at(b)));
    console.log(
      `| ${c.name} | ${cells.join(' | ')} | ${growths.join(' | ')} | ${verdict(c, rows, baseline)} |`,
    );
  }
}

/** Runs one case at one size in a fresh child process; returns its row. */
function runChild(c: Case, bytes: number): Row {
  const flags = process.execArgv.includes('--single-threaded-gc')
    ? process.execArgv
    : [...process.execArgv, '--single-threaded-gc'];
  const child = spawnSync(process.execPath, [...flags, ...process.argv.slice(1)], {
    env: { ...process.env, SCALING_CASE: c.name, SCALING_SIZE: String(bytes) },
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  const line = (child.stdout ?? '').split('\n').find((l) => l.startsWith(ROW_PREFIX));
  if (child.status !== 0 || line === undefined)
    return {
      bytes,
      failure: `child failed (${child.status ?? child.signal}): ${child.stderr.slice(0, 300)}`,
    };
  return JSON.parse(line.slice(ROW_PREFIX.length)) as Row;
}

/**
 * Runs every case at every size in a fresh child process (same node flags: `--expose-gc`, plus
 * `--single-threaded-gc` so that GC work is not spread over helper threads), so that no measurement
 * runs against another's heap, JIT state or garbage. The sizes of one case are measured in rounds
 * (`SCALING_ROUNDS`, default 3: 10 KB, 100 KB, 1 MB, 10 MB, then again), so that the sizes a ratio
 * compares were measured close in time on a shared machine; each size reports the median of its rounds.
 * `SCALING_CASE=<name>` (with `SCALING_SIZE=<bytes>`) measures in this process; `SCALING_FILTER=<text>`
 * runs only the cases whose name contains it. Ends with a summary table and a verdict per case.
 */
export async function bench(): Promise<void> {
  const only = process.env.SCALING_CASE;
  if (only !== undefined) {
    const c = CASES.find((x) => x.name === only);
    if (!c) throw new Error(`no scaling case ${only}`);
    const size = process.env.SCALING_SIZE;
    await runCase(c, size === undefined ? SIZES : [Number(size)]);
    return;
  }
  if (!gc)
    console.log('WARNING: no --expose-gc; heap figures include garbage (run via `pnpm bench scaling`)');
  const rounds = Number(process.env.SCALING_ROUNDS ?? 3);
  console.log(
    `size, CPU ms per call (median of ${rounds} rounds), growth per 10x (CPU), wall ms, retained heap per input byte (gc, result held), peak before gc, outcome`,
  );
  const filter = process.env.SCALING_FILTER;
  const results: { c: Case; rows: Row[] }[] = [];
  for (const c of CASES) {
    if (filter !== undefined && !c.name.includes(filter)) continue;
    const perSize = new Map<number, Row[]>(SIZES.map((b) => [b, []]));
    for (let r = 0; r < rounds; r++) for (const b of SIZES) perSize.get(b)!.push(runChild(c, b));
    const rows = SIZES.map((b) => merge(b, perSize.get(b)!));
    printCase(c, rows);
    results.push({ c, rows });
  }
  printSummary(results);
}

/** 10 KB, 1 MB, … */
function label(bytes: number): string {
  return bytes >= 1e6 ? `${bytes / 1e6} MB` : `${bytes / 1e3} KB`;
}
