/**
 * A one-line progress bar on stderr, drawn only when stderr is a terminal (and not `--quiet`): bytes read of
 * the total, games per second and the time left, redrawn a few times a second and erased at the end.
 */

import type { Writable } from 'node:stream';
import { terminalText } from './terminal-text.js';

/** Redraws per second. */
const INTERVAL_MS = 250;
const WIDTH = 24;

/** What the bar reports on: the current input's name, size and bytes read so far. */
export interface ProgressSource {
  readonly name: string;
  readonly size: number | undefined;
  readonly bytesRead: () => number;
}

/** The bar; `games()` counts the games read. A disabled bar does nothing. */
export class Progress {
  readonly #stream: (Writable & { readonly columns?: number }) | undefined;
  #timer: NodeJS.Timeout | undefined;
  #source: ProgressSource | undefined;
  #games = 0;
  #started = 0;

  /** A bar on `stderr` when `enabled` and `stderr` is a terminal. */
  constructor(enabled: boolean, stderr: Writable & { readonly isTTY?: boolean; readonly columns?: number }) {
    this.#stream = enabled && stderr.isTTY === true ? stderr : undefined;
  }

  /** Starts reporting on `source`. */
  start(source: ProgressSource): void {
    if (this.#stream === undefined) return;
    this.#source = source;
    this.#games = 0;
    this.#started = performance.now();
    this.#timer ??= setInterval(() => this.#draw(), INTERVAL_MS);
    this.#timer.unref();
    this.#draw();
  }

  /** Counts one game. */
  game(): void {
    this.#games++;
  }

  /** Erases the bar until its next redraw (before other output on the terminal). */
  clear(): void {
    this.#stream?.write('\r\x1b[K');
  }

  /** Erases the bar and stops drawing. */
  stop(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
    this.#stream?.write('\r\x1b[K');
  }

  #draw(): void {
    const source = this.#source;
    const stream = this.#stream;
    if (source === undefined || stream === undefined) return;
    const seconds = (performance.now() - this.#started) / 1000;
    const read = source.bytesRead();
    const rate = seconds > 0 ? Math.round(this.#games / seconds) : 0;
    const parts = [terminalText(source.name)];
    if (source.size !== undefined && source.size > 0) {
      const share = Math.min(1, read / source.size);
      const filled = Math.round(share * WIDTH);
      parts.push(`[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${Math.floor(share * 100)}%`);
      parts.push(`${megabytes(read)}/${megabytes(source.size)} MB`);
      const left = read > 0 ? (seconds * (source.size - read)) / read : undefined;
      parts.push(`${rate.toLocaleString('en')} games/s`);
      if (left !== undefined) parts.push(`${clock(left)} left`);
    } else {
      parts.push(`${megabytes(read)} MB`, `${rate.toLocaleString('en')} games/s`);
    }
    const line = parts.join('  ');
    // A terminal that does not tell its width (0) gets 80 columns.
    const width = stream.columns !== undefined && stream.columns > 0 ? stream.columns : 80;
    stream.write(`\r\x1b[K${line.slice(0, Math.max(20, width - 1))}`);
  }
}

function megabytes(bytes: number): string {
  return (bytes / 1e6).toFixed(1);
}

function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
