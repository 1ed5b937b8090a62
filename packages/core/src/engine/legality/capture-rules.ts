/**
 * Capture rules: what a move captures, forced capture (`mustCapture`), and SjaakII's rules in the
 * checked generator: the evasions it generates in check (`checkEvasion: 'lines'`), `noRetaliate`,
 * `endangered` and `noPassingCheck`.
 */
import { squaresBetween } from '../../variant/atoms.js';
import { isPieceMove, KIND_LION } from '../../move.js';
import { KIND_DROP, KIND_EN_PASSANT, moveExtra, moveOrigin, moveKind, moveTarget } from '../../move-codes.js';
import { generatePieceAll } from '../pseudo-legal/gen-piece.js';
import { takesProtectedEndangered } from '../../rules/endangered/endangered.js';
import { passesCheck } from '../../rules/no-passing-check/passing-check.js';
import { type EngineState, MAX_MOVES } from '../state/state.js';

/** Whether an encoded move captures (en passant included). */
export function isCapture(st: EngineState, m: number): boolean {
  const kind = moveKind(m);
  if (kind === KIND_EN_PASSANT) return true;
  if (kind === KIND_LION)
    return moveExtra(m) !== 0 || (moveTarget(m) !== moveOrigin(m) && st.board[moveTarget(m)] !== 0);
  // A promotion in place (origin = destination) takes nothing.
  return isPieceMove(kind) && moveTarget(m) !== moveOrigin(m) && st.board[moveTarget(m)] !== 0;
}

/** Forced capture: when some move captures, only captures remain. */
export function keepCaptures(st: EngineState, out: Int32Array, n: number): number {
  let w = 0;
  for (let i = 0; i < n; i++) if (isCapture(st, out[i]!)) out[w++] = out[i]!;
  return w > 0 ? w : n;
}

/**
 * `checkEvasion: 'lines'`: keeps the candidate evasions SjaakII generates (royal moves, captures of a
 * checker, moves of a cannon's screen, moves of lion pieces, blocks on lines and lame legs).
 */
export function lineEvasions(st: EngineState, out: Int32Array, n: number): number {
  const c = st.c;
  const us = st.side;
  const them = us ^ 1;
  const k = st.royalSq[us]!;
  const size = c.size;
  // Checkers: enemy pieces with a capture onto the royal square.
  const attackers: number[] = [];
  const scratch = (st.evasionScratch ??= new Int32Array(MAX_MOVES));
  const ep = st.ep;
  const ep2 = st.ep2;
  st.side = them;
  st.ep = -1;
  st.ep2 = -1;
  for (let i = 0; i < st.pcount[them]!; i++) {
    const from = st.plist[them * size + i]!;
    const m = generatePieceAll(st, scratch, 0, from);
    for (let j = 0; j < m; j++) {
      if (moveTarget(scratch[j]!) === k) {
        attackers.push(from);
        break;
      }
    }
  }
  st.side = us;
  st.ep = ep;
  st.ep2 = ep2;
  const files = c.files;
  const targets = new Set<number>(attackers);
  const screens = new Set<number>();
  for (const a of attackers) {
    const dx = (a % files) - (k % files);
    const dy = Math.floor(a / files) - Math.floor(k / files);
    const aligned = dx === 0 || dy === 0 || Math.abs(dx) === Math.abs(dy);
    const between = aligned ? squaresBetween(k, a, files) : [];
    for (const s of between) targets.add(s);
    const at = st.board[a]! >> 2;
    const key = (them * c.stride + at) * size + a;
    if (c.leaps.leggedOff[key + 1]! > c.leaps.leggedOff[key]!) {
      const { neighbourOff, neighbours } = c.capture.atomic;
      for (let i = neighbourOff[a]!; i < neighbourOff[a + 1]!; i++) targets.add(neighbours[i]!);
    }
    if (c.rays[them * c.stride + at]!.some((r) => r.hop >= 0)) for (const s of between) screens.add(s);
  }
  const lionMode = c.rules.lion?.mode;
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    const kind = moveKind(m);
    const from = moveOrigin(m);
    if (kind !== KIND_DROP) {
      const code = st.board[from]!;
      if (
        c.royal[code >> 2] ||
        lionMode?.[(us * c.stride + (code >> 2)) * size + from] ||
        screens.has(from)
      ) {
        out[w++] = m;
        continue;
      }
    }
    const victim = kind === KIND_EN_PASSANT ? st.epVictim : moveTarget(m);
    if (targets.has(victim) || targets.has(moveTarget(m))) out[w++] = m;
  }
  return w;
}

/**
 * The side rules of SjaakII on a move of a piece of type t, each of its own rule folder: `noRetaliate` (with `noRet`,
 * `noRetaliateNow`), `endangered`, `noPassingCheck`.
 */
export function sideRulesAllow(st: EngineState, m: number, t: number, noRet: boolean): boolean {
  const c = st.c;
  const board = st.board;
  const from = moveOrigin(m);
  const to = moveTarget(m);
  const kind = moveKind(m);
  const us = st.side;
  const victims: number[] = [];
  if (kind === KIND_LION) {
    const extra = moveExtra(m);
    if (extra > 0) victims.push(c.rules.lion!.first[(us * c.stride + t) * c.size + from]![extra - 1]!);
    if (to !== from && board[to] !== 0) victims.push(to);
  } else if (kind !== KIND_EN_PASSANT && board[to] !== 0) victims.push(to);
  for (const v of victims) {
    if (noRet && c.rules.noRetaliate!.types[board[v]! >> 2]) return false;
    if (takesProtectedEndangered(st, t, v)) return false;
  }
  return !(c.rules.noPassingCheck?.types[t] && kind !== KIND_LION && passesCheck(st, from, to));
}
