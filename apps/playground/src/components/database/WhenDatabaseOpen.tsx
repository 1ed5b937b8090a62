import { type ReactNode, Suspense } from 'react';
import type { Database } from './useDatabase';
import { useDatabasePick } from './useDatabaseState';

/**
 * `children` while a database is open (nothing without one), `loading` while their lazy chunk is fetched: the slot
 * of every panel that works on the open database (the opening explorer, the position search).
 */
export function WhenDatabaseOpen({
  db,
  loading,
  children,
}: {
  readonly db: Database;
  readonly loading: ReactNode;
  readonly children?: ReactNode;
}) {
  const open = useDatabasePick(db, (state) => state !== undefined);
  if (!open) return null;
  return <Suspense fallback={loading}>{children}</Suspense>;
}
