/**
 * Scaling (issue #15): every public parser and writer at 10 KB, 100 KB, 1 MB and 10 MB of input, printing
 * time and retained heap per size and the growth ratio per 10×. Target: growth ≤ 12× per 10× between
 * 100 KB and 10 MB, or rejection at the documented limit in < 1 ms; heap ≤ 50 bytes per input byte.
 * Heap is measured as `heapUsed` after minus before, with the result kept alive (run with
 * `node --expose-gc` for exact numbers; without it the figure includes garbage not yet collected).
 */
import { parseFen, stringifyFen, variants } from '@x/core';
import { parseVariantDefinition } from '@x/core/schema';
import * as fbr from '@x/fbr';
import * as feen from '@x/feen';
import * as icn from '@x/icn';
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
const icnText = (bytes: number) => {
  const n = Math.floor(bytes / 12);
  const parts: string[] = ['K1,1', 'k3,3'];
  for (let i = 0; i < n; i++) parts.push(`P${i + 5},${-i - 5}`);
  return parts.join('|');
};
const sjaakText = (bytes: number) => {
  const base = sjaak.CATALOGUE_TEXT.split('\n\n')[0]!;
  return fill(`${base}\n\n`, bytes);
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
  { name: 'core parseFen', prepare: (b) => () => parseFen(fill('8/', b)) },
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
  { name: 'san parse', prepare: (b) => () => san.parse(fill('N', b)) },
  { name: 'san parsePgn', prepare: (b) => () => san.parsePgn(pgn(b)) },
  { name: 'san parsePgn (empty games)', prepare: (b) => () => san.parsePgn(fill('* ', b)) },
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
  { name: 'feen parse', prepare: (b) => () => feen.parse(`${fill('8/', b)}8 / C/c`) },
  { name: 'icn parse', prepare: (b) => () => icn.parse(icnText(b)) },
  {
    name: 'icn stringify',
    prepare: (b) => {
      const g = parsed(() => icn.parse(icnText(b)));
      return () => (g ? icn.stringify(g) : icn.parse(icnText(b)));
    },
  },
  { name: 'sjaak parse', prepare: (b) => () => sjaak.parse(sjaakText(b)) },
  {
    name: 'sjaak stringify',
    prepare: (b) => {
      const r = parsed(() => sjaak.parse(sjaakText(b)));
      return () => (r ? sjaak.stringify(r.variants) : sjaak.parse(sjaakText(b)));
    },
  },
  { name: 'fbr parse', prepare: (b) => () => fbr.parse(fbrText(b)) },
  {
    name: 'fbr stringify',
    prepare: (b) => {
      const t = parsed(() => fbr.parse(fbrText(b)));
      return () => (t ? fbr.stringify(t) : fbr.parse(fbrText(b)));
    },
  },
  { name: 'fbr parseMbn', prepare: (b) => () => fbr.parseMbn(`Q=${fill('R-', b)}R`) },
  {
    name: 'fbr compile',
    prepare: (b) => {
      const t = parsed(() => fbr.parse(fbrText(b)));
      return () => (t ? fbr.compile(t) : fbr.parse(fbrText(b)));
    },
  },
];

interface Sample {
  readonly ms: number;
  readonly heap: number;
  readonly outcome: string;
}

const gc = (globalThis as { gc?: () => void }).gc;

/** Times one call (median of up to 3 runs, fewer when slow) and the heap its result retains. */
function sample(call: () => unknown): Sample {
  const times: number[] = [];
  let outcome = 'ok';
  let kept: unknown;
  for (let r = 0; r < 3; r++) {
    gc?.();
    const before = process.memoryUsage().heapUsed;
    const t0 = performance.now();
    try {
      kept = call();
    } catch (e) {
      const err = e as { name?: string; code?: string };
      outcome = `rejected ${err.name ?? 'error'}${err.code ? ` ${err.code}` : ''}`;
      kept = undefined;
    }
    const ms = performance.now() - t0;
    times.push(ms);
    gc?.();
    const heap = process.memoryUsage().heapUsed - before;
    if (r === 0 && ms > 2000) return { ms, heap: Math.max(0, heap), outcome };
    if (r === 2) {
      void kept;
      times.sort((a, b) => a - b);
      return { ms: times[1]!, heap: Math.max(0, heap), outcome };
    }
  }
  throw new Error('unreachable');
}

/** Runs every case at every size and prints one line per size. */
export function bench(): void {
  console.log(`heap measured ${gc ? 'after gc' : 'without --expose-gc (includes uncollected garbage)'}`);
  for (const c of CASES) {
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
      const perByte = (s.heap / bytes).toFixed(1);
      console.log(
        `  ${label(bytes).padStart(6)}  ${s.ms.toFixed(3).padStart(10)} ms ${growth.padStart(7)}  heap ${perByte.padStart(7)} B/byte  ${s.outcome}`,
      );
      previous = s;
    }
  }
}

/** 10 KB, 1 MB, … */
function label(bytes: number): string {
  return bytes >= 1e6 ? `${bytes / 1e6} MB` : `${bytes / 1e3} KB`;
}
