import type { BoardStyle, geometry as diagramGeometry } from '@x/diagram';
import { useEffect, useMemo, useRef, useState } from 'react';
import './board.css';
import { type BoardModel, type Cell, cellName } from '../../lib/board/boardModel';
import { diagramBoard, diagramColors, diagramPiece } from '../../lib/board/diagramBoard';
import { handKey, isHandKey } from '../../lib/board/selection';
import { useLook } from '../../state/look';
import { BoardDownloads, type GameDownload } from './BoardDownloads';
import { type Diagram, useDiagram } from './diagramStore';
import { PieceIcon } from './PieceIcon';
import { brushOf, type Shape, toggleShape } from './shapes';

import type { ShapeLayer as ShapeLayerComponent } from './ShapeLayer';

/** Where the drawn board puts its squares (`@x/diagram`'s `geometry`). */
type DiagramGeometry = ReturnType<typeof diagramGeometry>;

// arrows and circles are drawn on few boards: their layer is fetched once the first board is drawn, not with the
// first load (test/bundle-size.test.ts), and is there before a shape is drawn
let ShapeLayer: typeof ShapeLayerComponent | undefined;
let shapeLayerLoad: Promise<void> | undefined;
function loadShapeLayer(): Promise<void> {
  shapeLayerLoad ??= import('./ShapeLayer').then((m) => {
    ShapeLayer = m.ShapeLayer;
  });
  return shapeLayerLoad;
}

/** The variant fields a board's style is read from (`@x/diagram`'s `boardStyleOf`). */
export type StyledVariant = Parameters<Diagram['boardStyleOf']>[0];

/** Props of {@link Board}. */
export interface BoardProps {
  readonly model: BoardModel;
  /** Selected square (name) or hand piece. */
  readonly selected?: string | undefined;
  /** Squares to mark as legal targets. */
  readonly targets?: ReadonlySet<string>;
  /** Squares of the last move. */
  readonly lastMove?: readonly string[];
  /** Squares of royal pieces in check. */
  readonly check?: readonly string[];
  /** A click (or tap) on a square. */
  readonly onSquare?: (square: string) => void;
  /** A piece dragged from one square and dropped on another. Without it pieces cannot be dragged. */
  readonly onDrop?: ((from: string, to: string) => void) | undefined;
  /** Whether the piece on a square may be dragged (default: any piece, when `onDrop` is given). */
  readonly canDrag?: (square: string) => boolean;
  readonly onHand?: ((color: 'white' | 'black', id: string) => void) | undefined;
  readonly flipped?: boolean;
  readonly label?: string;
  /** The variant on the board: its look (`@x/diagram`'s `boardStyleOf`) when `boardStyle` is not given. */
  readonly variant?: StyledVariant | undefined;
  /** How the board is drawn (default: read from `variant`, else checkered squares). */
  readonly boardStyle?: BoardStyle | undefined;
  /** Shapes the caller holds: a right-click or right-drag calls `onShapes` with the new list, a left click with `[]`. */
  readonly shapes?: readonly Shape[] | undefined;
  readonly onShapes?: ((shapes: readonly Shape[]) => void) | undefined;
  /**
   * Drawn over the board (the promotion picker), in the board's own units (a square is 100): `at` places a square,
   * `size` is the board's whole drawing.
   */
  readonly overlay?:
    | ((
        at: (square: string) => SquareAt | undefined,
        size: { width: number; height: number },
      ) => React.ReactNode)
    | undefined;
  /** The name of downloaded pictures (without extension; default the label); `false`: no download buttons. */
  readonly download?: string | false | undefined;
  /** The game the board shows, offered as an animated GIF beside the pictures (none: no GIF button). */
  readonly game?: GameDownload | undefined;
  /**
   * What stands right under the board and its bottom hand, above its download buttons (the bottom player's bar).
   */
  readonly under?: React.ReactNode;
}

/** Where a square is drawn, in the board's units, and whether it is on the top half of the board as seen. */
export interface SquareAt {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly top: boolean;
}

