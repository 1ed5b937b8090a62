/** EPIN piece tokens (`[+-]?[A-Za-z]^?'?`): scanning, interning and writing. */
import { FeenError } from './errors.js';
import { LETTERS, type FeenPiece, type PieceState } from './types.js';

const STATES: readonly PieceState[] = ['normal', 'enhanced', 'diminished'];
/** Interned pieces: 26 letters × 2 sides × 3 states × 2 × 2 = 624 frozen objects, created on demand. */
const interned: (FeenPiece | undefined)[] = [];
/** The same pieces, for an O(1) "is this already a shared piece?" test. */
const internedSet = new WeakSet<FeenPiece>();

/** The shared frozen piece for these fields (internal: indexes are trusted). */
export function internPiece(
  letterIndex: number,
  second: boolean,
  stateIndex: number,
  terminal: boolean,
  derived: boolean,
): FeenPiece {
  const key =
    (((letterIndex * 2 + (second ? 1 : 0)) * 3 + stateIndex) * 2 + (terminal ? 1 : 0)) * 2 +
    (derived ? 1 : 0);
  let piece = interned[key];
  if (piece === undefined) {
    piece = Object.freeze({
      letter: LETTERS[letterIndex]!,
      side: second ? 'second' : 'first',
      state: STATES[stateIndex]!,
      terminal,
      derived,
    } as const);
    interned[key] = piece;
    internedSet.add(piece);
  }
  return piece;
}

/** The shared frozen piece equal to `piece` (validates it; throws `invalid-piece-token` if malformed). */
export function normalizePiece(piece: FeenPiece): FeenPiece {
  if (internedSet.has(piece)) return piece;
  const letterIndex = LETTERS.indexOf(piece?.letter);
  const stateIndex = STATES.indexOf(piece?.state);
  if (
    letterIndex < 0 ||
    stateIndex < 0 ||
    (piece.side !== 'first' && piece.side !== 'second') ||
    typeof piece.terminal !== 'boolean' ||
    typeof piece.derived !== 'boolean'
  ) {
    throw new FeenError('invalid-piece-token', 'invalid piece object');
  }
  return internPiece(letterIndex, piece.side === 'second', stateIndex, piece.terminal, piece.derived);
}

/** Result of scanning one EPIN token: the piece and the index just after it, or -1 on a malformed token. */
export interface EpinScan {
  piece: FeenPiece | undefined;
  end: number;
}

/**
 * Scans one EPIN token of `text` starting at `start` (internal; allocation-free except the result object).
 * On failure `piece` is undefined and `end` is the index of the first character that does not fit.
 */
export function scanEpin(text: string, start: number, out: EpinScan): EpinScan {
  let i = start;
  let c = text.charCodeAt(i);
  let stateIndex = 0;
  if (c === 43 /* + */) {
    stateIndex = 1;
    c = text.charCodeAt(++i);
  } else if (c === 45 /* - */) {
    stateIndex = 2;
    c = text.charCodeAt(++i);
  }
  let letterIndex: number;
  let second: boolean;
  if (c >= 65 && c <= 90) {
    letterIndex = c - 65;
    second = false;
  } else if (c >= 97 && c <= 122) {
    letterIndex = c - 97;
    second = true;
  } else {
    out.piece = undefined;
    out.end = i;
    return out;
  }
  c = text.charCodeAt(++i);
  let terminal = false;
  if (c === 94 /* ^ */) {
    terminal = true;
    c = text.charCodeAt(++i);
  }
  let derived = false;
  if (c === 39 /* ' */) {
    derived = true;
    i++;
  }
  out.piece = internPiece(letterIndex, second, stateIndex, terminal, derived);
  out.end = i;
  return out;
}

/** Parses one EPIN token such as `+K^'` into a (shared, frozen) piece; throws `invalid-piece-token`. */
export function parsePiece(token: string): FeenPiece {
  const scan = scanEpin(token, 0, { piece: undefined, end: 0 });
  if (scan.piece === undefined || scan.end !== token.length) {
    throw new FeenError(
      'invalid-piece-token',
      `invalid EPIN piece token ${JSON.stringify(token)}`,
      0,
      token.length,
    );
  }
  return scan.piece;
}

/** Writes a piece as its EPIN token (`{ letter: 'K', side: 'second', state: 'enhanced', terminal: true }` → `+k^`). */
export function stringifyPiece(piece: FeenPiece): string {
  const letter = piece.side === 'second' ? piece.letter.toLowerCase() : piece.letter;
  const prefix = piece.state === 'enhanced' ? '+' : piece.state === 'diminished' ? '-' : '';
  return prefix + letter + (piece.terminal ? '^' : '') + (piece.derived ? "'" : '');
}
