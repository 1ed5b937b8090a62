import type { Shape } from './shapes';

/**
 * Renders the shapes; `centre` gives a square's centre in board coordinates. Its own chunk, fetched with the
 * first shape a board draws (`Board`).
 */
export function ShapeLayer({
  shapes,
  centre,
  s,
}: {
  shapes: readonly Shape[];
  centre: (square: string) => { x: number; y: number } | undefined;
  s: number;
}) {
  return (
    <g className="shapes" pointerEvents="none">
      <defs>
        {(['green', 'red', 'blue', 'yellow'] as const).map((b) => (
          <marker
            key={b}
            id={`arrowhead-${b}`}
            orient="auto"
            markerWidth="4"
            markerHeight="4"
            refX="2.05"
            refY="2"
            markerUnits="strokeWidth"
          >
            <path d="M0,0 V4 L3,2 Z" className={`brush-${b}`} />
          </marker>
        ))}
      </defs>
      {shapes.map((shape) => {
        const a = centre(shape.from);
        if (!a) return null;
        if (!shape.to) {
          return (
            <circle
              key={`c-${shape.from}`}
              className={`mark brush-${shape.brush}`}
              data-mark={shape.from}
              cx={a.x}
              cy={a.y}
              r={s * 0.44}
              strokeWidth={s * 0.07}
            />
          );
        }
        const b = centre(shape.to);
        if (!b) return null;
        // stop short of the target's centre so the head ends on it
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const len = Math.hypot(dx, dy) || 1;
        const cut = s * 0.3;
        return (
          <line
            key={`a-${shape.from}-${shape.to}`}
            className={`arrow brush-${shape.brush}`}
            data-arrow={`${shape.from}${shape.to}`}
            x1={a.x}
            y1={a.y}
            x2={b.x - (dx / len) * cut}
            y2={b.y - (dy / len) * cut}
            strokeWidth={s * 0.16}
            markerEnd={`url(#arrowhead-${shape.brush})`}
          />
        );
      })}
    </g>
  );
}
