/**
 * `parse`: a SjaakII `variants.txt` file to typed variant records plus diagnostics. Strict and
 * friendly: nothing is silently ignored; what SjaakII accepts is a warning; a block with an error
 * does not load, the other blocks do. Stages: `checkInput`, `significantLines`, then `readLine` for
 * each line (block keywords in `block-lines.ts`, piece keywords in `piece-lines.ts`) and `finalize`
 * for each block.
 */
import { isStrictMode, LineIndex, lineColumn } from '@x/core/notation';
import type { Result } from '@x/core';
import { BLOCK_LINES } from './block-lines.js';
import { type BlockBuilder, finalize } from './block.js';
import { type LineDiagnostic, makeDiagnostic, type SjaakDiagnostic } from '../shared/diagnostics.js';
import { SjaakError } from '../shared/errors.js';
import { type Keyword, matchKeyword, suggestKeyword } from './keywords.js';
import { DEFAULT_SJAAK_LIMITS } from './limits.js';
import type { KeywordLine, LineText } from './line.js';
import { checkNames } from './names.js';
import { readPieceLine } from './piece-lines.js';
import type { Reporter } from '../shared/squares.js';
import type { ParseOptions, SjaakVariant } from '../shared/types.js';

export { readChoices } from './line.js';
/** The bounds `parse` applies, re-exported from `limits.ts` where they are declared. */

/** What `parse` returns: every loadable variant in file order, and every diagnostic. */
export interface VariantsFile {
  readonly variants: readonly SjaakVariant[];
  readonly diagnostics: readonly SjaakDiagnostic[];
}

/** `SjaakError`'s location arguments (line, column, length, offset) for a span of `text`. */
function located(text: string, offset: number, length: number): [number, number, number, number] {
  const { line, column } = lineColumn(text, offset);
  return [line, column, length, offset];
}

/** Throws `SjaakError` when `text` is too long or holds NUL characters. */
function checkInput(text: string): void {
  if (typeof text !== 'string') throw new TypeError('parse expects the text of a variants file');
  if (text.length > DEFAULT_SJAAK_LIMITS.maxInputLength) {
    throw new SjaakError(
      'input-too-long',
      `Input of ${text.length} characters exceeds ${DEFAULT_SJAAK_LIMITS.maxInputLength}.`,
      ...located(
        text,
        DEFAULT_SJAAK_LIMITS.maxInputLength,
        text.length - DEFAULT_SJAAK_LIMITS.maxInputLength,
      ),
    );
  }
  const nul = text.indexOf('\u0000');
  if (nul >= 0) {
    throw new SjaakError(
      'not-variants-file',
      'The input contains NUL characters: it is not a variants text file.',
      ...located(text, nul, 1),
    );
  }
}

/**
 * The significant lines (comments and trailing blanks removed, blank lines left out) with their numbers and the
 * offsets of their starts in `text`.
 */
function significantLines(text: string): { no: number; text: string; start: number }[] {
  const lines: { no: number; text: string; start: number }[] = [];
  let sawVariant = false;
  let start = 0;
  text.split('\n').forEach((raw, i) => {
    const hash = raw.indexOf('#');
    const content = (hash >= 0 ? raw.slice(0, hash) : raw).trimEnd();
    if (content !== '') {
      lines.push({ no: i + 1, text: content, start });
      if (content.startsWith('Variant:')) sawVariant = true;
    }
    start += raw.length + 1;
  });
  const first = lines[0];
  if (!sawVariant && first) {
    throw new SjaakError(
      'not-variants-file',
      `No 'Variant:' line: this is not a SjaakII variants file (line ${first.no} reads '${first.text.slice(0, 40)}').`,
      ...located(text, new LineIndex(text).offsetOf(first.no, 1), first.text.length),
    );
  }
  return lines;
}

/** What `parse` keeps between lines: the open block, the finished variants and the diagnostics outside blocks. */
interface Reader {
  readonly compat: boolean;
  readonly strict: boolean;
  readonly top: LineDiagnostic[];
  readonly variants: SjaakVariant[];
  block: BlockBuilder | undefined;
}

/** Closes the open block, if any: its diagnostics join the file's, its variant the list when it loads. */
function finishBlock(r: Reader): void {
  const block = r.block;
  if (!block) return;
  const v = finalize(block, r.compat, r.strict);
  for (const d of block.diagnostics) r.top.push(d);
  if (v) r.variants.push(v);
  r.block = undefined;
}

