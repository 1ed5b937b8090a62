/** Move strings (`slide (H,V)`, `leap (1,0)+(1,1)&(2,1)`, `step N,2NE`, …): reader and writer. */
import type { Reporter } from './squares.js';
import {
  type MoveDefinition,
  SLIDE_DIRECTIONS,
  STEP_DIRECTIONS,
  type SlideDirection,
  type Step,
  type StepDirection,
  type Vector,
} from './types.js';

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
  let offset = 0;
  for (const raw of body.split(',')) {
    const itemColumn = column + offset + (raw.length - raw.trimStart().length);
    offset += raw.length + 1;
    const item = raw.trim();
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

function readPairs(
  word: Exclude<MoveWord, 'slide' | 'hop' | 'step'>,
  s: string,
  column: number,
  compat: boolean,
  report: Reporter,
): MoveDefinition {
  const sets: Vector[][] = [[], [], []];
  let current = 0;
  let lastY: number | undefined;
  let unusable = false;
  const n = s.length;
  let i = 0;
  const skipWs = () => {
    while (i < n && (s[i] === ' ' || s[i] === '\t')) i++;
  };
  const readInt = (): number | undefined => {
    skipWs();
    const start = i;
    if (s[i] === '-') i++;
    if (!isDigit(s[i])) {
      i = start;
      return undefined;
    }
    while (isDigit(s[i])) i++;
    if (i - start > MAX_NUMBER_DIGITS + (s[start] === '-' ? 1 : 0)) {
      report(
        'malformed-move',
        column + start,
        i - start,
        `Number '${s.slice(start, i)}' has more than ${MAX_NUMBER_DIGITS} digits: no board is that large.`,
      );
      unusable = true;
      return 0;
    }
    return Number(s.slice(start, i));
  };
  const applyOp = (op: string, at: number) => {
    if (op === '|') return;
    if (word === 'aleap') {
      report(
        'malformed-move',
        column + at,
        1,
        op === '+'
          ? `Compound asymmetric leapers are not implemented in SjaakII: '+' makes this aleap unusable.`
          : `Lame asymmetric leapers are not implemented in SjaakII: '&' makes this aleap unusable.`,
      );
      unusable = true;
      return;
    }
    if (word === 'ride') {
      report(
        'malformed-move',
        column + at,
        1,
        `'${op}' has no meaning in a ride move: separate vectors with '|'.`,
      );
      return;
    }
    current = op === '+' ? 1 : 2;
  };
  while (i < n) {
    const c = s[i]!;
    if (c === ' ' || c === '\t' || c === '|') {
      i++;
      continue;
    }
    if (c !== '(') {
      report(
        'malformed-move',
        column + i,
        1,
        `Unexpected '${c}' in '${word} ${s}': write pairs like (1,2) joined by |, + or &.`,
      );
      i++;
      continue;
    }
    // Grouping parentheses: '(' followed (after blanks) by another '('.
    let j = i + 1;
    while (j < n && (s[j] === ' ' || s[j] === '\t')) j++;
    if (s[j] === '(') {
      i = j;
      continue;
    }
    const pairStart = i;
    i++;
    const x = readInt();
    skipWs();
    let ok = x !== undefined && s[i] === ',';
    let y: number | undefined;
    if (ok) {
      i++;
      y = readInt();
      skipWs();
      if (s[i] !== ')') ok = false;
    }
    if (!ok) {
      // Skip to the closing parenthesis.
      while (i < n && s[i] !== ')') i++;
      report(
        'malformed-move',
        column + pairStart,
        i - pairStart + 1,
        `Malformed pair '${s.slice(pairStart, i + 1)}': write two integers, e.g. (2,1).`,
      );
      if (i < n) i++;
      while (i < n && s[i] === ')') i++;
      continue;
    }
    if (y === undefined) {
      if (lastY === undefined) {
        report(
          'malformed-move',
          column + pairStart,
          i - pairStart + 1,
          `Malformed pair '${s.slice(pairStart, i + 1)}': the second number is missing.`,
        );
        i++;
        while (i < n && s[i] === ')') i++;
        continue;
      }
      report(
        'malformed-move',
        column + pairStart,
        i - pairStart + 1,
        `Malformed pair '${s.slice(pairStart, i + 1)}': the second number is missing; read as (${x},${lastY}) like SjaakII does in practice. Write it out.`,
      );
      y = lastY;
    }
    lastY = y;
    (sets[current] as Vector[]).push([x!, y]);
    i++;
    while (i < n && s[i] === ')') i++;
    // The operator is the character right after the closing parenthesis run.
    const op = s[i];
    if (op === '+' || op === '&') {
      applyOp(op, i);
      i++;
    } else if (op === ' ' || op === '\t') {
      const save = i;
      skipWs();
      const next = s[i];
      if (next === '+' || next === '&') {
        const meaning = next === '+' ? 'second step' : 'mask';
        if (compat) {
          report(
            'spaced-operator',
            column + i,
            1,
            `'${next}' is separated from its pair by a blank: SjaakII then keeps filling the current set instead of starting the ${meaning}; write it unspaced.`,
          );
        } else {
          report(
            'spaced-operator',
            column + i,
            1,
            `'${next}' is separated from its pair by a blank: read as the ${meaning} (SjaakII would not); write it unspaced.`,
          );
          applyOp(next, i);
        }
        i++;
      } else {
        i = save;
      }
    }
  }
  if (unusable) return NONE;
  const [first, second, mask] = sets as [Vector[], Vector[], Vector[]];
  if (first.length === 0) {
    report(
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
    report(
      'malformed-move',
      column,
      s.length,
      `A ride move holds at most ${MAX_RIDE_VECTORS} vectors; the rest are dropped.`,
    );
  }
  return { kind: 'ride', vectors: first.slice(0, MAX_RIDE_VECTORS) };
}

function pairs(vectors: readonly Vector[]): string {
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
