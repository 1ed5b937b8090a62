/** Applying a legal move: captures, castling, promotion, en passant, special-rights cascade, counters, turn. */
import type { BoardPiece } from './board.js';
import type { ResolvedMove } from './legal.js';
import { MOVEMENT, RANK } from './pieces.js';
import { abs } from './primes.js';
import { jumpingRoyal, positionKey, type State } from './state.js';
import type { InfinitePlayer } from './types.js';

function validPartner(q: BoardPiece): boolean {
  return q.special && q.type !== 'pawn' && !jumpingRoyal(q.type);
}

function validCastler(q: BoardPiece): boolean {
  return q.special && MOVEMENT[q.type].castler;
}

/**
 * The special-rights cascade (#863): on rank `y`, each non-pawn piece of `player` with its right keeps it only if
 * a piece of the opposite role (castler vs partner) with its right stands at least 3 files away. Repeated until
 * nothing changes. Returns whether any right was removed.
 */
export function cascade(s: State, player: InfinitePlayer, y: bigint): boolean {
  const { arr } = s.board.lineAt(RANK, 0n, y);
  const mine = arr.filter((q) => q.player === player && q.special && q.type !== 'pawn');
  let changed = true;
  let any = false;
  while (changed) {
    changed = false;
    for (const r of mine) {
      if (!r.special) continue;
      const castler = MOVEMENT[r.type].castler;
      const keep = mine.some(
        (q) => q !== r && abs(q.x - r.x) >= 3n && (castler ? validPartner(q) : validCastler(q)),
      );
      if (!keep) {
        r.special = false;
        changed = true;
        any = true;
      }
    }
  }
  return any;
}

/** Plays a resolved (legal) move on the state. */
export function applyMove(s: State, m: ResolvedMove): void {
  const b = s.board;
  const { piece: p, candidate: c } = m;
  // the piece's side, rank and type before the move changes them
  const { player: mover, y: fromY, type: movedType } = p;
  const captured: InfinitePlayer[] = [];
  const capturedRoyalOf: InfinitePlayer[] = [];
  const ranks: { player: InfinitePlayer; y: bigint }[] = [{ player: mover, y: fromY }];
  let irreversible = movedType === 'pawn' || p.special || c.partner !== undefined;
  if (c.capture) {
    const q = c.capture;
    captured.push(q.player);
    if (MOVEMENT[q.type].royal) capturedRoyalOf.push(q.player);
    ranks.push({ player: q.player, y: q.y });
    b.remove(q);
    irreversible = true;
  }
  b.move(p, c.x, c.y);
  p.special = false;
  if (c.partner) {
    b.move(c.partner.piece, c.partner.x, c.partner.y);
    c.partner.piece.special = false;
  }
  if (m.promotion) b.retype(p, m.promotion);
  for (const r of ranks) if (cascade(s, r.player, r.y)) irreversible = true;
  s.ep = c.doubleStep ? { x: c.x, y: (fromY + c.y) / 2n, px: c.x, py: c.y } : undefined;
  s.moveRuleState = c.capture || movedType === 'pawn' ? 0 : s.moveRuleState + 1;
  s.turnIndex = (s.turnIndex + 1) % s.turnOrder.length;
  if (s.turnIndex === 0) s.fullMove++;
  s.lastMove = { mover, type: movedType, x: c.x, y: c.y, captured, capturedRoyalOf };
  if (irreversible) s.history.clear();
  const key = positionKey(s);
  s.key = key;
  s.history.set(key, (s.history.get(key) ?? 0) + 1);
}
