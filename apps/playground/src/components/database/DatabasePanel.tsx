import './database.css';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { type GameRow, type Sort, type SortKey, visibleRows } from '../../lib/database/rows';
import { GameTable } from './GameTable';
import { FileInput } from '../input/FileInput';
import { visible } from '../../lib/text/visible';
import { oneColumn } from '../../lib/oneColumn';
import type { Database, DatabaseState } from './useDatabase';
import { useDatabaseState } from './useDatabaseState';
import { countText, numberText } from '../../lib/text/numberText';
import { useSearchMatches } from '../../lib/search/searchMatches';

/** Bytes as people read them: `7.6 MB`. */
function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The rows shown and what they were computed from. */
interface ShownCache {
  readonly rows: readonly GameRow[];
  readonly filter: string;
  readonly sort: Sort;
  readonly length: number;
  readonly shown: readonly GameRow[];
}

/**
 * The rows that match the filter in the chosen order. While the list grows in file order, only the new rows are
 * filtered (the page stays responsive while 100,000 games load); a new filter or order reads them all (a row read
 * never changes: each game is checked as it is read).
 */
function useShownRows(state: DatabaseState | undefined, filter: string, sort: Sort): readonly GameRow[] {
  const cache = useRef<ShownCache | undefined>(undefined);
  if (!state) return [];
  const { rows } = state;
  const c = cache.current;
  if (c && c.rows === rows && c.filter === filter && c.sort === sort) {
    if (c.length === rows.length) return c.shown;
    if (sort.key === 'index' && !sort.descending) {
      const added = visibleRows(rows.slice(c.length), filter, sort);
      const shown = added.length > 0 ? c.shown.concat(added) : c.shown;
      cache.current = { ...c, length: rows.length, shown };
      return shown;
    }
  }
  const shown = visibleRows(rows, filter, sort);
  cache.current = { rows, filter, sort, length: rows.length, shown };
  return shown;
}

/** Props of {@link DatabasePanel}. */
export interface DatabasePanelProps {
  readonly db: Database;
  /** The game open on the board (its place in the file), if it came from the database. */
  readonly opened: number | undefined;
  /** Opens a game (at `ply`: a game the position search found, at its match). */
  readonly onOpen: (row: GameRow, ply?: number) => void;
}

/**
 * A PGN database: "Open a database" (or drop a file on the page, or paste outside the editor), the progress of
 * the read, a filter over players, event and opening, and the virtualised game list; the error of a game that
 * could not be read, located in the file. Folds away on a phone.
 */