/** Pixels of the longest side's squares together (a square is 12 to 64 pixels). */
const SIZE = 520;
/** The last move under the pieces (python-chess's yellow), the selected square lichess's green. */
const LAST_FILL = 'rgba(155,199,0,0.41)';
const SELECTED_FILL = 'rgba(20,85,30,0.5)';
const CHECK_FILL = 'rgba(230,20,20,0.5)';

/** A row of hand pieces, clickable for drops: sente and gote on a shogi board. */
function HandRow(props: {
  color: 'white' | 'black';
  model: BoardModel;
  selected: string | undefined;
  onHand: ((color: 'white' | 'black', id: string) => void) | undefined;
  style: BoardStyle;
  top: boolean;
}) {
  const entries = props.model.hands?.[props.color] ?? [];
  const shogi = props.style === 'shogi';
  return (
    <div className="hand" data-testid={`hand-${props.color}`}>
      <span className="hand-label">
        {shogi
          ? props.color === 'white'
            ? '☗ sente in hand:'
            : '☖ gote in hand:'
          : `${props.color} in hand:`}
      </span>
      {entries.length === 0 ? <span className="muted">none</span> : null}
      {entries.map((e) => {
        const key = handKey(props.color, e.piece.id ?? e.piece.label);
        return (
          <button
            type="button"
            key={key}
            className={props.selected === key ? 'hand-piece selected' : 'hand-piece'}
            data-hand={key}
            aria-label={`${e.piece.id ?? e.piece.label} ×${e.count}`}
            disabled={!props.onHand}
            onClick={() => props.onHand?.(props.color, e.piece.id ?? e.piece.label)}
          >
            <PieceIcon piece={e.piece} style={props.style} size={26} upsideDown={shogi && props.top} />×
            {e.count}
          </button>
        );
      })}
    </div>
  );
}

/** A drag in progress: the square it started on, the pointer in board coordinates, whether it moved. */
interface Drag {
  readonly from: string;
  readonly x: number;
  readonly y: number;
  readonly moved: boolean;
}

/** What the squares show besides their pieces. */
interface SquareMarks {
  readonly selected: string | undefined;
  readonly lastMove: readonly string[] | undefined;
  readonly check: readonly string[] | undefined;
  readonly cursor: string | undefined;
  readonly targets: ReadonlySet<string> | undefined;
}

/** The diagram's fills for the marks drawn under the pieces: last move, selection, checks after the first. */
function fillsOf(marks: SquareMarks): Record<string, string> {
  const fill: Record<string, string> = {};
  for (const sq of marks.lastMove ?? []) fill[sq] = LAST_FILL;
  for (const sq of marks.check?.slice(1) ?? []) fill[sq] = CHECK_FILL;
  if (marks.selected && !isHandKey(marks.selected)) fill[marks.selected] = SELECTED_FILL;
  return fill;
}

/**
 * The one board of the app (every tab draws with it; other views import it with the props of
 * {@link BoardProps}: at least `model`, and `variant` for the variant's look). The board, its pieces and
 * coordinates are `@x/diagram`'s drawing (shogi with kanji, gote's pieces turned, files 9→1 and ranks 一→九;
 * xiangqi and janggi on intersections; walls, holes, any size up to 64 × 64); the page lays its interaction over it:
 * every square addressable (`data-square="e4"`), click-click or drag-and-drop to move, legal-move dots, right-click
 * a square to circle it, right-drag to draw an arrow (lichess' conventions). Keyboard: focus the board, move the
 * cursor with the arrow keys, Enter or Space clicks the square under it. Hands are buttons above and below.
 */
