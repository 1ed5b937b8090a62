import { lazy, Suspense, useMemo } from 'react';
import { commentInfo, mainLineEvaluations } from '../../lib/analysis/commentInfo';
import type { AnalysisNode, NodePath } from '../../lib/analysis/gameTree';

// the chart is its own chunk, fetched when a game with evaluations is shown
const EvalChart = lazy(() => import('./EvalChart'));

/** The evaluation chart of a game whose main line carries `[%eval]` comments; nothing otherwise. */
export function EvalChartSlot({
  moves,
  node,
  onGo,
}: {
  readonly moves: readonly AnalysisNode[];
  /** The move on the board (undefined at the start). */
  readonly node: AnalysisNode | undefined;
  readonly onGo: (path: NodePath) => void;
}) {
  const points = useMemo(() => mainLineEvaluations(moves), [moves]);
  const ply = node?.ply ?? 0;
  // a variation's move: its own evaluation, not the main line's move of the same ply
  const aside = node?.path.some((i) => i !== 0)
    ? { evaluation: commentInfo(node.source.data.comments).evaluation }
    : undefined;
  if (points.length === 0) return null;
  return (
    <Suspense fallback={<div className="eval-chart muted">Loading the evaluation chart…</div>}>
      <EvalChart points={points} ply={ply} onGo={onGo} aside={aside} />
    </Suspense>
  );
}
