import { lazy, Suspense } from 'react';
import type { EnginePanelProps } from './EnginePanel';

// the panel (and the engine driver) is its own chunk: the page's first load carries neither
const EnginePanel = lazy(() => import('./EnginePanel'));

/** The engine panel of the analysis board, loaded after the page. */
export function EngineSlot(props: EnginePanelProps) {
  return (
    <Suspense fallback={<div className="engine-panel muted">Loading the engine panel…</div>}>
      <EnginePanel {...props} />
    </Suspense>
  );
}
