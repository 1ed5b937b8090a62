/**
 * FEEN: parse/stringify throughput on a mix of chess, shogi, xiangqi and 3D positions; worst-case 4 KB inputs;
 * FEN ↔ FEEN and setup ↔ FEEN conversions (through @x/core).
 */
import { fromFen, fromSetup, isValid, parse, safeParse, stringify, toFen, toSetup } from '@x/feen';
import { parseFen } from '@x/core';
import { variants } from '@x/core/variant';
import { type Contender, measure, report } from '../harness.js';

const MIX = [
  '+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c',
  '+r1bq+k^b1+r/+p+p+p+p1+p+p+p/2n2n2/4p3/2B1P3/5N2/+P+P+P+P1+P+P+P/+RNBQ+K^2+R / C/c',
  'lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s',
  'ln1g1g1nl/1r1sk^2b1/p1pppp1pp/6p2/1p7/2P6/PP1PPPPPP/1BG4R1/LNS1K^GSNL 2P/p s/S',
  'rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x',
  '+rn+k^n+r/+p+p+p+p+p/5/5/5//buqbu/+p+p+p+p+p/5/5/5//5/5/5/5/5//5/5/5/+P+P+P+P+P/BUQBU//5/5/5/+P+P+P+P+P/+RN+K^N+R / R/r',
];

function ranks(rank: string, count: number): string {
  return new Array<string>(count).fill(rank).join('/');
}

const WORST = [
  { name: 'full 18x226 board (4091 B)', text: `${ranks('P'.repeat(226), 18)} / C/c` },
  { name: 'empty 255x255 (65025 sq)', text: `${ranks('255', 255)} / C/c` },
  { name: 'reject 2043 ranks (4096 B)', text: `${ranks('1', 2045)} / C/c`.slice(0, 4096) },
  { name: 'reject 4088-digit count', text: `8 ${'9'.repeat(4088)}P/ C/c` },
];

const FENS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
];

/** A contender that calls `call` on each of `items`, `reps` times over; it counts the calls. */
function repeated<T>(name: string, reps: number, items: readonly T[], call: (item: T) => unknown): Contender {
  return {
    name,
    run: () => {
      for (let r = 0; r < reps; r++) for (const item of items) call(item);
      return reps * items.length;
    },
  };
}

/** Runs the FEN ↔ FEEN and setup ↔ FEEN conversions. */
function conversions(): void {
  const feens = FENS.map((f) => stringify(fromFen(f)));
  const shogi = parseFen(
    'lnsgk2nl/1r4g2/p1ppppspp/9/9/2P6/PP1PPPPPP/7R1/LN+BGKGSNL[Bsp] b - - 0 12',
    variants.shogi,
  );
  const shogiFeen = parse(stringify(fromSetup(shogi, variants.shogi)));
  const reps = 300;
  const contenders: Contender[] = [
    repeated('fromFen', reps, FENS, (f) => fromFen(f)),
    repeated('toFen', reps, feens, (f) => toFen(f)),
    repeated('fromSetup (shogi)', reps, [shogi], (s) => fromSetup(s, variants.shogi)),
    repeated('toSetup (shogi)', reps, [shogiFeen], (f) => toSetup(f, variants.shogi)),
  ];
  report('FEN/setup ↔ FEEN (via @x/core)', measure(contenders), 'positions', 'fromFen');
}

/** Runs the FEEN suite. */
export function bench(): void {
  const positions = MIX.map((s) => parse(s));
  for (const s of MIX) if (stringify(parse(s)) !== s) throw new Error(`round trip failed: ${s}`);
  const reps = 2000;
  const mix: Contender[] = [
    repeated('parse', reps, MIX, (s) => parse(s)),
    repeated('stringify', reps, positions, (p) => stringify(p)),
    repeated('parse+stringify', reps, MIX, (s) => stringify(parse(s))),
    repeated('isValid', reps, MIX, (s) => isValid(s)),
  ];
  report('FEEN mix (chess, shogi, xiangqi, 3D raumschach)', measure(mix), 'positions', 'parse');

  const worst: Contender[] = WORST.map((w) => {
    if (w.text.length > 4096) throw new Error(`${w.name}: ${w.text.length} bytes`);
    return {
      name: w.name,
      run: () => {
        for (let r = 0; r < 50; r++) safeParse(w.text);
        return 50;
      },
    };
  });
  const results = measure(worst);
  report('FEEN worst-case inputs (safeParse)', results, 'inputs');
  for (const r of results)
    console.log(`  ${r.name.padEnd(28)} ${(1e6 / r.unitsPerSecond).toFixed(1).padStart(10)} µs/input`);
  conversions();
}
