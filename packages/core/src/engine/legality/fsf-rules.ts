/**
 * Rules from Fairy-Stockfish's variant settings that only its variants use: the pass of a side without
 * a legal move (`passOnStalemate`), collinear pieces (`end.connect.collinear`), drops that slide in from
 * any edge (`drops.anySide`), draws decided by material (`end.materialCounting`) and the pseudo-royal
 * drop rule (`PieceType.royal` `{ upTo }`), the royal that in check may only take its checker (`checkedRoyalTakesOnly`). Each is reached through a compiled flag or a definition field
 * that other variants leave unset, so they cost them nothing.
 */
import { KIND_LION } from '../../move.js';
import { KIND_DROP, encodeMove, moveExtra, moveOrigin, moveKind, moveTarget } from '../../move-codes.js';
import { attacked, captureSources } from './attacks.js';
import { countType } from '../state/shared-state.js';
import type { EngineState } from '../state/state.js';

/** Whether `m` is the stay-in-place null move (a pass). */
export function isPassMove(m: number): boolean {
  return moveOrigin(m) === moveTarget(m) && moveKind(m) === KIND_LION && moveExtra(m) === 0;
}

/**
 * `passOnStalemate`: with no legal move (`n` is 0), the pass of the side to move when it is not in
 * check and has a piece (its single royal, else its lowest-square piece, stays in place). Returns the new count.
 */
export function stalematePass(st: EngineState, out: Int32Array, n: number): number {
  if (n !== 0 || st.hooks.inCheck(st, st.side)) return n;
  // The single royal passes, as Fairy-Stockfish's king does (its UCI: `e1e1`); else the lowest piece.
  const royal = st.royalSq[st.side]!;
  if (royal >= 0) {
    out[0] = encodeMove(royal, royal, KIND_LION, 0);
    return 1;
  }
  const b = st.board;
  for (let s = 0; s < st.c.size; s++) {
    if (b[s] !== 0 && (b[s]! & 1) === st.side) {
      out[0] = encodeMove(s, s, KIND_LION, 0);
      return 1;
    }
  }
  return 0;
}

/** `passOnStalemate`: whether the last two moves were passes (the game is over). */
export function doublePassed(st: EngineState): boolean {
  const p = st.ply;
  return p >= 2 && isPassMove(st.stMove[p - 1]!) && isPassMove(st.stMove[p - 2]!);
}

/**
 * `end.connect.collinear`: whether side `side` has at least that many counting pieces on one line
 * (rank, file or diagonal of the rule's lines), whatever stands between them.
 */
export function collinear(st: EngineState, side: number): boolean {
  const rule = st.c.end.connect!;
  const need = rule.collinear;
  const { files, ranks, size } = st.c;
  for (let i = 0; i < st.pcount[side]!; i++) {
    const sq = st.plist[side * size + i]!;
    if (rule.pieces[st.board[sq]! >> 2] !== 1) continue;
    const f = sq % files;
    const r = (sq - f) / files;
    for (const [dx, dy] of rule.steps) {
      // Walk back to the line's first square, then count along it.
      let x = f;
      let y = r;
      while (x - dx >= 0 && x - dx < files && y - dy >= 0 && y - dy < ranks) {
        x -= dx;
        y -= dy;
      }
      let count = 0;
      for (; x >= 0 && x < files && y >= 0 && y < ranks; x += dx, y += dy) {
        const code = st.board[y * files + x]!;
        if (code !== 0 && (code & 1) === side && rule.pieces[code >> 2] === 1) count++;
      }
      if (count >= need) return true;
    }
  }
  return false;
}

/**
 * `drops.anySide`: marks in `mark` (cleared first) the squares where a drop may land, as
 * Fairy-Stockfish's `enclosingDrop = anyside` finds them (the lowest candidate square per line).
 */
