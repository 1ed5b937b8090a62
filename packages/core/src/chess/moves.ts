/**
 * Decoding the encoded moves of a chess state into `Move` records — the same records the generic `decodeMove`
 * gives for chess (normal moves, double steps, en passant, promotions, castling), without its variant kinds.
 */
import { checkEncoded } from '../engine/state/move-text.js';
import { KIND_CASTLE, KIND_EN_PASSANT, KIND_PROMOTION, type Move } from '../move.js';
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
