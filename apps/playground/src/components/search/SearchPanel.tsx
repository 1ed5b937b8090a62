import './search.css';
import type { BasePosition } from '@x/core';
import { useEffect, useMemo, useState } from 'react';
import { type GameRow, rowAtOffset } from '../../lib/database/rows';
import {
  type BoardGrid,
  boardGrid,
  boardQuery,
  materialOf,
  type SearchKind,
  sideOf,
} from '../../lib/search/boardQuery';
import { setSearchMatches } from '../../lib/search/searchMatches';
import type { FoundGames } from '../../lib/search/searchMessages';
import { countText } from '../../lib/text/numberText';
import { shownResult } from '../../lib/text/shownResult';
import type { Database } from '../database/useDatabase';
import { LISTED, type SearchResult, type SearchStatus, useSearch } from './useSearch';

/** Props of {@link SearchPanel}. */
export interface SearchPanelProps {
  readonly db: Database;
  /** The position on the board. */
  readonly position: BasePosition;
  /** Opens a found game at a ply. */
  readonly onOpen: (row: GameRow, ply: number) => void;
}

const KINDS: readonly (readonly [SearchKind, string])[] = [
  ['position', 'This position'],
  ['squares', 'Pieces on chosen squares'],
  ['material', 'This material'],
  ['move', 'A move'],
];

/** The board's squares as buttons: a click chooses a square's piece for the sub-position (or leaves it out). */
function SquarePicker({
  grid,
  chosen,
  onToggle,
}: {
  readonly grid: BoardGrid;
  readonly chosen: ReadonlySet<string>;
  readonly onToggle: (square: string) => void;
}) {
  const width = Math.max(...grid.map((r) => r.length));
  return (
    <div
      className="search-squares"
      data-testid="search-squares"
      style={{ gridTemplateColumns: `repeat(${width}, 1fr)` }}
    >
      {grid.flatMap((rank, r) =>
        rank.map((piece, f) => {
          const square = `${r}:${f}`;
          const on = chosen.has(square);
          return (
            <button
              key={square}
              type="button"
              className={`search-square${(r + f) % 2 ? ' dark' : ''}${on ? ' chosen' : ''}`}
              aria-pressed={on}
              aria-label={`rank ${grid.length - r}, file ${f + 1}: ${piece || 'empty'}`}
              data-testid="search-square"
              data-square={square}
              disabled={piece === ''}
              onClick={() => onToggle(square)}
            >
              {piece}
            </button>
          );
        }),
      )}
    </div>
  );
}

/** The games the panel lists: the first `LISTED` found, each its offset and ply. */
function listed(games: FoundGames): { offset: number; ply: number }[] {
  return Array.from({ length: Math.min(LISTED, games.offsets.length) }, (_, i) => ({
    offset: games.offsets[i]!,
    ply: games.plies[i]!,
  }));
}

/** The worker's state in words. */
export function statusText(status: SearchStatus, result: SearchResult | undefined): string {
  if (status.phase === 'failed') return `The file could not be indexed: ${status.message}`;
  if (status.phase === 'indexing')
    return `indexing the file for search: ${Math.round((100 * status.bytes) / Math.max(1, status.total))}%…`;
  if (result?.error) return `The query could not be read: ${result.error}`;
  if (result) {
    const n = result.count;
    return `${countText(n, 'game')} found in ${result.wallMs.toFixed(0)} ms${n > LISTED ? ` (the first ${LISTED} listed)` : ''}`;
  }
  if (status.phase === 'ready')
    return `${countText(status.games, 'game')} indexed in ${(status.indexMs / 1000).toFixed(1)} s`;
  return 'Indexing the file for search…';
}

/**
 * Searches the open database from the board (`@x/search`'s queries, in a worker of its own): the exact position,
 * the pieces on chosen squares as a sub-position, the material, or a move of one side. The games found are listed
 * with the ply of their first matching position; a click opens the game there.
 */
