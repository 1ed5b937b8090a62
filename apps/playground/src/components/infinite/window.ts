/**
 * The infinite board's window: which cells of the unbounded board are on screen around a bigint centre, its move
 * targets and axis labels, and `@x/diagram`'s drawing of it (`windowSvg`). Only offsets from the centre (a few
 * dozen cells) become numbers, so coordinates like 10^30 work.
 */
import { isPrime, type MoveDescription } from '@x/core/infinite';
import { bmax, bmin, ceilDiv, floorDiv, shortCoord } from '../../lib/infinite/bigmath';
import type { Diagram } from '../board/diagramStore';
import type { Bounds, InfinitePiece } from './types';

/** A label of the window (`@x/diagram`'s `windowSvg` option): the file or rank offset it names and its text. */
type WindowLabel = NonNullable<NonNullable<Parameters<Diagram['windowSvg']>[1]>['fileLabels']>[number];

/** Width and height of the board's SVG (view box units). */
export interface WindowSize {
  readonly width: number;
  readonly height: number;
}

/** The window beside the lists (two columns, a desktop): 640 × 480. */
export const WIDE_WINDOW: WindowSize = { width: 640, height: 480 };

/**
 * The window on one column (a phone, `oneColumn()`): square, drawn the column's width, so an 8 × 8 game stands whole
 * in it (coordinate strips included) at squares a finger hits.
 */
export const COLUMN_WINDOW: WindowSize = { width: 640, height: 640 };

/** The coordinate strips `@x/diagram`'s `windowSvg` lays over the window's top and left edges (its band sizes). */
export const STRIPS = { top: 15, left: 36 } as const;

const MAX_MARKS = 2000;

/** The cells on screen around (cx, cy) at `cell` pixels per square, and where each is drawn. */
export interface BoardWindow {
  readonly cx: bigint;
  readonly cy: bigint;
  readonly cell: number;
  /** The view box's width and height. */
  readonly width: number;
  readonly height: number;
  readonly halfCols: number;
  readonly halfRows: number;
  readonly minX: bigint;
  readonly maxX: bigint;
  readonly minY: bigint;
  readonly maxY: bigint;
  /** Left edge of column x on screen. */
  readonly px: (x: bigint) => number;
  /** Top edge of row y on screen. */
  readonly py: (y: bigint) => number;
  /** Drawn at all (if only in part): its pieces are put in the drawing. */
  readonly visible: (x: bigint, y: bigint) => boolean;
  /** Square (x, y) wholly in the view box, clear of the coordinate strips: a piece there is seen whole. */
  readonly shown: (x: bigint, y: bigint) => boolean;
}

/** The window of `size` centred on (cx, cy). */
export function windowOf(cx: bigint, cy: bigint, cell: number, size: WindowSize): BoardWindow {
  const { width, height } = size;
  const halfCols = Math.ceil(width / cell / 2) + 1;
  const halfRows = Math.ceil(height / cell / 2) + 1;
  const minX = cx - BigInt(halfCols);
  const maxX = cx + BigInt(halfCols);
  const minY = cy - BigInt(halfRows);
  const maxY = cy + BigInt(halfRows);
  // offsets from the centre only: a distance past ~2^53 cells is far off screen either way
  const px = (x: bigint) => width / 2 + Number(x - cx) * cell - cell / 2;
  const py = (y: bigint) => height / 2 - Number(y - cy) * cell - cell / 2;
  return {
    cx,
    cy,
    cell,
    width,
    height,
    halfCols,
    halfRows,
    minX,
    maxX,
    minY,
    maxY,
    px,
    py,
    visible: (x, y) => x >= minX && x <= maxX && y >= minY && y <= maxY,
    shown: (x, y) => {
      const left = px(x);
      const top = py(y);
      return left >= STRIPS.left && left + cell <= width && top >= STRIPS.top && top + cell <= height;
    },
  };
}

/** Visible t of the ray p + t·w inside [lo, hi] on one axis (w ≠ 0). */
function axisRange(p: bigint, w: bigint, lo: bigint, hi: bigint): [bigint, bigint] {
  return w > 0n ? [ceilDiv(lo - p, w), floorDiv(hi - p, w)] : [ceilDiv(hi - p, w), floorDiv(lo - p, w)];
}

