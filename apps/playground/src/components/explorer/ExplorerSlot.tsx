import type { BasePosition } from '@x/core';
import { lazy, Suspense } from 'react';
import type { Database } from '../database/useDatabase';
import { useDatabasePick } from '../database/useDatabaseState';

// the explorer is its own chunk, fetched when a database is open
const ExplorerPanel = lazy(() => import('./ExplorerPanel'));

/** The opening explorer of the open database (nothing without one), loaded on demand. */
export function ExplorerSlot({
  db,
  position,
  onPlay,
}: {
  readonly db: Database;
  readonly position: BasePosition;
  readonly onPlay: (san: string) => void;
}) {
  const open = useDatabasePick(db, (state) => state !== undefined);
  if (!open) return null;
  return (
    <Suspense fallback={<div className="explorer muted">Loading the opening explorer…</div>}>
      <ExplorerPanel db={db} position={position} onPlay={onPlay} />
    </Suspense>
  );
}
