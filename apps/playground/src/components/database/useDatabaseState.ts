import { useSyncExternalStore } from 'react';
import type { Database, DatabaseState } from './useDatabase';

/**
 * The state of `db` (`Database.current`), the component rendered again at each change: each batch of rows while a
 * file is read. For the list and the explorer, which show the rows and the read's progress.
 */
export function useDatabaseState(db: Database): DatabaseState | undefined {
  return useSyncExternalStore(db.subscribe, db.current);
}

/**
 * What `pick` reads from the state of `db`, the component rendered again only when that changes (`Object.is`):
 * whether a database is open, its failure, whether it is listed. For a view that holds the database but not its
 * rows.
 */
export function useDatabasePick<T>(db: Database, pick: (state: DatabaseState | undefined) => T): T {
  return useSyncExternalStore(db.subscribe, () => pick(db.current()));
}
