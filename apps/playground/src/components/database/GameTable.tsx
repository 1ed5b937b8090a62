// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid positions its rows itself; a <table> cannot
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid holds the focus and names the row under the cursor (aria-activedescendant)
// biome-ignore-all lint/a11y/useKeyWithClickEvents: the grid's keys (↑ ↓ Enter) do what a click on a row does
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import type { GameRow, Sort, SortKey } from '../../lib/database/rows';
import { shownResult } from '../../lib/text/shownResult';
import { visible } from '../../lib/text/visible';

/** Height of one row in px (the list draws only the rows in view, so 100,000 rows scroll as fast as 10). */
export const ROW_HEIGHT = 28;
/** Rows drawn beyond the visible ones on each side. */
const OVERSCAN = 8;

/** The columns: sort key, heading, and the class that sizes (and on phones hides) it. */
const COLUMNS: readonly { key: SortKey; title: string; className: string }[] = [
  { key: 'index', title: '#', className: 'c-num' },
  { key: 'white', title: 'White', className: 'c-player' },
  { key: 'whiteElo', title: 'Elo', className: 'c-elo' },
  { key: 'black', title: 'Black', className: 'c-player' },
  { key: 'blackElo', title: 'Elo', className: 'c-elo' },
  { key: 'result', title: 'Result', className: 'c-result' },
  { key: 'date', title: 'Date', className: 'c-date' },
  { key: 'event', title: 'Event', className: 'c-event' },
  { key: 'timeControl', title: 'Time', className: 'c-tc' },
  { key: 'opening', title: 'Opening', className: 'c-opening' },
  { key: 'plies', title: 'Plies', className: 'c-plies' },
];

/** Props of {@link GameTable}. */
export interface GameTableProps {
  /** The rows to show (filtered and sorted). */
  readonly rows: readonly GameRow[];
  /** The game under the cursor (its `index` in the file). */
  readonly cursor: number | undefined;
  readonly onCursor: (index: number) => void;
  /** The game open on the board. */
  readonly opened: number | undefined;
  readonly onOpen: (row: GameRow) => void;
  readonly sort: Sort;
  readonly onSort: (key: SortKey) => void;
  /** Keys pressed in the filter box come here too (↑ ↓ Enter). */
  readonly keyRef: React.MutableRefObject<((e: React.KeyboardEvent) => void) | undefined>;
  /** The games the position search found (by `index`): the plies before their matching positions. */
  readonly found?: ReadonlyMap<number, number> | undefined;
}

/** A `TimeControl` tag as players read it: `300+3` as `5+3`, `-` as `∞`, others as written. */
export function timeControlText(tc: string): string {
  const m = /^(\d+)\+(\d+)$/.exec(tc);
  if (m) {
    const base = Number(m[1]);
    return `${base % 60 === 0 ? base / 60 : (base / 60).toFixed(base % 30 === 0 ? 1 : 2)}+${m[2]}`;
  }
  return tc === '-' ? '∞' : shown(tc);
}

/** A cell's text: `?` tags shown empty. */
function shown(value: string): string {
  return /^\?+(\.\?+)*$/.test(value) ? '' : value;
}

/** What a row shows in a column: the value, its error in the number and opening columns. */
function cellOf(row: GameRow, key: SortKey): React.ReactNode {
  switch (key) {
    case 'index':
      return (
        <>
          {row.error ? (
            <span className="db-error-mark" data-testid="db-error-mark" role="img" aria-label="error">
              ⚠
            </span>
          ) : null}
          {row.index + 1}
        </>
      );
    case 'whiteElo':
    case 'blackElo':
      return row[key] || '';
    case 'timeControl':
      return timeControlText(row.timeControl);
    case 'opening':
      return row.error ? (
        <span className="db-error-text">
          {row.error.code}: {visible(row.error.message)}
        </span>
      ) : (
        shown(row.opening)
      );
    case 'result':
      return shownResult(row.result);
    case 'plies':
      return row.plies;
    default:
      return shown(row[key]);
  }
}

/** Props of {@link RowView}. */
interface RowViewProps {
  readonly row: GameRow;
  /** Its place in the rows shown. */
  readonly at: number;
  readonly cursor: boolean;
  readonly opened: boolean;
  /** A click on it. */
  readonly onPick: (row: GameRow) => void;
  /** The plies before the position the search found in this game, if it found it. */
  readonly foundPly: number | undefined;
}

/**
 * A row of the grid: drawn again only when its row, place, cursor or opened game change (not at each batch of
 * rows read while the list grows).
 */
