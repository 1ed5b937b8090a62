import type { InfinitePosition, MoveDescription } from '@x/core/infinite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { bmax, bmin, floorDiv } from '../../lib/infinite/bigmath';
import { type BoardWindow, H, targetMarks, W, windowDrawing, windowOf } from './window';
import { InfiniteToolbar, ViewStatus } from './InfiniteToolbar';
import { readParam, writeParams } from '../../state/url';
import { LogOverview } from './LogOverview';
import { InfiniteDownloads } from './InfiniteDownloads';
import { useDiagram } from '../board/diagramStore';
import type { Bounds, InfinitePiece } from './types';
import type { GameDownload } from '../board/BoardDownloads';

export type { Bounds, InfinitePiece } from './types';

/** Props of {@link InfiniteBoard}. */
export interface InfiniteBoardProps {
  readonly pieces: readonly InfinitePiece[];
  readonly border?: Bounds | undefined;
  readonly selected?: { readonly x: bigint; readonly y: bigint } | undefined;
  /** Legal moves of the selected piece (finite description with open slide ranges). */
  readonly moves?: MoveDescription | undefined;
  readonly lastMove?: readonly { readonly x: bigint; readonly y: bigint }[];
  readonly onSquare?: (x: bigint, y: bigint) => void;
  /** Changing this key fits the view to the pieces again (a new position). */
  readonly fitKey?: string;
  /** Prefix of the URL parameters that keep the view (`<prefix>x`, `<prefix>y`, `<prefix>z`). */
  readonly urlKey?: string;
  /** The position shown: with it, "download as SVG / PNG" of the squares on screen (`@x/diagram`). */
  readonly position?: InfinitePosition | undefined;
  /** The game played on the board, offered as an animated GIF beside the pictures (none: no GIF button). */
  readonly game?: GameDownload | undefined;
}

const MIN_CELL = 6;
const MAX_CELL = 80;

interface View {
  readonly cx: bigint;
  readonly cy: bigint;
  readonly cell: number;
  /** The last fit could not show every piece. */
  readonly partial?: boolean;
  /** Zoomed out past the smallest cell: every piece on a logarithmic scale (see `LogOverview`). */
  readonly overview?: boolean;
}

/** The smallest square a finger hits, in CSS pixels. */
const TOUCH_SQUARE = 40;

/**
 * The smallest cell a fit may choose: on a page narrower than the board's window (a phone, where the window is
 * drawn smaller) the cell that is `TOUCH_SQUARE` pixels on the screen; else `MIN_CELL`.
 */
function readableCell(): number {
  const width = typeof document === 'undefined' ? 0 : document.documentElement.clientWidth;
  if (width <= 0 || width >= W + 40) return MIN_CELL;
  return Math.min(MAX_CELL, Math.ceil((TOUCH_SQUARE * W) / Math.max(1, width - 12)));
}

/**
 * The view that shows every piece, or (when they are too far apart) the middle piece at the smallest zoom; on a
 * phone no smaller than squares of 40 px (the view then shows the middle of the pieces, and the rest pans in).
 */
function fitView(pieces: readonly InfinitePiece[]): View {
  const least = readableCell();
  const first = pieces[0];
  if (!first) return { cx: 0n, cy: 0n, cell: 40 };
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
  const spanX = maxX - minX + 3n;
  const spanY = maxY - minY + 3n;
  if (spanX * BigInt(MIN_CELL) <= BigInt(W) && spanY * BigInt(MIN_CELL) <= BigInt(H)) {
    const fits = Math.floor(Math.min(W / Number(spanX), H / Number(spanY)));
    const cell = Math.max(least, Math.min(MAX_CELL, fits));
    return {
      cx: floorDiv(minX + maxX, 2n),
      cy: floorDiv(minY + maxY, 2n),
      cell,
      ...(cell > fits ? { partial: true } : {}),
    };
  }
  const sorted = [...pieces].sort((a, b) =>
    a.x < b.x ? -1 : a.x > b.x ? 1 : a.y < b.y ? -1 : a.y > b.y ? 1 : 0,
  );
  const mid = sorted[Math.floor(sorted.length / 2)] ?? first;
  // too far apart for one window: fit the group of pieces around the middle piece
  const near = pieces.filter(
    (p) => p.x - mid.x <= 40n && mid.x - p.x <= 40n && p.y - mid.y <= 30n && mid.y - p.y <= 30n,
  );
  return { ...fitView(near), partial: true };
}

