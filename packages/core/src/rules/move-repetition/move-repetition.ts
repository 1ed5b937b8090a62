/**
 * `end.moveRepetition` (Fairy-Stockfish `moveRepetitionIllegal`, Kakao janggi's rule; facts read from its
 * `Position::is_optional_game_end()`, this is our own code): a side that moves one piece back and forth too often
 * loses. The side that just moved (the mover) loses when, counting its own moves back from the last one:
 * - its last move was a plain move (not a drop, promotion, castling, gating or pass) of a piece that may stand on
 *   a square where the opponent's royal may stand (its prison meets the royal's: janggi's king and advisors, kept
 *   in their own palace, are exempt);
 * - its moves before it went back and forth along the same line — each the reverse of the one after it — four
 *   such moves in a row (`a→b b→a a→b b→a`, the newest last), where the second newest may instead be a pass
 *   (then the four moves are the newest and the three before the pass);
 * - the move before those four brought the piece onto the square the oscillation starts from, without a capture;
 * - the mover was not in check before any of these moves, nor before the move before them when it lies inside the
 *   reversible plies;
 * - no capture (nor other reset of the move counter) was played since, by either side.
 * The opponent's moves are not looked at. The rule is the engine's n-fold loop's: it needs `end.repetition` > 1, and
 * the move-count draw and an N-fold repetition found at fewer plies back come first.
 */
import { KIND_LION } from '../../move.js';
import { moveExtra, moveOrigin, moveKind, moveTarget } from '../../move-codes.js';
import type { EngineState } from '../../engine/state/state.js';
import type { MoveRepetitionCode } from './code.js';
import { suppliedCode } from '../module/supplied-code.js';

/** A plain move (the engine's `NORMAL` type: `KIND_NORMAL` or `KIND_DOUBLE`, a piece's own step, without a gate). */
const plain = (m: number) => moveKind(m) < 2 && !moveExtra(m);

/**
 * Whether the side that just moved has lost by the rule, given the current position's nearest earlier occurrence
 * (`nearest` plies back, 0 when none) and the repetition count `count` of the N-fold rule (`end.repetition`).
 */
function lost(st: EngineState, nearest: number, count: number): boolean {
  const { c, ply } = st;
  /** The move `k` plies back (0: the last). */
  const move = (k: number) => st.stMove[ply - 1 - k]!;
  /** Whether the move `k` plies back is a plain move from the destination of the move `j` plies back to its origin. */
  const reverses = (k: number, j: number) =>
    plain(move(k)) &&
    moveOrigin(move(k)) === moveTarget(move(j)) &&
    moveTarget(move(k)) === moveOrigin(move(j));
  // The move-count draw comes first (put off by checks under the AXF rule).
  const moveCount = 2 * (c.def.end!.moveCount ?? 50);
  if (
    moveCount &&
    st.halfmoves >= moveCount + (c.rules.axfChase ? suppliedCode.axfChase!.checkAllowance(st) : 0)
  )
    return false;
  // The plies looked back over: since the last capture or pawn move (all of them with captures to the hand).
  const window = Math.min(c.def.drops?.capturesToHand ? ply : st.halfmoves, ply);
  const pass =
    moveKind(move(2)) === KIND_LION && !moveExtra(move(2)) && moveOrigin(move(2)) === moveTarget(move(2));
  // The four back-and-forth moves end 6 plies back (8 with the pass); the arrival before them lies 2 plies further.
  const depth = pass ? 10 : 8;
  let free = window >= depth && plain(move(0)) && (pass || reverses(2, 0));
  for (let k = 4; k < depth; k += 2) free &&= reverses(k, k === 4 && pass ? 0 : k - 2);
  free &&=
    !(st.stCaptured[ply - 1 - depth]! & 0xffff) && moveTarget(move(depth)) === moveOrigin(move(depth - 2));
  // A twofold repetition at fewer plies back ends the game first (the oscillation lets the position recur once).
  if (!free || (count <= 2 && nearest >= 4 && nearest < depth)) return false;
  // The piece may stand where an opposing royal may (anywhere when there is none).
  const code = st.board[moveTarget(move(0))]!;
  const own = c.pieces.prison[(code & 1) * c.stride + (code >> 2)];
  let royals = 0;
  free = false;
  for (let t = 1; t < c.stride; t++) {
    const royal = c.royal[t] ? c.pieces.prison[((code & 1) ^ 1) * c.stride + t] : 0;
    if (royal !== 0) royals++;
    for (let s = 0; s < c.size && royal !== 0; s++) free ||= !!((!own || own[s]) && (!royal || royal[s]));
  }
  free ||= !royals;
  // The mover was in check before none of its moves 1, 3, … plies back, up to the one before the arrival.
  const moves: number[] = [];
  for (let k = 1; k <= Math.min(depth + 1, window) && free; k++) {
    moves.push(st.stMove[st.ply - 1]!);
    st.hooks.unmake(st);
    free = !(k & 1 && st.hooks.inCheck(st, st.side));
  }
  for (const m of moves.reverse()) st.hooks.make(st, m);
  return free;
}

/** The rule's code, as the end rules call it (`MoveRepetitionCode`). */
const code: MoveRepetitionCode = { name: 'moveRepetition', lost };

/**
 * The move-repetition rule module: what a variant with `end.moveRepetition` (Kakao janggi) needs to compile.
 * `@x/core/schema`'s `parseVariantDefinition` and `@x/fairy-variants`' `toVariant` supply it to the definitions they
 * make; for a definition of your own, `supplyRules()` of `@x/core/variant` first.
 */
export const moveRepetition: MoveRepetitionCode = code;
