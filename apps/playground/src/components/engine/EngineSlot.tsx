import type { BasePosition } from '@x/core';
import { lazy, Suspense } from 'react';
import type { AnalysisNode, NodePath } from '../../lib/analysis/gameTree';

// the panel (and the engine driver) is its own chunk: the page's first load carries neither
const EnginePanel = lazy(() => import('./EnginePanel'));

/** Props of {@link EngineSlot}. */
export interface EngineSlotProps {
  /** The position on the board. */
  readonly position: BasePosition;
  /** The game's first moves (the main line's evaluations feed the chart), when a game is open. */
  readonly moves: readonly AnalysisNode[] | undefined;
  /** The ply on the board. */
  readonly ply: number;
  readonly onGo: (path: NodePath) => void;
}

/** The engine panel of the analysis board, loaded after the page. */
export function EngineSlot(props: EngineSlotProps) {
  return (
    <Suspense fallback={<div className="engine-panel muted">Loading the engine panel…</div>}>
      <EnginePanel {...props} />
    </Suspense>
  );
}
