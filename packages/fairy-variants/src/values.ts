/** Checks a value against its type as Fairy-Stockfish reads it (`src/parser.cpp`'s `set` overloads). */
import type { FairyValueType } from './keys.js';
import { isSpace } from './lines.js';

/** A fault in a value: where in the value (offset, length) and what. */
export interface ValueFault {
  readonly code: 'bad-value' | 'value-trailing-text' | 'missing-betza';
  readonly severity: 'error' | 'warning';
  readonly message: string;
  readonly start: number;
  readonly length: number;
}

/** The largest file and rank of a large-board build (12 files, 10 ranks). */
export const FAIRY_MAX_FILES = 12;
export const FAIRY_MAX_RANKS = 10;

const ENUMS: ReadonlyMap<FairyValueType, readonly string[]> = new Map<FairyValueType, readonly string[]>([
  ['bool', ['true', 'false']],
  ['Value', ['win', 'loss', 'draw', 'none']],
  ['MaterialCounting', ['janggi', 'unweighted', 'whitedrawodds', 'blackdrawodds', 'none']],
  // The engine's check calls `cambodian` invalid but plays it, and its documentation lists it: accepted here.
  ['CountingRule', ['makruk', 'cambodian', 'asean', 'none']],
  ['ChasingRule', ['axf', 'none']],
  ['EnclosingRule', ['reversi', 'ataxx', 'quadwrangle', 'snort', 'anyside', 'top', 'none']],
  ['WallingRule', ['arrow', 'duck', 'edge', 'past', 'static', 'none']],
]);

function isLetter(ch: string | undefined): boolean {
  return ch !== undefined && /^[A-Za-z]$/.test(ch);
}

function bad(message: string, start: number, length: number): ValueFault {
  return { code: 'bad-value', severity: 'error', message, start, length };
}

/** What follows a number or letter the engine reads and then stops: ignored by it, reported as a warning. */
function trailing(value: string, end: number): ValueFault | undefined {
  const rest = value.slice(end);
  if (rest.trim().length === 0) return undefined;
  return {
    code: 'value-trailing-text',
    severity: 'warning',
    message: `"${rest.trim()}" after the value is ignored.`,
    start: end,
    length: value.length - end,
  };
}

const INT = /[+-]?\d+/y;

/** A leading integer as `stream >> int` reads it (after whitespace, from `from`): its end and value, or undefined. */
function readInt(value: string, from = 0): { end: number; n: number } | undefined {
  let i = from;
  while (i < value.length && isSpace(value.charCodeAt(i))) i++;
  INT.lastIndex = i;
  const m = INT.exec(value);
  if (!m) return undefined;
  // More than 10 digits overflows the engine's int: reject before converting.
  if (m[0].replace(/^[+-]?0*/, '').length > 10) return undefined;
  const n = Number(m[0]);
  if (Math.abs(n) > 2 ** 31 - 1) return undefined;
  return { end: i + m[0].length, n };
}

function checkInt(value: string, type: 'int' | 'Rank'): ValueFault | undefined {
  const int = readInt(value);
  if (!int) return bad(`"${value}" is not an integer.`, 0, value.length);
  if (type === 'Rank' && (int.n < 1 || int.n > FAIRY_MAX_RANKS))
    return bad(`A rank is 1 to ${FAIRY_MAX_RANKS}, not ${int.n}.`, 0, int.end);
  return trailing(value, int.end);
}

function checkFile(value: string): ValueFault | undefined {
  if (/^\s*\d/.test(value)) {
    const int = readInt(value);
    if (!int || int.n < 1 || int.n > FAIRY_MAX_FILES)
      return bad(`A file is 1 to ${FAIRY_MAX_FILES} or a to l, not "${value}".`, 0, value.length);
    return trailing(value, int.end);
  }
  const at = value.search(/\S/);
  const ch = value[at] ?? '';
  if (ch < 'a' || ch > 'l')
    return bad(`A file is 1 to ${FAIRY_MAX_FILES} or a to l, not "${value}".`, 0, value.length);
  return trailing(value, at + 1);
}

