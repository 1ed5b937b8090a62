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

/**
 * The words of the line last split (`split`): word k is `line.slice(spans[2k], spans[2k + 1])`. One buffer, reused:
 * reading a line is synchronous, so no two reads share it, and a line costs no array per word.
 */
let spans = new Int32Array(64);

/** Whether `c` is a space or a tab (the only separators of a UCI line). */
function blank(c: number): boolean {
  return c === 32 || c === 9;
}

/** Splits `line` at spaces and tabs into `spans`; returns how many words it has. */
function split(line: string): number {
  let n = 0;
  let i = 0;
  const len = line.length;
  while (i < len) {
    if (blank(line.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < len && !blank(line.charCodeAt(i))) i++;
    if (2 * n + 2 > spans.length) {
      const grown = new Int32Array(2 * spans.length);
      grown.set(spans);
      spans = grown;
    }
    spans[2 * n] = start;
    spans[2 * n + 1] = i;
    n++;
  }
  return n;
}

/** Word `k` of the line last split, as a `Word`. */
function wordAt(line: string, k: number): Word {
  const start = spans[2 * k] as number;
  return { text: line.slice(start, spans[2 * k + 1]), offset: start };
}

/** The words of a line, split at spaces and tabs. */
export function words(line: string): Word[] {
  const n = split(line);
  const out: Word[] = [];
  for (let k = 0; k < n; k++) out.push(wordAt(line, k));
  return out;
}

/** Whether `line`'s first word is `word` (without splitting the line). */
export function startsWithWord(line: string, word: string): boolean {
  let start = 0;
  while (start < line.length && blank(line.charCodeAt(start))) start++;
  const end = start + word.length;
  return line.startsWith(word, start) && (end === line.length || blank(line.charCodeAt(end)));
}

/** The first word of a line (`''` for a blank one), without splitting the rest. */
export function firstWord(line: string): string {
  let start = 0;
  while (start < line.length && blank(line.charCodeAt(start))) start++;
  let end = start;
  while (end < line.length && !blank(line.charCodeAt(end))) end++;
  return line.slice(start, end);
}

/** An `info` line's fields, the PV as one word: its text from its first move to its last, unsplit. */
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
  pv?: Word;
  string?: string;
}

