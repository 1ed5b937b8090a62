import type { BasePosition } from '@x/core';
import { lazy } from 'react';
import type { Database } from '../database/useDatabase';
import { WhenDatabaseOpen } from '../database/WhenDatabaseOpen';

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
  return (
    <WhenDatabaseOpen db={db} loading={<div className="explorer muted">Loading the opening explorer…</div>}>
      <ExplorerPanel db={db} position={position} onPlay={onPlay} />
    </WhenDatabaseOpen>
  );
}