const RowView = memo(function RowView({ row, at, cursor, opened, onPick, foundPly }: RowViewProps) {
  const found = foundPly !== undefined;
  const classes = [
    'db-row',
    at % 2 ? 'odd' : '',
    cursor ? 'cursor' : '',
    opened ? 'opened' : '',
    found ? 'found' : '',
  ];
  return (
    <div
      role="row"
      aria-rowindex={at + 2}
      aria-selected={cursor}
      className={classes.filter(Boolean).join(' ')}
      id={`db-row-${row.index}`}
      data-testid="db-row"
      data-game={row.index}
      data-found-ply={foundPly}
      style={{ top: at * ROW_HEIGHT, height: ROW_HEIGHT }}
      onClick={() => onPick(row)}
      title={
        row.error
          ? `${row.error.code} at line ${row.error.line}, column ${row.error.column}: ${visible(row.error.message)}`
          : found
            ? `found by the search at ply ${foundPly}`
            : undefined
      }
    >
      {COLUMNS.map(({ key, className }) => (
        <span
          key={key}
          role="gridcell"
          className={className}
          title={key === 'timeControl' ? row.timeControl : undefined}
        >
          {cellOf(row, key)}
        </span>
      ))}
    </div>
  );
});

/**
 * The game list as a virtualised grid: a sticky header (click to sort), only the rows in view rendered, the
 * cursor moved with ↑ ↓ PageUp PageDown Home End, Enter (or a click) opens the game; games with errors marked.
 */
export function GameTable({
  rows,
  cursor,
  onCursor,
  opened,
  onOpen,
  sort,
  onSort,
  keyRef,
  found,
}: GameTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  const [height, setHeight] = useState(360);
  const at = cursor === undefined ? -1 : rows.findIndex((r) => r.index === cursor);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setHeight(el.clientHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  /** Scrolls so that the row at `i` (in `rows`) is in view. */
  const reveal = (i: number) => {
    const el = scroller.current;
    if (!el) return;
    const y = i * ROW_HEIGHT;
    const visible = el.clientHeight - ROW_HEIGHT; // the sticky header covers one row
    if (y < el.scrollTop) el.scrollTop = y;
    else if (y + ROW_HEIGHT > el.scrollTop + visible) el.scrollTop = y + ROW_HEIGHT - visible;
  };
  const onKey = (e: React.KeyboardEvent) => {
    if (rows.length === 0) return;
    const page = Math.max(1, Math.floor(height / ROW_HEIGHT) - 2);
    const from = at < 0 ? -1 : at;
    let next: number | undefined;
    if (e.key === 'ArrowDown') next = Math.min(rows.length - 1, from + 1);
    else if (e.key === 'ArrowUp') next = Math.max(0, from - 1);
    else if (e.key === 'PageDown') next = Math.min(rows.length - 1, from + page);
    else if (e.key === 'PageUp') next = Math.max(0, from - page);
    else if (e.key === 'Home' && e.currentTarget === scroller.current) next = 0;
    else if (e.key === 'End' && e.currentTarget === scroller.current) next = rows.length - 1;
    else if (e.key === 'Enter') {
      const row = rows[Math.max(0, from)];
      if (row) onOpen(row);
      e.preventDefault();
      e.stopPropagation();
      return;
    } else return;
    e.preventDefault();
    e.stopPropagation();
    const row = rows[next];
    if (row) {
      onCursor(row.index);
      reveal(next);
    }
  };
  keyRef.current = onKey;
  const first = Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((top + height) / ROW_HEIGHT) + OVERSCAN);
  // a row's click: the table's handlers of this render, through a callback that stays the same (the rows drawn
  // before are not drawn again when the list grows)
  const handlers = useRef({ onCursor, onOpen });
  handlers.current = { onCursor, onOpen };
  const onPick = useCallback((row: GameRow) => {
    handlers.current.onCursor(row.index);
    handlers.current.onOpen(row);
  }, []);
  const drawn: React.ReactNode[] = [];
  for (let i = first; i < last; i++) {
    const row = rows[i] as GameRow;
    drawn.push(
      <RowView
        key={row.index}
        row={row}
        at={i}
        cursor={row.index === cursor}
        opened={row.index === opened}
        onPick={onPick}
        foundPly={found?.get(row.index)}
      />,
    );
  }
  return (
    <div
      ref={scroller}
      className="db-table"
      role="grid"
      aria-label="Games of the database"
      aria-rowcount={rows.length + 1}
      aria-activedescendant={at >= 0 ? `db-row-${cursor}` : undefined}
      data-testid="db-table"
      data-rows={rows.length}
      tabIndex={0}
      onKeyDown={onKey}
      onScroll={(e) => setTop(e.currentTarget.scrollTop)}
      // a short list takes only its rows' height
      style={{ maxHeight: (rows.length + 1) * ROW_HEIGHT + 2 }}
    >
      <div role="row" className="db-head" aria-rowindex={1}>
        {COLUMNS.map((c) => (
          <span
            role="columnheader"
            key={c.key}
            className={c.className}
            aria-sort={sort.key === c.key ? (sort.descending ? 'descending' : 'ascending') : 'none'}
          >
            <button
              type="button"
              className="link"
              data-testid={`db-sort-${c.key}`}
              onClick={() => onSort(c.key)}
            >
              {c.title}
              {sort.key === c.key ? (sort.descending ? ' ▼' : ' ▲') : ''}
            </button>
          </span>
        ))}
      </div>
      <div className="db-body" style={{ height: rows.length * ROW_HEIGHT }}>
        {drawn}
      </div>
    </div>
  );
}