export default function SearchPanel({ db, position, onOpen }: SearchPanelProps) {
  const file = db.file();
  const { status, result, search } = useSearch(file);
  const [kind, setKind] = useState<SearchKind>('position');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [move, setMove] = useState('');
  const fen = position.toFen();
  const grid = useMemo(() => boardGrid(fen), [fen]);
  const [side, setSide] = useState<'white' | 'black'>(sideOf(fen));
  const toggle = (square: string) =>
    setChosen((s) => {
      const next = new Set(s);
      if (!next.delete(square)) next.add(square);
      return next;
    });
  const query = boardQuery(kind, fen, { chosen: (r, f) => chosen.has(`${r}:${f}`), move, side });
  const rows = db.current()?.rows ?? [];
  // the games found are marked in the game list too, each with its ply (`useSearchMatches`)
  useEffect(() => {
    if (!result || result.error) {
      setSearchMatches(db, undefined);
      return;
    }
    const now = db.current()?.rows ?? [];
    const plies = new Map<number, number>();
    const { offsets, plies: found } = result.games;
    for (let i = 0; i < offsets.length; i++) {
      const at = rowAtOffset(now, offsets[i]!);
      if (at !== undefined) plies.set(now[at]!.index, found[i]!);
    }
    setSearchMatches(db, { query: result.query, plies });
  }, [db, result]);
  useEffect(() => () => setSearchMatches(db, undefined), [db]);
  if (!file)
    return (
      <section className="search side-box" aria-label="Search the games" data-testid="search">
        <h3>Search the games</h3>
        <p className="muted">Open the games as a file (not a paste) to search them by position.</p>
      </section>
    );
  const ready = kind !== 'squares' || chosen.size > 0;
  return (
    <section
      className="search side-box"
      aria-label="Search the games"
      data-testid="search"
      data-phase={status.phase}
      data-count={result?.count}
      data-ms={result?.ms.toFixed(1)}
      data-wall-ms={result?.wallMs.toFixed(1)}
      data-query={result?.query}
      data-answer={result?.id}
    >
      <h3>Search the games</h3>
      <div className="search-kinds" role="radiogroup" aria-label="Search by">
        {KINDS.map(([k, label]) => (
          <label key={k}>
            <input
              type="radio"
              name="search-kind"
              value={k}
              checked={kind === k}
              data-testid={`search-kind-${k}`}
              onChange={() => setKind(k)}
            />
            {label}
          </label>
        ))}
      </div>
      {kind === 'squares' ? <SquarePicker grid={grid} chosen={chosen} onToggle={toggle} /> : null}
      {kind === 'material' ? <p className="search-detail">{materialOf(grid)}</p> : null}
      {kind === 'move' ? (
        <div className="search-detail">
          <select
            aria-label="The side that plays the move"
            value={side}
            onChange={(e) => setSide(e.target.value as 'white' | 'black')}
          >
            <option value="white">White plays</option>
            <option value="black">Black plays</option>
          </select>{' '}
          <input
            className="search-move"
            aria-label="The move, in SAN"
            placeholder="SAN, e.g. Nf3"
            data-testid="search-move"
            value={move}
            onChange={(e) => setMove(e.target.value)}
          />
        </div>
      ) : null}
      <button
        type="button"
        data-testid="search-run"
        disabled={!ready || (kind === 'move' && move.trim() === '')}
        onClick={() => search(query)}
      >
        Search
      </button>
      <p className="muted search-status" data-testid="search-status" aria-live="polite">
        {statusText(status, result)}
      </p>
      {result && !result.error && result.games.offsets.length > 0 ? (
        <ol className="search-results">
          {listed(result.games).map((g) => {
            const at = rowAtOffset(rows, g.offset);
            const row = at === undefined ? undefined : rows[at];
            if (!row) return null;
            return (
              <li key={g.offset}>
                <button
                  type="button"
                  className="link"
                  data-testid="search-result"
                  data-index={row.index}
                  data-ply={g.ply}
                  onClick={() => onOpen(row, g.ply)}
                >
                  <span className="search-game">
                    {row.index + 1}. {row.white || '?'} – {row.black || '?'} {shownResult(row.result)}
                  </span>{' '}
                  <span className="muted">ply {g.ply}</span>
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
