/**
 * Reading encoded moves of any kernel's state: matching a `Move` or UCI text among encoded legal moves, UCI text,
 * the e.p. square among legal moves, and the check that a number can be a move. Shared by every kernel (the
 * generic engine's `moves.ts`, swap chains' `chain-moves.ts`, `@x/core/chess`), each with its own decoder.
 */
import { PositionError } from '../../errors/errors.js';
import { type Move, PINCH_EXTRA } from '../../move.js';
import {
  KIND_CASTLE,
  KIND_DROP,
  KIND_EN_PASSANT,
  KIND_NORMAL,
  KIND_PICKUP,
  KIND_PROMOTION,
  moveExtra,
  moveKind,
  moveOrigin,
  moveTarget,
} from '../../move-codes.js';
import type { SharedState } from './shared-state.js';

/** Decodes an encoded move of a state (`decodeMove`, or a specialised decoder such as `@x/core/chess`'s). */
export type Decoder<S extends SharedState> = (st: S, m: number) => Move;

/**
 * `findMove` among the legal moves `buf[0, n)` of `st` (which it may reorder), decoded by `decode`: the encoded
 * move that `move` names, or `undefined`.
 */
export type MoveMatcher = <S extends SharedState>(
  st: S,
  move: Move | string,
  buf: Int32Array,
  n: number,
  decode: Decoder<S>,
) => number | undefined;

/**
 * The `MoveMatcher` of every kernel: UCI text may write a promotion to a `+`-marked piece as Fairy-Stockfish does
 * (`d5e3+` for `d5e3+n`). A `Move` that carries a `wall` matches nothing here: moves that place walls are
 * matched by `matchWallMove` (`wall-match.ts`).
 */
export const matchMove: MoveMatcher = (st, move, buf, n, decode) => {
  if (typeof move !== 'string' && move.fairy?.wall !== undefined) return undefined;
  let castleMatch: number | undefined;
  let plusMatch: number | undefined;
  for (let i = 0; i < n; i++) {
    const m = buf[i]!;
    const d = decode(st, m);
    if (typeof move === 'string') {
      const text = uci(st, d);
      if (text === move) {
        if (!d.castle) return m;
        castleMatch ??= m;
      } else if (d.castle && castleText(st, d) === move) castleMatch ??= m;
      else if (d.promotion !== undefined && isBarePlus(move, text)) plusMatch ??= m;
      continue;
    }
    if (move.drop || d.drop) {
      if (move.drop && d.drop && move.to === d.to && move.piece === d.piece) return m;
      continue;
    }
    const mf = move.fairy;
    const df = d.fairy;
    if (mf?.pickup || df?.pickup) {
      if (mf?.pickup && df?.pickup && move.from === d.from) return m;
      continue;
    }
    if (d.from !== move.from) continue;
    if (d.castle) {
      if (df?.gate !== mf?.gate || (df?.gate !== undefined && df.gateSquare !== mf?.gateSquare)) continue;
      if (move.castle !== undefined) {
        if (move.castle === d.castle) {
          if (move.to === d.to) return m;
          castleMatch ??= m;
        }
      } else if (move.to === d.rookFrom || move.to === d.to) castleMatch ??= m;
      continue;
    }
    if (
      move.castle === undefined &&
      d.to === move.to &&
      df?.via === mf?.via &&
      d.promotion === move.promotion &&
      df?.gate === mf?.gate
    ) {
      return m;
    }
  }
  return castleMatch ?? plusMatch;
};

/** Whether `move` is `text` (a promotion to a `+`-marked piece, `d5e3+n`) in Fairy-Stockfish's form `d5e3+`. */
function isBarePlus(move: string, text: string): boolean {
  return move.length < text.length && move.charCodeAt(move.length - 1) === 43 && text.startsWith(move);
}

/** Chess960 UCI text of a castling move, king takes partner (gating onto the king's origin: `d1g1e`). */
function castleText(st: SharedState, d: Move): string {
  const gate = d.fairy?.gate;
  const onKing = gate !== undefined && d.fairy!.gateSquare === d.from;
  const suffix = onKing ? st.c.symbols.pieceSymbol[st.c.stride + st.c.typeById.get(gate)!]! : '';
  return gate !== undefined && !onKing ? uci(st, d) : `${d.from}${d.rookFrom}${suffix}`;
}

/** UCI-style text of a move of this position (a wall move: Fairy-Stockfish's `e2e4,e4d5`). */
export function uci(st: SharedState, move: Move): string {
  const text = ownUci(st, move);
  const wall = move.fairy?.wall;
  return wall === undefined ? text : `${text},${move.to}${wall}`;
}

/** UCI text of a move without its wall. */
function ownUci(st: SharedState, move: Move): string {
  const c = st.c;
  if (move.drop) return `${c.symbols.pieceSymbol[c.typeById.get(move.piece)!]!.toUpperCase()}@${move.to}`;
  const fairy = move.fairy;
  if (fairy?.pickup) return `^${move.from}`;
  if (fairy?.via !== undefined) return `${move.from}${fairy.via}${move.to}`;
  const extra = move.promotion ?? fairy?.gate;
  const suffix = extra ? c.symbols.pieceSymbol[c.stride + c.typeById.get(extra)!]! : '';
  // Gating castling onto the partner's origin: Fairy-Stockfish's form, partner square first (`h1e1h`).
  const gateSquare = fairy?.gateSquare;
  if (gateSquare !== undefined && gateSquare !== move.from) return `${gateSquare}${move.from}${suffix}`;
  return `${move.from}${move.to}${suffix}`;
}

/** `legalEpSquare` given the legal moves `buf[0, n)` of `st`. */
export function epSquareIn(st: SharedState, buf: Int32Array, n: number): string | undefined {
  for (let i = 0; i < n; i++) if (moveKind(buf[i]!) === KIND_EN_PASSANT) return st.c.squareNames[st.ep];
  return undefined;
}

/**
 * Whether a part of the variant's turns moves the opponent's pieces (`TurnPart.opponentMoves`: avalanche's push of an
 * enemy pawn), so that a move's piece may be the opponent's.
 */
function movesOpponents(c: SharedState['c']): boolean {
  return c.def.turns?.parts.some((part) => part.opponentMoves !== undefined) === true;
}

/**
 * Throws `PositionError` (`illegal-move`) when the number `m` cannot be a move of `st` (see `decodeChecked`). A
 * decoder that has read `m`'s fields passes them (`kind`, `from`, `to`, `extra`); by default they are read here.
 */
export function checkEncoded(
  st: SharedState,
  m: number,
  kind = moveKind(m),
  from = moveOrigin(m),
  to = moveTarget(m),
  extra = moveExtra(m),
): void {
  const c = st.c;
  const code = st.board[from] ?? 0;
  const ok =
    (m === (m | 0) || m === m >>> 0) && // an integer in [-2^31, 2^32): a 32-bit encoding, signed or not
    to < c.size &&
    from < c.size &&
    (kind === KIND_CASTLE
      ? extra < st.castles.length + (st.gatedCastles?.get(from)?.length ?? 0)
      : kind === KIND_DROP
        ? extra >= 1 && extra < c.stride
        : code !== 0 &&
          ((code & 1) === st.side ||
            (kind === KIND_PICKUP && extra === PINCH_EXTRA) ||
            ((kind === KIND_NORMAL || kind === KIND_PROMOTION) && movesOpponents(c))) &&
          (kind !== KIND_PROMOTION || (extra >= 1 && extra < c.stride)));
  if (!ok) throw new PositionError('illegal-move', `${m} is not an encoded move of this position`);
}