export function Board(props: BoardProps) {
  const { model, flipped = false, variant } = props;
  const look = useLook();
  const diagram = useDiagram();
  const style: BoardStyle =
    props.boardStyle ?? (variant && diagram ? diagram.boardStyleOf(variant) : 'checkered');
  const orientation = flipped ? 'black' : 'white';
  const geometry = useMemo(
    () => diagram?.geometry(diagramBoard(model, style), { orientation }),
    [diagram, model, style, orientation],
  );
  const hand = (color: 'white' | 'black', top: boolean) =>
    model.hands ? (
      <HandRow
        color={color}
        model={model}
        selected={props.selected}
        onHand={props.onHand}
        style={style}
        top={top}
      />
    ) : null;
  return (
    <div className="board-wrap">
      {hand(flipped ? 'white' : 'black', true)}
      {diagram && geometry ? (
        <DrawnBoard
          {...props}
          diagram={diagram}
          geometry={geometry}
          style={style}
          look={look}
          below={
            <>
              {hand(flipped ? 'black' : 'white', false)}
              {props.under}
            </>
          }
        />
      ) : (
        <>
          <div className="board-loading" aria-busy="true" />
          {hand(flipped ? 'black' : 'white', false)}
          {props.under}
        </>
      )}
    </div>
  );
}

