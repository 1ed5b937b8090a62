/**
 * What the one-pass chess reader (`read.ts`) knows of the text it reads — the text, strict or lenient, the caps,
 * where warnings go — and the game being built: a `MoveTape`'s arrays grown move by move, as the shared tree
 * builder grows them (`pgn/game-builder.ts`), with no visitor between the characters and the tree. Also the
 * character rules the tag and movetext readers share (PGN's, as `pgn/rules.ts` states them for every reader).
 */
import type { LineCursor } from '@x/core/notation';
import { SanError, type SanErrorCode } from '../shared/errors.js';
import type { SanLimits } from '../shared/limits.js';
import type { SAN } from '../shared/types.js';
import { EMPTY, type MoveNotes } from '../game/tape.js';
import type { GameResult } from '../game/tree.js';
import { chessLexer } from '../chess/lexer.js';

/** Reports a lenient form at `offset`/`length`, located by the reader's cursor. */
export type Warn = (code: SanErrorCode, message: string, offset: number, length: number) => void;

/** How a text is read (one per `parsePgn` call). */
export interface Reading {
  readonly text: string;
  readonly strict: boolean;
  readonly limits: SanLimits;
  /** A cursor over `text` for the lines and columns of warnings. */
  readonly lines: LineCursor;
  readonly warn: Warn | undefined;
}

/** A line being read: where its next move goes, where a variation of its last move branches. */
interface Line {
  /** Node the next move of this line is appended to (0: the root). */
  node: number;
  /** Parent of the last move of this line (where a variation branches), or -1 before it. */
  branch: number;
  /** Last move of this line, or 0 before it. */
  last: number;
  /** Comments waiting for the first move of this line. */
  pending: string[] | undefined;
  /** Offset of the `(` that opened it (the root's: -1). */
  readonly open: number;
}

/** The notes of a move as they are read (`MoveNotes`, its lists grown in place). */
interface Notes {
  startingComments: string[];
  comments: string[];
  nags: number[];
}

/** A game's movetext as it is read: the arrays of its `MoveTape`, the open lines, its result. */
export interface Moves {
  /** Move `k`'s SAN record is `sans[k - 1]`. */
  readonly sans: SAN[];
  /** `MoveTape.cells`: offset, length, first child and next sibling of each node (node 0 the root). */
  readonly cells: number[];
  /** The last child of each node so far (where its next child is linked). */
  readonly lastChild: number[];
  notes: Map<number, MoveNotes> | undefined;
  /** Comments before the first move. */
  readonly comments: string[];
  /** The lines the open variations branched from, outermost first. */
  readonly outer: Line[];
  line: Line;
  result: GameResult | undefined;
  resultOffset: number;
}

/** An empty movetext. */
export function noMoves(): Moves {
  return {
    sans: [],
    cells: [0, 0, 0, 0],
    lastChild: [0],
    notes: undefined,
    comments: [],
    outer: [],
    line: { node: 0, branch: -1, last: 0, pending: undefined, open: -1 },
    result: undefined,
    resultOffset: -1,
  };
}

/** Warning-free SAN records by token, lenient ([0]) and strict ([1]): moves written alike share one. */
const SHARED: [Map<string, SAN>, Map<string, SAN>] = [new Map(), new Map()];

/** The SAN record of the move token `[start, end)`, its warnings located and told; throws `SanError`. */
function lex(r: Reading, start: number, end: number): SAN {
  const { text, strict } = r;
  const shared = SHARED[strict ? 1 : 0];
  const token = text.slice(start, end);
  let san = shared.get(token);
  if (san === undefined) {
    san = chessLexer(text, start, end, strict);
    if (san.diagnostics.length > 0) {
      san = { ...san, diagnostics: san.diagnostics.map((w) => ({ ...w, ...r.lines.locate(w.offset) })) };
      for (const w of san.diagnostics) r.warn?.(w.code, w.message, w.offset, w.length);
      // at most 4096 records a mode (beyond, each token is lexed)
    } else if (shared.size < 4096) shared.set(token, san);
  }
  return san;
}

