/**
 * A small side-by-side benchmark harness: every contender runs the same job in the same process,
 * interleaved over several rounds after a warm-up; we report medians and ratios, never a lone time.
 */

/** One contender of a benchmark: a name and a job that returns how many units of work it did. */
export interface Contender {
  readonly name: string;
  readonly run: () => number;
}

/** Result of one contender: median units per second over the rounds. */
export interface ContenderResult {
  readonly name: string;
  readonly unitsPerSecond: number;
  readonly units: number;
}

/** Runs each contender `rounds` times (interleaved, after one warm-up each) and returns medians. */
export function measure(contenders: readonly Contender[], rounds = 5): ContenderResult[] {
  const rates = contenders.map(() => [] as number[]);
  const units = contenders.map(() => 0);
  for (const c of contenders) c.run();
  for (let r = 0; r < rounds; r++) {
    contenders.forEach((c, i) => {
      const t0 = performance.now();
      const n = c.run();
      const dt = (performance.now() - t0) / 1000;
      units[i] = n;
      rates[i]!.push(n / dt);
    });
  }
  return contenders.map((c, i) => ({ name: c.name, unitsPerSecond: median(rates[i]!), units: units[i]! }));
}

/** The median of a list of numbers. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Formats a rate such as 7.1 M/s. */
export function formatRate(x: number, unit: string): string {
  if (x >= 1e6) return `${(x / 1e6).toFixed(2)} M ${unit}/s`;
  if (x >= 1e3) return `${(x / 1e3).toFixed(1)} k ${unit}/s`;
  return `${x.toFixed(1)} ${unit}/s`;
}

/** Prints a table of results with each contender's ratio to `baseline` (by name). */
export function report(
  title: string,
  results: readonly ContenderResult[],
  unit: string,
  baseline?: string,
): void {
  const base = results.find((r) => r.name === baseline);
  console.log(`\n## ${title}`);
  for (const r of results) {
    const ratio = base ? `  ${(r.unitsPerSecond / base.unitsPerSecond).toFixed(2)}x ${base.name}` : '';
    console.log(`  ${r.name.padEnd(28)} ${formatRate(r.unitsPerSecond, unit).padStart(16)}${ratio}`);
  }
}
