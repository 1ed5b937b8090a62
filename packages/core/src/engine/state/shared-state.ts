/**
 * The part of a position's state that the shared readers use — decoding and remembering moves, UCI text, the
 * `Setup` record, `@x/core/engine`'s accessors. The generic `EngineState` and `@x/core/chess`'s `ChessState`
 * both have it, so these readers serve both without the generic engine's move generator.
 */
import type { CompiledVariant } from '../../variant/compile/compiled.js';
import { KIND_CASTLE, KIND_DROP, moveExtra, moveOrigin, moveKind } from '../../move-codes.js';
import type { BoardTableKeys, SymbolTables } from '../../variant/compile/tables.js';
import type { RuleTables } from '../../rules/module/rule-types.js';

/** A castling option of a position: squares are indices. */
export interface CastleOption {
  readonly side: number;
  readonly long: boolean;
  readonly kingFrom: number;
  readonly kingTo: number;
  readonly rookFrom: number;
  readonly rookTo: number;
  /** Squares that must be empty (apart from the king and the partner). */
  readonly empty: readonly number[];
  /** Squares the king passes (including start and end) that must not be attacked. */
  readonly safe: readonly number[];
  /**
   * Gating castling (`drops.gating`): type number of the hand piece that enters `gateSquare` (the king's or
   * the partner's origin) as the king and partner leave. Such an option is not in `castles` but in
   * `gatedCastles`, and has its plain option's right.
   */
  readonly gate?: number;
  readonly gateSquare?: number;
}

/** The variant tables the shared readers use. */
export type SharedTables = Pick<CompiledVariant, BoardTableKeys | 'royal'> & {
  readonly symbols: Pick<SymbolTables, 'pieceSymbol'>;
  readonly rules: Pick<RuleTables, 'lion'>;
};

/** The state fields the shared readers use (`hands`, `checksRemaining`, `unmoved` only where the variant has them). */
export interface SharedState {
  readonly c: SharedTables;
  board: Int16Array;
  side: number;
  ep: number;
  epVictim: number;
  castles: CastleOption[];
  /** Gating castlings (`drops.gating`) per king origin, shared like `castles` (`castleOf` decodes them). */
  gatedCastles?: ReadonlyMap<number, readonly CastleOption[]> | undefined;
  rights: number;
  halfmoves: number;
  fullmoves: number;
  plist: Int16Array;
  pcount: Int16Array;
  royalSq: Int16Array;
  ply: number;
  playThroughEnd: boolean;
  version: number;
  versionCount: number;
  decodedVersion: number;
  decoded: (number | object | null)[];
  readonly hands?: Int16Array;
  readonly checksRemaining?: Int32Array;
  readonly unmoved?: Uint8Array | undefined;
}

/**
 * The castling option that the castling move `m` plays: its extra field indexes `st.castles`, or past them the
 * gating castlings of its king origin (`st.gatedCastles`).
 */
export function castleOf(st: SharedState, m: number): CastleOption {
  const x = moveExtra(m);
  const n = st.castles.length;
  return x < n ? st.castles[x]! : st.gatedCastles!.get(moveOrigin(m))![x - n]!;
}

/** Type number of the piece that makes (or is dropped by) the legal move `m`. */
export function pieceTypeOf(st: SharedState, m: number): number {
  const kind = moveKind(m);
  if (kind === KIND_DROP) return moveExtra(m);
  if (kind === KIND_CASTLE) return st.board[castleOf(st, m).kingFrom]! >> 2;
  return st.board[moveOrigin(m)]! >> 2;
}

/** Keeps the moves of `out[0 .. n)` that leave square `from` (drops leave none), in place; their count. */
export function keepMovesFrom(out: Int32Array, n: number, from: number): number {
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    if (moveOrigin(m) === from && moveKind(m) !== KIND_DROP) out[w++] = m;
  }
  return w;
}

/** How many pieces of type t side has. */
export function countType(st: SharedState, side: number, t: number): number {
  let k = 0;
  const size = st.c.size;
  for (let i = 0; i < st.pcount[side]!; i++) if (st.board[st.plist[side * size + i]!]! >> 2 === t) k++;
  return k;
}

/**
 * Copies the side to move, e.p., castling rights, counters, board hash, ply and versions of `from` (the fields
 * both state classes copy when cloning; each class copies its own other fields).
 */
export function copyCounters(to: SharedState & { hash: number }, from: SharedState & { hash: number }): void {
  to.side = from.side;
  to.ep = from.ep;
  to.epVictim = from.epVictim;
  to.rights = from.rights;
  to.halfmoves = from.halfmoves;
  to.fullmoves = from.fullmoves;
  to.hash = from.hash;
  to.ply = from.ply;
  to.version = from.version;
  to.versionCount = from.versionCount;
}