/** Appends the move token `[start, end)` to the current line (`game-too-long` past `limits.maxMoves`). */
export function addMove(r: Reading, m: Moves, start: number, end: number): void {
  const max = r.limits.maxMoves;
  if (m.sans.length >= max)
    throw new SanError('game-too-long', `a game of more than ${max} moves (limits.maxMoves)`, start, end - start);
  const k = m.sans.push(lex(r, start, end));
  const { cells, lastChild, line } = m;
  cells.push(start, end - start, 0, 0);
  lastChild[k] = 0;
  if (line.pending !== undefined) {
    notesOf(m, k).startingComments = line.pending;
    line.pending = undefined;
  }
  const parent = line.node;
  const previous = lastChild[parent]!;
  cells[previous === 0 ? parent * 4 + 2 : previous * 4 + 3] = k;
  lastChild[parent] = k;
  line.branch = parent;
  line.node = line.last = k;
}

/** The notes of move `k`, made on first use. */
function notesOf(m: Moves, k: number): Notes {
  const notes = (m.notes ??= new Map());
  let note = notes.get(k) as Notes | undefined;
  if (note === undefined) {
    const glyph = m.sans[k - 1]!.nag;
    note = { startingComments: EMPTY, comments: EMPTY, nags: glyph === undefined ? EMPTY : [glyph] };
    notes.set(k, note);
  }
  return note;
}

/** A comment: after the line's last move, before the game's first, or waiting for the variation's first. */
export function addComment(m: Moves, value: string): void {
  const line = m.line;
  if (line.last !== 0) {
    const note = notesOf(m, line.last);
    if (note.comments === EMPTY) note.comments = [];
    note.comments.push(value);
  } else if (m.outer.length === 0) m.comments.push(value);
  else (line.pending ??= []).push(value);
}

/** A NAG of the line's last move. */
export function addNag(m: Moves, value: number): void {
  const note = notesOf(m, m.line.last);
  if (note.nags === EMPTY) note.nags = [];
  note.nags.push(value);
}

/** Opens a variation of the line's last move at the `(` at `open`. */
export function openVariation(m: Moves, open: number): void {
  m.outer.push(m.line);
  m.line = { node: m.line.branch, branch: -1, last: 0, pending: undefined, open };
}

/** Closes the variation opened last: its comments after no move go to the line it branched from. */
export function closeVariation(m: Moves): void {
  const leftover = m.line.pending;
  m.line = m.outer.pop()!;
  if (leftover !== undefined) for (const value of leftover) addComment(m, value);
}

/** A `syntax` error at `offset`/`length`. */
export function syntax(message: string, offset: number, length: number): SanError {
  return new SanError('syntax', message, offset, length);
}

/**
 * Where the sticky expression `re` (a run of one class: no backtracking) matches at `i` of `text` ends, or -1.
 */
export function scan(re: RegExp, text: string, i: number): number {
  re.lastIndex = i;
  return re.test(text) ? re.lastIndex : -1;
}

/**
 * Whether `c` is a blank between tokens: space, tab, LF, VT, FF, CR, and the no-break space and byte order mark
 * that files from the wild hold (`isBlank` of `pgn/rules.ts`).
 */
export function isBlank(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0xfeff;
}

/** The rest of a line. */
const REST_OF_LINE = /[^\n\r]*/y;

/** Where the line holding `i` ends (its `\n` or `\r`, else the end). */
export function lineEnd(text: string, i: number): number {
  return scan(REST_OF_LINE, text, i);
}

/** Whether `i` is the start of a line (where a `%` escapes the rest of it). */
export function atLineStart(text: string, i: number): boolean {
  return i === 0 || text[i - 1] === '\n' || text[i - 1] === '\r';
}

/** Skips blanks and `%` escape lines (a `%` first on its line escapes the rest of it) from `i`. */
export function skipBlank(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (isBlank(c)) i++;
    else if (c === 37 && atLineStart(text, i)) i = lineEnd(text, i);
    else return i;
  }
}