export function DatabasePanel({ db, opened, onOpen }: DatabasePanelProps) {
  const state = useDatabaseState(db);
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<Sort>({ key: 'index', descending: false });
  const [cursor, setCursor] = useState<number | undefined>(opened);
  const deferredFilter = useDeferredValue(filter);
  const keyRef = useRef<((e: React.KeyboardEvent) => void) | undefined>(undefined);
  const rows = state?.rows;
  const filtered = useShownRows(state, deferredFilter, sort);
  // the games the position search found: marked with their ply, and on request the only ones listed
  const found = useSearchMatches(db);
  const [onlyFound, setOnlyFound] = useState(false);
  const shown = useMemo(
    () => (onlyFound && found ? filtered.filter((r) => found.plies.has(r.index)) : filtered),
    [onlyFound, found, filtered],
  );
  const onSort = (key: SortKey) =>
    setSort((s) => (s.key === key ? { key, descending: !s.descending } : { key, descending: false }));
  // the explorer counts the games the filter keeps
  const setDbFilter = db.setFilter;
  const needle = deferredFilter.trim();
  const listLength = rows?.length ?? 0;
  useEffect(() => {
    if (needle === '') {
      setDbFilter(undefined, '');
      return;
    }
    const mask = new Uint8Array(listLength);
    for (const r of shown) mask[r.index] = 1;
    setDbFilter(mask, needle);
  }, [needle, shown, listLength, setDbFilter]);
  const openedRow = opened === undefined || !rows ? undefined : rows.find((r) => r.index === opened);
  const errors = state?.errors ?? 0;
  const details = useRef<HTMLDetailsElement>(null);
  // on one column the list stands above the board: opening a game folds it out of the way
  const openRow = (row: GameRow) => {
    if (details.current && oneColumn()) details.current.open = false;
    onOpen(row, found?.plies.get(row.index));
  };
  return (
    <details className="database" open data-testid="database" ref={details}>
      <summary>
        Database{state ? `: ${state.name}` : ''}
        {state ? <span className="muted"> ({countText(state.rows.length, 'game')})</span> : null}
      </summary>
      <div className="buttons">
        <FileInput
          className="file-button"
          label="Open a database (.pgn)"
          accept=".pgn,text/plain,application/x-chess-pgn"
          testId="pgn-file"
          clearAfter
          fileName={state?.name ?? ''}
          // the reader starts as the pointer or the focus comes to the chooser, as the editor's focus starts the
          // paste's: a file and a paste are read by a reader started ahead alike
          onApproach={db.prepare}
          onFile={(file) => {
            setFilter('');
            setCursor(undefined);
            db.openOrSend(file);
          }}
        />
        {state ? (
          <button type="button" data-testid="db-close" onClick={db.close}>
            Close
          </button>
        ) : (
          <span className="muted">or drop a file on the page, or paste a PGN outside the editor</span>
        )}
      </div>
      {state ? (
        <>
          <div className="db-progress">
            <progress
              data-testid="db-progress"
              data-done={state.listed}
              data-phase={state.listed ? 'done' : 'list'}
              max={Math.max(1, state.size)}
              value={state.listed ? state.size : state.bytes}
            />
            <span data-testid="db-status" aria-live="polite">
              {state.listed
                ? `${countText(state.rows.length, 'game')}, ${sizeText(state.size)}`
                : `${sizeText(state.bytes)} of ${sizeText(state.size)} read and checked, ${countText(state.rows.length, 'game')} so far`}
              {state.listed && !state.failure && state.rows.length > 0
                ? errors > 0
                  ? `; ${errors} with errors`
                  : '; every game reads'
                : ''}
              {state.listed && !state.failure && state.rows.length === 0 ? ': no games in it' : ''}
            </span>
          </div>
          {state.failure ? (
            <p className="error" data-testid="db-failure">
              {/^(This|The file)/.test(state.failure)
                ? state.failure
                : `The file could not be read: ${state.failure}`}
            </p>
          ) : null}
          <input
            type="search"
            className="db-filter"
            placeholder="Filter by player, event or opening"
            aria-label="Filter the games by player, event or opening"
            data-testid="db-filter"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            onKeyDown={(e) => keyRef.current?.(e)}
          />
          {found ? (
            <label className="db-found" data-testid="db-found">
              <input
                type="checkbox"
                checked={onlyFound}
                data-testid="db-found-only"
                onChange={(e) => setOnlyFound(e.target.checked)}
              />{' '}
              Only the {countText(found.plies.size, 'game')} the search found (opened at the position found)
            </label>
          ) : null}
          <p className="muted db-count" data-testid="db-count">
            {shown.length === state.rows.length
              ? countText(shown.length, 'game')
              : `${numberText(shown.length)} of ${countText(state.rows.length, 'game')}`}
            {' · ↑ ↓ to choose, Enter to open'}
          </p>
          <GameTable
            rows={shown}
            cursor={cursor}
            onCursor={setCursor}
            opened={opened}
            onOpen={openRow}
            sort={sort}
            onSort={onSort}
            keyRef={keyRef}
            found={found?.plies}
          />
          {openedRow?.error ? (
            <p className="error" data-testid="db-game-error">
              Game {openedRow.index + 1} could not be read: {openedRow.error.code} at line{' '}
              {openedRow.error.line}, column {openedRow.error.column} of the file:{' '}
              {visible(openedRow.error.message)}
            </p>
          ) : null}
        </>
      ) : null}
    </details>
  );
}
