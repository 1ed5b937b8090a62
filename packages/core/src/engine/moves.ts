/**
 * Moves between the engine and the public API: decoding an encoded move into a `Move`, finding the
 * encoded legal move of a `Move` or UCI text (matching: `move-text.ts`), the record of moves handed out,
 * and the legal e.p. square. The legal moves come through the state's hooks (`st.hooks.legalMoves`).
 */
import {
  KIND_CASTLE,
  KIND_DOUBLE,
  KIND_DROP,
  KIND_EN_PASSANT,
  KIND_LION,
  KIND_NORMAL,
  KIND_PICKUP,
  KIND_PROMOTION,
  isChain,
  type Move,
  moveExtra,
  moveFrom,
  moveKind,
  moveTo,
} from '../move.js';
import { PositionError } from '../errors.js';
import { decodeChain, matchWithChains } from './chain-moves.js';
import { buffer } from './board.js';
import { type Decoder, matchMove } from './move-text.js';
import type { SharedState } from './shared-state.js';
import type { EngineState } from './state.js';

/** Decodes an encoded move of this position into a plain `Move`. */
export function decodeMove(st: SharedState, m: number): Move {
  const c = st.c;
  const from = moveFrom(m);
  const to = moveTo(m);
  const kind = moveKind(m);
  const extra = moveExtra(m);
  const names = c.squareNames;
  if (kind === KIND_DROP) return { to: names[to]!, piece: c.types[extra]!.id, drop: true };
  if (kind === KIND_PICKUP && extra !== 0) return decodeChain(st as EngineState, m);
  if (kind === KIND_PICKUP && to !== from) {
    return {
      from: names[from]!,
      to: names[to]!,
      piece: c.types[st.board[from]! >> 2]!.id,
      swap: c.types[st.board[to]! >> 2]!.id,
    };
  }
  if (kind === KIND_PICKUP) {
    return {
      from: names[from]!,
      to: names[from]!,
      piece: c.types[st.board[from]! >> 2]!.id,
      pickup: true,
    };
  }
  if (kind === KIND_CASTLE) {
    const o = st.castles[extra]!;
    return {
      from: names[o.kingFrom]!,
      to: names[o.kingTo]!,
      piece: c.types[st.board[o.kingFrom]! >> 2]!.id,
      castle: o.long ? 'long' : 'short',
      rookFrom: names[o.rookFrom]!,
    };
  }
  const piece = c.types[st.board[from]! >> 2]!.id;
  if (kind === KIND_LION) {
    const code = st.board[from]!;
    const lion: {
      from: string;
      to: string;
      piece: string;
      via?: string;
      capturedVia?: string;
      captured?: string;
    } = { from: names[from]!, to: names[to]!, piece };
    if (extra > 0) {
      const via = c.lionFirst[((code & 1) * c.stride + (code >> 2)) * c.size + from]![extra - 1]!;
      lion.via = names[via]!;
      lion.capturedVia = c.types[st.board[via]! >> 2]!.id;
    }
    if (to !== from && st.board[to]) lion.captured = c.types[st.board[to]! >> 2]!.id;
    return lion;
  }
  const victim = kind === KIND_EN_PASSANT ? st.board[st.epVictim]! : from === to ? 0 : st.board[to]!;
  const move: {
    from: string;
    to: string;
    piece: string;
    promotion?: string;
    enPassant?: boolean;
    captured?: string;
    gate?: string;
  } = { from: names[from]!, to: names[to]!, piece };
  if (kind === KIND_PROMOTION) move.promotion = c.types[extra]!.id;
  else if ((kind === KIND_NORMAL || kind === KIND_DOUBLE) && extra !== 0) move.gate = c.types[extra]!.id;
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
  const buf = buffer(st, 0);
  const n = st.hooks.legalMoves(st, buf);
  return st.c.swapChains
    ? matchWithChains(st, move, buf, n, decodeMove)
    : matchMove(st, move, buf, n, decodeMove);
}

/** The en-passant square if a legal e.p. capture exists (what FEN writers print), else `undefined`. */
export function legalEpSquare(st: EngineState): string | undefined {
  if (st.ep < 0) return undefined;
  const buf = buffer(st, 0);
  return epSquareIn(st, buf, st.hooks.legalMoves(st, buf));
}

/** `legalEpSquare` given the legal moves `buf[0, n)` of `st`. */
export function epSquareIn(st: SharedState, buf: Int32Array, n: number): string | undefined {
  for (let i = 0; i < n; i++) if (moveKind(buf[i]!) === KIND_EN_PASSANT) return st.c.squareNames[st.ep];
  return undefined;
}

/**
 * Records a move handed out by the public API with its encoding, so that `play` of it costs one make.
 * The record holds the moves of the current version only, at most 64 single decodes (a `legalMoves`
 * list replaces it whole: `rememberList`). An ordinary move (`isPlainKind`) is kept as `null` and later
 * matched by its fields, so the record keeps no decoded object alive (cheap for the garbage collector when
 * many positions each hand out a move); other kinds are matched by identity.
 */
