/** Move strings (`slide (H,V)`, `leap (1,0)+(1,1)&(2,1)`, `step N,2NE`, …): reader and writer. */
import { commaItems } from './line.js';
import type { Reporter } from '../shared/squares.js';
import {
  type MoveDefinition,
  SLIDE_DIRECTIONS,
  STEP_DIRECTIONS,
  type SlideDirection,
  type Step,
  type StepDirection,
  type SjaakVector,
} from '../shared/types.js';

const MOVE_WORDS = ['slide', 'hop', 'step', 'aleap', 'leap', 'ride'] as const;
type MoveWord = (typeof MOVE_WORDS)[number];

/** Most vectors of a `ride` move (SjaakII's table size). */
export const MAX_RIDE_VECTORS = 4;
/** Largest `step` count SjaakII can store (4 bits). */
export const MAX_STEP_COUNT = 15;
/** Most digits of a number in a move description (larger numbers are reported, not rounded). */
export const MAX_NUMBER_DIGITS = 6;

const NONE: MoveDefinition = { kind: 'none' };

/**
 * Reads one move string starting at 1-based `column`. Unknown or malformed strings are reported
 * (`malformed-move`) and read as `none`, which is what SjaakII does with them.
 */
export function readMove(text: string, column: number, compat: boolean, report: Reporter): MoveDefinition {
  if (text.startsWith('none')) {
    if (text.slice(4).trim() !== '') {
      report(
        'malformed-move',
        column + 4,
        text.length - 4,
        `Text after 'none' is ignored: remove '${text.slice(4).trim()}'.`,
      );
    }
    return NONE;
  }
  const word = MOVE_WORDS.find((w) => text.startsWith(w));
  if (!word) {
    const first = /^\S*/.exec(text)![0];
    report(
      'malformed-move',
      column,
      Math.max(first.length, 1),
      `Unknown move type '${first}': use none, slide, hop, leap, aleap, step or ride followed by a space.`,
    );
    return NONE;
  }
  if (text[word.length] !== ' ') {
    report(
      'malformed-move',
      column,
      Math.min(text.length, word.length + 1),
      `'${word}' must be followed by one space ('${word} ${text.slice(word.length).trimStart()}'); SjaakII reads no move here.`,
    );
    return NONE;
  }
  const body = text.slice(word.length + 1);
  const bodyColumn = column + word.length + 1;
  switch (word) {
    case 'slide':
    case 'hop':
      return readLines(word, body, bodyColumn, report);
    case 'step':
      return readSteps(body, bodyColumn, compat, report);
    default:
      return readPairs(word, body, bodyColumn, compat, report);
  }
}

function readLines(word: 'slide' | 'hop', body: string, column: number, report: Reporter): MoveDefinition {
  const directions: SlideDirection[] = [];
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if ((SLIDE_DIRECTIONS as readonly string[]).includes(c)) {
      if (!directions.includes(c as SlideDirection)) directions.push(c as SlideDirection);
    } else if (!'(), \t'.includes(c)) {
      report(
        'malformed-move',
        column + i,
        1,
        `'${c}' is not a line direction: use H, V, D and A, e.g. '${word} (H,V)'.`,
      );
    }
  }
  if (directions.length === 0) {
    report(
      'malformed-move',
      column,
      Math.max(body.length, 1),
      `'${word}' without directions: write e.g. '${word} (H,V)'.`,
    );
    return NONE;
  }
  return { kind: word, directions };
}

function readSteps(body: string, column: number, compat: boolean, report: Reporter): MoveDefinition {
  const steps: Step[] = [];
  for (const { item, column: itemColumn } of commaItems(body, column)) {
    const m = /^(\d*)([\s\S]*)$/.exec(item)!;
    const digits = m[1]!;
    const dirText = m[2]!;
    let count = digits === '' ? 1 : Number(digits);
    let direction = (STEP_DIRECTIONS as readonly string[]).includes(dirText)
      ? (dirText as StepDirection)
      : undefined;
    if (direction === undefined) {
      if (compat) {
        report(
          'malformed-move',
          itemColumn,
          Math.max(item.length, 1),
          `Unknown step direction '${dirText}': SjaakII moves N instead; use N, NE, E, SE, S, SW, W or NW.`,
        );
        direction = 'N';
      } else {
        report(
          'malformed-move',
          itemColumn,
          Math.max(item.length, 1),
          `Unknown step direction '${dirText}': use N, NE, E, SE, S, SW, W or NW.`,
        );
        continue;
      }
    }
    if (digits.length > 1 && direction !== 'N') {
      if (compat) {
        report(
          'malformed-move',
          itemColumn,
          item.length,
          `SjaakII reads the two-digit count of '${item}' as '${digits}N' (it advances one character); use a one-digit count or N.`,
        );
        direction = 'N';
      } else {
        report(
          'malformed-move',
          itemColumn,
          item.length,
          `SjaakII reads the two-digit count of '${item}' as '${digits}N'; kept as written here.`,
        );
      }
    }
    if (count < 1 || count > MAX_STEP_COUNT) {
      report(
        'malformed-move',
        itemColumn,
        item.length,
        `Step count ${count} in '${item}' is outside 1..${MAX_STEP_COUNT}.`,
      );
      if (count < 1) continue;
      count = MAX_STEP_COUNT;
    }
    steps.push({ direction, count });
  }
  if (steps.length === 0) return NONE;
  return { kind: 'step', steps };
}

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

