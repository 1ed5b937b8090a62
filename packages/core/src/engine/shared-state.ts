/**
 * The part of a position's state that the shared readers use — decoding and remembering moves, UCI text, the
 * `Setup` record, `@x/core/engine`'s accessors. The generic `EngineState` and `@x/core/chess`'s `ChessState`
 * both have it, so these readers serve both without the generic engine's move generator.
 */
import type { CompiledVariant } from '../compile.js';
import { moveExtra } from '../move-codes.js';
import type { BoardTableKeys } from '../compile/tables.js';
import type { CastleOption } from './state.js';

/** The variant tables the shared readers use. */
export type SharedTables = Pick<CompiledVariant, BoardTableKeys | 'pieceSymbol' | 'lionFirst' | 'royal'>;

/** The state fields the shared readers use (`hands`, `checksRemaining`, `unmoved` only where the variant has them). */
export interface SharedState {
  readonly c: SharedTables;
  board: Int16Array;
  side: number;
  ep: number;
  epVictim: number;
  castles: CastleOption[];
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

/** The castling option that the castling move `m` plays (its extra field indexes `st.castles`). */
export function castleOf(st: SharedState, m: number): CastleOption {
  return st.castles[moveExtra(m)]!;
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