/** One square token of a Bitboard: `a*` (a file), `*3` (a rank), `c4` (a square). */
function squareTokenFault(token: string): string | undefined {
  const file = token.charCodeAt(0) | 32;
  const fileOk = file >= 97 && file < 97 + FAIRY_MAX_FILES;
  if (token.endsWith('*') && token.length === 2 && isLetter(token[0]))
    return fileOk ? undefined : `file "${token[0]}" is beyond l`;
  const rankText =
    token[0] === '*' ? token.slice(1) : isLetter(token[0]) && token.length > 1 ? token.slice(1) : '';
  const rank = /^[+-]?\d+/.exec(rankText);
  if (!rank) return `"${token}" is not a square (c4), a file (c*) or a rank (*4)`;
  const n = Number(rank[0]);
  if (n < 1 || n > FAIRY_MAX_RANKS) return `rank ${rank[0]} is not 1 to ${FAIRY_MAX_RANKS}`;
  if (token[0] !== '*' && !fileOk) return `file "${token[0]}" is beyond l`;
  return undefined;
}

function checkBitboard(value: string): ValueFault | undefined {
  for (const m of value.matchAll(/\S+/g)) {
    if (m[0] === '-') return undefined;
    const fault = squareTokenFault(m[0]);
    if (fault) return bad(`In a list of squares, ${fault}.`, m.index, m[0].length);
  }
  return undefined;
}

/** Letters (`*` for all, `-` ends the list), as the engine reads piece types and castling rights. */
function checkLetters(value: string, allowed: (ch: string) => boolean, what: string): ValueFault | undefined {
  for (let i = 0; i < value.length; i++) {
    const ch = value[i] as string;
    if (isSpace(value.charCodeAt(i))) continue;
    if (ch === '-') return undefined;
    if (!allowed(ch)) return bad(`"${ch}" is not ${what}.`, i, 1);
  }
  return undefined;
}

/** `x:n` or `x:y` pairs: letter, any separator character, then a number or a letter/`-`. */
function checkPairs(value: string, second: 'int' | 'piece'): ValueFault | undefined {
  let i = 0;
  const skip = () => {
    while (i < value.length && isSpace(value.charCodeAt(i))) i++;
  };
  for (skip(); i < value.length; skip()) {
    const start = i;
    if (!isLetter(value[i])) return bad(`"${value[i]}" is not a piece letter.`, i, 1);
    i++;
    skip();
    if (value[i] !== ':')
      return bad(`Expected "letter:${second === 'int' ? 'number' : 'letter'}".`, start, i - start + 1);
    i++;
    skip();
    if (second === 'int') {
      const int = readInt(value, i);
      if (!int) return bad('Expected a number after ":".', start, Math.max(1, i - start));
      i = int.end;
    } else {
      if (!isLetter(value[i]) && value[i] !== '-')
        return bad('Expected a piece letter or "-" after ":".', start, i - start + 1);
      i++;
    }
  }
  return undefined;
}

/** A piece key's value: its letter, and for custom pieces (and a custom king) `letter:betza`. */
function checkPiece(value: string, key: string): ValueFault | undefined {
  const first = value[0];
  if (first === '-') return undefined;
  if (!isLetter(first))
    return bad(`"${first}" is not a piece letter (a-z, or "-" to remove the piece).`, 0, 1);
  const custom = key.startsWith('customPiece');
  if (value.length === 1) {
    if (!custom) return undefined;
    return {
      code: 'missing-betza',
      severity: 'warning',
      message: `${key} needs "letter:betza".`,
      start: 0,
      length: 1,
    };
  }
  if (value[1] !== ':') return bad(`Expected "${first}:betza"; the engine skips the second character.`, 1, 1);
  if (!custom && key !== 'king') return trailing(value, 1);
  return undefined;
}

/** The fault of `value` for a key of `type`, or undefined when the engine reads it as meant. */
export function valueFault(value: string, type: FairyValueType, key: string): ValueFault | undefined {
  const choices = ENUMS.get(type);
  if (choices) {
    if (choices.includes(value)) return undefined;
    return bad(`"${value}" is not one of ${choices.join(', ')}.`, 0, value.length);
  }
  switch (type) {
    case 'int':
    case 'Rank':
      return checkInt(value, type);
    case 'File':
      return checkFile(value);
    case 'Bitboard':
      return checkBitboard(value);
    case 'CastlingRights':
      return checkLetters(value, (ch) => 'KQkq'.includes(ch), 'a castling right (K, Q, k, q)');
    case 'PieceType':
    case 'PieceSet':
      return checkLetters(value, (ch) => ch === '*' || isLetter(ch), 'a piece letter or *');
    case 'PieceCounts':
      return checkPairs(value, 'int');
    case 'PiecePairs':
      return checkPairs(value, 'piece');
    case 'Piece':
      return checkPiece(value, key);
    default:
      return undefined;
  }
}
