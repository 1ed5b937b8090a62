/**
 * Fitting the infinite board's window to its pieces: the centre and zoom that show them all (on a phone no smaller
 * than squares a finger hits), and whether some piece is still out of sight.
 */
import { bmax, bmin, floorDiv } from '../../lib/infinite/bigmath';
import type { InfinitePiece } from './types';
import { type WindowSize, windowOf } from './window';

/** The smallest and largest square of the window, in view box units. */
export const MIN_CELL = 6;
export const MAX_CELL = 80;

/** The smallest square a finger hits, in CSS pixels. */
export const TOUCH_SQUARE = 40;

/** What the board shows: its centre and zoom. */
export interface View {
  readonly cx: bigint;
  readonly cy: bigint;
  readonly cell: number;
  /** The last fit could not show every piece (some piece is outside the window shown). */
  readonly partial?: boolean;
  /** Chosen by a fit, not moved since: fitted again when the window's shape changes. */
  readonly fitted?: boolean;
  /** Zoomed out past the smallest cell: every piece on a logarithmic scale (see `LogOverview`). */
  readonly overview?: boolean;
}

/**
 * The smallest cell a fit may choose on a page `pageWidth` CSS pixels wide: on a page narrower than the window (a
 * phone, where the window is drawn the column's width, 12 px less than the page's) the cell that is `TOUCH_SQUARE`
 * pixels on the screen; else `MIN_CELL`. A width of 0 (no page) is a wide one.
 */
export function readableCell(pageWidth: number, size: WindowSize): number {
  if (pageWidth <= 0 || pageWidth >= size.width + 40) return MIN_CELL;
  return Math.min(MAX_CELL, Math.ceil((TOUCH_SQUARE * size.width) / Math.max(1, pageWidth - 12)));
}

/** Whether every piece is seen whole in the window of `size` for `view`. */
export function showsAll(pieces: readonly InfinitePiece[], view: View, size: WindowSize): boolean {
  const win = windowOf(view.cx, view.cy, view.cell, size);
  return pieces.every((p) => win.shown(p.x, p.y));
}

/**
 * The centre on one axis, `mid` or a cell beside it, that shows every piece on that axis (the coordinate strips
 * take the top and the left edge, so an even span may show whole only a cell off the middle); `mid` if none does.
 */
function centreOn(mid: bigint, fits: (centre: bigint) => boolean): bigint {
  for (const centre of [mid, mid + 1n, mid - 1n]) if (fits(centre)) return centre;
  return mid;
}

/**
 * The view of the window of `size` that shows every piece, or (when they are too far apart) the group around the
 * middle piece; squares no smaller than `least` (a phone's `readableCell`: the view then shows the middle of the
 * pieces, and the rest pans in). `partial` when some piece is outside the window shown.
 */
export function fitView(pieces: readonly InfinitePiece[], size: WindowSize, least: number): View {
  const first = pieces[0];
  if (!first) return { cx: 0n, cy: 0n, cell: 40, fitted: true };
  let minX = first.x;
  let maxX = first.x;
  let minY = first.y;
  let maxY = first.y;
  for (const p of pieces) {
    minX = bmin(minX, p.x);
    maxX = bmax(maxX, p.x);
    minY = bmin(minY, p.y);
    maxY = bmax(maxY, p.y);
  }
  const { width, height } = size;
  const spanX = maxX - minX + 3n;
  const spanY = maxY - minY + 3n;
  let view: View;
  if (spanX * BigInt(MIN_CELL) <= BigInt(width) && spanY * BigInt(MIN_CELL) <= BigInt(height)) {
    const fits = Math.floor(Math.min(width / Number(spanX), height / Number(spanY)));
    const cell = Math.max(least, Math.min(MAX_CELL, fits));
    const at = (cx: bigint, cy: bigint) => windowOf(cx, cy, cell, size);
    const midX = floorDiv(minX + maxX, 2n);
    const midY = floorDiv(minY + maxY, 2n);
    const cx = centreOn(midX, (c) => at(c, midY).shown(minX, midY) && at(c, midY).shown(maxX, midY));
    const cy = centreOn(midY, (c) => at(cx, c).shown(cx, minY) && at(cx, c).shown(cx, maxY));
    view = { cx, cy, cell };
  } else {
    const sorted = [...pieces].sort((a, b) =>
      a.x < b.x ? -1 : a.x > b.x ? 1 : a.y < b.y ? -1 : a.y > b.y ? 1 : 0,
    );
    const mid = sorted[Math.floor(sorted.length / 2)] ?? first;
    // too far apart for one window: fit the group of pieces around the middle piece
    const near = pieces.filter(
      (p) => p.x - mid.x <= 40n && mid.x - p.x <= 40n && p.y - mid.y <= 30n && mid.y - p.y <= 30n,
    );
    const { cx, cy, cell } = fitView(near, size, least);
    view = { cx, cy, cell };
  }
  return { ...view, fitted: true, ...(showsAll(pieces, view, size) ? {} : { partial: true }) };
}
