/** The infinite board's controls (pan, zoom, fit, go to x,y) and its status line. */
import { useState } from 'react';
import { parseCoordinates } from '../../lib/infinite/coordinates';

/** Pan and zoom buttons, "Fit to pieces", and the Go box (reads `x,y`, `(x, y)`, `x y`, `1e30`, `10^30`). */
export function InfiniteToolbar({
  onPan,
  onZoom,
  onFit,
  onGo,
  halfCols,
  halfRows,
}: {
  readonly onPan: (dx: bigint, dy: bigint) => void;
  readonly onZoom: (factor: number) => void;
  readonly onFit: () => void;
  readonly onGo: (x: bigint, y: bigint) => void;
  readonly halfCols: number;
  readonly halfRows: number;
}) {
  const [jump, setJump] = useState('');
  const [jumpError, setJumpError] = useState('');
  const goTo = (e: React.FormEvent) => {
    e.preventDefault();
    const target = parseCoordinates(jump);
    if ('error' in target) {
      setJumpError(target.error);
      return;
    }
    setJumpError('');
    onGo(target.x, target.y);
  };
  return (
    <div className="toolbar">
      <button type="button" onClick={() => onPan(-BigInt(halfCols), 0n)} aria-label="pan left">
        ←
      </button>
      <button type="button" onClick={() => onPan(BigInt(halfCols), 0n)} aria-label="pan right">
        →
      </button>
      <button type="button" onClick={() => onPan(0n, BigInt(halfRows))} aria-label="pan up">
        ↑
      </button>
      <button type="button" onClick={() => onPan(0n, -BigInt(halfRows))} aria-label="pan down">
        ↓
      </button>
      <button type="button" onClick={() => onZoom(1.25)} aria-label="zoom in">
        +
      </button>
      <button type="button" onClick={() => onZoom(0.8)} aria-label="zoom out">
        −
      </button>
      <button type="button" onClick={onFit} data-testid="fit">
        Fit to pieces
      </button>
      <form onSubmit={goTo} className="goto">
        <input
          value={jump}
          onChange={(e) => setJump(e.target.value)}
          placeholder="x,y or (1e30, 0)"
          size={14}
          aria-label="go to x,y"
          data-testid="goto-input"
        />
        <button type="submit">Go</button>
        {jumpError ? (
          <span className="error-text" role="alert" data-testid="goto-error">
            {jumpError}
          </span>
        ) : null}
      </form>
    </div>
  );
}

/** The centre's coordinates in full, the zoom (or overview), a partial-fit note, and the square under the pointer. */
export function ViewStatus({
  cx,
  cy,
  view,
  hover,
}: {
  readonly cx: bigint;
  readonly cy: bigint;
  readonly view: { readonly cell: number; readonly overview?: boolean; readonly partial?: boolean };
  readonly hover: { readonly x: bigint; readonly y: bigint } | undefined;
}) {
  return (
    <p className="coords" data-testid="view-center">
      centre x = <code data-testid="center-x">{String(cx)}</code>, y ={' '}
      <code data-testid="center-y">{String(cy)}</code>
      {view.overview
        ? ' · overview: every piece, logarithmic scale (+ to zoom back in)'
        : ` · zoom ${view.cell}px`}
      {view.partial
        ? ' · the pieces are too far apart for one window: showing the group around the middle piece (− zooms out to all of them)'
        : ''}
      {hover ? (
        <>
          {' · '}pointer <code data-testid="hover">{`${hover.x},${hover.y}`}</code>
        </>
      ) : null}
    </p>
  );
}
