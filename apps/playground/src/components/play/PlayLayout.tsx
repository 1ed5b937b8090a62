import type { ReactNode } from 'react';

/**
 * The layout both play panels share (finite and unbounded boards): the board and what goes under it, then a
 * side column with the status line (`data-testid="status"`) and the panel's own controls.
 */
export function PlayLayout({
  board,
  status,
  children,
}: {
  readonly board: ReactNode;
  readonly status: string;
  readonly children: ReactNode;
}) {
  return (
    <div className="play">
      <div>{board}</div>
      <div className="side">
        <p className="status" data-testid="status">
          {status}
        </p>
        {children}
      </div>
    </div>
  );
}
