import type { BasePosition, Move } from '@x/core';

/** Under the board while a move's wall waits: the move, then what to click (the duck's square, a wall's). */
export function WallHint({
  position,
  walling,
}: {
  readonly position: BasePosition;
  readonly walling: readonly Move[];
}) {
  const move = walling[0];
  if (!move) return null;
  return (
    <p className="wall-hint" data-testid="wall-hint">
      {position.uci(move).split(',')[0]}: now click a square for the{' '}
      {position.variant.walls?.rule === 'duck' ? 'duck' : 'wall'}
    </p>
  );
}
