import { lazy, Suspense, useMemo } from 'react';
import { mainLineEvaluations } from '../../lib/analysis/commentInfo';
import type { AnalysisNode, NodePath } from '../../lib/analysis/gameTree';

// the chart is its own chunk, fetched when a game with evaluations is shown
const EvalChart = lazy(() => import('./EvalChart'));

/** The evaluation chart of a game whose main line carries `[%eval]` comments; nothing otherwise. */
export function EvalChartSlot({
  moves,
  ply,
  onGo,
}: {
  readonly moves: readonly AnalysisNode[];
  readonly ply: number;
  readonly onGo: (path: NodePath) => void;
}) {
  const points = useMemo(() => mainLineEvaluations(moves), [moves]);
  if (points.length === 0) return null;
  return (
    <Suspense fallback={<div className="eval-chart muted">Loading the evaluation chart…</div>}>
      <EvalChart points={points} ply={ply} onGo={onGo} />
    </Suspense>
  );
}
