/** `parse`, `safeParse` and `isValid`: strict FEEN reading in the reference check order. */
import { scanEpin } from './epin.js';
import { FeenError, type FeenErrorCode } from './errors.js';
import { compareHandItems, comparePieces } from './hands.js';
import { feenLimits } from './limits.js';
import { scanPlacement } from './placement.js';
import { internStyle } from './sin.js';
import type {
  HandItem,
  FeenLimits,
  ParseOptions,
  FeenPiece,
  FeenPosition,
  Style,
  StyleTurn,
} from './types.js';
import { type Result, toResult } from '@x/core';

const LEGACY_HINT =
  ' (this looks like a pre-2025 "FEEN" string; only the current Field Expression Encoding Notation is supported)';

function fail(code: FeenErrorCode, message: string, offset: number, length: number): never {
  throw new FeenError(code, message, offset, length);
}

/** A hand item while scanning: `count` is Infinity when the written count exceeds every limit (saturated). */
interface ScannedItem {
  readonly piece: FeenPiece;
  readonly count: number;
  readonly start: number;
  readonly end: number;
  readonly digits: string;
}

/** Compares two written counts (no leading zeros): more digits is larger, then lexicographic. */
function compareDigits(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

function scanHand(text: string, from: number, to: number, limits: FeenLimits): ScannedItem[] {
  const items: ScannedItem[] = [];
  const scan = { piece: undefined as FeenPiece | undefined, end: 0 };
  const maxDigits = Math.min(15, String(limits.maxSquares).length);
  let i = from;
  while (i < to) {
    const start = i;
    let count = 1;
    let digits = '1';
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      let j = i;
      while (j < to && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
      digits = text.slice(i, j);
      if (c === 48) fail('invalid-hand-count', 'invalid hand count (leading zero)', i, j - i);
      if (digits === '1')
        fail('invalid-hand-count', 'invalid hand count (an explicit count must be >= 2)', i, 1);
      if (j - i > maxDigits) {
        count = Number.POSITIVE_INFINITY; // saturated: can never satisfy cardinality; reported there
      } else {
        count = 0;
        for (let k = i; k < j; k++) count = count * 10 + (text.charCodeAt(k) - 48);
        if (count > limits.maxSquares) count = Number.POSITIVE_INFINITY;
      }
      i = j;
    }
    scanEpin(text, i, scan);
    if (scan.piece === undefined || scan.end > to) {
      fail(
        'invalid-hand-token',
        'invalid piece token in hand',
        start,
        Math.max(1, Math.min(scan.end + 1, to) - start),
      );
    }
    items.push({ piece: scan.piece, count, start, end: scan.end, digits });
    i = scan.end;
  }
  return items;
}

function checkCanonical(items: readonly ScannedItem[]): void {
  const seen = new Set<FeenPiece>();
  for (const item of items) {
    if (seen.has(item.piece)) {
      fail('hands-not-aggregated', 'hand items not aggregated', item.start, item.end - item.start);
    }
    seen.add(item.piece);
  }
  for (let k = 1; k < items.length; k++) {
    const a = items[k - 1]!;
    const b = items[k]!;
    const byCount = compareDigits(b.digits, a.digits);
    const order = byCount !== 0 ? byCount : comparePieces(a.piece, b.piece);
    if (order > 0) fail('hands-not-canonical', 'hand items not in canonical order', b.start, b.end - b.start);
  }
}

function finishHand(items: readonly ScannedItem[], aggregate: boolean): HandItem[] {
  if (!aggregate) return items.map((item) => Object.freeze({ piece: item.piece, count: item.count }));
  const totals = new Map<FeenPiece, number>();
  for (const item of items) totals.set(item.piece, (totals.get(item.piece) ?? 0) + item.count);
  const out: HandItem[] = [];
  for (const [piece, count] of totals) out.push(Object.freeze({ piece, count }));
  return out.sort(compareHandItems);
}

function scanStyle(text: string, from: number, to: number): Style {
  const c = text.charCodeAt(from);
  const upper = c >= 65 && c <= 90;
  if (to - from !== 1 || !(upper || (c >= 97 && c <= 122))) {
    const legacy = to - from > 1 && /^[A-Za-z]+$/.test(text.slice(from, to));
    fail('invalid-style-token', `invalid style token${legacy ? LEGACY_HINT : ''}`, from, to - from);
  }
  return internStyle(upper ? c - 65 : c - 97, !upper);
}

/** Everything `parse` learns before it allocates the board. */
interface Scanned {
  readonly shape: number[];
  readonly squareCount: number;
  readonly pieceIndex: number[];
  readonly pieces: FeenPiece[];
  readonly first: HandItem[];
  readonly second: HandItem[];
  readonly styles: StyleTurn;
}

/** Space, tab, vertical tab, form feed: not allowed at either end of the input. */
function isEdgeSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 11 || c === 12;
}

/**
 * The index of the one `/` in `text[from, to)`; fails with `code` at a second `/`, or over the whole field
 * when there is none (`hint` appended to that message).
 */
function onlySlash(
  text: string,
  from: number,
  to: number,
  code: 'hands-delimiter' | 'style-turn-delimiter',
  field: string,
  hint = '',
): number {
  let slash = -1;
  for (let i = from; i < to; i++) {
    if (text.charCodeAt(i) !== 47) continue;
    if (slash >= 0) fail(code, `invalid ${field} delimiter (more than one "/")`, i, 1);
    slash = i;
  }
  if (slash < 0) fail(code, `invalid ${field} delimiter (no "/")${hint}`, from, to - from);
  return slash;
}

/** A style-turn field on its own (`C/c`): letters, one `/`, letters. */
const STYLE_TURN_ALONE = /^[A-Za-z]+\/[A-Za-z]+$/;