/** The view kept in the URL, if any. */
function viewFromUrl(key: string): View | undefined {
  const x = readParam(`${key}x`, '');
  const y = readParam(`${key}y`, '');
  const z = Number(readParam(`${key}z`, ''));
  if (!/^-?\d{1,2000}$/.test(x) || !/^-?\d{1,2000}$/.test(y) || !(z >= MIN_CELL && z <= MAX_CELL))
    return undefined;
  return { cx: BigInt(x), cy: BigInt(y), cell: Math.round(z) };
}

/**
 * A movable, zoomable window onto the unbounded board. The view centre is kept as bigints; only offsets
 * from it (a few dozen cells) become numbers, so coordinates like 10^30 work. Drag or arrow keys pan,
 * the wheel or +/− zoom, F (or the button) fits the view to the pieces; the coordinates of the centre and
 * of the square under the pointer are shown in full; Enter clicks the centre square (outlined while the board
 * has the keyboard focus). Pieces carry `data-x`/`data-y`, move targets `data-target="x,y"`.
 */
export function InfiniteBoard({
  pieces,
  border,
  selected,
  moves,
  lastMove,
  onSquare,
  fitKey,
  urlKey,
  position,
  game,
}: InfiniteBoardProps) {
  const { view, setView, zoom, pan, fit } = useBoardView(pieces, fitKey, urlKey);
  const diagram = useDiagram();
  const [hover, setHover] = useState<{ x: bigint; y: bigint } | undefined>();
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ px: number; py: number; cx: bigint; cy: bigint; moved: boolean } | undefined>(
    undefined,
  );
  const { cx, cy, cell } = view;
  const win = windowOf(cx, cy, cell);
  const { halfCols, halfRows, px, py } = win;
  const toCell = (clientX: number, clientY: number) => cellAt(svg.current, clientX, clientY, win);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-attach when the board's svg comes back after the overview
  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      zoom(e.deltaY < 0 ? 1.25 : 0.8);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoom, view.overview]);

  // drawn again when the view or the position changes, not on every hover
  // biome-ignore lint/correctness/useExhaustiveDependencies: `win` is a function of cx, cy and cell
  const drawing = useMemo(
    () =>
      diagram
        ? windowDrawing(diagram, win, {
            pieces,
            border,
            lastMove,
            selected,
            targets: targetMarks(win, moves, selected),
          })
        : undefined,
    [diagram, cx, cy, cell, pieces, border, lastMove, selected, moves],
  );

  const onKey = (e: React.KeyboardEvent) => {
    const step = e.shiftKey ? 10n : 1n;
    if (e.key === 'ArrowLeft') pan(-step, 0n);
    else if (e.key === 'ArrowRight') pan(step, 0n);
    else if (e.key === 'ArrowUp') pan(0n, step);
    else if (e.key === 'ArrowDown') pan(0n, -step);
    else if (e.key === '+' || e.key === '=') zoom(1.25);
    else if (e.key === '-') zoom(0.8);
    else if (e.key === 'f' || e.key === 'F') fit();
    else if (e.key === 'Enter' || e.key === ' ') onSquare?.(cx, cy);
    else return;
    e.preventDefault();
  };
  return (
    <div className="infinite" data-testid="infinite">
      <InfiniteToolbar
        onPan={pan}
        onZoom={zoom}
        onFit={fit}
        onGo={(x, y) => setView((v) => ({ ...v, partial: false, overview: false, cx: x, cy: y }))}
        halfCols={halfCols}
        halfRows={halfRows}
      />
      {view.overview ? (
        <LogOverview
          pieces={pieces}
          centre={{ x: cx, y: cy }}
          size={{ width: W, height: H }}
          onPick={(x, y) => setView({ cx: x, cy: y, cell: 40 })}
        />
      ) : (
        <svg
          ref={svg}
          className="infinite-board"
          data-testid="infinite-board"
          role="application"
          aria-label="infinite board; arrow keys pan, + and − zoom, F fits to the pieces, Enter clicks the centre square"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the board is a keyboard-operated widget
          tabIndex={0}
          width={W}
          height={H}
          viewBox={`0 0 ${W} ${H}`}
          onKeyDown={onKey}
          onPointerDown={(e) => {
            drag.current = { px: e.clientX, py: e.clientY, cx, cy, moved: false };
            e.currentTarget.setPointerCapture?.(e.pointerId);
          }}
          onPointerMove={(e) => {
            setHover(toCell(e.clientX, e.clientY));
            const d = drag.current;
            if (!d) return;
            const rect = svg.current?.getBoundingClientRect();
            const scale = rect ? W / rect.width : 1;
            const ddx = Math.round(((e.clientX - d.px) * scale) / cell);
            const ddy = Math.round(((e.clientY - d.py) * scale) / cell);
            if (Math.abs(e.clientX - d.px) + Math.abs(e.clientY - d.py) > 4) d.moved = true;
            if (d.moved)
              setView((v) => ({ ...v, partial: false, cx: d.cx - BigInt(ddx), cy: d.cy + BigInt(ddy) }));
          }}
          onPointerUp={(e) => {
            const d = drag.current;
            drag.current = undefined;
            if (d && !d.moved) {
              const c = toCell(e.clientX, e.clientY);
              if (c) onSquare?.(c.x, c.y);
            }
          }}
          onPointerLeave={() => setHover(undefined)}
        >
          <rect x={0} y={0} width={W} height={H} className="infinite-bg" />
          {drawing ? (
            <g
              className="diagram"
              transform={`translate(${drawing.x} ${drawing.y})`}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: @x/diagram's SVG, every text escaped
              dangerouslySetInnerHTML={{ __html: drawing.svg }}
            />
          ) : null}
          <rect x={px(cx)} y={py(cy)} width={cell} height={cell} className="centre" />
        </svg>
      )}
      <ViewStatus cx={cx} cy={cy} view={view} hover={hover} />
      {position && diagram ? (
        <InfiniteDownloads
          diagram={diagram}
          position={position}
          win={win}
          lastMove={lastMove ?? []}
          game={game}
        />
      ) : null}
    </div>
  );
}

