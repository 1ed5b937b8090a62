import type { InfinitePosition, MoveDescription } from '@x/core/infinite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type BoardWindow,
  COLUMN_WINDOW,
  targetMarks,
  WIDE_WINDOW,
  type WindowSize,
  windowDrawing,
  windowOf,
} from './window';
import { fitView, MAX_CELL, MIN_CELL, readableCell, type View } from './fit';
import { useOneColumn } from '../../state/useOneColumn';
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
  const size = useOneColumn() ? COLUMN_WINDOW : WIDE_WINDOW;
  const { view, setView, zoom, pan, fit } = useBoardView(pieces, fitKey, urlKey, size);
  const diagram = useDiagram();
  const [hover, setHover] = useState<{ x: bigint; y: bigint } | undefined>();
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ px: number; py: number; cx: bigint; cy: bigint; moved: boolean } | undefined>(
    undefined,
  );
  const { cx, cy, cell } = view;
  const win = windowOf(cx, cy, cell, size);
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: `win` is a function of cx, cy, cell and size
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
    [diagram, cx, cy, cell, size, pieces, border, lastMove, selected, moves],
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
        onGo={(x, y) =>
          setView((v) => ({ ...v, partial: false, fitted: false, overview: false, cx: x, cy: y }))
        }
        halfCols={halfCols}
        halfRows={halfRows}
      />
      {view.overview ? (
        <LogOverview
          pieces={pieces}
          centre={{ x: cx, y: cy }}
          size={size}
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
          width={size.width}
          height={size.height}
          viewBox={`0 0 ${size.width} ${size.height}`}
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
            const scale = rect ? size.width / rect.width : 1;
            const ddx = Math.round(((e.clientX - d.px) * scale) / cell);
            const ddy = Math.round(((e.clientY - d.py) * scale) / cell);
            if (Math.abs(e.clientX - d.px) + Math.abs(e.clientY - d.py) > 4) d.moved = true;
            if (d.moved) setView((v) => ({ ...moved(v), cx: d.cx - BigInt(ddx), cy: d.cy + BigInt(ddy) }));
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
          <rect x={0} y={0} width={size.width} height={size.height} className="infinite-bg" />
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

/** `v` moved or zoomed by hand: no longer the fit (nor its note). */
function moved(v: View): View {
  return { ...v, partial: false, fitted: false };
}

/** The fit of `pieces` to the window of `size` on this page (squares a finger hits on a phone). */
function fitOnPage(pieces: readonly InfinitePiece[], size: WindowSize): View {
  const pageWidth = typeof document === 'undefined' ? 0 : document.documentElement.clientWidth;
  return fitView(pieces, size, readableCell(pageWidth, size));
}

/**
 * The view (centre and zoom) of an infinite board: from the URL or fitted to the pieces, fitted again when
 * `fitKey` changes and (while nobody moved it) when the window's `size` changes, written to the URL; `zoom` past
 * the smallest cell opens the logarithmic overview and zooming in leaves it.
 */
function useBoardView(
  pieces: readonly InfinitePiece[],
  fitKey: string | undefined,
  urlKey: string | undefined,
  size: WindowSize,
) {
  const [view, setView] = useState<View>(() => (urlKey && viewFromUrl(urlKey)) || fitOnPage(pieces, size));
  const piecesRef = useRef(pieces);
  piecesRef.current = pieces;
  const sizeRef = useRef(size);
  sizeRef.current = size;
  const firstFitKey = useRef(fitKey);
  // a replaced position is fitted (the first one keeps the view from the URL)
  useEffect(() => {
    if (fitKey !== firstFitKey.current) setView(fitOnPage(piecesRef.current, sizeRef.current));
  }, [fitKey]);
  // the page turned or resized across the one-column line: a view nobody moved is fitted to the new window
  const firstSize = useRef(size);
  useEffect(() => {
    if (size === firstSize.current) return;
    firstSize.current = size;
    setView((v) => (v.fitted && !v.overview ? fitOnPage(piecesRef.current, size) : v));
  }, [size]);
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
      if (factor < 1 && (v.overview || v.cell <= MIN_CELL)) return { ...moved(v), overview: true };
      if (factor > 1 && v.overview) return { ...v, overview: false };
      return { ...moved(v), cell: Math.max(MIN_CELL, Math.min(MAX_CELL, Math.round(v.cell * factor))) };
    });
  }, []);
  const pan = useCallback(
    (dx: bigint, dy: bigint) => setView((v) => ({ ...moved(v), cx: v.cx + dx, cy: v.cy + dy })),
    [],
  );
  const fit = useCallback(() => setView(fitOnPage(piecesRef.current, sizeRef.current)), []);
  return { view, setView, zoom, pan, fit };
}

/** The board square under a client point of the board's SVG. */
function cellAt(el: SVGSVGElement | null, clientX: number, clientY: number, win: BoardWindow) {
  const rect = el?.getBoundingClientRect();
  if (!rect) return undefined;
  const sx = ((clientX - rect.left) * win.width) / rect.width;
  const sy = ((clientY - rect.top) * win.height) / rect.height;
  return {
    x: win.cx + BigInt(Math.round((sx - win.width / 2) / win.cell)),
    y: win.cy + BigInt(Math.round((win.height / 2 - sy) / win.cell)),
  };
}
