import type { BasePosition } from '@x/core';
import { lazy } from 'react';
import type { GameRow } from '../../lib/database/rows';
import type { Database } from '../database/useDatabase';
import { WhenDatabaseOpen } from '../database/WhenDatabaseOpen';

// the search panel is its own chunk (its worker carries `@x/search`), fetched when a database is open
const SearchPanel = lazy(() => import('./SearchPanel'));

/** The position search of the open database (nothing without one), loaded on demand. */
export function SearchSlot({
  db,
  position,
  onOpen,
}: {
  readonly db: Database;
  readonly position: BasePosition;
  /** Opens a found game at a ply (the plies played before the position found). */
  readonly onOpen: (row: GameRow, ply: number) => void;
}) {
  return (
    <WhenDatabaseOpen db={db} loading={<div className="search muted">Loading the position search…</div>}>
      <SearchPanel db={db} position={position} onOpen={onOpen} />
    </WhenDatabaseOpen>
  );
}