/** A line SjaakII cannot read to the end. */
function checkLength(content: string, no: number, diag: Reporter): void {
  if (
    content.length > DEFAULT_SJAAK_LIMITS.maxLineBytes / 4 &&
    new TextEncoder().encode(content).length > DEFAULT_SJAAK_LIMITS.maxLineBytes
  ) {
    diag(
      'bad-value',
      1,
      content.length,
      `Line ${no} is longer than ${DEFAULT_SJAAK_LIMITS.maxLineBytes} bytes: SjaakII reads only the start of it. Split it.`,
    );
  }
}

/** An indented line (SjaakII ignores it): an indented keyword, or an unknown line. */
function reportIndented(content: string, diag: Reporter): void {
  const trimmed = content.trimStart();
  const kw = matchKeyword(trimmed);
  if (kw) {
    diag(
      'indented-keyword',
      1,
      content.length,
      `'${kw}' is indented: keywords must start in column 1 (SjaakII ignores this line). Remove the leading blanks.`,
    );
  } else {
    diag(
      'unknown-keyword',
      content.length - trimmed.length + 1,
      trimmed.length,
      `Unknown line '${trimmed.slice(0, 40)}': it matches no keyword and is ignored.`,
    );
  }
}

/** A line that starts with no keyword, with a suggestion when only case or blanks differ. */
function reportUnknown(content: string, diag: Reporter): void {
  const suggestion = suggestKeyword(content);
  const head = content.split(':')[0] ?? content;
  diag(
    'unknown-keyword',
    1,
    content.includes(':') ? head.length + 1 : content.length,
    suggestion
      ? `Unknown keyword '${head}:' — did you mean '${suggestion}'? Keywords are case-sensitive.`
      : `Unknown line '${content.slice(0, 40)}': it matches no keyword and is ignored.`,
  );
}

/** The empty block a `Variant:` line opens. */
function startBlock(no: number, start: number, content: string, kw: Keyword): BlockBuilder {
  const after = content.slice(kw.length);
  const name = after.trim();
  const nameColumn = kw.length + 1 + (after.length - after.trimStart().length);
  return {
    name,
    line: no,
    span: { line: no, column: 1, length: content.length, offset: start },
    spans: { name: { line: no, column: nameColumn, length: name.length, offset: start + nameColumn - 1 } },
    boardSeen: false,
    excluded: [],
    zones: [],
    zoneLines: new Map(),
    whiteFlags: [],
    blackFlags: [],
    fenLine: 0,
    fenColumn: 0,
    fenSeen: false,
    xboardPiecesSeen: false,
    pieces: [],
    endConditions: [],
    rules: [],
    pairs: [],
    diagnostics: [],
  };
}

/** Where the value of a keyword line starts: after the keyword and blanks (SjaakII's off-by-one for Block:/Max: under compat). */
function valueStart(content: string, kw: Keyword, compat: boolean): number {
  let at = kw.length;
  if (compat && (kw === 'Block:' || kw === 'Max:')) at = Math.min(content.length, kw.length + 1);
  while (at < content.length && /\s/.test(content[at]!)) at++;
  return at;
}

/** `Board: 8x8`: the board size, once per block, within SjaakII's limits. */
function readBoard(line: LineText, b: BlockBuilder): void {
  const { value, valueColumn, diag } = line;
  if (b.boardSeen) {
    diag(
      'duplicate-board',
      1,
      line.content.length,
      `A second 'Board:' line makes SjaakII fail to load '${b.name}': keep only one.`,
    );
    return;
  }
  b.boardSeen = true;
  const m = /^(\d+)x(\d+)$/.exec(value);
  if (!m) {
    diag(
      'missing-board',
      valueColumn,
      Math.max(value.length, 1),
      `Board size '${value}' must be written as <files>x<ranks>, e.g. 'Board: 8x8'.`,
    );
    return;
  }
  const files = Number(m[1]);
  const ranks = Number(m[2]);
  if (files < 1 || ranks < 1) {
    diag(
      'missing-board',
      valueColumn,
      value.length,
      `Board size '${value}' needs at least one file and one rank.`,
    );
    return;
  }
  if (
    files > DEFAULT_SJAAK_LIMITS.maxFiles ||
    ranks > DEFAULT_SJAAK_LIMITS.maxRanks ||
    files * ranks > DEFAULT_SJAAK_LIMITS.maxSquares
  ) {
    diag(
      'board-too-large',
      valueColumn,
      value.length,
      `Board ${value} is too large: SjaakII allows at most ${DEFAULT_SJAAK_LIMITS.maxFiles} files, ${DEFAULT_SJAAK_LIMITS.maxRanks} ranks and ${DEFAULT_SJAAK_LIMITS.maxSquares} squares.`,
    );
    return;
  }
  b.board = { files, ranks };
  b.spans.board = line.span;
}

