/**
 * `TokenSan`: the canonical SAN of a standard-chess move taken from the token the scan resolved it from, instead
 * of writing it again (`@x/san`'s `stringify`, which generates the moves onto the square for its
 * disambiguation and plays the move for its check suffix). A token whose body is already canonical — a piece
 * letter and square with an `x` exactly when the move captures, a pawn move (`e4`, `exd5`, `e8=Q`), castling — is
 * kept as written without its suffix: its move was the only one of its piece onto the square (else it would
 * have been ambiguous), so canonical SAN writes no disambiguation either. The suffix comes from the position
 * after the move (`suffix`). Any other token (a disambiguation, a lenient form) answers undefined: the caller
 * writes the move with `stringify`.
 */
import type { BasePosition } from '@x/core';
import { isCaptureMove } from '@x/core/engine';
import type { MoveToken } from '@x/san';

/** Most distinct bodies kept (a game database has a few thousand). */
const MAX_KEPT = 8192;

/** The canonical bodies of tokens read, by their bytes (up to four: most moves); `''` for a body not canonical. */
export class TokenSan {
  readonly #bodies = new Map<number, string>();

  /**
   * The canonical SAN of `move` (an `@x/core/engine` code of standard chess, resolved from `token` on
   * `position`, the position before it) without its check suffix, or undefined when the token's body is not
   * canonical.
   */
  body(token: MoveToken, move: number, position: BasePosition): string | undefined {
    const { bytes, start } = token;
    let end = token.end;
    const last = bytes[end - 1];
    if (last === 43 /* + */ || last === 35 /* # */) end--;
    let body: string | undefined;
    if (end - start <= 4) {
      let code = end - start;
      for (let i = start; i < end; i++) code = (code << 7) | bytes[i]!;
      body = this.#bodies.get(code);
      if (body === undefined) {
        body = canonicalForm(bytes, start, end) ? String.fromCharCode(...bytes.subarray(start, end)) : '';
        if (this.#bodies.size < MAX_KEPT) this.#bodies.set(code, body);
      }
    } else {
      body = canonicalForm(bytes, start, end) ? String.fromCharCode(...bytes.subarray(start, end)) : '';
    }
    if (body === '') return undefined;
    // a piece's `x` must say whether it captures (a pawn's form already does: `exd5` only resolves to a capture)
    const first = body.charCodeAt(0);
    if (first >= 65 /* A */ && first <= 90 /* Z */ && first !== 79 /* O */) {
      if ((body.charCodeAt(1) === 120) /* x */ !== isCaptureMove(position, move)) return undefined;
    }
    return body;
  }
}

/** The check suffix of the move just played onto `position` (standard chess): `+`, `#` or nothing. */
export function suffix(position: BasePosition): string {
  if (!position.isCheck()) return '';
  return position.hasLegalMove() ? '+' : '#';
}

/**
 * Whether `bytes[start, end)` is in a canonical form of standard-chess SAN without disambiguation: `O-O`,
 * `O-O-O`, `Nf3`, `Nxf3`, `e4`, `exd5`, `e8=Q`, `exd8=Q`.
 */
function canonicalForm(bytes: Uint8Array, start: number, end: number): boolean {
  const n = end - start;
  const c = bytes[start]!;
  if (c === 79 /* O */) return castling(bytes, start, n);
  if (c === 78 || c === 66 || c === 82 || c === 81 || c === 75 /* N B R Q K */) {
    if (n === 3) return isSquare(bytes, start + 1, end);
    return n === 4 && bytes[start + 1] === 120 /* x */ && isSquare(bytes, start + 2, end);
  }
  if (!isFile(c)) return false;
  let k = start;
  if (n > 2 && bytes[start + 1] === 120 /* x */) {
    if (!isFile(bytes[start + 2])) return false;
    k += 2;
  }
  if (!isSquare(bytes, k, end)) return false;
  k += 2;
  if (k === end) return true;
  const promotion = bytes[k + 1];
  return (
    k + 2 === end &&
    bytes[k] === 61 /* = */ &&
    (promotion === 78 || promotion === 66 || promotion === 82 || promotion === 81) /* N B R Q */
  );
}

/** `O-O` or `O-O-O` (`n` bytes from `start`). */
function castling(bytes: Uint8Array, start: number, n: number): boolean {
  if (n !== 3 && n !== 5) return false;
  for (let i = 1; i < n; i++) if (bytes[start + i] !== (i % 2 === 1 ? 45 /* - */ : 79) /* O */) return false;
  return true;
}

function isFile(c: number | undefined): boolean {
  return c !== undefined && c >= 97 && c <= 104;
}

/** Whether `bytes[k, k + 2)`, within `end`, names a square. */
function isSquare(bytes: Uint8Array, k: number, end: number): boolean {
  const rank = bytes[k + 1]!;
  return k + 2 <= end && isFile(bytes[k]) && rank >= 49 && rank <= 56;
}