/** The board drawn by `@x/diagram`, with the interaction layer over it. */
function DrawnBoard(
  props: BoardProps & {
    diagram: Diagram;
    geometry: DiagramGeometry;
    style: BoardStyle;
    look: ReturnType<typeof useLook>;
    /** The bottom hand and what stands under the board, between the drawing and its downloads. */
    below: React.ReactNode;
  },
) {
  const { model, diagram, geometry, style, flipped = false, onSquare, onDrop, canDrag, onShapes } = props;
  const heldShapes = props.shapes;
  const { files, ranks } = model;
  const px = Math.max(12, Math.min(64, Math.floor(SIZE / Math.max(files, ranks))));
  const [cursor, setCursor] = useState<number | undefined>(undefined);
  const [ownShapes, setShapes] = useState<readonly Shape[]>([]);
  const [, setLayerLoaded] = useState(ShapeLayer !== undefined);
  useEffect(() => {
    if (!ShapeLayer) void loadShapeLayer().then(() => setLayerLoaded(true));
  }, []);
  // shapes held by the caller (a move's `[%cal]`/`[%csl]`) stay until the caller changes them
  const shapes = heldShapes ?? ownShapes;
  const [drag, setDrag] = useState<Drag | undefined>(undefined);
  const pressed = useRef<{ square: string | undefined; button: number } | undefined>(undefined);
  const svgRef = useRef<SVGSVGElement>(null);
  /** Whether the board has the focus from a click (not from the keyboard). */
  const clicked = useRef(false);
  // a new position clears the drawn shapes and any drag
  const [shownModel, setShownModel] = useState(model);
  if (shownModel !== model) {
    setShownModel(model);
    setShapes([]);
    setDrag(undefined);
  }
  const boxes = useMemo(() => new Map(geometry.squares.map((b) => [b.name, b])), [geometry]);
  const indices = useMemo(() => new Map(model.cells.map((_, i) => [cellName(i, files), i])), [model, files]);
  const indexOf = (square: string) => indices.get(square) ?? -1;
  const cellOf = (square: string): Cell => model.cells[indexOf(square)] ?? null;
  const dragFrom = drag?.moved ? drag.from : undefined;
  const marks: SquareMarks = {
    selected: props.selected,
    lastMove: props.lastMove,
    check: props.check,
    cursor: cursor === undefined ? undefined : cellName(cursor, files),
    targets: props.targets,
  };
  const dark = document.documentElement.dataset.theme === 'dark';
  // drawn again on every change (a chess board's SVG is a fraction of a millisecond); React writes it to the page
  // only when the text changed
  const drawing = diagram.svg(
    diagramBoard(model, style, dragFrom === undefined ? undefined : indexOf(dragFrom)),
    {
      orientation: flipped ? 'black' : 'white',
      size: geometry.width,
      colors: diagramColors(props.look, dark),
      fill: fillsOf(marks),
      ...(props.check?.[0] ? { check: props.check[0] } : {}),
      title: props.label ?? `board ${files}×${ranks}`,
    },
  );
  /** The square (not a hole) under a point of the board. */
  const squareAt = (p: { x: number; y: number }): string | undefined => {
    for (const b of geometry.squares)
      if (p.x >= b.x && p.x < b.x + b.size && p.y >= b.y && p.y < b.y + b.size) return b.name;
    return undefined;
  };
  const pointAt = (e: React.PointerEvent) => boardPoint(svgRef.current, e, geometry);
  const onKey = (e: React.KeyboardEvent) => {
    if ((e.key === 'Enter' || e.key === ' ') && cursor !== undefined) {
      e.preventDefault();
      onSquare?.(cellName(cursor, files));
      return;
    }
    // after a click (the board focused by the pointer, no cursor) the arrows are the page's: the analysis board
    // steps through the game with them; from the keyboard (Tab) they move the cursor
    if (cursor === undefined && clicked.current) return;
    const next = cursorAfterKey(e.key, cursor ?? 0, files, ranks, flipped);
    if (next === undefined) return;
    e.preventDefault();
    e.stopPropagation();
    setCursor(next);
  };
  const isPiece = (square: string) => {
    const cell = cellOf(square);
    return cell !== null && cell !== 'hole';
  };
  const onPointerDown = (e: React.PointerEvent<SVGSVGElement>) => {
    clicked.current = true;
    const p = pointAt(e);
    const square = squareAt(p);
    pressed.current = { square, button: e.button };
    if (e.button !== 0) return;
    if (!heldShapes) setShapes([]);
    const draggable =
      square !== undefined && onDrop !== undefined && isPiece(square) && (canDrag?.(square) ?? true);
    if (draggable) {
      e.currentTarget.setPointerCapture?.(e.pointerId);
      setDrag({ from: square, x: p.x, y: p.y, moved: false });
    }
  };
  const onPointerMove = (e: React.PointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    const p = pointAt(e);
    const from = boxes.get(drag.from);
    const centre = from ? { x: from.x + from.size / 2, y: from.y + from.size / 2 } : p;
    const moved = drag.moved || Math.hypot(p.x - centre.x, p.y - centre.y) > 25;
    setDrag({ ...drag, x: p.x, y: p.y, moved });
  };
  const onPointerUp = (e: React.PointerEvent<SVGSVGElement>) => {
    const start = pressed.current;
    pressed.current = undefined;
    const square = squareAt(pointAt(e));
    if (start?.button === 2) {
      const shape = shapeOf(start.square, square, e);
      if (shape && onShapes) onShapes(toggleShape(shapes, shape));
      else if (shape) setShapes((list) => toggleShape(list, shape));
      return;
    }
    if (e.button !== 0) return;
    const current = drag;
    setDrag(undefined);
    if (current?.moved) {
      if (square && square !== current.from) onDrop?.(current.from, square);
      return;
    }
    // a click (not a drag) clears the shapes the caller holds, as it clears the board's own ones; before the
    // click's own effect, so that a move it plays is the last change
    if (heldShapes && heldShapes.length > 0) onShapes?.([]);
    if (square && start?.square === square) onSquare?.(square);
  };
  const dragged = dragFrom ? cellOf(dragFrom) : undefined;
  const at = (square: string): SquareAt | undefined => {
    const b = boxes.get(square);
    return b ? { x: b.x, y: b.y, size: b.size, top: b.y + b.size / 2 < geometry.height / 2 } : undefined;
  };
  return (
    <>
      <svg
        ref={svgRef}
        className={`board style-${style}`}
        data-testid="board"
        data-style={style}
        data-shapes={shapes.length}
        role="application"
        aria-label={props.label ?? `board ${files}×${ranks}; arrow keys move the cursor, Enter selects`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the board is a keyboard-operated widget
        tabIndex={0}
        width={(geometry.width * px) / 100}
        height={(geometry.height * px) / 100}
        viewBox={`0 0 ${geometry.width} ${geometry.height}`}
        onKeyDown={onKey}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(undefined)}
        onContextMenu={(e) => e.preventDefault()}
        onBlur={() => {
          clicked.current = false;
        }}
        onFocus={(e) => {
          if (e.currentTarget.matches(':focus-visible')) setCursor((c) => c ?? 0);
        }}
      >
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: @x/diagram's SVG, every text escaped */}
        <g className="diagram" dangerouslySetInnerHTML={{ __html: drawing }} />
        <SquareLayer geometry={geometry} marks={marks} cellOf={cellOf} />
        {ShapeLayer && shapes.length > 0 ? (
          <ShapeLayer
            shapes={shapes}
            centre={(sq) => {
              const b = boxes.get(sq);
              return b ? { x: b.x + b.size / 2, y: b.y + b.size / 2 } : undefined;
            }}
            s={100}
          />
        ) : null}
        {dragged && dragged !== 'hole' && drag ? (
          <g
            className="drag-ghost"
            data-testid="drag-ghost"
            transform={`translate(${drag.x - 50} ${drag.y - 50})`}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: @x/diagram's SVG, every text escaped
            dangerouslySetInnerHTML={{
              __html: diagram.pieceSvg(diagramPiece(dragged), style, {
                size: 100,
                upsideDown: style === 'shogi' && dragged.color !== (flipped ? 'black' : 'white'),
              }),
            }}
          />
        ) : null}
        {props.overlay?.(at, { width: geometry.width, height: geometry.height })}
      </svg>
      {props.below}
      {props.download !== false ? (
        <BoardDownloads
          name={props.download ?? props.label ?? 'board'}
          svg={drawing}
          game={props.game}
          flipped={flipped}
        />
      ) : null}
    </>
  );
}

