/**
 * What a click on a board selects, as the boards hold it: a square's name, or a piece in a hand as `color@id`, and
 * the legal moves that selection offers, and the steps of a move that asks for more than two clicks (a promotion, a
 * wall to place).
 */
import type { BasePosition, Move } from '@x/core';

/** The selection of the piece `id` in `color`'s hand. */
export function handKey(color: 'white' | 'black', id: string): string {
  return `${color}@${id}`;
}

/** Whether a selection is a hand piece (else a square). */
export function isHandKey(selected: string): boolean {
  return selected.includes('@');
}

/**
 * The legal moves a selection offers: the moves from its square, or the drops of its hand piece when that hand is
 * the side to move's; none without a selection.
 */
export function selectionMoves(
  legal: readonly Move[],
  selected: string | undefined,
  turn: 'white' | 'black',
): Move[] {
  if (!selected) return [];
  if (isHandKey(selected)) {
    const [color, id] = selected.split('@');
    return color === turn ? legal.filter((m) => m.drop && m.piece === id) : [];
  }
  return legal.filter((m) => !m.drop && m.from === selected);
}

/**
 * The moves of `moves` a click or drop on `square` makes: those ending there, and the castlings whose partner stands
 * there (the king dropped on its own rook castles, as on lichess; in Chess960 the only way to say some castlings).
 */
export function movesOnto(moves: readonly Move[], square: string): Move[] {
  return moves.filter((m) => m.to === square || (m.castle !== undefined && m.rookFrom === square));
}

/** The squares a click completes one of `moves` on: their targets, and their castlings' partners. */
export function targetSquares(moves: readonly Move[]): Set<string> {
  return new Set(moves.flatMap((m) => (m.castle !== undefined && m.rookFrom ? [m.to, m.rookFrom] : [m.to])));
}

/**
 * Whether the piece on `square` is one the side to move picks up: its own, and not its wall (the duck moves with a
 * move, placed after it).
 */
export function isMovablePiece(position: BasePosition, square: string): boolean {
  const piece = position.pieceAt(square);
  return piece?.color === position.turn && piece.type !== position.variant.walls?.piece;
}

/**
 * What the legal moves one click or drop means call for next: `play` the one move; `choose` among moves that
 * differ by more than their walls (promotions, gates: one of each); else `wall`: the move's wall squares to click,
 * one move each (variants with walls placed by a move, duck chess). Undefined for no move.
 */
export function nextMoveStep(
  moves: readonly Move[],
): { play: Move } | { choose: readonly Move[] } | { wall: readonly Move[] } | undefined {
  const first = moves[0];
  if (!first) return undefined;
  if (moves.length === 1) return { play: first };
  if (first.fairy?.wall === undefined) return { choose: moves };
  const kinds = new Map(moves.map((m) => [`${m.promotion ?? ''}/${m.fairy?.gate ?? ''}`, m]));
  return kinds.size > 1 ? { choose: [...kinds.values()] } : { wall: moves };
}

/** The legal moves that are `move` with any wall (what a promotion picked among moves with walls still offers). */
export function movesWithAnyWall(legal: readonly Move[], move: Move): Move[] {
  if (move.fairy?.wall === undefined) return [move];
  return legal.filter(
    (m) =>
      m.from === move.from &&
      m.to === move.to &&
      m.drop === move.drop &&
      m.piece === move.piece &&
      m.promotion === move.promotion &&
      m.fairy?.gate === move.fairy?.gate,
  );
}
