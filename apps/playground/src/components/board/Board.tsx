import { useEffect, useRef, useState } from 'react';
import './board.css';
import { type BoardModel, type Cell, cellName } from '../../lib/board/boardModel';
import { type BoardStyle, boardStyleOf, type StyledVariant } from '../../lib/board/boardStyle';
import { PieceGlyph } from './PieceGlyph';
import { pieceCharacters } from './cjkFont';
import { useLook } from '../../state/look';
import { brushOf, type Shape, toggleShape } from './shapes';
import { useVariantArt } from './variantArtStore';

import type { ShapeLayer as ShapeLayerComponent } from './ShapeLayer';

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
  /**
   * The variant on the board: its look (`boardStyleOf`: xiangqi and janggi on intersections with river and
   * palaces, shogi pentagons, makruk's plain squares, chess checkered) when `boardStyle` is not given.
   */
  readonly variant?: StyledVariant | undefined;
  /** How the board is drawn (default: read from `variant`, else checkered squares). */
  readonly boardStyle?: BoardStyle | undefined;
  /** Shapes the caller holds: a right-click or right-drag calls `onShapes` with the new list, a left click with `[]`. */
  readonly shapes?: readonly Shape[] | undefined;
  readonly onShapes?: ((shapes: readonly Shape[]) => void) | undefined;
}

const SIZE = 520;
const MARGIN = 18;

