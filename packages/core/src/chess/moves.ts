/**
 * Reading the encoded moves of a chess state: decoding them into `Move` records — the same records the generic
 * `decodeMove` gives for chess (normal moves, double steps, en passant, promotions, castling) —, their UCI text
 * and the look-up of a `Move` or UCI text among them: what the generic `engine/move-text.ts` does for every
 * variant, specialised to the kinds chess has (no drops, gates, walls, pickups or lion moves).
 */
import { checkEncoded } from '../engine/state/move-text.js';
import type { Move } from '../move.js';
import { KIND_CASTLE, KIND_EN_PASSANT, KIND_PROMOTION } from '../move-codes.js';
import type { ChessState } from './state.js';

/** The `Move` of an encoded move of `st`. */
export function chessDecode(st: ChessState, m: number): Move {
  const names = st.c.squareNames;
  const types = st.c.types;
  const board = st.board;
  const from = m & 0xfff;
  const to = (m >>> 12) & 0xfff;
  const kind = (m >>> 24) & 7;
  const extra = (m >>> 27) & 31;
  if (kind === KIND_CASTLE) {
    const o = st.castles[extra]!;
    const castle = o.long ? 'long' : 'short';
    return {
      from: names[o.kingFrom]!,
      to: names[o.kingTo]!,
      piece: 'king',
      castle,
      rookFrom: names[o.rookFrom]!,
    };
  }
  const move: { -readonly [K in keyof Move]: Move[K] } = {
    from: names[from]!,
    to: names[to]!,
    piece: types[board[from]! >> 2]!.id,
  };
  if (kind === KIND_PROMOTION) move.promotion = types[extra]!.id;
  const victim = board[kind === KIND_EN_PASSANT ? st.epVictim : to]!;
  if (kind === KIND_EN_PASSANT) move.enPassant = true;
  if (victim) move.captured = types[victim >> 2]!.id;
  return move;
}

/** `chessDecode` of a number from outside: throws `PositionError` (`illegal-move`) when it cannot be a move here. */
export function chessDecodeChecked(st: ChessState, m: number): Move {
  checkEncoded(st, m);
  return chessDecode(st, m);
}

/**
 * The encoding of `move` if this position handed that very object out (`decodeMove`, `legalMoves`) since its
 * last change — or, for an ordinary move (kept as `null` by `remember`), one that reads the same — and it
 * still reads the same (as JSON), else `undefined` (the caller validates it fully). Unlike the generic check
 * it compares every field, so a move with any field changed, added or removed is validated fully — with the
 * same result.
 */
export function chessRemembered(st: ChessState, move: Move): number | undefined {
  if (st.decodedVersion !== st.version) return undefined;
  const record = st.decoded;
  for (let i = record.length; (i -= 2) >= 0; ) {
    const m = record[i] as number;
    if (record[i + 1] !== move && record[i + 1] !== null) continue;
    try {
      if (JSON.stringify(chessDecode(st, m)) === JSON.stringify(move)) return m;
    } catch {
      return undefined; // a field JSON cannot write (a bigint, a cycle): not as handed out
    }
  }
  return undefined;
}

/**
 * UCI text of a move of chess (`e2e4`, `e7e8q`; castling as king → destination): what the generic `uci` writes
 * for the moves chess has.
 */
export function chessUci(st: ChessState, move: Move): string {
  const t = move.promotion === undefined ? undefined : st.c.typeById.get(move.promotion);
  return `${move.from}${move.to}${t === undefined ? '' : st.c.symbols.pieceSymbol[7 + t]}`;
}

/**
 * `findMove` among the legal moves `buf[0, n)` of `st`: what the generic `matchMove` finds for chess. UCI text
 * matches a move's `chessUci`, castling also as king takes own rook (`e1h1`); a `Move` matches by origin,
 * destination and promotion, castling by its `castle` side (the king's destination first), or without `castle`
 * by the king's destination or the partner's square, a plain king move first. A drop, gate, wall or pickup
 * matches nothing.
 */
export function chessMatch(
  st: ChessState,
  move: Move | string,
  buf: Int32Array,
  n: number,
): number | undefined {
  const text = typeof move === 'string';
  const fairy = text ? undefined : move.fairy;
  if (!text && (move.drop || fairy?.pickup || fairy?.gate !== undefined || fairy?.wall !== undefined))
    return undefined;
  let castle: number | undefined;
  for (let i = 0; i < n; i++) {
    const m = buf[i]!;
    const d = chessDecode(st, m);
    if (text) {
      if (chessUci(st, d) === move) {
        if (!d.castle) return m;
        castle ??= m;
      } else if (d.castle && `${d.from}${d.rookFrom}` === move) castle ??= m;
    } else if (d.from === move.from) {
      const side = move.castle;
      if (!d.castle) {
        if (
          side === undefined &&
          fairy?.via === undefined &&
          d.to === move.to &&
          d.promotion === move.promotion
        )
          return m;
      } else if (side === undefined ? move.to === d.rookFrom || move.to === d.to : side === d.castle) {
        if (side !== undefined && move.to === d.to) return m;
        castle ??= m;
      }
    }
  }
  return castle;
}
