/**
 * The infinite board's window: which cells of the unbounded board are on screen around a bigint centre,
 * and the SVG of its grid, axis labels, pieces and move targets. Only offsets from the centre (a few
 * dozen cells) become numbers, so coordinates like 10^30 work.
 */
import { isPrime, type MoveDescription } from '@x/core/infinite';
import type React from 'react';
import { bmax, bmin, ceilDiv, floorDiv, shortCoord } from '../../lib/infinite/bigmath';
import type { Diagram } from '../board/diagramStore';
import type { Bounds, InfinitePiece } from './types';

/** Width and height of the board's SVG (view box units). */
export const W = 640;
export const H = 480;
const MAX_MARKS = 2000;

/** The cells on screen around (cx, cy) at `cell` pixels per square, and where each is drawn. */
export interface BoardWindow {
  readonly cx: bigint;
  readonly cy: bigint;
  readonly cell: number;
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
  readonly visible: (x: bigint, y: bigint) => boolean;
}

/** The window centred on (cx, cy). */
export function windowOf(cx: bigint, cy: bigint, cell: number): BoardWindow {
  const halfCols = Math.ceil(W / cell / 2) + 1;
  const halfRows = Math.ceil(H / cell / 2) + 1;
  const minX = cx - BigInt(halfCols);
  const maxX = cx + BigInt(halfCols);
  const minY = cy - BigInt(halfRows);
  const maxY = cy + BigInt(halfRows);
  return {
    cx,
    cy,
    cell,
    halfCols,
    halfRows,
    minX,
    maxX,
    minY,
    maxY,
    px: (x) => W / 2 + Number(x - cx) * cell - cell / 2,
    py: (y) => H / 2 - Number(y - cy) * cell - cell / 2,
    visible: (x, y) => x >= minX && x <= maxX && y >= minY && y <= maxY,
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

/** The checkered cells on screen (cells outside the world border shaded out). */
export function gridCells(win: BoardWindow, border: Bounds | undefined): React.ReactNode[] {
  const { cx, cy, cell, halfCols, halfRows, px, py } = win;
  const cells: React.ReactNode[] = [];
  for (let dy = -halfRows; dy <= halfRows; dy++) {
    for (let dx = -halfCols; dx <= halfCols; dx++) {
      const x = cx + BigInt(dx);
      const y = cy + BigInt(dy);
      const outside =
        border &&
        ((border.left !== null && x < border.left) ||
          (border.right !== null && x > border.right) ||
          (border.bottom !== null && y < border.bottom) ||
          (border.top !== null && y > border.top));
      const dark = (((x + y) % 2n) + 2n) % 2n === 0n;
      cells.push(
        <rect
          key={`${dx},${dy}`}
          x={px(x)}
          y={py(y)}
          width={cell}
          height={cell}
          className={outside ? 'out' : dark ? 'dark' : 'light'}
        />,
      );
    }
  }
  return cells;
}

/** Column numbers along the top and row numbers down the left, every few cells when zoomed out. */
export function axisLabels(win: BoardWindow): React.ReactNode[] {
  const { cx, cy, cell, halfCols, halfRows, px, py } = win;
  const labelEvery = Math.max(1, Math.ceil(42 / cell));
  const maxChars = Math.max(3, Math.floor((cell * labelEvery) / 7));
  const every = BigInt(labelEvery);
  const axis: React.ReactNode[] = [];
  for (let d = -halfCols; d <= halfCols; d++) {
    const x = cx + BigInt(d);
    if (((x % every) + every) % every !== 0n) continue;
    axis.push(
      <text key={`x${d}`} x={px(x) + cell / 2} y={11} className="axis" textAnchor="middle">
        {shortCoord(x, maxChars)}
      </text>,
    );
  }
  for (let d = -halfRows; d <= halfRows; d++) {
    const y = cy + BigInt(d);
    if (((y % every) + every) % every !== 0n) continue;
    axis.push(
      <text key={`y${d}`} x={3} y={py(y) + cell / 2} className="axis" dominantBaseline="central">
        {shortCoord(y, 5)}
      </text>,
    );
  }
  return axis;
}

/**
 * The visible pieces as the finite boards draw them (`@x/diagram`'s pieces, by ICN type name); a disc in the
 * player's colour until the diagram is fetched.
 */
export function drawPieces(
  win: BoardWindow,
  pieces: readonly InfinitePiece[],
  diagram: Diagram | undefined,
): React.ReactNode[] {
  const { cell, px, py } = win;
  return pieces
    .filter((p) => win.visible(p.x, p.y))
    .map((p) => {
      const html = diagram?.pieceSvg(
        { id: p.type, color: p.color, symbol: p.label.toUpperCase(), promoted: false },
        'checkered',
        { size: cell },
      );
      const common = {
        className: `piece ${p.color}`,
        'data-x': String(p.x),
        'data-y': String(p.y),
        'data-piece': p.label,
        pointerEvents: 'none' as const,
        transform: `translate(${px(p.x)} ${py(p.y)})`,
      };
      return html ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: @x/diagram's SVG, every text escaped
        <g key={`${p.x},${p.y}`} {...common} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <g key={`${p.x},${p.y}`} {...common}>
          <circle cx={cell / 2} cy={cell / 2} r={cell * 0.42} />
        </g>
      );
    });
}
