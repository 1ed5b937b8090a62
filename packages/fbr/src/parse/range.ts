/** Board ranges `[^a-h1,8]` and squares (internal). Files are letters, ranks numbers (CIF square names). */
import { DEFAULT_FBR_LIMITS } from '../shared/limits.js';
import { fit, isDigit, isLower, type Scanner } from './scanner.js';
import type { AreaNode, BoardRangeNode, BoundNode, IntervalNode, SpecialRangeNode } from './types.js';

/** File number of a file name: `a` = 1 … `z` = 26, `aa` = 27 … `lll` = 64; `undefined` if malformed. */
export function fileNumber(name: string): number | undefined {
  const c = name[0];
  if (c === undefined || name.length > 3 || !isLower(c)) return undefined;
  for (const d of name) if (d !== c) return undefined;
  return (name.length - 1) * 26 + (c.charCodeAt(0) - 96);
}

function fileBound(s: Scanner): BoundNode {
  const from = s.pos;
  while (isLower(s.peek())) s.pos++;
  const text = s.text.slice(from, s.pos);
  const value = fileNumber(text);
  if (value === undefined) {
    s.fail(
      'invalid-file',
      `'${text}' is not a file name (a … z, aa … zz, aaa … lll)`,
      undefined,
      from,
      text.length,
    );
  }
  if (value > DEFAULT_FBR_LIMITS.maxBoardSide) {
    s.fail('out-of-board', `File '${text}' is beyond the 64th file`, undefined, from, text.length);
  }
  return { offset: from, length: text.length, text, value };
}

function rankBound(s: Scanner): BoundNode {
  const n = s.number();
  if (n.value < 1 || n.value > DEFAULT_FBR_LIMITS.maxBoardSide) {
    s.fail('out-of-board', `Rank ${n.text} is outside 1 … 64`, undefined, n.offset, n.length);
  }
  return { offset: n.offset, length: n.length, text: n.text, value: n.value };
}

function levelBound(s: Scanner): BoundNode {
  const from = s.pos;
  const c = s.peek();
  s.pos++;
  return { offset: from, length: 1, text: c, value: c.charCodeAt(0) - 64 };
}

function isLevel(c: string): boolean {
  return c >= 'A' && c <= 'H';
}

function interval(
  s: Scanner,
  starts: (c: string) => boolean,
  bound: (s: Scanner) => BoundNode,
): IntervalNode {
  const from = s.pos;
  const first = bound(s);
  if (s.peek() === '-' && starts(s.peek(1))) {
    s.pos++;
    const to = bound(s);
    return { offset: from, length: s.pos - from, from: first, to };
  }
  return { offset: from, length: s.pos - from, from: first };
}

/** Reads files, ranks, levels (a square or a rectangle) without brackets; at least one part. */
export function area(s: Scanner, levels: boolean): AreaNode {
  const from = s.pos;
  const files = isLower(s.peek()) ? interval(s, isLower, fileBound) : undefined;
  const ranks = isDigit(s.peek()) ? interval(s, isDigit, rankBound) : undefined;
  const lv = levels && isLevel(s.peek()) ? interval(s, isLevel, levelBound) : undefined;
  return areaOf(s, from, ['file', 'rank'], files, ranks, lv);
}

/**
 * The area node of the parts read since `from`; with no part read, fails with `empty-range-part` (at `,` or
 * `]`) or as unexpected input, naming `expected`.
 */
function areaOf(
  s: Scanner,
  from: number,
  expected: readonly string[],
  files: IntervalNode | undefined,
  ranks: IntervalNode | undefined,
  levels?: IntervalNode,
): AreaNode {
  if (!files && !ranks && !levels) {
    if (s.peek() === ',' || s.peek() === ']') s.fail('empty-range-part', 'Empty part of a board range');
    s.unexpected(expected);
  }
  return {
    kind: 'area',
    offset: from,
    length: s.pos - from,
    ...(files ? { files } : {}),
    ...(ranks ? { ranks } : {}),
    ...(levels ? { levels } : {}),
  };
}

/**
 * The FBR page's literal grammar (dialect `'page'`): files are numbers, ranks single letters, and
 * every file or rank range has both ends (`[1-8]`, `[a-b]`, `[1-8a-a]`); no specials.
 */
function pageArea(s: Scanner): AreaNode {
  const from = s.pos;
  const pair = (isStart: (c: string) => boolean, bound: () => BoundNode): IntervalNode => {
    const start = s.pos;
    const first = bound();
    s.expect('-');
    if (!isStart(s.peek())) s.unexpected([isStart === isDigit ? 'file number' : 'rank letter']);
    const to = bound();
    return { offset: start, length: s.pos - start, from: first, to };
  };
  const letter = (): BoundNode => {
    const at = s.pos;
    const text = s.peek();
    s.pos++;
    return { offset: at, length: 1, text, value: text.charCodeAt(0) - 96 };
  };
  const files = isDigit(s.peek()) ? pair(isDigit, () => rankBound(s)) : undefined;
  const ranks = isLower(s.peek()) ? pair(isLower, letter) : undefined;
  return areaOf(s, from, ['file number', 'rank letter'], files, ranks);
}

const SPECIALS = '#.+*:';

/** Reads a board range `[ [^] part {, part} ]`. `warnSpecial` reports `[*]`-style specials as warnings. */
export function boardRange(
  s: Scanner,
  options: { readonly warnSpecial?: boolean; readonly page?: boolean } = {},
): BoardRangeNode {
  const from = s.pos;
  s.expect('[');
  const complement = s.eat('^');
  if (s.peek() === ']') s.fail('empty-range', 'Empty board range');
  const parts: (AreaNode | SpecialRangeNode)[] = [];
  for (;;) {
    const c = s.peek();
    const next = s.peek(1);
    if (options.page) {
      if (s.atEnd()) s.fail('unclosed-range', "Unclosed board range: expected ']'", ["']'"]);
      parts.push(pageArea(s));
    } else if (c !== '' && SPECIALS.includes(c) && (next === ',' || next === ']')) {
      const special: SpecialRangeNode = {
        kind: 'special',
        offset: s.pos,
        length: 1,
        char: c as SpecialRangeNode['char'],
      };
      if (options.warnSpecial)
        s.warn('special-range', `Special range '[${c}]' (meaning unconfirmed)`, s.pos, 1);
      s.pos++;
      parts.push(special);
    } else {
      if (s.atEnd()) s.fail('unclosed-range', "Unclosed board range: expected ']'", ["']'"]);
      parts.push(area(s, true));
    }
    if (s.eat(']')) break;
    if (s.atEnd()) s.fail('unclosed-range', "Unclosed board range: expected ']'", ["']'"]);
    if (s.peek() === '-') {
      s.fail('invalid-range', "A range cannot span from square to square (write '[a-c2]', not '[a2-c2]')", [
        "','",
        "']'",
      ]);
    }
    s.expect(',');
  }
  return { kind: 'range', offset: from, length: s.pos - from, complement, parts: fit(parts) };
}
