/**
 * Shogi SFEN ↔ FEEN (reference §15; a Sashité-undocumented mapping): same rank order, kings `K` ↔ `K^`,
 * promoted `+P` verbatim, side `b` ↔ first player to move, SFEN hands by case into the two FEEN hands.
 */
import { FeenError } from './errors.js';
import { parse } from './parse.js';
import { createPosition } from './position.js';
import type { FeenPiece, FeenPosition } from './types.js';

/** Options shared by `fromSfen` and `toSfen`. */
export interface SfenOptions {
  /** Style letters of the first (sente) and second (gote) player. Default `S` and `s`. */
  readonly styles?: { readonly first?: string; readonly second?: string };
}

/** Options of `toSfen`. */
export interface ToSfenOptions extends SfenOptions {
  /** Move number to write (SFEN's fourth field; FEEN has none). Default 1. */
  readonly moveNumber?: number;
}

const BOARD_LETTERS = 'KRBGSNLP';
const PROMOTABLE = 'RBSNLP';
/** SFEN's conventional hand order. */
const HAND_ORDER = 'RBGSNLP';
const MAX_LENGTH = 4096;

function fail(message: string, offset: number, length: number): never {
  throw new FeenError('invalid-sfen', message, offset, length);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Reads a digit run at `i` (no leading zero, at most `maxDigits` digits); returns [value, end]. */
function readNumber(text: string, i: number, end: number, maxDigits: number, what: string): [number, number] {
  let j = i;
  while (j < end && isDigit(text.charCodeAt(j))) j++;
  if (text.charCodeAt(i) === 48) fail(`${what} must not be zero or start with 0`, i, j - i);
  if (j - i > maxDigits) fail(`${what} too large`, i, j - i);
  return [Number(text.slice(i, j)), j];
}

/**
 * Converts a shogi SFEN (`lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1`) to a FEEN
 * position: kings get `^`, sente's hand pieces go to the first hand, gote's to the second, styles `S`/`s`
 * (configurable). The move number is checked and dropped. Throws `FeenError` (`invalid-sfen`, or a FEEN code).
 */
export function fromSfen(sfen: string, options?: SfenOptions): FeenPosition {
  if (typeof sfen !== 'string') throw new TypeError('SFEN input must be a string');
  if (sfen.length > MAX_LENGTH)
    fail(`input exceeds ${MAX_LENGTH} characters`, MAX_LENGTH, sfen.length - MAX_LENGTH);
  const fields = sfen.split(' ');
  // a FEN's shape: six fields, or hands in brackets after the board (`…/LNSGKGSNL[-] w 0 1`)
  if (fields.length === 6 || fields[0]!.includes('['))
    fail(`"${sfen}" looks like a FEN: read it with fromFen`, 0, sfen.length);
  if (fields.length < 3 || fields.length > 4 || fields.some((f) => f === '')) {
    fail('expected "<board> <side> <hands> [<move number>]" separated by single spaces', 0, sfen.length);
  }
  const boardEnd = fields[0]!.length;

  // Board.
  const squares: (string | null)[] = [];
  let files = -1;
  let ranks = 0;
  let cells = 0;
  let rankStart = 0;
  for (let i = 0; i <= boardEnd; ) {
    const c = i < boardEnd ? sfen.charCodeAt(i) : 47;
    if (c === 47 /* / */) {
      if (cells === 0) fail('empty rank', rankStart, Math.max(1, i - rankStart));
      if (files < 0) files = cells;
      else if (cells !== files)
        fail(`rank ${ranks + 1} has ${cells} squares, rank 1 has ${files}`, rankStart, i - rankStart);
      if (++ranks > 255) fail('more than 255 ranks', rankStart, i - rankStart);
      cells = 0;
      rankStart = ++i;
      continue;
    }
    if (isDigit(c)) {
      const [value, j] = readNumber(sfen, i, boardEnd, 3, 'empty count');
      if (cells + value > 255) fail('rank longer than 255 squares', i, j - i);
      if (squares.length + value > 65025) fail('board larger than 65,025 squares', i, j - i);
      for (let k = 0; k < value; k++) squares.push(null);
      cells += value;
      i = j;
      continue;
    }
    const promoted = c === 43; /* + */
    const letter = sfen[promoted ? i + 1 : i] ?? '';
    const upper = letter.toUpperCase();
    const allowed = promoted ? PROMOTABLE : BOARD_LETTERS;
    if (
      upper.length !== 1 ||
      !allowed.includes(upper) ||
      !/[A-Za-z]/.test(letter) ||
      i + (promoted ? 1 : 0) >= boardEnd
    ) {
      fail(promoted ? 'invalid promoted piece' : 'invalid piece letter', i, promoted ? 2 : 1);
    }
    if (cells + 1 > 255) fail('rank longer than 255 squares', i, 1);
    squares.push((promoted ? '+' : '') + letter + (upper === 'K' ? '^' : ''));
    cells++;
    i += promoted ? 2 : 1;
  }

  // Side to move.
  const sideAt = boardEnd + 1;
  const side = fields[1]!;
  if (side !== 'b' && side !== 'w') fail('side to move must be "b" or "w"', sideAt, side.length);

  // Hands.
  const handsAt = sideAt + side.length + 1;
  const handsText = fields[2]!;
  const first: [string, number][] = [];
  const second: [string, number][] = [];
  if (handsText !== '-') {
    for (let i = 0; i < handsText.length; ) {
      let count = 1;
      if (isDigit(handsText.charCodeAt(i))) {
        const [value, j] = readNumber(handsText, i, handsText.length, 3, 'hand count');
        if (value < 2) fail('hand count must be at least 2', handsAt + i, j - i);
        count = value;
        i = j;
      }
      const letter = handsText[i] ?? '';
      if (!/^[A-Za-z]$/.test(letter) || !HAND_ORDER.includes(letter.toUpperCase())) {
        fail('invalid hand piece', handsAt + i, 1);
      }
      (letter === letter.toUpperCase() ? first : second).push([letter, count]);
      i++;
    }
  }

  // Move number (checked, then dropped: FEEN has none).
  if (fields.length === 4) {
    const move = fields[3]!;
    const at = handsAt + handsText.length + 1;
    if (!/^[1-9][0-9]*$/.test(move) || move.length > 9) fail('invalid move number', at, move.length);
  }

  return createPosition({
    shape: [ranks, files],
    squares,
    hands: { first, second },
    styles: { first: options?.styles?.first ?? 'S', second: options?.styles?.second ?? 's' },
    turn: side === 'b' ? 'first' : 'second',
  });
}

function unrepresentable(message: string, offset = 0, length = 0): never {
  throw new FeenError('unrepresentable-in-sfen', message, offset, length);
}

function boardToken(piece: FeenPiece, index: number): string {
  const { letter, state, terminal, derived } = piece;
  if (!BOARD_LETTERS.includes(letter))
    unrepresentable(`piece letter ${letter} is not a shogi piece`, index, 1);
  if (derived) unrepresentable("derived pieces (such as a jeweled king K^') have no SFEN form", index, 1);
  if (state === 'diminished') unrepresentable('diminished pieces have no SFEN form', index, 1);
  if (state === 'enhanced' && !PROMOTABLE.includes(letter))
    unrepresentable(`${letter} cannot be promoted`, index, 1);
  if (terminal && letter !== 'K') unrepresentable('only kings may be terminal', index, 1);
  const text = piece.side === 'first' ? letter : letter.toLowerCase();
  return state === 'enhanced' ? `+${text}` : text;
}

/**
 * Converts a FEEN position (or string) to SFEN: 2D board, shogi letters, kings with or without `^`, `+` only
 * on promotable pieces, no `-` or `'`, hand pieces unpromoted and of their owner's case, styles `S`/`s` by
 * default. Throws `FeenError` (`unrepresentable-in-sfen`, or a FEEN code when given an invalid string).
 */
export function toSfen(feen: FeenPosition | string, options?: ToSfenOptions): string {
  const position = typeof feen === 'string' ? parse(feen) : feen;
  if (position.shape.length !== 2) unrepresentable('SFEN needs a 2D board');
  const [ranks, files] = position.shape as [number, number];
  const wantFirst = (options?.styles?.first ?? 'S').toUpperCase();
  const wantSecond = (options?.styles?.second ?? 's').toUpperCase();
  const { active, inactive } = position.styles;
  const firstStyle = active.side === 'first' ? active : inactive;
  const secondStyle = active.side === 'first' ? inactive : active;
  if (firstStyle.letter !== wantFirst || secondStyle.letter !== wantSecond) {
    unrepresentable(`styles must be ${wantFirst}/${wantSecond.toLowerCase()} for SFEN`);
  }
  const rows: string[] = [];
  for (let r = 0; r < ranks; r++) {
    let row = '';
    let empty = 0;
    for (let f = 0; f < files; f++) {
      const index = r * files + f;
      const piece = position.squares[index] ?? null;
      if (piece === null) {
        empty++;
        continue;
      }
      if (empty > 0) row += String(empty);
      empty = 0;
      row += boardToken(piece, index);
    }
    if (empty > 0) row += String(empty);
    rows.push(row);
  }
  let hands = '';
  for (const [owner, items] of [
    ['first', position.hands.first],
    ['second', position.hands.second],
  ] as const) {
    const counts = new Map<string, number>();
    for (const { piece, count } of items) {
      if (!HAND_ORDER.includes(piece.letter))
        unrepresentable(`${piece.letter} cannot be held in an SFEN hand`);
      if (piece.state !== 'normal' || piece.terminal || piece.derived) {
        unrepresentable('SFEN hand pieces carry no markers');
      }
      if (piece.side !== owner) unrepresentable("SFEN writes a hand piece in its owner's case");
      counts.set(piece.letter, (counts.get(piece.letter) ?? 0) + count);
    }
    for (const letter of HAND_ORDER) {
      const count = counts.get(letter);
      if (count === undefined) continue;
      hands += (count >= 2 ? String(count) : '') + (owner === 'first' ? letter : letter.toLowerCase());
    }
  }
  const move = options?.moveNumber ?? 1;
  if (!Number.isSafeInteger(move) || move < 1) throw new RangeError('moveNumber must be a positive integer');
  return `${rows.join('/')} ${active.side === 'first' ? 'b' : 'w'} ${hands === '' ? '-' : hands} ${move}`;
}