/** The on-screen targets of the selected piece: its leaps and the visible part of each slide (at most 2000). */
export function targetMarks(
  win: BoardWindow,
  moves: MoveDescription | undefined,
  selected: { readonly x: bigint; readonly y: bigint } | undefined,
): { x: bigint; y: bigint }[] {
  const out: { x: bigint; y: bigint }[] = [];
  if (!moves || !selected) return out;
  for (const t of moves.targets) if (win.visible(t.x, t.y)) out.push(t);
  for (const slide of moves.slides) {
    const { x: wx, y: wy } = slide.step;
    let lo = 1n;
    let hi: bigint | null = null;
    for (const [p, w, a, b] of [
      [selected.x, wx, win.minX, win.maxX],
      [selected.y, wy, win.minY, win.maxY],
    ] as const) {
      if (w === 0n) {
        if (p < a || p > b) hi = 0n;
        continue;
      }
      const [l, h] = axisRange(p, w, a, b);
      lo = bmax(lo, l);
      hi = hi === null ? h : bmin(hi, h);
    }
    if (hi === null) continue;
    for (const r of slide.ranges) {
      const from = bmax(lo, r.from);
      const to = r.to === null ? hi : bmin(hi, r.to);
      for (let t = from; t <= to && out.length < MAX_MARKS; t++) {
        if (r.primesOnly && !isPrime(t)) continue;
        out.push({ x: selected.x + t * wx, y: selected.y + t * wy });
      }
    }
  }
  return out;
}

/** What the window shows beside its squares: the pieces, the world's border, the last move, a selection, targets. */
export interface WindowContent {
  readonly pieces: readonly InfinitePiece[];
  readonly border?: Bounds | undefined;
  readonly lastMove?: readonly { readonly x: bigint; readonly y: bigint }[] | undefined;
  readonly selected?: { readonly x: bigint; readonly y: bigint } | undefined;
  readonly targets?: readonly { readonly x: bigint; readonly y: bigint }[];
}

/**
 * Column numbers for the top band and row numbers for the left band, every few cells when zoomed out, as offsets
 * from the window's lower-left cell; long coordinates shortened (`…0000`).
 */
export function axisLabels(win: BoardWindow): { files: WindowLabel[]; ranks: WindowLabel[] } {
  const { cx, cy, cell, halfCols, halfRows } = win;
  const labelEvery = Math.max(1, Math.ceil(42 / cell));
  const maxChars = Math.max(3, Math.floor((cell * labelEvery) / 7));
  const every = BigInt(labelEvery);
  const on = (v: bigint) => ((v % every) + every) % every === 0n;
  const files: WindowLabel[] = [];
  const ranks: WindowLabel[] = [];
  for (let d = -halfCols; d <= halfCols; d++)
    if (on(cx + BigInt(d))) files.push({ at: d + halfCols, text: shortCoord(cx + BigInt(d), maxChars) });
  for (let d = -halfRows; d <= halfRows; d++)
    if (on(cy + BigInt(d))) ranks.push({ at: d + halfRows, text: shortCoord(cy + BigInt(d), 5) });
  return { files, ranks };
}

/**
 * `@x/diagram`'s drawing of the window (`windowSvg`: squares when a cell is 12 pixels or more, pieces as every board
 * draws them, last move, selection, targets, the axis labels) and where its top-left corner goes on the board.
 */
export function windowDrawing(
  diagram: Diagram,
  win: BoardWindow,
  content: WindowContent,
): { svg: string; x: number; y: number } {
  const { minX, minY, maxY, cell, halfCols, halfRows, px, py } = win;
  const square = (s: { readonly x: bigint; readonly y: bigint }) => ({
    file: Number(s.x - minX),
    rank: Number(s.y - minY),
  });
  const inside = (s: { readonly x: bigint; readonly y: bigint }) => win.visible(s.x, s.y);
  const labels = axisLabels(win);
  const x = px(minX);
  const y = py(maxY);
  const svg = diagram.windowSvg(
    {
      left: minX,
      bottom: minY,
      files: 2 * halfCols + 1,
      ranks: 2 * halfRows + 1,
      pieces: content.pieces.filter(inside).map((p) => ({ ...square(p), type: p.type, color: p.color })),
      border: content.border,
    },
    {
      cell,
      squares: cell >= 12,
      fileLabels: labels.files,
      rankLabels: labels.ranks,
      labelBands: { top: -y, left: -x },
      lastMove: (content.lastMove ?? []).filter(inside).map(square),
      selected: content.selected && inside(content.selected) ? square(content.selected) : undefined,
      targets: (content.targets ?? []).map(square),
      title: `board around ${win.cx},${win.cy}`,
    },
  );
  return { svg, x, y };
}
