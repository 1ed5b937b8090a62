import { shortCoord } from '../../lib/infinite/bigmath';
import { type Diagram, useDiagram } from '../board/diagramStore';
import { logOffset } from '../../lib/infinite/logScale';
import type { InfinitePiece } from './types';

/** Props of {@link LogOverview}. */
export interface LogOverviewProps {
  readonly pieces: readonly InfinitePiece[];
  /** The point the distances are measured from (the view centre). */
  readonly centre: { readonly x: bigint; readonly y: bigint };
  /** The drawing's size in pixels. */
  readonly size: { readonly width: number; readonly height: number };
  /** A piece was clicked: go to it (leaves the overview). */
  readonly onPick: (x: bigint, y: bigint) => void;
}

interface Placed {
  readonly p: InfinitePiece;
  readonly x: number;
  readonly y: number;
  readonly labelX: number;
  readonly labelY: number;
}

const LABEL_W = 150;
const LABEL_H = 13;
/** The side of a piece's picture in the overview. */
const PIECE = 18;

/** `@x/diagram`'s picture of a piece (as the board draws it), centred on (x, y); nothing while it loads. */
function piecePicture(diagram: Diagram | undefined, p: InfinitePiece, x: number, y: number) {
  if (!diagram) return null;
  const block = p.type === 'obstacle' || p.type === 'void';
  const piece = {
    id: p.type,
    color: p.color,
    symbol: block ? '*' : p.label.toUpperCase(),
    promoted: false,
    ...(block ? { wall: 'block' as const } : {}),
  };
  const html = diagram.pieceSvg(piece, 'checkered', { size: PIECE });
  return (
    <g
      transform={`translate(${x - PIECE / 2} ${y - PIECE / 2})`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: @x/diagram's SVG, every text escaped
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Puts each piece's label beside it, moving it down (or up near the bottom) until it overlaps no other label. */
function placeLabels(
  points: readonly { readonly p: InfinitePiece; readonly x: number; readonly y: number }[],
  width: number,
  height: number,
): Placed[] {
  const out: Placed[] = [];
  const sorted = [...points].sort((a, b) => a.y - b.y || a.x - b.x);
  for (const q of sorted) {
    const labelX = Math.min(q.x + 10, width - LABEL_W);
    let labelY = q.y + 16;
    const clash = (y: number) =>
      out.some((o) => Math.abs(o.labelY - y) < LABEL_H && Math.abs(o.labelX - labelX) < LABEL_W);
    while (clash(labelY) && labelY < height - 4) labelY += LABEL_H;
    if (labelY >= height - 4) {
      labelY = q.y - 8;
      while (clash(labelY) && labelY > LABEL_H) labelY -= LABEL_H;
    }
    out.push({ ...q, labelX, labelY });
  }
  return out;
}

/**
 * Every piece at once, however far apart: positions on a logarithmic scale from the view centre (rings at
 * each power of ten), each piece (`@x/diagram`'s picture) labelled with its letter and coordinates. Clicking a piece goes to it.
 */
export function LogOverview({ pieces, centre, size, onPick }: LogOverviewProps) {
  const diagram = useDiagram();
  const { x: cx, y: cy } = centre;
  const { width, height } = size;
  const points = pieces.map((p) => ({ p, lx: logOffset(p.x, cx), ly: logOffset(p.y, cy) }));
  const reach = Math.max(1, ...points.map((q) => Math.max(Math.abs(q.lx), Math.abs(q.ly))));
  const margin = 40;
  const scale = Math.min((width / 2 - margin) / reach, (height / 2 - margin) / reach);
  const sx = (l: number) => width / 2 + l * scale;
  const sy = (l: number) => height / 2 - l * scale;
  const placed = placeLabels(
    points.map((q) => ({ p: q.p, x: sx(q.lx), y: sy(q.ly) })),
    width,
    height,
  );
  const rings: number[] = [];
  const step = Math.max(1, Math.ceil(reach / 6));
  for (let k = step; k <= Math.ceil(reach); k += step) rings.push(k);
  return (
    <svg
      className="infinite-board overview"
      data-testid="overview"
      role="img"
      aria-label={`overview of all ${pieces.length} pieces on a logarithmic scale`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
    >
      <rect x={0} y={0} width={width} height={height} className="infinite-bg" />
      {rings.map((k) => (
        <g key={k} className="ring">
          <rect x={sx(-k)} y={sy(k)} width={2 * k * scale} height={2 * k * scale} fill="none" />
          <text x={sx(k) + 2} y={sy(0) - 2} className="axis">
            10^{k}
          </text>
        </g>
      ))}
      <line x1={0} x2={width} y1={sy(0)} y2={sy(0)} className="axis-line" />
      <line x1={sx(0)} x2={sx(0)} y1={0} y2={height} className="axis-line" />
      {placed.map(({ p, x, y, labelX, labelY }) => (
        // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it has role, focus and keys
        <g
          key={`${p.x},${p.y}`}
          className={`overview-piece ${p.color}`}
          data-x={String(p.x)}
          data-y={String(p.y)}
          role="button"
          tabIndex={0}
          aria-label={`go to ${p.label} at ${p.x},${p.y}`}
          onClick={() => onPick(p.x, p.y)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') onPick(p.x, p.y);
          }}
        >
          {piecePicture(diagram, p, x, y)}
          <line x1={x} y1={y} x2={labelX - 2} y2={labelY - 4} className="leader" />
          <text x={labelX} y={labelY} fontSize={11} className="overview-label">
            {p.label} {shortCoord(p.x, 9)},{shortCoord(p.y, 9)}
          </text>
        </g>
      ))}
    </svg>
  );
}
