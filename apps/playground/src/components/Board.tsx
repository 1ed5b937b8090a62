import { useState } from 'react';
import { type BoardModel, type Cell, cellName, type DrawnPiece } from '../lib/boardModel';

/** Props of {@link Board}. */
export interface BoardProps {
  readonly model: BoardModel;
  /** Selected square (name) or hand piece. */
  readonly selected?: string | undefined;
  /** Squares to mark as legal targets. */
  readonly targets?: ReadonlySet<string>;
  /** Squares of the last move. */
  readonly lastMove?: readonly string[];
  readonly onSquare?: (square: string) => void;
  readonly onHand?: ((color: 'white' | 'black', id: string) => void) | undefined;
  readonly flipped?: boolean;
  readonly label?: string;
}

const SIZE = 520;

/** One piece as SVG: a disc with its letters, white or black. */
function PieceGlyph({ piece, x, y, s }: { piece: DrawnPiece; x: number; y: number; s: number }) {
  const r = s * 0.4;
  const long = piece.label.length;
  const font = s * (long <= 1 ? 0.5 : long === 2 ? 0.38 : 0.28);
  return (
    <g className={`piece ${piece.color}`} pointerEvents="none">
      <circle cx={x + s / 2} cy={y + s / 2} r={r} />
      <text x={x + s / 2} y={y + s / 2} fontSize={font} dominantBaseline="central" textAnchor="middle">
        {piece.label}
      </text>
    </g>
  );
}

/** A row of hand pieces, clickable for drops. */
function HandRow(props: {
  color: 'white' | 'black';
  model: BoardModel;
  selected: string | undefined;
  onHand: ((color: 'white' | 'black', id: string) => void) | undefined;
}) {
  const entries = props.model.hands?.[props.color] ?? [];
  return (
    <div className="hand" data-testid={`hand-${props.color}`}>
      <span className="hand-label">{props.color} hand:</span>
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
              <PieceGlyph piece={e.piece} x={0} y={0} s={26} />
            </svg>
            ×{e.count}
          </button>
        );
      })}
    </div>
  );
}

/**
 * A finite board drawn as SVG: any size up to 26 × 26 (and beyond, smaller), holes, pieces by their
 * letters in both colours, hands. Every square is addressable (`data-square="e4"`). Keyboard: focus the
 * board, move the cursor with the arrow keys, Enter or Space clicks the square under it.
 */
export function Board({
  model,
  selected,
  targets,
  lastMove,
  onSquare,
  onHand,
  flipped = false,
  label,
}: BoardProps) {
  const { files, ranks } = model;
  const s = Math.max(12, Math.min(64, Math.floor(SIZE / Math.max(files, ranks))));
  const margin = 18;
  const width = files * s + margin;
  const height = ranks * s + margin;
  const [cursor, setCursor] = useState<number | undefined>(undefined);
  const pos = (index: number) => {
    const f = index % files;
    const r = Math.floor(index / files);
    const col = flipped ? files - 1 - f : f;
    const row = flipped ? r : ranks - 1 - r;
    return { x: margin + col * s, y: row * s };
  };
  const squares: React.ReactNode[] = [];
  for (let i = 0; i < files * ranks; i++) {
    const cell: Cell = model.cells[i] ?? null;
    const name = cellName(i, files);
    const { x, y } = pos(i);
    const dark = (i % files) % 2 === Math.floor(i / files) % 2;
    const classes = ['sq', cell === 'hole' ? 'hole' : dark ? 'dark' : 'light'];
    if (selected === name) classes.push('selected');
    if (lastMove?.includes(name)) classes.push('last');
    if (cursor === i) classes.push('cursor');
    squares.push(
      // biome-ignore lint/a11y/noStaticElementInteractions: the board itself is the keyboard target
      <g key={name} data-square={name} className={classes.join(' ')} onClick={() => onSquare?.(name)}>
        <rect x={x} y={y} width={s} height={s} />
        {cell === 'hole' ? (
          <path
            d={`M${x + 3} ${y + 3}L${x + s - 3} ${y + s - 3}M${x + s - 3} ${y + 3}L${x + 3} ${y + s - 3}`}
            className="hole-x"
          />
        ) : null}
        {cell && cell !== 'hole' ? <PieceGlyph piece={cell} x={x} y={y} s={s} /> : null}
        {targets?.has(name) ? (
          <circle className="target" cx={x + s / 2} cy={y + s / 2} r={cell ? s * 0.46 : s * 0.16} />
        ) : null}
      </g>,
    );
  }
  const labels: React.ReactNode[] = [];
  const fontSize = Math.min(12, s * 0.45);
  for (let f = 0; f < files; f++) {
    const { x } = pos(f);
    labels.push(
      <text
        key={`f${f}`}
        x={x + s / 2}
        y={ranks * s + margin - 4}
        fontSize={fontSize}
        textAnchor="middle"
        className="coord"
      >
        {cellName(f, files).replace(/\d+$/, '')}
      </text>,
    );
  }
  for (let r = 0; r < ranks; r++) {
    const { y } = pos(r * files);
    labels.push(
      <text
        key={`r${r}`}
        x={margin - 3}
        y={y + s / 2}
        fontSize={fontSize}
        textAnchor="end"
        dominantBaseline="central"
        className="coord"
      >
        {r + 1}
      </text>,
    );
  }
  const onKey = (e: React.KeyboardEvent) => {
    const c = cursor ?? 0;
    let f = c % files;
    let r = Math.floor(c / files);
    const dir = flipped ? -1 : 1;
    if (e.key === 'ArrowRight') f += dir;
    else if (e.key === 'ArrowLeft') f -= dir;
    else if (e.key === 'ArrowUp') r += dir;
    else if (e.key === 'ArrowDown') r -= dir;
    else if ((e.key === 'Enter' || e.key === ' ') && cursor !== undefined) {
      e.preventDefault();
      onSquare?.(cellName(cursor, files));
      return;
    } else return;
    e.preventDefault();
    f = Math.max(0, Math.min(files - 1, f));
    r = Math.max(0, Math.min(ranks - 1, r));
    setCursor(r * files + f);
  };
  return (
    <div className="board-wrap">
      {model.hands ? (
        <HandRow color={flipped ? 'white' : 'black'} model={model} selected={selected} onHand={onHand} />
      ) : null}
      <svg
        className="board"
        data-testid="board"
        role="application"
        aria-label={label ?? `board ${files}×${ranks}; arrow keys move the cursor, Enter selects`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the board is a keyboard-operated widget
        tabIndex={0}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        onKeyDown={onKey}
        onFocus={(e) => {
          if (e.currentTarget.matches(':focus-visible')) setCursor((c) => c ?? 0);
        }}
      >
        {squares}
        {labels}
      </svg>
      {model.hands ? (
        <HandRow color={flipped ? 'black' : 'white'} model={model} selected={selected} onHand={onHand} />
      ) : null}
    </div>
  );
}
