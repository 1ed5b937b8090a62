/** One keyword line of a variants file while `parse` reads it, and the small readers its keyword handlers share. */
import type { BlockBuilder, PendingPair, PendingZone } from './block.js';
import type { Keyword } from './keywords.js';
import type { Reporter, SquareContext } from '../shared/squares.js';
import type { SjaakSpan } from '../shared/types.js';

/** A significant line (comment and trailing blanks removed) and where its value starts. */
export interface LineText {
  /** 1-based line number. */
  readonly no: number;
  /** Offset of the line's first character in the text. */
  readonly start: number;
  readonly content: string;
  readonly value: string;
  /** 1-based column of `value`. */
  readonly valueColumn: number;
  /** The whole line. */
  readonly span: SjaakSpan;
  /** Reports a problem on this line (to the open block, or to the file). */
  readonly diag: Reporter;
}

/** A keyword line inside a block with a valid board: what every keyword handler reads. */
export interface KeywordLine extends LineText {
  readonly kw: Keyword;
  readonly compat: boolean;
  readonly block: BlockBuilder;
  readonly sq: SquareContext;
}

/** Text between the first two `"` of a value, with its offset; `undefined` when there is no quote. */
export function quoted(value: string): { text: string; offset: number; closed: boolean } | undefined {
  const open = value.indexOf('"');
  if (open < 0) return undefined;
  const close = value.indexOf('"', open + 1);
  if (close < 0) return { text: value.slice(open + 1), offset: open + 1, closed: false };
  return { text: value.slice(open + 1, close), offset: open + 1, closed: true };
}

/**
 * The quoted string of `text` (at `column`): an unclosed or missing quote is reported as `bad-value` with
 * `message`; returns `undefined` only when there is no quote at all.
 */
export function requireQuoted(
  line: LineText,
  text: string,
  column: number,
  message: string,
): { text: string; offset: number; closed: boolean } | undefined {
  const q = quoted(text);
  if (!q?.closed) line.diag('bad-value', column, Math.max(text.length, 1), message);
  return q;
}

/** Every quoted string of a value, in order. */
export function allQuoted(value: string): { text: string; offset: number }[] {
  const out: { text: string; offset: number }[] = [];
  const re = /"([^"]*)"/g;
  for (let m = re.exec(value); m; m = re.exec(value)) out.push({ text: m[1]!, offset: m.index + 1 });
  return out;
}

/** Promotion choices: one symbol per character, a following `~` belongs to the symbol before it. */
export function readChoices(text: string): string[] {
  const out: string[] = [];
  for (const ch of text) {
    if (ch === '~' && out.length > 0) out[out.length - 1] += '~';
    else out.push(ch);
  }
  return out;
}

/** A zone named on this line, resolved against the zones defined so far when the block closes. */
function zoneRef(line: KeywordLine, name: string, column: number): PendingZone {
  return { name, column, line: line.no, defined: line.block.zones.length };
}

/**
 * Reads `zoneWhite, zoneBlack[, rest]` from the value of `line` and records the pair on the block.
 * `third` says whether a third field is forbidden, optional or required.
 */
export function readPair(
  line: KeywordLine,
  kwName: string,
  third: 'none' | 'optional' | 'required',
): { pair: PendingPair; rest?: string; restColumn: number } | undefined {
  const { value, valueColumn, diag } = line;
  const c1 = value.indexOf(',');
  if (c1 < 0) {
    diag(
      'bad-value',
      valueColumn,
      Math.max(value.length, 1),
      `'${kwName}' needs two zone names, one per side: '${kwName} zoneWhite, zoneBlack'.`,
    );
    return undefined;
  }
  const c2 = value.indexOf(',', c1 + 1);
  const wRaw = value.slice(0, c1);
  const bRaw = c2 < 0 ? value.slice(c1 + 1) : value.slice(c1 + 1, c2);
  const white = wRaw.trim();
  const black = bRaw.trim();
  const wCol = valueColumn + (wRaw.length - wRaw.trimStart().length);
  const bCol = valueColumn + c1 + 1 + (bRaw.length - bRaw.trimStart().length);
  let rest: string | undefined;
  let restColumn = 0;
  if (c2 >= 0) {
    const r = value.slice(c2 + 1);
    rest = r.trimStart();
    restColumn = valueColumn + c2 + 1 + (r.length - rest.length);
  }
  if (third === 'none' && rest !== undefined) {
    diag(
      'bad-value',
      restColumn,
      Math.max(rest.length, 1),
      `'${kwName}' takes two zone names; '${rest}' is ignored.`,
    );
  }
  if (third === 'required' && rest === undefined) {
    diag('bad-value', valueColumn, value.length, `'${kwName}' needs a third field after the two zone names.`);
    return undefined;
  }
  const pair: PendingPair = {
    white: zoneRef(line, white, wCol),
    black: zoneRef(line, black, bCol),
    span: { line: line.no, column: wCol, length: bCol + black.length - wCol, offset: line.start + wCol - 1 },
    keyword: kwName,
  };
  line.block.pairs.push(pair);
  return rest === undefined ? { pair, restColumn } : { pair, rest, restColumn };
}

/**
 * The items of a comma-separated list starting at 1-based `column`: each trimmed, with the column of
 * its first non-blank character (empty items are kept, for the caller to skip or report).
 */
export function commaItems(text: string, column: number): { item: string; column: number }[] {
  const out: { item: string; column: number }[] = [];
  let offset = 0;
  for (const raw of text.split(',')) {
    out.push({ item: raw.trim(), column: column + offset + (raw.length - raw.trimStart().length) });
    offset += raw.length + 1;
  }
  return out;
}