/** What the stages of `readPairs` share: the text, the cursor, the three vector sets and the set being filled. */
interface PairReader {
  readonly word: Exclude<MoveWord, 'slide' | 'hop' | 'step'>;
  readonly s: string;
  readonly column: number;
  readonly compat: boolean;
  readonly report: Reporter;
  readonly sets: [SjaakVector[], SjaakVector[], SjaakVector[]];
  /** 0: first steps, 1: second steps (after `+`), 2: mask (after `&`). */
  current: number;
  lastY: number | undefined;
  unusable: boolean;
  i: number;
}

function skipWs(r: PairReader): void {
  while (r.i < r.s.length && (r.s[r.i] === ' ' || r.s[r.i] === '\t')) r.i++;
}

/** An integer at the cursor (after blanks), or `undefined` with the cursor left in place. */
function readInt(r: PairReader): number | undefined {
  const { s } = r;
  skipWs(r);
  const start = r.i;
  if (s[r.i] === '-') r.i++;
  if (!isDigit(s[r.i])) {
    r.i = start;
    return undefined;
  }
  while (isDigit(s[r.i])) r.i++;
  if (r.i - start > MAX_NUMBER_DIGITS + (s[start] === '-' ? 1 : 0)) {
    r.report(
      'malformed-move',
      r.column + start,
      r.i - start,
      `Number '${s.slice(start, r.i)}' has more than ${MAX_NUMBER_DIGITS} digits: no board is that large.`,
    );
    r.unusable = true;
    return 0;
  }
  return Number(s.slice(start, r.i)) + 0; // `-0` is 0: written back as `0`, it must read back equal
}

/** The operator after a pair: `+` starts the second steps, `&` the mask; `|` separates vectors. */
function applyOp(r: PairReader, op: string, at: number): void {
  if (op === '|') return;
  if (r.word === 'aleap') {
    r.report(
      'malformed-move',
      r.column + at,
      1,
      op === '+'
        ? `Compound asymmetric leapers are not implemented in SjaakII: '+' makes this aleap unusable.`
        : `Lame asymmetric leapers are not implemented in SjaakII: '&' makes this aleap unusable.`,
    );
    r.unusable = true;
    return;
  }
  if (r.word === 'ride') {
    r.report(
      'malformed-move',
      r.column + at,
      1,
      `'${op}' has no meaning in a ride move: separate vectors with '|'.`,
    );
    return;
  }
  r.current = op === '+' ? 1 : 2;
}

/** Moves the cursor past a run of `)`. */
function skipClosing(r: PairReader): void {
  while (r.i < r.s.length && r.s[r.i] === ')') r.i++;
}

/** One `(x,y)` at the cursor (on its `(`); a missing `y` is read as the last one, as SjaakII does in practice. */
function readPair(r: PairReader): void {
  const { s, column } = r;
  const n = s.length;
  const pairStart = r.i;
  r.i++;
  const x = readInt(r);
  skipWs(r);
  let ok = x !== undefined && s[r.i] === ',';
  let y: number | undefined;
  if (ok) {
    r.i++;
    y = readInt(r);
    skipWs(r);
    if (s[r.i] !== ')') ok = false;
  }
  if (!ok) {
    // Skip to the closing parenthesis.
    while (r.i < n && s[r.i] !== ')') r.i++;
    r.report(
      'malformed-move',
      column + pairStart,
      r.i - pairStart + 1,
      `Malformed pair '${s.slice(pairStart, r.i + 1)}': write two integers, e.g. (2,1).`,
    );
    if (r.i < n) r.i++;
    skipClosing(r);
    return;
  }
  if (y === undefined) {
    const pair = s.slice(pairStart, r.i + 1);
    if (r.lastY === undefined) {
      r.report(
        'malformed-move',
        column + pairStart,
        r.i - pairStart + 1,
        `Malformed pair '${pair}': the second number is missing.`,
      );
      r.i++;
      skipClosing(r);
      return;
    }
    r.report(
      'malformed-move',
      column + pairStart,
      r.i - pairStart + 1,
      `Malformed pair '${pair}': the second number is missing; read as (${x},${r.lastY}) like SjaakII does in practice. Write it out.`,
    );
    y = r.lastY;
  }
  r.lastY = y;
  r.sets[r.current]!.push([x!, y]);
  r.i++;
  skipClosing(r);
  readOperator(r);
}

