/**
 * What the `pgn` suite's worker processes share: a buffered writer (as C stdio buffers pgn-extract's output)
 * and the report line each worker prints when done, with its own resource usage.
 */
import fs from 'node:fs';

/** Buffers text and writes it to a file descriptor in blocks of about 64 KB. */
export class Output {
  #parts: string[] = [];
  #pending = 0;
  /** Characters written in all. */
  chars = 0;

  constructor(readonly fd: number) {}

  write(text: string): void {
    this.#parts.push(text);
    this.#pending += text.length;
    this.chars += text.length;
    if (this.#pending >= 1 << 16) this.flush();
  }

  flush(): void {
    if (this.#pending > 0) fs.writeSync(this.fd, this.#parts.join(''));
    this.#parts = [];
    this.#pending = 0;
  }
}

/** What a worker did, printed as one JSON line after `REPORT_PREFIX`. */
export interface WorkerReport {
  readonly games: number;
  readonly errors: number;
  readonly plies: number;
  readonly chars: number;
  /** Milliseconds from the start of the work (after imports) to its end. */
  readonly workMs: number;
  /** `process.resourceUsage()`: peak RSS in KB, user and system CPU in microseconds. */
  readonly maxRSS: number;
  readonly userCPUTime: number;
  readonly systemCPUTime: number;
}

export const REPORT_PREFIX = 'PGN-BENCH ';

/** Prints the report line. */
export function report(r: Omit<WorkerReport, 'maxRSS' | 'userCPUTime' | 'systemCPUTime'>): void {
  const { maxRSS, userCPUTime, systemCPUTime } = process.resourceUsage();
  console.log(`${REPORT_PREFIX}${JSON.stringify({ ...r, maxRSS, userCPUTime, systemCPUTime })}`);
}

/** A worker's counts and its output to /dev/null, from the start of its work; `done` flushes and reports. */
export class Tally {
  games = 0;
  errors = 0;
  plies = 0;
  readonly out = new Output(fs.openSync('/dev/null', 'w'));
  readonly #t0 = performance.now();

  /** Flushes the output and prints the report line. */
  done(): void {
    this.out.flush();
    const { games, errors, plies } = this;
    report({ games, errors, plies, chars: this.out.chars, workMs: performance.now() - this.#t0 });
  }
}
