/**
 * A UCI `info` line read: depth, the line's rank (`multipv`), score (centipawns or mate, and whether it is only a
 * bound), nodes and the principal variation's UCI moves. Unknown tokens are skipped, stray whitespace and CR read.
 */
import type { Score } from '../analyse/win-percent.js';

/** What an `info` line says (undefined for what it does not). */
export interface UciInfo {
  readonly depth: number | undefined;
  readonly multipv: number;
  readonly score: Score | undefined;
  /** Whether the score is a `lowerbound` or `upperbound` (not the line's value). */
  readonly bound: boolean;
  readonly nodes: number | undefined;
  readonly pv: readonly string[];
}

/** The `info` tokens followed by one number. */
const NUMBERS = new Set([
  'depth',
  'seldepth',
  'multipv',
  'nodes',
  'nps',
  'hashfull',
  'tbhits',
  'time',
  'currmovenumber',
  'cpuload',
]);

/** Reads an `info` line (undefined for another line or an info without a score or a line, `info string …`). */
export function readInfo(line: string): UciInfo | undefined {
  const words = line.trim().split(/\s+/);
  if (words[0] !== 'info' || words[1] === 'string') return undefined;
  const numbers = new Map<string, number>();
  let score: Score | undefined;
  let bound = false;
  let pv: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (NUMBERS.has(word)) {
      const value = Number(words[i + 1]);
      if (Number.isFinite(value)) numbers.set(word, value);
      i++;
    } else if (word === 'score') {
      const kind = words[i + 1];
      const value = Number(words[i + 2]);
      if ((kind === 'cp' || kind === 'mate') && Number.isFinite(value))
        score = kind === 'cp' ? { cp: value } : { mate: value };
      i += 2;
      while (words[i + 1] === 'lowerbound' || words[i + 1] === 'upperbound') {
        bound = true;
        i++;
      }
    } else if (word === 'pv') {
      pv = words.slice(i + 1);
      break;
    } else if (word === 'string') break;
  }
  if (score === undefined && pv.length === 0) return undefined;
  return {
    depth: numbers.get('depth'),
    multipv: numbers.get('multipv') ?? 1,
    score,
    bound,
    nodes: numbers.get('nodes'),
    pv,
  };
}