/** The interaction layer's squares: transparent, addressable, marked (selection, last move, cursor, targets). */
function SquareLayer(props: {
  geometry: DiagramGeometry;
  marks: SquareMarks;
  cellOf: (square: string) => Cell;
}) {
  const { marks } = props;
  return (
    <g className="squares-layer">
      {props.geometry.squares.map((b) => {
        const classes = ['sq'];
        if (marks.selected === b.name) classes.push('selected');
        if (marks.lastMove?.includes(b.name)) classes.push('last');
        if (marks.check?.includes(b.name)) classes.push('check');
        if (marks.cursor === b.name) classes.push('cursor');
        const occupied = props.cellOf(b.name) !== null;
        return (
          <g key={b.name} data-square={b.name} className={classes.join(' ')}>
            <rect x={b.x} y={b.y} width={b.size} height={b.size} />
            {marks.targets?.has(b.name) ? (
              <circle
                className={occupied ? 'target capture' : 'target'}
                pointerEvents="none"
                cx={b.x + b.size / 2}
                cy={b.y + b.size / 2}
                r={occupied ? b.size * 0.46 : b.size * 0.16}
              />
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

/** The keyboard cursor after an arrow key (clamped to the board; flipped boards turn the arrows), or undefined. */
function cursorAfterKey(
  key: string,
  cursor: number,
  files: number,
  ranks: number,
  flipped: boolean,
): number | undefined {
  let f = cursor % files;
  let r = Math.floor(cursor / files);
  const dir = flipped ? -1 : 1;
  if (key === 'ArrowRight') f += dir;
  else if (key === 'ArrowLeft') f -= dir;
  else if (key === 'ArrowUp') r += dir;
  else if (key === 'ArrowDown') r -= dir;
  else return undefined;
  f = Math.max(0, Math.min(files - 1, f));
  r = Math.max(0, Math.min(ranks - 1, r));
  return r * files + f;
}

/** Board coordinates of a pointer event on the board's SVG (`-1, -1` before it is laid out). */
function boardPoint(el: SVGSVGElement | null, e: React.PointerEvent, geometry: DiagramGeometry) {
  const rect = el?.getBoundingClientRect();
  if (!rect || rect.width === 0) return { x: -1, y: -1 };
  return {
    x: ((e.clientX - rect.left) * geometry.width) / rect.width,
    y: ((e.clientY - rect.top) * geometry.height) / rect.height,
  };
}

/** The shape a right-button press and release draw: a circle on one square, an arrow between two. */
function shapeOf(from: string | undefined, to: string | undefined, e: React.PointerEvent): Shape | undefined {
  if (!from || !to) return undefined;
  const brush = brushOf(e);
  return to === from ? { from, brush } : { from, to, brush };
}