/** The moves of a PV word (`RawInfo.pv`) as words, offsets in the line. */
export function pvWords(pv: Word): Word[] {
  return words(pv.text).map((w) => ({ text: w.text, offset: pv.offset + w.offset }));
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

/** The largest magnitude read as a number: 15 digits, as many as a double holds exactly. */
const MAX_DIGITS = 15;

/** Word `k` of the line last split as a whole number (`+`/`-` sign, 1 to 15 digits), or undefined. */
function int(line: string, k: number, n: number): number | undefined {
  if (k >= n) return undefined;
  let i = spans[2 * k] as number;
  const end = spans[2 * k + 1] as number;
  const sign = line.charCodeAt(i);
  const negative = sign === 45;
  if (negative || sign === 43) i++;
  if (end - i < 1 || end - i > MAX_DIGITS) return undefined;
  let value = 0;
  for (; i < end; i++) {
    const d = line.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return undefined;
    value = value * 10 + d;
  }
  return negative ? -value : value;
}

/** Whether word `k` of the line last split is `word`. */
function is(line: string, k: number, n: number, word: string): boolean {
  const start = spans[2 * k] as number;
  return k < n && (spans[2 * k + 1] as number) - start === word.length && line.startsWith(word, start);
}

/** Whether word `k` of the line last split names a field (so ends a PV): a move has a digit, a name none. */
function isField(line: string, k: number): boolean {
  const start = spans[2 * k] as number;
  const end = spans[2 * k + 1] as number;
  for (let i = start; i < end; i++) {
    const c = line.charCodeAt(i);
    if (c >= 48 && c <= 57) return false;
  }
  return FIELDS.has(line.slice(start, end));
}

/** The words `readInfo` reads, by number (`KEY_*`). */
const KEYS = [
  'depth',
  'seldepth',
  'multipv',
  'nodes',
  'nps',
  'hashfull',
  'tbhits',
  'time',
  'score',
  'wdl',
  'string',
  'pv',
];
const KEY_DEPTH = 0;
const KEY_SELDEPTH = 1;
const KEY_MULTIPV = 2;
const KEY_NODES = 3;
const KEY_NPS = 4;
const KEY_HASHFULL = 5;
const KEY_TBHITS = 6;
const KEY_TIME = 7;
const KEY_SCORE = 8;
const KEY_WDL = 9;
const KEY_STRING = 10;
const KEY_PV = 11;

/** The `KEYS` index of word `k` of the line last split, or -1 (compared in place: no word is cut out). */
function keyOf(line: string, k: number): number {
  const start = spans[2 * k] as number;
  const length = (spans[2 * k + 1] as number) - start;
  for (let i = 0; i < KEYS.length; i++) {
    const key = KEYS[i] as string;
    if (key.length === length && line.startsWith(key, start)) return i;
  }
  return -1;
}

/** Sets the whole-number field `key` (`KEY_DEPTH` … `KEY_TIME`) of `info` to `value`. */
function setNumber(info: Omit<RawInfo, 'pv'>, key: number, value: number): void {
  if (key === KEY_DEPTH) info.depth = value;
  else if (key === KEY_SELDEPTH) info.seldepth = value;
  else if (key === KEY_MULTIPV) info.multipv = value;
  else if (key === KEY_NODES) info.nodes = value;
  else if (key === KEY_NPS) info.nps = value;
  else if (key === KEY_HASHFULL) info.hashfull = value;
  else if (key === KEY_TBHITS) info.tbhits = value;
  else info.timeMs = value;
}

/** Reads `score …` at word `k` (after the word `score`) of the line last split; returns the index after it. */
function readScore(line: string, k: number, n: number, info: Omit<RawInfo, 'pv'>): number {
  let score: { cp?: number; mate?: number; bound?: 'lower' | 'upper' } = {};
  const cp = is(line, k, n, 'cp');
  if (cp || is(line, k, n, 'mate')) {
    const value = int(line, k + 1, n);
    // USI: `mate +` / `mate -` without a number (mate found, length unknown)
    const plus = is(line, k + 1, n, '+');
    const minus = is(line, k + 1, n, '-');
    if (cp && value !== undefined) score = { cp: value };
    else if (!cp && value !== undefined) score = { mate: value };
    else if (!cp && (plus || minus)) score = { mate: plus ? 1 : -1 };
    k += value !== undefined || plus || minus ? 2 : 1;
  } else {
    // UCCI: `score 23`
    const value = int(line, k, n);
    if (value !== undefined) {
      score = { cp: value };
      k++;
    }
  }
  const lower = is(line, k, n, 'lowerbound');
  if (lower || is(line, k, n, 'upperbound')) {
    score.bound = lower ? 'lower' : 'upper';
    k++;
  }
  if (score.cp !== undefined || score.mate !== undefined) info.score = score;
  return k;
}

/** Reads the words after `info`. */
export function parseInfo(line: string): RawInfo {
  const info: RawInfo = {};
  const pv = readInfo(line, info);
  if (pv !== undefined) info.pv = pv;
  return info;
}

/** `parseInfo` into `info`, but for the PV, which it returns. */
export function readInfo(line: string, info: Omit<RawInfo, 'pv'>): Word | undefined {
  const n = split(line);
  let pv: Word | undefined;
  let k = is(line, 0, n, 'info') ? 1 : 0;
  while (k < n) {
    const at = spans[2 * k] as number;
    const key = keyOf(line, k);
    k++;
    if (key >= KEY_DEPTH && key <= KEY_TIME) {
      const value = int(line, k, n);
      if (value !== undefined && value >= 0) setNumber(info, key, value);
      if (value !== undefined) k++;
    } else if (key === KEY_SCORE) k = readScore(line, k, n, info);
    else if (key === KEY_WDL) {
      const win = int(line, k, n);
      const draw = int(line, k + 1, n);
      const loss = int(line, k + 2, n);
      if (win !== undefined && draw !== undefined && loss !== undefined) {
        info.wdl = { win, draw, loss };
        k += 3;
      }
    } else if (key === KEY_STRING) {
      info.string = line.slice(k < n ? spans[2 * k] : line.length).trimEnd();
      break;
    } else if (key === KEY_PV) {
      const first = k;
      while (k < n && !isField(line, k)) k++;
      const from = first < k ? (spans[2 * first] as number) : at + 2;
      const to = first < k ? (spans[2 * k - 1] as number) : at + 2;
      pv = { text: line.slice(from, to), offset: from };
    }
    // anything else (currmove, cpuload, unknown words): skipped
  }
  return pv;
}

/** A `bestmove` line's move and `ponder` move, as words (`undefined` when it has none). */
export function parseBestMove(line: string): { move: Word | undefined; ponder: Word | undefined } {
  const n = split(line);
  const move = n > 1 && !is(line, 0, n, 'nobestmove') ? wordAt(line, 1) : undefined;
  for (let k = 1; k + 1 < n; k++) if (is(line, k, n, 'ponder')) return { move, ponder: wordAt(line, k + 1) };
  return { move, ponder: undefined };
}
