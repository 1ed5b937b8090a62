/**
 * `xn pgn filter --move-file FILE` (pgn-extract's `-v FILE`, textual variations): a file of move sequences, one a
 * line (move numbers optional, `%` lines are comments), matched against the text of the first moves of a game's
 * main line. Each word of a line is an entry for one ply: `*` any move, `!m` a move that must not be played,
 * anything else the moves it names, alternatives separated by any character that cannot be in a move
 * (`cxd4|cd`). A game's move matches an entry when the move's text stands in the entry between such characters,
 * as pgn-extract matches: the move as written (`Ng1f3` is not `Nf3`), without its glyph, `+` for any check or
 * mate suffix. By default the white moves of a sequence may come in any order among the game's white plies and
 * the black moves among its black plies (pgn-extract's permutations, matched greedily as it does); `--in-order`
 * (pgn-extract's `-P`) asks for the order written.
 */
import { type Result, toResult } from '@x/core';
import type { MoveToken, SAN } from '@x/san';
import { criteriaLines, FilterFileError } from './filter-file.js';

/** The most plies of one sequence. */
const MAX_PLIES = 512;

/** An entry's kind: a move (or alternatives), any move (`*`), a move not played (`!`). */
const MOVE = 0;
const ANY = 1;
const NOT = 2;

/** One line of a move file. */
export interface MoveSequence {
  /** Each ply's entry as written (`!` kept: it is not a move character). */
  readonly entries: readonly string[];
  /** Each entry's kind (`MOVE`, `ANY`, `NOT`). */
  readonly kinds: Uint8Array;
  /** How many `*` and `!` entries stand on white's plies (even indices) and on black's. */
  readonly whiteAny: number;
  readonly blackAny: number;
  readonly nots: number;
}

/** A move file read: its sequences, and the most plies one of them has (the plies a game is read for). */
export interface MoveFile {
  readonly sequences: readonly MoveSequence[];
  readonly plies: number;
}

/** Reads a move file's text (never throws for its content: a fault is a located `FilterFileError`). */
export function parseMoveFile(text: string): Result<MoveFile, FilterFileError> {
  return toResult(FilterFileError, () => readMoveFile(text));
}

function readMoveFile(text: string): MoveFile {
  const sequences: MoveSequence[] = [];
  let plies = 0;
  for (const { start, end } of criteriaLines(text)) {
    const sequence = lineSequence(text, start, end);
    if (sequence !== undefined) {
      sequences.push(sequence);
      plies = Math.max(plies, sequence.entries.length);
    }
  }
  return { sequences, plies };
}

/** The sequence of the line `text[start, end)`, or undefined for a blank line. */
function lineSequence(text: string, start: number, end: number): MoveSequence | undefined {
  const entries: string[] = [];
  const kinds: number[] = [];
  const counts = { whiteAny: 0, blackAny: 0, nots: 0 };
  // the words of this line alone (a search of the whole text from each line would be quadratic in blank lines)
  for (const m of text.slice(start, end).matchAll(/\S+/g)) {
    const word = m[0];
    // a move number before the move (`12.`, `12...e5`) or alone
    const number = /^\d+\.*/.exec(word)?.[0] ?? '';
    if (number.length === word.length) continue;
    const skip = number.endsWith('.') ? number.length : 0;
    const offset = start + m.index + skip;
    const entry = castling(word.slice(skip));
    const kind = entryKind(entry, offset, text);
    if (entries.length === MAX_PLIES)
      throw new FilterFileError(
        'too-long',
        `more than ${MAX_PLIES} plies in a line`,
        offset,
        entry.length,
        text,
      );
    // `*` and `!` entries: the slack of their colour (a `!` becomes one once no game move is one it forbids)
    if (kind !== MOVE) counts[entries.length % 2 === 0 ? 'whiteAny' : 'blackAny']++;
    if (kind === NOT) counts.nots++;
    entries.push(entry);
    kinds.push(kind);
  }
  if (entries.length === 0) return undefined;
  return { entries, kinds: Uint8Array.from(kinds), ...counts };
}

/** Castling written with zeros (`0-0`, `0-0-0`) as a game's text has it (`O-O`: pgn-extract reads it so). */
function castling(entry: string): string {
  return entry.replace(/(^|[^A-Za-z0-9-])0-0(-0)?(?![A-Za-z0-9-])/g, (_, before: string, long?: string) =>
    long === undefined ? `${before}O-O` : `${before}O-O-O`,
  );
}

/** The kind of the entry `entry` (at `offset` of `text`), or a `FilterFileError` when it names no move. */
function entryKind(entry: string, offset: number, text: string): number {
  if (entry === '*') return ANY;
  if (entry.startsWith('*'))
    throw new FilterFileError('lone-any', "'*' (any move) stands alone", offset, entry.length, text);
  const not = entry.startsWith('!');
  if (![...entry].some((c) => isMoveChar(c.charCodeAt(0)))) {
    if (not) throw new FilterFileError('empty-not', "'!' is followed by no move", offset, entry.length, text);
    throw new FilterFileError('not-a-move', `'${entry}' names no move`, offset, entry.length, text);
  }
  return not ? NOT : MOVE;
}