/**
 * The view (centre and zoom) of an infinite board: from the URL or fitted to the pieces, fitted again when
 * `fitKey` changes, written to the URL; `zoom` past the smallest cell opens the logarithmic overview and
 * zooming in leaves it.
 */
function useBoardView(
  pieces: readonly InfinitePiece[],
  fitKey: string | undefined,
  urlKey: string | undefined,
) {
  const [view, setView] = useState<View>(() => (urlKey && viewFromUrl(urlKey)) || fitView(pieces));
  const piecesRef = useRef(pieces);
  piecesRef.current = pieces;
  const firstFitKey = useRef(fitKey);
  // a replaced position is fitted (the first one keeps the view from the URL)
  useEffect(() => {
    if (fitKey !== firstFitKey.current) setView(fitView(piecesRef.current));
  }, [fitKey]);
  useEffect(() => {
    if (urlKey)
      writeParams({
        [`${urlKey}x`]: String(view.cx),
        [`${urlKey}y`]: String(view.cy),
        [`${urlKey}z`]: String(view.cell),
      });
  }, [view, urlKey]);
  const zoom = useCallback((factor: number) => {
    setView((v) => {
      if (factor < 1 && (v.overview || v.cell <= MIN_CELL)) return { ...v, partial: false, overview: true };
      if (factor > 1 && v.overview) return { ...v, overview: false };
      return {
        ...v,
        partial: false,
        cell: Math.max(MIN_CELL, Math.min(MAX_CELL, Math.round(v.cell * factor))),
      };
    });
  }, []);
  const pan = useCallback(
    (dx: bigint, dy: bigint) => setView((v) => ({ ...v, partial: false, cx: v.cx + dx, cy: v.cy + dy })),
    [],
  );
  const fit = useCallback(() => setView(fitView(piecesRef.current)), []);
  return { view, setView, zoom, pan, fit };
}

/** The board square under a client point of the board's SVG. */
function cellAt(el: SVGSVGElement | null, clientX: number, clientY: number, win: BoardWindow) {
  const rect = el?.getBoundingClientRect();
  if (!rect) return undefined;
  const sx = ((clientX - rect.left) * W) / rect.width;
  const sy = ((clientY - rect.top) * H) / rect.height;
  return {
    x: win.cx + BigInt(Math.round((sx - W / 2) / win.cell)),
    y: win.cy + BigInt(Math.round((H / 2 - sy) / win.cell)),
  };
}
