/**
 * The games the last search of a database found, shared by the search panel (which sets them) and the game list
 * (which marks them, and can show only them): each game's `index` in the file and the plies before its first
 * matching position. One value per database, kept until the next search or the database's next file.
 */
import { useSyncExternalStore } from 'react';

/** A search's matches: the query, and the ply of each game found by its index. */
export interface SearchMatches {
  readonly query: string;
  readonly plies: ReadonlyMap<number, number>;
}

const matches = new WeakMap<object, SearchMatches | undefined>();
const listeners = new WeakMap<object, Set<() => void>>();

function listenersOf(db: object): Set<() => void> {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  return set;
}

/** Sets the matches of `db` (undefined: none), and tells the lists that show them. */
export function setSearchMatches(db: object, found: SearchMatches | undefined): void {
  if (matches.get(db) === found) return;
  matches.set(db, found);
  for (const listener of listenersOf(db)) listener();
}

/** The matches of the last search of `db`, as the page draws (undefined: no search). */
export function useSearchMatches(db: object): SearchMatches | undefined {
  return useSyncExternalStore(
    (listener) => {
      const set = listenersOf(db);
      set.add(listener);
      return () => set.delete(listener);
    },
    () => matches.get(db),
  );
}