/** A character of a move's text as pgn-extract tells them: a letter, a digit or `-`. */
function isMoveChar(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45;
}

/**
 * Whether the move text `move` stands in the entry `entry` with no move character either side (pgn-extract's
 * textual match: `Nc6|Nf3|f3` holds `f3` and `Nf3`, not `c6`).
 */
export function entryHolds(entry: string, move: string): boolean {
  if (move === '') return false;
  let from = 0;
  for (;;) {
    const at = entry.indexOf(move, from);
    if (at < 0) return false;
    if (
      (at === 0 || !isMoveChar(entry.charCodeAt(at - 1))) &&
      !isMoveChar(entry.charCodeAt(at + move.length))
    )
      return true;
    from = at + 1;
    while (from < entry.length && isMoveChar(entry.charCodeAt(from))) from++;
  }
}

/**
 * Whether a game whose main line starts with the move texts `moves` (at least the file's `plies` of them, or all
 * of the game) matches a sequence of `file`: in the order written with `inOrder`, else as pgn-extract permutes.
 */
export function moveFileMatches(file: MoveFile, moves: readonly string[], inOrder: boolean): boolean {
  for (const sequence of file.sequences)
    if (inOrder ? inOrderMatch(sequence, moves) : permutedMatch(sequence, moves)) return true;
  return false;
}

/** pgn-extract's `-P` match: each ply against the entry at its place. */
function inOrderMatch(sequence: MoveSequence, moves: readonly string[]): boolean {
  const { entries, kinds } = sequence;
  if (moves.length < entries.length) return false;
  for (let i = 0; i < entries.length; i++) {
    const kind = kinds[i];
    if (kind === ANY) continue;
    if (entryHolds(entries[i]!, moves[i]!) === (kind === NOT)) return false;
  }
  return true;
}

/**
 * pgn-extract's permutation match. A game with a move of a `!` entry of its colour among the sequence's first plies
 * is out; then each ply takes the first unused entry of its colour (white: even places, from the game's first ply)
 * that holds it, else one of its colour's `*` or `!` entries, else the game is out.
 */
function permutedMatch(sequence: MoveSequence, moves: readonly string[]): boolean {
  const { entries, kinds } = sequence;
  const n = entries.length;
  if (moves.length < n) return false;
  const used = new Uint8Array(n);
  if (sequence.nots > 0) {
    for (let p = 0; p < n; p++)
      for (let v = p & 1; v < n; v += 2)
        if (kinds[v] === NOT && entryHolds(entries[v]!, moves[p]!)) return false;
    for (let v = 0; v < n; v++) if (kinds[v] === NOT) used[v] = 1;
  }
  let whiteAny = sequence.whiteAny;
  let blackAny = sequence.blackAny;
  for (let p = 0; p < n; p++) {
    let found = false;
    for (let v = p & 1; v < n && !found; v += 2)
      if (used[v] === 0 && kinds[v] === MOVE && entryHolds(entries[v]!, moves[p]!)) {
        used[v] = 1;
        found = true;
      }
    if (found) continue;
    if ((p & 1) === 0 ? whiteAny-- === 0 : blackAny-- === 0) return false;
  }
  return true;
}

/** Piece letters of the standard pieces (a pawn has none). */
const LETTERS = new Map([
  ['king', 'K'],
  ['queen', 'Q'],
  ['rook', 'R'],
  ['bishop', 'B'],
  ['knight', 'N'],
  ['pawn', ''],
]);

/** A move's text as pgn-extract keeps it, from its parsed SAN (the tree's): as written, `+` for any suffix. */
export function sanText(san: SAN): string {
  const suffix = san.check || san.checkmate ? '+' : '';
  if (san.nullMove) return `--${suffix}`;
  if (san.castling) return `${san.long ? 'O-O-O' : 'O-O'}${suffix}`;
  const letter = (id: string) => LETTERS.get(id) ?? id.charAt(0).toUpperCase();
  const piece = san.drop ? `${letter(san.piece) || 'P'}@` : letter(san.piece);
  const promotion = san.promotion === undefined ? '' : `=${letter(san.promotion)}`;
  return `${piece}${san.from ?? ''}${san.capture ? 'x' : ''}${san.to ?? ''}${promotion}${suffix}`;
}

/** A move token's text as pgn-extract keeps it: its body as written, `+` for a check or mate suffix. */
export function tokenText(token: MoveToken): string {
  const { bytes, start } = token;
  let end = token.end;
  let suffix = '';
  while (end > start && (bytes[end - 1] === 43 /* + */ || bytes[end - 1] === 35) /* # */) {
    end--;
    suffix = '+';
  }
  let body = '';
  for (let i = start; i < end; i++) body += String.fromCharCode(bytes[i]!);
  if (body === '0-0') body = 'O-O';
  else if (body === '0-0-0') body = 'O-O-O';
  return body + suffix;
}
