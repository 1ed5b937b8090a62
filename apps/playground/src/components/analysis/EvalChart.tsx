import { useMemo } from 'react';
import { type EvalPoint, evaluationText } from '../../lib/analysis/commentInfo';
import { evalCurve } from '../../lib/analysis/evalCurve';
import type { NodePath } from '../../lib/analysis/gameTree';
import type { CommentEvaluation } from '@x/san/annotations';

/** The chart's drawing size (it scales to its box). */
const WIDTH = 600;
const HEIGHT = 110;
/** What a click on the chart does, beside what it shows. */
const HINT = 'click the chart to go to a move';

/** Props of {@link EvalChart}. */
export interface EvalChartProps {
  /** The main line's moves with their evaluations (`mainLineEvaluations`). */
  readonly points: readonly EvalPoint[];
  /** The ply shown on the board (0 at the start). */
  readonly ply: number;
  /**
   * The move on the board when it is off the main line (a variation's move): its own evaluation, if its comment
   * has one, is the caption's, and the chart marks no main-line move.
   */
  readonly aside?: { readonly evaluation: CommentEvaluation | undefined } | undefined;
  readonly onGo: (path: NodePath) => void;
  /**
   * Draw only the points that have an evaluation (an engine's: the positions it analysed), instead of carrying the
   * last one over moves without (a game's own, as lichess draws them).
   */
  readonly analysedOnly?: boolean;
}

/**
 * The evaluation across the game as lichess draws it, in SVG: White's share of the height white, Black's dark,
 * mates at the top (White) and bottom (Black), moves without an evaluation carrying the last one (or, for an
 * engine's, `analysedOnly`, nothing drawn before its first analysed position or after its last); the current
 * move marked; a click goes to the move under the pointer. Loaded on its own when a game has evaluations.
 */
export function EvalChart({ points, ply, onGo, aside, analysedOnly = false }: EvalChartProps) {
  const n = points.length;
  const x = (i: number) => (n === 0 ? 0 : (i / n) * WIDTH);
  const y = (v: number) => HEIGHT / 2 - (v * HEIGHT) / 2;
  const { area, values } = useMemo(
    () =>
      evalCurve(
        points.map((p) => p.evaluation),
        WIDTH,
        HEIGHT,
        !analysedOnly,
      ),
    [points, analysedOnly],
  );
  const go = (e: React.MouseEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const at = Math.round(((e.clientX - box.left) / Math.max(1, box.width)) * n);
    const target = points[Math.min(n, Math.max(1, at)) - 1];
    onGo(at <= 0 || !target ? [] : target.node.path);
  };
  const current = aside ?? points[ply - 1];
  const now = current?.evaluation
    ? `Evaluation: ${evaluationText(current.evaluation)} after ply ${ply}${aside ? ' (this variation)' : ''}`
    : aside
      ? `Evaluation (the chart is the main line's; this variation's move has none)`
      : 'Evaluation';
  return (
    <figure className="eval-chart">
      <div className="eval-plot">
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keys of the move list (← → Home End) go to the same moves */}
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          data-testid="eval-chart"
          data-points={n}
          role="img"
          aria-label={`Evaluation across ${n} moves; click to go to a move`}
          onClick={go}
        >
          <rect className="eval-black" x={0} y={0} width={WIDTH} height={HEIGHT} />
          {area ? <path className="eval-white" d={area} data-testid="eval-area" /> : null}
          <line className="eval-mid" x1={0} x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} />
          {!aside && ply > 0 && ply <= n ? (
            <line
              className="eval-current"
              data-testid="eval-current"
              data-ply={ply}
              x1={x(ply)}
              x2={x(ply)}
              y1={0}
              y2={HEIGHT}
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
        </svg>
        {/* the mates as round dots over the drawing, which stretches to its box (a circle in it would too) */}
        {points.map((p, i) =>
          p.evaluation && 'mate' in p.evaluation ? (
            <span
              key={p.node.path.join('.')}
              className="eval-mate"
              data-testid="eval-mate"
              style={{ left: `${(x(i + 1) / WIDTH) * 100}%`, top: `${(y(values[i] ?? 0) / HEIGHT) * 100}%` }}
            />
          ) : null,
        )}
      </div>
      {/* one line whatever it says (two at the start and one after a move moved what is below) */}
      <figcaption className="muted" data-testid="eval-caption" title={`${now} (${HINT})`}>
        <span className="eval-now">{now}</span>
        <span className="eval-hint">{HINT}</span>
      </figcaption>
    </figure>
  );
}

export default EvalChart;
