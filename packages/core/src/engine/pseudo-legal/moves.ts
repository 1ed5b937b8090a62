/**
 * Moves between the generic engine and the public API: decoding an encoded move into a `Move`, finding the
 * encoded legal move of a `Move` or UCI text (matching: `move-text.ts`, with walls `wall-match.ts`; the record of moves handed out:
 * `move-records.ts`) and the legal e.p. square. The legal moves come through the state's hooks.
 */
import { type FairyMoveParts, PINCH_EXTRA, KIND_LION, isChain, type Move, withFairy } from '../../move.js';
import {
  CONVERT_EXTRA,
  KIND_CASTLE,
  KIND_DOUBLE,
  KIND_DROP,
  KIND_EN_PASSANT,
  KIND_NORMAL,
  KIND_PICKUP,
  KIND_PROMOTION,
} from '../../move-codes.js';
import { moveExtra, moveKind, moveOrigin, moveTarget } from '../../move-codes.js';
import { decodeChain, matchWithChains } from './chain-moves.js';
import { generateInto } from '../state/board.js';
import { checkEncoded, epSquareIn, matchMove } from '../state/move-text.js';
import { castleOf, type SharedState } from '../state/shared-state.js';
import type { EngineState } from '../state/state.js';
import { matchWallMove } from './wall-match.js';
import { WALL_EXTRA, wallEntry } from '../predicates/walls.js';

/**
 * Decodes an encoded move of this position into a plain `Move`; with `checked`, first checks that the fields it
 * reads can be a move of the position (`checkEncoded`; `decodeChecked`).
 */
export function decodeMove(st: SharedState, m: number, checked = false): Move {
  const c = st.c;
  const from = moveOrigin(m);
  const to = moveTarget(m);
  const kind = moveKind(m);
  const extra = moveExtra(m);
  if (checked) checkEncoded(st, m, kind, from, to, extra);
  const names = c.squareNames;
  if (kind === KIND_DROP) return { to: names[to]!, piece: c.types[extra]!.id, drop: true };
  if (kind === KIND_PICKUP && extra === WALL_EXTRA) {
    const [base, wall] = wallEntry(st as EngineState, m);
    return withFairy(decodeMove(st, base), { wall: names[wall]! });
  }
  if (kind === KIND_PICKUP && extra === CONVERT_EXTRA) {
    return {
      from: names[from]!,
      to: names[to]!,
      piece: c.types[st.board[from]! >> 2]!.id,
      fairy: { convert: c.types[st.board[to]! >> 2]!.id },
    };
  }
  if (kind === KIND_PICKUP && extra === PINCH_EXTRA) {
    return {
      from: names[from]!,
      to: names[to]!,
      piece: c.types[st.board[from]! >> 2]!.id,
      fairy: { pinch: true },
    };
  }
  if (kind === KIND_PICKUP && extra !== 0) return decodeChain(st as EngineState, m);
  if (kind === KIND_PICKUP && to !== from) {
    return {
      from: names[from]!,
      to: names[to]!,
      piece: c.types[st.board[from]! >> 2]!.id,
      fairy: { swap: c.types[st.board[to]! >> 2]!.id },
    };
  }
  if (kind === KIND_PICKUP) {
    return {
      from: names[from]!,
      to: names[from]!,
      piece: c.types[st.board[from]! >> 2]!.id,
      fairy: { pickup: true },
    };
  }
  if (kind === KIND_CASTLE) {
    const o = castleOf(st, m);
    const castle: Move = {
      from: names[o.kingFrom]!,
      to: names[c.def.boards?.transfer ? to : o.kingTo]!, // with board transfers: the king's square on the board arrived on
      piece: c.types[st.board[o.kingFrom]! >> 2]!.id,
      castle: o.long ? 'long' : 'short',
      rookFrom: names[o.rookFrom]!,
    };
    return o.gate
      ? { ...castle, fairy: { gate: c.types[o.gate]!.id, gateSquare: names[o.gateSquare!]! } }
      : castle;
  }
  const piece = c.types[st.board[from]! >> 2]!.id;
  if (kind === KIND_LION) {
    const code = st.board[from]!;
    const lion: { from: string; to: string; piece: string; captured?: string; fairy?: FairyMoveParts } = {
      from: names[from]!,
      to: names[to]!,
      piece,
    };
    if (extra > 0) {
      const via = c.rules.lion!.first[((code & 1) * c.stride + (code >> 2)) * c.size + from]![extra - 1]!;
      lion.fairy = { via: names[via]!, capturedVia: c.types[st.board[via]! >> 2]!.id };
    }
    if (to !== from && st.board[to]) lion.captured = c.types[st.board[to]! >> 2]!.id;
    return lion;
  }
  const victim =
    kind === KIND_EN_PASSANT
      ? st.board[st.epVictim]!
      : from === to
        ? 0
        : c.def.boards?.transfer
          ? transferVictim(st, from, to)
          : st.board[to]!;
  const move: {
    from: string;
    to: string;
    piece: string;
    promotion?: string;
    enPassant?: boolean;
    captured?: string;
    fairy?: FairyMoveParts;
  } = { from: names[from]!, to: names[to]!, piece };
  if (kind === KIND_PROMOTION) move.promotion = c.types[extra]!.id;
  else if ((kind === KIND_NORMAL || kind === KIND_DOUBLE) && extra !== 0)
    move.fairy = { gate: c.types[extra]!.id };
  if (kind === KIND_EN_PASSANT) move.enPassant = true;
  if (victim) move.captured = c.types[victim >> 2]!.id;
  return move;
}

/**
 * Finds the encoded legal move matching a `Move` (or UCI text such as `e2e4`, `e7e8q`, `N@f3`), or
 * `undefined`. Castling matches its `castle` side, the king's destination, or king → own partner
 * (Chess960 style); a plain king move to the same square wins when `castle` is not given.
 */
export function findMove(st: EngineState, move: Move | string): number | undefined {
  const n = generateInto(st, 0, st.hooks.legalMoves);
  const buf = st.buffers[0]!;
  if (st.c.rules.swap?.chains) return matchWithChains(st, move, buf, n, decodeMove);
  return st.c.def.walls
    ? matchWallMove(st, move, buf, n, decodeMove)
    : matchMove(st, move, buf, n, decodeMove);
}

/** The en-passant square if a legal e.p. capture exists (what FEN writers print), else `undefined`. */
export function legalEpSquare(st: EngineState): string | undefined {
  if (st.ep < 0) return undefined;
  // A nested buffer: the repetition key calls this while the legal-move filter reads ply 0's buffer.
  st.nest++;
  try {
    const n = generateInto(st, st.nest, st.hooks.legalMoves);
    return epSquareIn(st, st.buffers[st.nest]!, n);
  } finally {
    st.nest--;
  }
}

/**
 * `decodeMove` for moves from outside the engine: throws `PositionError` (`illegal-move`) instead of
 * failing on a number that cannot be a move of this position (squares off the board, no piece of the
 * side to move on the origin, an unknown piece type or castling option). Legality is not checked.
 */
export function decodeChecked(st: EngineState, m: number): Move {
  return decodeMove(st, m, !isChain(m)); // a chain: its table checks it
}

/** With board transfers: the piece taken on the board moved on, else the one taken on arrival (the king's `aO`), or 0. */
function transferVictim(st: SharedState, from: number, to: number): number {
  const { files, def } = st.c;
  const b = def.boards!;
  const stride = b.files + (files - b.count * b.files) / (b.count - 1);
  const mid = to - (Math.floor((to % files) / stride) - Math.floor((from % files) / stride)) * stride;
  return st.board[mid] || st.board[to]!;
}