/**
 * Throws `field-count` located where a field is missing or extra: on the extra space; before a lone
 * style-turn field (the hands field `/` left out); at the end when the last fields are missing.
 */
function failFieldCount(text: string, s1: number, s3: number): never {
  const base = `invalid field count: expected 3 fields separated by single spaces${text.includes(',') ? LEGACY_HINT : ''}`;
  if (s3 >= 0) fail('field-count', base, s3, 1);
  const n = text.length;
  if (s1 < 0) return fail('field-count', `${base}; the hands and style-turn fields are missing`, n, 0);
  if (STYLE_TURN_ALONE.test(text.slice(s1 + 1))) {
    return fail(
      'field-count',
      `${base}; the hands field ("/" when both hands are empty) is missing`,
      s1 + 1,
      0,
    );
  }
  const joined = /^([^/ ]*\/[^/ ]*)[A-Za-z]+\/[A-Za-z]+$/.exec(text.slice(s1 + 1));
  if (joined) {
    const at = s1 + 1 + joined[1]!.length;
    return fail('field-count', `${base}; a space is missing before the style-turn field`, at, 0);
  }
  return fail('field-count', `${base}; the style-turn field is missing`, n, 0);
}

function scan(text: string, options: ParseOptions | undefined): Scanned {
  if (typeof text !== 'string') throw new TypeError('FEEN input must be a string');
  const limits = feenLimits(options?.limits);
  const n = text.length;
  if (n > limits.maxLength)
    fail(
      'input-too-long',
      `input exceeds maximum length (${limits.maxLength})`,
      limits.maxLength,
      n - limits.maxLength,
    );
  let lineBreak = -1;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c > 127) fail('non-ascii', 'input must contain only ASCII characters', i, 1);
    if ((c === 10 || c === 13) && lineBreak < 0) lineBreak = i;
  }
  if (lineBreak >= 0) fail('line-break', 'line break in input', lineBreak, 1);
  if (n > 0) {
    const first = text.charCodeAt(0);
    const last = text.charCodeAt(n - 1);
    if (isEdgeSpace(first)) fail('edge-whitespace', 'leading or trailing whitespace', 0, 1);
    if (isEdgeSpace(last)) fail('edge-whitespace', 'leading or trailing whitespace', n - 1, 1);
  }
  const s1 = text.indexOf(' ');
  const s2 = s1 < 0 ? -1 : text.indexOf(' ', s1 + 1);
  const s3 = s2 < 0 ? -1 : text.indexOf(' ', s2 + 1);
  if (s1 < 0 || s2 < 0 || s3 >= 0) failFieldCount(text, s1, s3);

  const placement = scanPlacement(text, s1, limits);

  // Field 2: hands.
  const h0 = s1 + 1;
  const legacy = s2 - h0 === 1 && text.charCodeAt(h0) === 45;
  const slash = onlySlash(text, h0, s2, 'hands-delimiter', 'hands', legacy ? LEGACY_HINT : '');
  const lenient = options?.canonicalizeHands === true;
  const firstItems = scanHand(text, h0, slash, limits);
  if (!lenient) checkCanonical(firstItems);
  const secondItems = scanHand(text, slash + 1, s2, limits);
  if (!lenient) checkCanonical(secondItems);

  // Field 3: style–turn.
  const t0 = s2 + 1;
  const tslash = onlySlash(text, t0, n, 'style-turn-delimiter', 'style-turn');
  const active = scanStyle(text, t0, tslash);
  const inactive = scanStyle(text, tslash + 1, n);
  if (active.side === inactive.side)
    fail('style-same-case', 'style tokens must have opposite case', t0, n - t0);

  // Cross-field: cardinality, from counts only (saturated counts are Infinity).
  const first = finishHand(firstItems, lenient);
  const second = finishHand(secondItems, lenient);
  let total = placement.pieces.length;
  for (const item of first) total += item.count;
  for (const item of second) total += item.count;
  if (total > placement.squareCount) {
    fail('cardinality', `too many pieces for board size (${placement.squareCount} squares)`, h0, s2 - h0);
  }
  return {
    shape: placement.shape,
    squareCount: placement.squareCount,
    pieceIndex: placement.pieceIndex,
    pieces: placement.pieces,
    first,
    second,
    styles: { active, inactive },
  };
}

function build(s: Scanned): FeenPosition {
  const squares = new Array<FeenPiece | null>(s.squareCount).fill(null);
  for (let p = 0; p < s.pieces.length; p++) squares[s.pieceIndex[p]!] = s.pieces[p]!;
  return Object.freeze({
    shape: Object.freeze(s.shape),
    squares: Object.freeze(squares),
    hands: Object.freeze({ first: Object.freeze(s.first), second: Object.freeze(s.second) }),
    styles: Object.freeze(s.styles),
  });
}

/**
 * Parses a FEEN string into a frozen `FeenPosition`. Strict: every rule of the reference applies, including
 * canonical hands (pass `{ canonicalizeHands: true }` to accept hands in any order). Throws `FeenError`.
 */
export function parse(text: string, options?: ParseOptions): FeenPosition {
  return build(scan(text, options));
}

/** Like `parse` but returns `{ success, data | error }` instead of throwing a `FeenError`. */
export function safeParse(text: string, options?: ParseOptions): Result<FeenPosition, FeenError> {
  return toResult(FeenError, () => parse(text, options));
}

/** Whether `text` is a valid (canonical) FEEN string; checks everything without building the board. */
export function isValid(text: string, options?: ParseOptions): boolean {
  if (typeof text !== 'string') return false;
  try {
    scan(text, options);
    return true;
  } catch (error) {
    if (error instanceof FeenError) return false;
    throw error;
  }
}
