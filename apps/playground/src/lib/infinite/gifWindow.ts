/**
 * The window a GIF of a game on the unbounded board is drawn through: one for every frame (a GIF's frames share
 * their picture), over the squares the game used.
 */

/** The most squares a side of the window (`@x/diagram` draws at most 64). */
export const MAX_GIF_SIDE = 64;

/** A window of the unbounded board: its lower-left square and its size in squares. */
export interface GifWindow {
  readonly left: bigint;
  readonly bottom: bigint;
  readonly files: number;
  readonly ranks: number;
}

/** A square of the unbounded board. */
interface Point {
  readonly x: bigint;
  readonly y: bigint;
}

/** What the window is chosen from: each frame's pieces and the squares of the move that led to it (`x,y`). */
interface GameFrame {
  readonly position: { pieces(): readonly Point[] };
  readonly lastMove?: { readonly from: string; readonly to: string } | undefined;
}

/** The point a square name `x,y` names. */
function pointOf(square: string): Point {
  const [x = '0', y = '0'] = square.split(',');
  return { x: BigInt(x), y: BigInt(y) };
}

/** One axis of a window: from the least to the greatest value with `margin` around, at most `MAX_GIF_SIDE` around their middle. */
function span(values: readonly bigint[], margin: bigint): { low: bigint; size: number; fits: boolean } {
  let lo = values[0] ?? 0n;
  let hi = lo;
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const size = hi - lo + 1n + 2n * margin;
  if (size <= BigInt(MAX_GIF_SIDE)) return { low: lo - margin, size: Number(size), fits: true };
  const middle = lo + (hi - lo) / 2n;
  return { low: middle - BigInt(MAX_GIF_SIDE / 2), size: MAX_GIF_SIDE, fits: false };
}

/** The window over `points` with `margin` squares around, and whether it holds them all. */
function windowOver(points: readonly Point[], margin: bigint): GifWindow & { fits: boolean } {
  const x = span(
    points.map((p) => p.x),
    margin,
  );
  const y = span(
    points.map((p) => p.y),
    margin,
  );
  return { left: x.low, bottom: y.low, files: x.size, ranks: y.size, fits: x.fits && y.fits };
}

/**
 * The window of a game's GIF: every square a piece of any frame stands on and one around them, when that is at most
 * `MAX_GIF_SIDE` a side; else (pieces far apart, as infinite chess has them) the squares the moves touched and two
 * around them, at most `MAX_GIF_SIDE` a side around their middle — the pieces outside are left out of the picture.
 */
export function gifWindow(frames: readonly GameFrame[]): GifWindow {
  const all = frames.flatMap((f) => f.position.pieces().map((p) => ({ x: p.x, y: p.y })));
  const whole = windowOver(all, 1n);
  if (whole.fits) return { left: whole.left, bottom: whole.bottom, files: whole.files, ranks: whole.ranks };
  const moved = frames.flatMap((f) => (f.lastMove ? [pointOf(f.lastMove.from), pointOf(f.lastMove.to)] : []));
  const near = windowOver(moved.length > 0 ? moved : all.slice(0, 1), 2n);
  return { left: near.left, bottom: near.bottom, files: near.files, ranks: near.ranks };
}

/** Whether the square `x,y` is inside `window`. */
export function inWindow(window: GifWindow, square: string): boolean {
  const p = pointOf(square);
  return (
    p.x >= window.left &&
    p.x < window.left + BigInt(window.files) &&
    p.y >= window.bottom &&
    p.y < window.bottom + BigInt(window.ranks)
  );
}
