/**
 * The record of moves a position handed out (`legalMoves`, `decodeMove`, `toMove`), so that `play` of one costs
 * a single make instead of a search among the legal moves. Shared by every kernel.
 */
import type { FairyMoveParts, Move } from '../../move.js';
import { KIND_CASTLE, KIND_PROMOTION } from '../../move-codes.js';
import { moveExtra, moveKind, moveOrigin, moveTarget } from '../../move-codes.js';
import type { Decoder } from './move-text.js';
import type { SharedState } from './shared-state.js';

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
    let d: Move;
    try {
      d = decode(st, m);
    } catch {
      return false; // a wall move of a table rebuilt since (by another generation at this ply): matched afresh
    }
    return (
      d.from === move.from &&
      d.to === move.to &&
      d.piece === move.piece &&
      d.promotion === move.promotion &&
      d.drop === move.drop &&
      d.castle === move.castle &&
      sameFairyParts(d.fairy, move.fairy)
    );
  }
  const c = st.c;
  const names = c.squareNames;
  const from = moveOrigin(m);
  const extra = moveExtra(m);
  const extraId = extra === 0 ? undefined : c.types[extra]!.id;
  return (
    move.from === names[from] &&
    move.to === names[moveTarget(m)] &&
    move.piece === c.types[st.board[from]! >> 2]!.id &&
    move.promotion === (kind === KIND_PROMOTION ? extraId : undefined) &&
    move.fairy?.gate === (kind === KIND_PROMOTION ? undefined : extraId) &&
    move.drop !== true &&
    move.castle === undefined &&
    move.fairy?.via === undefined &&
    move.fairy?.pickup !== true
  );
}

/** Whether two moves' fairy parts agree on what `play` reads of them (gate, its square, via, wall, pickup). */
function sameFairyParts(a: FairyMoveParts | undefined, b: FairyMoveParts | undefined): boolean {
  return (
    a?.gate === b?.gate &&
    a?.gateSquare === b?.gateSquare &&
    a?.via === b?.via &&
    a?.wall === b?.wall &&
    a?.pickup === b?.pickup
  );
}
