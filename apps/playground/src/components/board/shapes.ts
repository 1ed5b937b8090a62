/**
 * Shapes drawn on a board with the right mouse button, as lichess does: right-click a square to circle it,
 * right-drag from one square to another to draw an arrow; the same again removes it. Colours by modifier:
 * none green, Shift red, Alt (or Ctrl) blue, Shift+Alt yellow. A left click clears them.
 */

/** A drawn shape: a circle on `from`, or an arrow `from` → `to`. */
export interface Shape {
  readonly from: string;
  readonly to?: string;
  readonly brush: Brush;
}

/** The colours of shapes. */
export type Brush = 'green' | 'red' | 'blue' | 'yellow';

/** The brush chosen by the keys held. */
export function brushOf(e: {
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): Brush {
  const alt = e.altKey || e.ctrlKey || e.metaKey;
  if (e.shiftKey && alt) return 'yellow';
  if (e.shiftKey) return 'red';
  if (alt) return 'blue';
  return 'green';
}

/** Adds `shape`, or removes it when the same shape (any colour) is there; a new colour replaces the old. */
export function toggleShape(shapes: readonly Shape[], shape: Shape): Shape[] {
  const same = (s: Shape) => s.from === shape.from && s.to === shape.to;
  const existing = shapes.find(same);
  const rest = shapes.filter((s) => !same(s));
  return existing && existing.brush === shape.brush ? rest : [...rest, shape];
}
