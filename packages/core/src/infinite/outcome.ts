/** Game conclusions after a move, in the live site's order (§6.10), for the decided subset. */
import { inCheck, royalsOf } from './attacks.js';
import { hasLegalMove } from './legal.js';
import { checkFilter, type State, toMove } from './state.js';
import type { InfiniteOutcome, InfinitePlayer } from './types.js';

const KOTH = new Set(['4,4', '5,4', '4,5', '5,5']);

function piecesOf(s: State, player: InfinitePlayer): number {
  let n = 0;
  for (const p of s.board.pieces) if (p.player === player) n++;
  return n;
}

/**
 * The outcome of the position, or `undefined` while the game goes on. Order: allpiecescaptured, royalcapture,
 * allroyalscaptured, koth (these need the last move), threefold repetition, checkmate / stalemate, move rule.
 * Not adjudicated: insufficient material (see INFINITE.md).
 */
export function outcomeOf(s: State): InfiniteOutcome | undefined {
  const last = s.lastMove;
  if (last) {
    const wins = s.rules.winConditions.get(last.mover);
    const opponents = [...new Set(s.turnOrder)].filter((p) => p !== last.mover);
    if (
      wins?.has('allpiecescaptured') &&
      opponents.some((o) => last.captured.includes(o) && piecesOf(s, o) === 0)
    )
      return { result: 'win', winner: last.mover, condition: 'allpiecescaptured' };
    // More than two players (royal-capture semantics): capturing a royal wins for a `checkmate` player too.
    const royalCapture = wins?.has('royalcapture') || (s.royalCaptureMode && wins?.has('checkmate'));
    if (royalCapture && last.capturedRoyalOf.length > 0)
      return { result: 'win', winner: last.mover, condition: 'royalcapture' };
    if (wins?.has('allroyalscaptured') && last.capturedRoyalOf.some((o) => royalsOf(s, o).length === 0))
      return { result: 'win', winner: last.mover, condition: 'allroyalscaptured' };
    if (wins?.has('koth') && last.type === 'king' && KOTH.has(`${last.x},${last.y}`))
      return { result: 'win', winner: last.mover, condition: 'koth' };
  }
  if ((s.history.get(s.key) ?? 0) >= 3) return { result: 'draw', condition: 'repetition' };
  const player = toMove(s);
  if (!hasLegalMove(s, player)) {
    if (checkFilter(s, player) && inCheck(s, player)) {
      const winner = last?.mover ?? s.turnOrder[(s.turnIndex + s.turnOrder.length - 1) % s.turnOrder.length]!;
      return { result: 'win', winner, condition: 'checkmate' };
    }
    return { result: 'draw', condition: 'stalemate' };
  }
  if (s.rules.moveRule !== undefined && s.moveRuleState >= s.rules.moveRule)
    return { result: 'draw', condition: 'moverule' };
  return undefined;
}