/** The operator right after the closing parenthesis run; a blank before `+` or `&` is reported (and, under compat, makes it a plain separator). */
function readOperator(r: PairReader): void {
  const op = r.s[r.i];
  if (op === '+' || op === '&') {
    applyOp(r, op, r.i);
    r.i++;
    return;
  }
  if (op !== ' ' && op !== '\t') return;
  const save = r.i;
  skipWs(r);
  const next = r.s[r.i];
  if (next !== '+' && next !== '&') {
    r.i = save;
    return;
  }
  const meaning = next === '+' ? 'second step' : 'mask';
  if (r.compat) {
    r.report(
      'spaced-operator',
      r.column + r.i,
      1,
      `'${next}' is separated from its pair by a blank: SjaakII then keeps filling the current set instead of starting the ${meaning}; write it unspaced.`,
    );
  } else {
    r.report(
      'spaced-operator',
      r.column + r.i,
      1,
      `'${next}' is separated from its pair by a blank: read as the ${meaning} (SjaakII would not); write it unspaced.`,
    );
    applyOp(r, next, r.i);
  }
  r.i++;
}

/** The move the vector sets make. */
function pairsMove(r: PairReader): MoveDefinition {
  const { word, s, column } = r;
  if (r.unusable) return NONE;
  const [first, second, mask] = r.sets;
  if (first.length === 0) {
    r.report(
      'malformed-move',
      column,
      Math.max(s.length, 1),
      `'${word}' without vectors: write e.g. '${word} (2,1)'.`,
    );
    return NONE;
  }
  if (word === 'leap') return { kind: 'leap', first, second, mask };
  if (word === 'aleap') return { kind: 'aleap', vectors: first };
  if (first.length > MAX_RIDE_VECTORS) {
    r.report(
      'malformed-move',
      column,
      s.length,
      `A ride move holds at most ${MAX_RIDE_VECTORS} vectors; the rest are dropped.`,
    );
  }
  return { kind: 'ride', vectors: first.slice(0, MAX_RIDE_VECTORS) };
}

/** `leap`, `aleap` and `ride`: vector pairs joined by `|`, `+` (second step) and `&` (mask). */
function readPairs(
  word: Exclude<MoveWord, 'slide' | 'hop' | 'step'>,
  s: string,
  column: number,
  compat: boolean,
  report: Reporter,
): MoveDefinition {
  const r: PairReader = {
    word,
    s,
    column,
    compat,
    report,
    sets: [[], [], []],
    current: 0,
    lastY: undefined,
    unusable: false,
    i: 0,
  };
  const n = s.length;
  while (r.i < n) {
    const c = s[r.i]!;
    if (c === ' ' || c === '\t' || c === '|') {
      r.i++;
      continue;
    }
    if (c !== '(') {
      report(
        'malformed-move',
        column + r.i,
        1,
        `Unexpected '${c}' in '${word} ${s}': write pairs like (1,2) joined by |, + or &.`,
      );
      r.i++;
      continue;
    }
    // Grouping parentheses: '(' followed (after blanks) by another '('.
    let j = r.i + 1;
    while (j < n && (s[j] === ' ' || s[j] === '\t')) j++;
    if (s[j] === '(') r.i = j;
    else readPair(r);
  }
  return pairsMove(r);
}

function pairs(vectors: readonly SjaakVector[]): string {
  return vectors.map(([x, y]) => `(${x},${y})`).join('|');
}

/** Canonical text of a move definition (unspaced operators, one space after the move word). */
export function stringifyMove(move: MoveDefinition): string {
  switch (move.kind) {
    case 'none':
      return 'none';
    case 'slide':
    case 'hop':
      return `${move.kind} (${move.directions.join(',')})`;
    case 'leap':
      return (
        'leap ' +
        pairs(move.first) +
        (move.second.length > 0 ? '+' + pairs(move.second) : '') +
        (move.mask.length > 0 ? '&' + pairs(move.mask) : '')
      );
    case 'aleap':
    case 'ride':
      return `${move.kind} ${pairs(move.vectors)}`;
    case 'step':
      return (
        'step ' + move.steps.map((st) => (st.count === 1 ? '' : String(st.count)) + st.direction).join(',')
      );
  }
}