export function remember(st: SharedState, move: Move, m: number): Move {
  const kept = isPlainKind(moveKind(m)) ? null : move;
  const record = st.decoded;
  if (st.decodedVersion !== st.version || record.length >= 128) {
    // A new record (a fresh array, rather than emptying the old one that may be long out of the cache).
    st.decodedVersion = st.version;
    st.decoded = [m, kept];
    return move;
  }
  // The same move decoded again (a repeated `resolve`) replaces its entry: the record stays small.
  for (let i = record.length; (i -= 2) >= 0; ) {
    if (record[i] === m) {
      record[i + 1] = kept;
      return move;
    }
  }
  record.push(m, kept);
  return move;
}

/** Whether moves of kind `kind` read fully from their fields (normal, double step, e.p., promotion). */
function isPlainKind(kind: number): boolean {
  return kind <= KIND_PROMOTION && kind !== KIND_CASTLE;
}

/** Records a whole legal move list (`moves[i]` encoded `encoded[i]`), replacing the record. */
export function rememberList(st: SharedState, moves: readonly Move[], encoded: Int32Array): void {
  const record: (number | object | null)[] = [];
  for (let i = 0; i < moves.length; i++) record.push(encoded[i]!, moves[i]!);
  st.decodedVersion = st.version;
  st.decoded = record;
}

/**
 * The encoding of `move` when this state handed it out (`decodeMove`, `legalMoves`) at the current
 * version and its fields are unchanged (an ordinary move: when it reads as one handed out), else
 * `undefined` (the caller validates it fully).
 */
export function rememberedEncoding<S extends SharedState>(
  st: S,
  move: Move,
  decode: Decoder<S>,
): number | undefined {
  if (st.decodedVersion !== st.version) return undefined;
  const record = st.decoded;
  for (let i = record.length; (i -= 2) >= 0; ) {
    const kept = record[i + 1];
    if (kept !== move && kept !== null) continue;
    const m = record[i] as number;
    if (unchanged(st, move, m, decode)) return m;
    if (kept === move) return undefined;
  }
  return undefined;
}

/** Whether `move` still says what `decodeMove(st, m)` said (without allocating for ordinary moves). */
function unchanged<S extends SharedState>(st: S, move: Move, m: number, decode: Decoder<S>): boolean {
  const kind = moveKind(m);
  if (!isPlainKind(kind)) {
    const d = decode(st, m);
    return (
      d.from === move.from &&
      d.to === move.to &&
      d.piece === move.piece &&
      d.promotion === move.promotion &&
      d.drop === move.drop &&
      d.castle === move.castle &&
      d.gate === move.gate &&
      d.via === move.via &&
      d.pickup === move.pickup
    );
  }
  const c = st.c;
  const names = c.squareNames;
  const from = moveFrom(m);
  const extra = moveExtra(m);
  const extraId = extra === 0 ? undefined : c.types[extra]!.id;
  return (
    move.from === names[from] &&
    move.to === names[moveTo(m)] &&
    move.piece === c.types[st.board[from]! >> 2]!.id &&
    move.promotion === (kind === KIND_PROMOTION ? extraId : undefined) &&
    move.gate === (kind === KIND_PROMOTION ? undefined : extraId) &&
    move.drop !== true &&
    move.castle === undefined &&
    move.via === undefined &&
    move.pickup !== true
  );
}

/**
 * `decodeMove` for moves from outside the engine: throws `PositionError` (`illegal-move`) instead of
 * failing on a number that cannot be a move of this position (squares off the board, no piece of the
 * side to move on the origin, an unknown piece type or castling option). Legality is not checked.
 */
export function decodeChecked(st: EngineState, m: number): Move {
  if (isChain(m)) return decodeMove(st, m); // a chain: its table checks it
  checkEncoded(st, m);
  return decodeMove(st, m);
}

/** Throws `PositionError` (`illegal-move`) when the number `m` cannot be a move of `st` (see `decodeChecked`). */
export function checkEncoded(st: SharedState, m: number): void {
  const c = st.c;
  const kind = moveKind(m);
  const from = moveFrom(m);
  const to = moveTo(m);
  const extra = moveExtra(m);
  const code = st.board[from] ?? 0;
  const ok =
    Number.isInteger(m) &&
    m >= -(2 ** 31) &&
    m < 2 ** 32 &&
    to < c.size &&
    from < c.size &&
    (kind === KIND_CASTLE
      ? extra < st.castles.length
      : kind === KIND_DROP
        ? extra >= 1 && extra <= c.typeCount
        : code !== 0 &&
          (code & 1) === st.side &&
          (kind !== KIND_PROMOTION || (extra >= 1 && extra <= c.typeCount)));
  if (!ok) throw new PositionError('illegal-move', `${m} is not an encoded move of this position`);
}
