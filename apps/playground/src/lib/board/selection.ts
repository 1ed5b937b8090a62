/**
 * What a click on a board selects, as the boards hold it: a square's name, or a piece in a hand as `color@id`, and
 * the legal moves that selection offers.
 */
import type { Move } from '@x/core';

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
