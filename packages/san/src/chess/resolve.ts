/**
 * Resolution of SAN of standard chess (`@x/san/chess`): the text is read by one pattern — `Nbd7`, `exd5`, `e8=Q`,
 * `O-O`, a check mark and one glyph — and matched against the legal moves of the written piece onto the
 * square, with the rules of `resolve` of `@x/san`: the hints filter, a pawn without a file hint keeps its own
 * file, castling is only `O-O`/`O-O-O` (or `0-0`/`0-0-0`), a wrong `x`, `+` or `#` is read and checked only in
 * strict mode, where the text must be the move's canonical SAN.
 */
import type { Move } from '@x/core';
import type { ChessPosition } from '@x/core/chess';
import { SanError } from '../shared/errors.js';
import { matchChessMove } from './match.js';
import { chessSan, LETTERS } from './stringify.js';

/**
 * SAN of standard chess: piece letter, file and rank hints, `x`, the square, the promotion (`=Q`, or `Q`), or
 * castling; then `+` or `#` and one glyph (`!`, `?`, `!!`, `??`, `!?`, `?!`).
 */
const SAN =
  /^(?:([NBRQK])?([a-h])?([1-8])?(x)?([a-h])([1-8])(?:=?([NBRQK]))?|([O0])-\8(-\8)?)[+#]?([!?][!?]?)?$/;

/**
 * Resolves SAN of standard chess to the legal move of `position` it names, as `resolve` of `@x/san` does for a
 * chess position (no null move, no lenient forms beyond those above). Throws `SanError`: `syntax` (not SAN of
 * standard chess), `illegal-move` (no legal move matches), `ambiguous-move` (with `candidates`), and in strict mode
 * `noncanonical` (with `canonical`). The position is not changed; `position.play` of the result costs one move.
 *
 * @example resolve('Nf3', ChessPosition.fromFen(startFen)) // { from: 'g1', to: 'f3', piece: 'knight' }
 */
export function resolve(
  san: string,
  position: ChessPosition,
  options?: {
    /**
     * `'lenient'` (default): any text of the pattern naming exactly one legal move (over-disambiguated, with a
     * missing or wrong `x`, `+` or `#`, `0-0`); `'strict'`: only the move's canonical SAN (one trailing glyph
     * aside), else `SanError` `noncanonical` with `canonical`.
     */
    readonly mode?: 'strict' | 'lenient';
  },
): Move {
  const length = san.length;
  const parts = SAN.exec(san);
  if (!parts) throw new SanError('syntax', 'not SAN of standard chess', 0, length);
  const [, letter, file, rank, , toFile, toRank, promotion, castle, long, glyph] = parts;
  const type = letter ? LETTERS.indexOf(letter) : 1;
  const to = castle ? 0 : (toRank!.charCodeAt(0) - 49) * 8 + toFile!.charCodeAt(0) - 97;
  // A pawn without a file hint stays on its file. A coordinate move (`g1f3`) names the square, not the piece:
  // whatever stands there.
  const found = matchChessMove(
    position,
    castle ? (long ? 2 : 1) : 0,
    !letter && file && rank ? 0 : type,
    to,
    promotion ? LETTERS.indexOf(promotion) : 0,
    file ? file.charCodeAt(0) - 97 : type === 1 ? to & 7 : -1,
    rank ? rank.charCodeAt(0) - 49 : -1,
    san,
    0,
    length,
  );
  if (options?.mode === 'strict') {
    const canonical = chessSan(position, found);
    if (canonical !== san.slice(0, length - (glyph?.length ?? 0))) {
      throw new SanError('noncanonical', 'not the canonical SAN of the move', 0, length, { canonical });
    }
  }
  return position.decodeMove(found);
}
