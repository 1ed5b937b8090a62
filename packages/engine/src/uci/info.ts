/**
 * One UCI/USI/UCCI `info` line read into fields. Unknown tokens are skipped, numbers that do not read leave their
 * field out (python-chess #970: engines write odd things); the PV stays text here, with offsets, for the client
 * to check each move on `@x/core`.
 */
import type { Score, Wdl } from '../types.js';

/** A word of a line and where it starts. */
export interface Word {
  readonly text: string;
  readonly offset: number;
}

/** The words of a line, split at spaces and tabs. */
export function words(line: string): Word[] {
  const out: Word[] = [];
  const re = /[^ \t]+/g;
  for (let m = re.exec(line); m !== null; m = re.exec(line)) out.push({ text: m[0], offset: m.index });
  return out;
}

/** The first word of a line (`''` for a blank one), without splitting the rest. */
export function firstWord(line: string): string {
  let start = 0;
  while (start < line.length && (line[start] === ' ' || line[start] === '\t')) start++;
  let end = start;
  while (end < line.length && line[end] !== ' ' && line[end] !== '\t') end++;
  return line.slice(start, end);
}

/** An `info` line's fields, the PV as words. */
export interface RawInfo {
  multipv?: number;
  depth?: number;
  seldepth?: number;
  score?: Score;
  wdl?: Wdl;
  nodes?: number;
  nps?: number;
  hashfull?: number;
  tbhits?: number;
  timeMs?: number;
  pv?: Word[];
  string?: string;
}

/** Tokens that end a PV (the next field's name). */
const FIELDS = new Set([
  'depth',
  'seldepth',
  'time',
  'nodes',
  'pv',
  'multipv',
  'score',
  'currmove',
  'currmovenumber',
  'hashfull',
  'nps',
  'tbhits',
  'sbhits',
  'cpuload',
  'string',
  'refutation',
  'currline',
  'wdl',
]);

/** A whole number, or undefined. */
function int(word: Word | undefined): number | undefined {
  if (word === undefined || !/^[+-]?\d{1,15}$/.test(word.text)) return undefined;
  return Number(word.text);
}

type NumberField = 'multipv' | 'depth' | 'seldepth' | 'nodes' | 'nps' | 'hashfull' | 'tbhits' | 'timeMs';
const NUMBER_FIELDS: ReadonlyMap<string, NumberField> = new Map([
  ['multipv', 'multipv'],
  ['depth', 'depth'],
  ['seldepth', 'seldepth'],
  ['nodes', 'nodes'],
  ['nps', 'nps'],
  ['hashfull', 'hashfull'],
  ['tbhits', 'tbhits'],
  ['time', 'timeMs'],
]);

/** Reads `score …` at `w[i]` (after the word `score`); returns the index after it. */
function readScore(w: readonly Word[], i: number, info: RawInfo): number {
  let kind = w[i]?.text;
  let score: { cp?: number; mate?: number; bound?: 'lower' | 'upper' } = {};
  if (kind === 'cp' || kind === 'mate') {
    const raw = w[i + 1]?.text;
    const n = int(w[i + 1]);
    if (kind === 'cp' && n !== undefined) score = { cp: n };
    // USI: `mate +` / `mate -` without a number (mate found, length unknown)
    else if (kind === 'mate' && n !== undefined) score = { mate: n };
    else if (kind === 'mate' && (raw === '+' || raw === '-')) score = { mate: raw === '+' ? 1 : -1 };
    i += n !== undefined || raw === '+' || raw === '-' ? 2 : 1;
  } else {
    // UCCI: `score 23`
    const n = int(w[i]);
    if (n !== undefined) score = { cp: n };
    if (n !== undefined) i++;
    kind = 'cp';
  }
  const bound = w[i]?.text;
  if (bound === 'lowerbound' || bound === 'upperbound') {
    score = { ...score, bound: bound === 'lowerbound' ? 'lower' : 'upper' };
    i++;
  }
  if (score.cp !== undefined || score.mate !== undefined) info.score = score;
  return i;
}

/** Reads the words after `info`. */
export function parseInfo(line: string): RawInfo {
  const w = words(line);
  const info: RawInfo = {};
  let i = w[0]?.text === 'info' ? 1 : 0;
  while (i < w.length) {
    const key = (w[i] as Word).text;
    i++;
    const field = NUMBER_FIELDS.get(key);
    if (field !== undefined) {
      const n = int(w[i]);
      if (n !== undefined && n >= 0) info[field] = n;
      if (n !== undefined) i++;
    } else if (key === 'score') i = readScore(w, i, info);
    else if (key === 'wdl') {
      const [a, b, c] = [int(w[i]), int(w[i + 1]), int(w[i + 2])];
      if (a !== undefined && b !== undefined && c !== undefined) {
        info.wdl = { win: a, draw: b, loss: c };
        i += 3;
      }
    } else if (key === 'string') {
      info.string = line.slice((w[i] ?? { offset: line.length }).offset).trimEnd();
      break;
    } else if (key === 'pv') {
      const pv: Word[] = [];
      while (i < w.length && !FIELDS.has((w[i] as Word).text)) pv.push(w[i++] as Word);
      info.pv = pv;
    }
    // anything else (currmove, cpuload, unknown words): skipped
  }
  return info;
}