/** A row of hand pieces, clickable for drops. */
function HandRow(props: {
  color: 'white' | 'black';
  model: BoardModel;
  selected: string | undefined;
  onHand: ((color: 'white' | 'black', id: string) => void) | undefined;
  boardStyle: BoardStyle;
}) {
  const entries = props.model.hands?.[props.color] ?? [];
  return (
    <div className="hand" data-testid={`hand-${props.color}`}>
      <span className="hand-label">
        {props.boardStyle === 'uncheckered'
          ? props.color === 'white'
            ? '☗ sente (first) in hand:'
            : '☖ gote in hand:'
          : `${props.color} hand:`}
      </span>
      {entries.length === 0 ? <span className="muted">empty</span> : null}
      {entries.map((e) => {
        const key = `${props.color}@${e.piece.id ?? e.piece.label}`;
        return (
          <button
            type="button"
            key={key}
            className={props.selected === key ? 'hand-piece selected' : 'hand-piece'}
            data-hand={key}
            disabled={!props.onHand}
            onClick={() => props.onHand?.(props.color, e.piece.id ?? e.piece.label)}
          >
            <svg width="26" height="26" viewBox="0 0 26 26" aria-hidden="true">
              <PieceGlyph piece={e.piece} x={0} y={0} s={26} style={props.boardStyle} />
            </svg>
            ×{e.count}
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

/**
 * The one board of the app (every tab draws with it; other views import it with the props of
 * {@link BoardProps}: at least `model`, and `variant` for the variant's look).
 * A finite board drawn as SVG: any size up to 26 × 26 (and beyond, smaller), holes, pieces (images for the
 * standard chess pieces, letters for the others), hands; checkered, xiangqi-style lines or shogi-style
 * squares. Every square is addressable (`data-square="e4"`). Mouse and touch: click-click or drag-and-drop
 * to move; right-click a square to circle it, right-drag to draw an arrow (lichess' conventions). Keyboard:
 * focus the board, move the cursor with the arrow keys, Enter or Space clicks the square under it.
 */
export function Board({
  model,
  selected,
  targets,
  lastMove,
  check,
  onSquare,
  onDrop,
  canDrag,
  onHand,
  flipped = false,
  label,
  variant,
  boardStyle: givenStyle,
  shapes: heldShapes,
  onShapes,
}: BoardProps) {
  const { files, ranks } = model;
  // the look's choices (board colours, characters or letters) redraw the board
  useLook();
  const boardStyle = givenStyle ?? (variant ? boardStyleOf(variant) : 'checkered');
  // the xiangqi family's lines come with the variant drawing chunk (fetched with the first such board)
  const art = useVariantArt(boardStyle === 'intersections');
  const s = Math.max(12, Math.min(64, Math.floor(SIZE / Math.max(files, ranks))));
  // a xiangqi board is numbered as WXF numbers it, each side's files along its own edge (`CoordLabels`)
  const wxf =
    boardStyle === 'intersections' &&
    !/janggi|changgi/i.test(`${variant?.id ?? ''} ${variant?.name ?? ''}`) &&
    files === 9;
  const width = files * s + MARGIN;
  const height = ranks * s + MARGIN;
  // a margin above the board for the top side's labels (the board keeps y 0 at its top edge: the view box starts above)
  const top = wxf ? MARGIN : 0;
  // a shogi board's rank labels stand on its right, as Japanese boards have them: the view box starts at the board
  // and keeps the labels' margin on the right
  const left = boardStyle === 'uncheckered' ? MARGIN : 0;
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
  const svg = useRef<SVGSVGElement>(null);
  /** Whether the board has the focus from a click (not from the keyboard). */
  const clicked = useRef(false);
  // a new position clears the drawn shapes and any drag
  const [shownModel, setShownModel] = useState(model);
  if (shownModel !== model) {
    setShownModel(model);
    setShapes([]);
    setDrag(undefined);
  }
  const { pos, squareAt } = geometry(model, s, flipped);
  /** Board coordinates of a pointer event. */
  const pointAt = (e: React.PointerEvent) => boardPoint(svg.current, e, width, height, top, left);
  const { squares, centreOf, indexOf } = drawSquares(model, s, pos, boardStyle, {
    selected,
    lastMove,
    check,
    cursor,
    dragFrom: drag?.moved ? drag.from : undefined,
    targets,
  });
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
  const cellOf = (square: string): Cell => model.cells[indexOf.get(square) ?? -1] ?? null;
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
    const moved =
      drag.moved ||
      Math.hypot(p.x - (centreOf.get(drag.from)?.x ?? 0), p.y - (centreOf.get(drag.from)?.y ?? 0)) > s * 0.25;
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
  const dragged = drag?.moved ? cellOf(drag.from) : undefined;
  const hand = (color: 'white' | 'black') =>
    model.hands ? (
      <HandRow color={color} model={model} selected={selected} onHand={onHand} boardStyle={boardStyle} />
    ) : null;
  return (
    <div className="board-wrap">
      {hand(flipped ? 'white' : 'black')}
      <svg
        ref={svg}
        className={`board style-${boardStyle}`}
        data-testid="board"
        data-style={boardStyle}
        data-shapes={shapes.length}
        role="application"
        aria-label={label ?? `board ${files}×${ranks}; arrow keys move the cursor, Enter selects`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the board is a keyboard-operated widget
        tabIndex={0}
        width={width}
        height={height + top}
        viewBox={`${left} ${-top} ${width} ${height + top}`}
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
        {boardStyle === 'intersections' ? (
          <>
            <rect className="grid-board" x={MARGIN} y={0} width={files * s} height={ranks * s} />
            {art ? (
              <art.GridLines files={files} ranks={ranks} s={s} margin={MARGIN} flipped={flipped} />
            ) : null}
          </>
        ) : null}
        {squares}
        <CoordLabels
          files={files}
          ranks={ranks}
          s={s}
          pos={pos}
          shogi={boardStyle === 'uncheckered'}
          wxf={wxf}
          flipped={flipped}
        />
        {ShapeLayer && shapes.length > 0 ? (
          <ShapeLayer shapes={shapes} centre={(sq) => centreOf.get(sq)} s={s} />
        ) : null}
        {dragged && dragged !== 'hole' && drag ? (
          <g className="drag-ghost" data-testid="drag-ghost">
            <PieceGlyph piece={dragged} x={drag.x - s / 2} y={drag.y - s / 2} s={s} style={boardStyle} />
          </g>
        ) : null}
      </svg>
      {hand(flipped ? 'black' : 'white')}
    </div>
  );
}

/** One square: its shade, check glow, hole cross, piece (faded while dragged) and move-target dot. */
function SquareView({
  name,
  classes,
  cell,
  x,
  y,
  s,
  inCheck,
  dragging,
  target,
  boardStyle,
}: {
  readonly name: string;
  readonly classes: string;
  readonly cell: Cell;
  readonly x: number;
  readonly y: number;
  readonly s: number;
  readonly inCheck: boolean;
  readonly dragging: boolean;
  readonly target: boolean;
  readonly boardStyle: BoardStyle;
}) {
  return (
    <g data-square={name} className={classes}>
      <rect x={x} y={y} width={s} height={s} />
      {inCheck ? <circle className="check-glow" cx={x + s / 2} cy={y + s / 2} r={s * 0.5} /> : null}
      {cell === 'hole' ? (
        <path
          d={`M${x + 3} ${y + 3}L${x + s - 3} ${y + s - 3}M${x + s - 3} ${y + 3}L${x + 3} ${y + s - 3}`}
          className="hole-x"
        />
      ) : null}
      {cell && cell !== 'hole' ? (
        <g className={dragging ? 'dragging' : undefined}>
          <PieceGlyph piece={cell} x={x} y={y} s={s} style={boardStyle} />
        </g>
      ) : null}
      {target ? (
        <circle
          className="target"
          pointerEvents="none"
          cx={x + s / 2}
          cy={y + s / 2}
          r={cell ? s * 0.46 : s * 0.16}
        />
      ) : null}
    </g>
  );
}

/**
 * File letters under the board and rank numbers beside it; on a shogi board as shogi players read them (`shogi`):
 * files numbered 9…1 from left to right (1 on sente's right), ranks a…i (or 一…九 with kanji pieces) from gote's
 * side down on the board's right (as Japanese boards have them), as USI and KIF name the squares (`7g` is file 7, rank g); on a xiangqi board as WXF reads them
 * (`wxf`): each side's files 1…9 from its own right along its own edge (red's 9…1 left to right under the board,
 * black's 1…9 left to right above it; the other way round when flipped), no rank numbers (WXF names none).
 */
function CoordLabels({
  files,
  ranks,
  s,
  pos,
  shogi,
  wxf,
  flipped,
}: {
  readonly files: number;
  readonly ranks: number;
  readonly s: number;
  readonly pos: (index: number) => { x: number; y: number };
  readonly shogi: boolean;
  readonly wxf: boolean;
  readonly flipped: boolean;
}) {
  const kanji = shogi && pieceCharacters();
  const labels: React.ReactNode[] = [];
  // WXF's file numbers are how its moves (C2=5) are read: a size larger, to stay readable on a phone's scaled board
  const fontSize = Math.min(wxf ? 15 : 12, s * 0.45);
  for (let f = 0; f < files; f++) {
    const { x } = pos(f);
    // WXF: red's number of file a is 9 (red's left), black's is 1 (black's right)
    const red = files - f;
    const black = f + 1;
    labels.push(
      <text
        key={`f${f}`}
        x={x + s / 2}
        y={ranks * s + MARGIN - 4}
        fontSize={fontSize}
        textAnchor="middle"
        className="coord"
      >
        {shogi ? red : wxf ? (flipped ? black : red) : cellName(f, files).replace(/\d+$/, '')}
      </text>,
    );
    if (wxf)
      labels.push(
        <text
          key={`t${f}`}
          x={x + s / 2}
          y={-5}
          fontSize={fontSize}
          textAnchor="middle"
          className="coord coord-top"
        >
          {flipped ? red : black}
        </text>,
      );
  }
  for (let r = 0; r < (wxf ? 0 : ranks); r++) {
    const { y } = pos(r * files);
    labels.push(
      <text
        key={`r${r}`}
        x={shogi ? MARGIN + files * s + 3 : MARGIN - 3}
        y={y + s / 2}
        fontSize={fontSize}
        textAnchor={shogi ? 'start' : 'end'}
        dominantBaseline="central"
        className="coord"
      >
        {shogi ? shogiRank(ranks - 1 - r, kanji) : r + 1}
      </text>,
    );
  }
  return <>{labels}</>;
}

/** Kanji numerals of shogi's ranks (KIF writes `７六歩`: file in full-width digits, rank in kanji). */
const KANJI_RANKS = '一二三四五六七八九';

/** The name of a shogi rank counted from gote's side (0: a / 一). */
function shogiRank(fromTop: number, kanji: boolean): string {
  return kanji && fromTop < 9 ? (KANJI_RANKS[fromTop] as string) : String.fromCharCode(97 + fromTop);
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

/** Where square `index` is drawn, and which square (not a hole) lies under a board point. */
function geometry(model: BoardModel, s: number, flipped: boolean) {
  const { files, ranks } = model;
  const pos = (index: number) => {
    const f = index % files;
    const r = Math.floor(index / files);
    const col = flipped ? files - 1 - f : f;
    const row = flipped ? r : ranks - 1 - r;
    return { x: MARGIN + col * s, y: row * s };
  };
  const squareAt = (p: { x: number; y: number }): string | undefined => {
    const col = Math.floor((p.x - MARGIN) / s);
    const row = Math.floor(p.y / s);
    if (col < 0 || col >= files || row < 0 || row >= ranks) return undefined;
    const f = flipped ? files - 1 - col : col;
    const r = flipped ? row : ranks - 1 - row;
    const index = r * files + f;
    return model.cells[index] === 'hole' ? undefined : cellName(index, files);
  };
  return { pos, squareAt };
}

/** What the squares show besides their pieces. */
interface SquareMarks {
  readonly selected: string | undefined;
  readonly lastMove: readonly string[] | undefined;
  readonly check: readonly string[] | undefined;
  readonly cursor: number | undefined;
  readonly dragFrom: string | undefined;
  readonly targets: ReadonlySet<string> | undefined;
}

/** Every square drawn, with the centre and index of each square by name. */
function drawSquares(
  model: BoardModel,
  s: number,
  pos: (index: number) => { x: number; y: number },
  boardStyle: BoardStyle,
  marks: SquareMarks,
) {
  const { files, ranks } = model;
  const centreOf = new Map<string, { x: number; y: number }>();
  const indexOf = new Map<string, number>();
  const squares: React.ReactNode[] = [];
  for (let i = 0; i < files * ranks; i++) {
    const cell: Cell = model.cells[i] ?? null;
    const name = cellName(i, files);
    const { x, y } = pos(i);
    centreOf.set(name, { x: x + s / 2, y: y + s / 2 });
    indexOf.set(name, i);
    const dark = (i % files) % 2 === Math.floor(i / files) % 2;
    const shade = boardStyle === 'checkered' ? (dark ? 'dark' : 'light') : 'plain';
    const classes = ['sq', cell === 'hole' ? 'hole' : shade];
    if (marks.selected === name) classes.push('selected');
    if (marks.lastMove?.includes(name)) classes.push('last');
    if (marks.check?.includes(name)) classes.push('check');
    if (marks.cursor === i) classes.push('cursor');
    squares.push(
      <SquareView
        key={name}
        name={name}
        classes={classes.join(' ')}
        cell={cell}
        x={x}
        y={y}
        s={s}
        inCheck={marks.check?.includes(name) === true}
        dragging={marks.dragFrom === name}
        target={marks.targets?.has(name) === true}
        boardStyle={boardStyle}
      />,
    );
  }
  return { squares, centreOf, indexOf };
}

/** Board coordinates of a pointer event on the board's SVG (`-1, -1` before it is laid out). */
function boardPoint(
  el: SVGSVGElement | null,
  e: React.PointerEvent,
  width: number,
  height: number,
  top: number,
  left: number,
) {
  const rect = el?.getBoundingClientRect();
  if (!rect || rect.width === 0) return { x: -1, y: -1 };
  return {
    x: ((e.clientX - rect.left) * width) / rect.width + left,
    y: ((e.clientY - rect.top) * (height + top)) / rect.height - top,
  };
}

/** The shape a right-button press and release draw: a circle on one square, an arrow between two. */
function shapeOf(from: string | undefined, to: string | undefined, e: React.PointerEvent): Shape | undefined {
  if (!from || !to) return undefined;
  const brush = brushOf(e);
  return to === from ? { from, brush } : { from, to, brush };
}