export function anySideSquares(st: EngineState, mark: Uint8Array): void {
  const { files, ranks } = st.c;
  const b = st.board;
  const empty = (x: number, y: number) => b[y * files + x] === 0;
  const filled = (x: number, y: number) => x >= 0 && x < files && y >= 0 && y < ranks && !empty(x, y);
  mark.fill(0);
  const lowest = (line: number, byRank: boolean, stop: (x: number, y: number) => boolean) => {
    const len = byRank ? files : ranks;
    for (let k = 0; k < len; k++) {
      const x = byRank ? k : line;
      const y = byRank ? line : k;
      if (empty(x, y) && stop(x, y)) {
        mark[y * files + x] = 1;
        return;
      }
    }
  };
  for (let y = 0; y < ranks; y++) {
    // From the left edge: stops before an occupied square or at the last file.
    if (empty(0, y)) lowest(y, true, (x) => x === files - 1 || filled(x + 1, y));
    // From the right edge (the lowest candidate, as the engine takes it): the first file or beside a piece.
    if (empty(files - 1, y)) lowest(y, true, (x) => x === 0 || filled(x - 1, y));
  }
  for (let x = 0; x < files; x++) {
    // From the bottom edge: stops below an occupied square or on the last rank.
    if (empty(x, 0)) lowest(x, false, (_, y) => y === ranks - 1 || filled(x, y + 1));
    // From the top edge (the lowest candidate): the first rank or above a piece.
    if (empty(x, ranks - 1)) lowest(x, false, (_, y) => y === 0 || filled(x, y - 1));
  }
}

/** `end.materialCounting`: the side a decided draw goes to (0 white, 1 black), or -1 for a draw. */
export function materialWinner(st: EngineState): number {
  const rule = st.c.def.end?.materialCounting;
  if (typeof rule === 'object') {
    // Janggi's count: White needs more points than Black's plus `blackBonus`; Fairy-Stockfish gives Black the ties.
    const points = new Map(Object.entries(rule.points));
    let diff = -rule.blackBonus;
    for (let side = 0; side < 2; side++) {
      for (let i = 0; i < st.pcount[side]!; i++) {
        const code = st.board[st.plist[side * st.c.size + i]!]!;
        const v = points.get(st.c.types[code >> 2]!.id) ?? 0;
        diff += side === 0 ? v : -v;
      }
    }
    return diff > 0 ? 0 : 1;
  }
  if (rule === 'whiteDrawOdds') return 0;
  if (rule === 'blackDrawOdds') return 1;
  if (rule === 'unweighted') {
    const d = st.pcount[0]! - st.pcount[1]!;
    return d > 0 ? 0 : d < 0 ? 1 : -1;
  }
  return -1;
}

/**
 * `PieceType.royal` `{ upTo }`: whether the piece `code` is royal now (its side has at most that many of its
 * type on the board).
 */
export function royalNow(st: EngineState, code: number): boolean {
  const t = code >> 2;
  const royal = st.c.types[t]!.royal;
  return typeof royal !== 'object' || countType(st, code & 1, t) <= royal.upTo;
}

/**
 * `PieceType.royal` `{ upTo }`, after `make` of a move by `us`: Fairy-Stockfish's drop rule for pseudo-royal
 * types — a dropped piece of such a type must not stand attacked, however many of the type its side has.
 */
export function droppedRoyalAttacked(st: EngineState, us: number): boolean {
  const m = st.stMove[st.ply - 1]!;
  return (
    moveKind(m) === KIND_DROP &&
    typeof st.c.types[moveExtra(m)]!.royal === 'object' &&
    attacked(st, moveTarget(m), us ^ 1)
  );
}

/**
 * `checkedRoyalTakesOnly` (makpong): in check, keeps the royal's moves only where they take the one checker.
 * Returns the new count.
 */
export function checkedRoyalTakes(st: EngineState, out: Int32Array, n: number): number {
  const us = st.side;
  const royal = st.royalSq[us]!;
  if (royal < 0 || !st.hooks.inCheck(st, us)) return n;
  const checkers = new Int32Array(2);
  const found = captureSources(st, royal, us ^ 1, checkers);
  const checker = found === 1 ? checkers[0]! : -1;
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    if (moveKind(m) !== KIND_DROP && moveOrigin(m) === royal && moveTarget(m) !== checker) continue;
    out[w++] = m;
  }
  return w;
}