/** Reads a keyword line of the open block: `Board:`, then the block and piece keywords. */
function readBlockLine(line: KeywordLine): void {
  const { block: b, kw } = line;
  if (kw === 'Board:') {
    readBoard(line, b);
    return;
  }
  if (!b.boardSeen) {
    line.diag(
      'keyword-before-board',
      1,
      kw.length,
      `'${kw}' before 'Board:' is ignored by SjaakII: 'Board:' must be the first line after 'Variant:'.`,
    );
    return;
  }
  if (!b.board) return; // invalid board: already reported
  const blockLine = BLOCK_LINES.get(kw);
  if (blockLine) {
    blockLine(line);
    return;
  }
  const piece = b.pieces[b.pieces.length - 1];
  if (!piece) {
    line.diag(
      'piece-keyword-outside-piece',
      1,
      kw.length,
      `'${kw}' before the first 'Piece:' line is ignored: move it below a 'Piece:' line.`,
    );
    return;
  }
  readPieceLine(line, piece);
}

/** Reads one significant line: checks its form, opens blocks, and hands keyword lines to their handlers. */
function readLine(r: Reader, no: number, start: number, content: string): void {
  const diag: Reporter = (code, column, length, message) => {
    const d = makeDiagnostic(code, no, column, length, message, r.strict, r.block?.name);
    (r.block ? r.block.diagnostics : r.top).push(d);
  };
  checkLength(content, no, diag);
  if (/^\s/.test(content)) {
    reportIndented(content, diag);
    return;
  }
  const kw = matchKeyword(content);
  if (!kw) {
    reportUnknown(content, diag);
    return;
  }
  if (kw === 'Variant:') {
    finishBlock(r);
    r.block = startBlock(no, start, content, kw);
    return;
  }
  const block = r.block;
  if (!block) {
    diag(
      'outside-variant',
      1,
      kw.length,
      `'${kw}' before the first 'Variant:' line is ignored: start a variant block first.`,
    );
    return;
  }
  const valueAt = valueStart(content, kw, r.compat);
  const board = block.board;
  readBlockLine({
    no,
    start,
    content,
    value: content.slice(valueAt),
    valueColumn: valueAt + 1,
    span: { line: no, column: 1, length: content.length, offset: start },
    diag,
    kw,
    compat: r.compat,
    block,
    sq: { files: board?.files ?? 0, ranks: board?.ranks ?? 0, compat: r.compat },
  });
}

/**
 * Parses a variants file. Returns every variant block that loads (in file order) and all
 * diagnostics, sorted by position. Throws `SjaakError` only when the text is not a variants file at
 * all (no `Variant:` line but other content, binary data, or longer than `DEFAULT_SJAAK_LIMITS.maxInputLength`).
 */
export function parse(text: string, options: ParseOptions = {}): VariantsFile {
  checkInput(text);
  const lines = significantLines(text);
  const strict = isStrictMode(options);
  const r: Reader = { compat: options.compat === 'sjaakii', strict, top: [], variants: [], block: undefined };
  for (const { no, text: content, start } of lines) readLine(r, no, start, content);
  finishBlock(r);
  const conflicts = checkNames(r.variants, r.top, strict);
  r.top.sort((x, y) => x.line - y.line || x.column - y.column);
  // Under strict, a name conflict is an error: that block does not load.
  const loaded = strict ? r.variants.filter((_, i) => !conflicts.has(i)) : r.variants;
  const lineIndex = new LineIndex(text);
  const diagnostics = r.top.map((d) => ({ ...d, offset: lineIndex.offsetOf(d.line, d.column) }));
  return { variants: loaded, diagnostics };
}

/**
 * Parses one variant of a file, found by exact short or long name. Returns the variant and the
 * diagnostics of its block; throws `SjaakError` (`not-found`) when no loadable block has that name.
 */
export function parseVariant(
  text: string,
  name: string,
  options: ParseOptions = {},
): { variant: SjaakVariant; diagnostics: readonly SjaakDiagnostic[] } {
  const { variants, diagnostics } = parse(text, options);
  const variant = variants.find((v) => v.name === name) ?? variants.find((v) => v.shortName === name);
  if (!variant) throw new SjaakError('not-found', `No loadable variant named '${name}' in this file.`);
  return { variant, diagnostics: diagnostics.filter((d) => d.variant === variant.name) };
}

/** `parse` without throwing: `{ success: true, data }` or `{ success: false, error }` (a `SjaakError`). */
export function safeParse(text: string, options: ParseOptions = {}): Result<VariantsFile, SjaakError> {
  try {
    return { success: true, data: parse(text, options) };
  } catch (e) {
    if (e instanceof SjaakError) return { success: false, error: e };
    throw e;
  }
}
