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
 * The opponent's moves are not looked at. The rule is the engine's n-fold loop's: it needs `end.repetition` > 1, an
 * N-fold repetition found at fewer plies back comes first, and so does the move-count draw (`moveCount`).
 */
import { KIND_DOUBLE, KIND_LION, KIND_NORMAL, moveExtra, moveFrom, moveKind, moveTo } from '../../move.js';
import type { CompiledVariant } from '../../variant/compile/tables.js';
import type { RuleModule } from '../../variant/rule-modules.js';
import type { EngineState } from '../state/state.js';
import type { MoveRepetitionCode } from './end.js';

/** Per compiled variant: 1 at `side * stride + type` when that piece may stand where the opponent's royal may. */
const MOVERS = new WeakMap<CompiledVariant, Uint8Array>();

function moversOf(c: CompiledVariant): Uint8Array {
  let movers = MOVERS.get(c);
  if (movers) return movers;
  movers = new Uint8Array(2 * c.stride);
  for (let side = 0; side < 2; side++) {
    // The squares the opponent's royal pieces may stand on (no royal, or one without a prison: the whole board).
    const royalSquares = new Uint8Array(c.size);
    let royals = 0;
    for (let t = 1; t < c.stride; t++) {
      if (!c.royal[t]) continue;
      royals++;
      const prison = c.prison[(side ^ 1) * c.stride + t];
      for (let s = 0; s < c.size; s++) if (!prison || prison[s]) royalSquares[s] = 1;
    }
    if (royals === 0) royalSquares.fill(1);
    for (let t = 1; t < c.stride; t++) {
      const prison = c.prison[side * c.stride + t];
      let meets = 0;
      for (let s = 0; s < c.size && !meets; s++) if (royalSquares[s] && (!prison || prison[s])) meets = 1;
      movers[side * c.stride + t] = meets;
    }
  }
  MOVERS.set(c, movers);
  return movers;
}

/** A plain move: the engine's `NORMAL` type (a piece's own step, a double step too), without a gate. */
function isPlain(m: number): boolean {
  const kind = moveKind(m);
  return (kind === KIND_NORMAL || kind === KIND_DOUBLE) && moveExtra(m) === 0;
}

/** Whether `a` is a plain move from `b`'s destination to `b`'s origin. */
function reverses(a: number, b: number): boolean {
  return isPlain(a) && moveFrom(a) === moveTo(b) && moveTo(a) === moveFrom(b);
}

/** The pass (the stay-in-place null move). */
function isPass(m: number): boolean {
  return moveKind(m) === KIND_LION && moveFrom(m) === moveTo(m) && moveExtra(m) === 0;
}

/**
 * How many plies back the engine's n-fold loop finds the mover's loss (8, or 10 with the pass), or 0 when it does
 * not, with `window` plies of history it may look at; the in-check conditions are left to `noChecks`.
 */
function lossDepth(st: EngineState, window: number): number {
  const move = (k: number) => st.stMove[st.ply - 1 - k]!;
  const m0 = move(0);
  if (window < 8 || !isPlain(m0)) return 0;
  const code = st.board[moveTo(m0)]!;
  if (!moversOf(st.c)[(code & 1) * st.c.stride + (code >> 2)]) return 0;
  const pass = isPass(move(2));
  if (!pass && !reverses(move(2), m0)) return 0;
  // The four back-and-forth moves end 6 plies back (8 with the pass); the move before them lies 2 plies further.
  const last = pass ? 8 : 6;
  for (let k = 4; k <= last; k += 2) if (!reverses(move(k), k === 4 && pass ? m0 : move(k - 2))) return 0;
  const before = last + 2;
  if (window < before) return 0;
  const captured = st.stCaptured[st.ply - 1 - before]! & 0xffff;
  return captured === 0 && moveTo(move(before)) === moveFrom(move(last)) ? before : 0;
}

/** Whether the mover was in check before none of its moves 1, 3, …, `upTo` plies back (walks back and forth). */
function neverChecked(st: EngineState, upTo: number): boolean {
  const moves: number[] = [];
  let free = true;
  for (let k = 1; k <= upTo && free; k++) {
    moves.push(st.stMove[st.ply - 1]!);
    st.hooks.unmake(st);
    if (k & 1 && st.hooks.inCheck(st, st.side)) free = false;
  }
  for (let i = moves.length - 1; i >= 0; i--) st.hooks.make(st, moves[i]!);
  return free;
}

/**
 * Whether the side that just moved has lost by the rule, given the current position's nearest earlier occurrence
 * (`nearest` plies back, 0 when none) and the repetition count `count` of the N-fold rule (`end.repetition`). The
 * caller asks only when the move-count draw is not due.
 */
function movedBackAndForth(st: EngineState, nearest: number, count: number): boolean {
  const window = Math.min(st.c.def.drops?.capturesToHand ? st.ply : st.halfmoves, st.ply);
  const depth = lossDepth(st, window);
  if (depth === 0) return false;
  // An N-fold repetition at fewer plies back ends the game first: the mover's oscillation lets the position
  // occur once in between (4 or 6 plies back), so only a twofold rule can.
  if (count <= 2 && nearest >= 4 && nearest < depth) return false;
  return neverChecked(st, Math.min(depth + 1, window));
}

/** The rule's code, as the end rules call it (`MoveRepetitionCode`). */
const code: MoveRepetitionCode = { name: 'moveRepetition', lost: movedBackAndForth };

/**
 * The move-repetition rule module: what a variant with `end.moveRepetition` (Kakao janggi) needs to compile.
 * `@x/core/schema`'s `parseVariantDefinition` and `@x/fairy-variants`' `toVariant` supply it to the definitions they
 * make; for a definition of your own, `supplyRules()` of `@x/core/variant` first.
 */
export const moveRepetition: RuleModule = code;
