import { useEffect, useRef } from 'react';
import { VIEW_TITLES, VIEWS, type ViewId } from '../../state/url';
import { useScrollEdges } from '../../state/useScrollEdges';

/** The width of the hint over each cut edge of the row (a thumb's): the tab chosen is brought clear of it. */
const HINT_PX = 44;

/**
 * The notation tabs. On a phone they are one row that scrolls sideways (as a lichess or Material tab bar): an
 * arrow over each edge with more tabs behind it says so (a tap scrolls that way), and the chosen tab is brought
 * into view, clear of the arrows. ← and → move between the tabs.
 */
export function NotationTabs({
  view,
  onGo,
}: {
  readonly view: ViewId;
  readonly onGo: (next: ViewId) => void;
}) {
  const row = useRef<HTMLDivElement>(null);
  const { before, after } = useScrollEdges(row);
  // the chosen tab into view (a link naming a tab far along the row, a key stepping to the next one)
  useEffect(() => {
    const box = row.current;
    const tab = box?.querySelector<HTMLElement>(`#tab-${view}`);
    if (!box || !tab || box.scrollWidth <= box.clientWidth) return;
    const start = tab.getBoundingClientRect().left - box.getBoundingClientRect().left + box.scrollLeft;
    const end = start + tab.offsetWidth;
    // whole pixels, rounded away from the tab (the browser scrolls by whole pixels)
    if (start < box.scrollLeft + HINT_PX) box.scrollLeft = Math.floor(start - HINT_PX);
    else if (end > box.scrollLeft + box.clientWidth - HINT_PX)
      box.scrollLeft = Math.ceil(end - box.clientWidth + HINT_PX);
  }, [view]);
  const onKeyTabs = (e: React.KeyboardEvent) => {
    const i = VIEWS.indexOf(view);
    const next =
      e.key === 'ArrowRight'
        ? VIEWS[(i + 1) % VIEWS.length]
        : e.key === 'ArrowLeft'
          ? VIEWS[(i + VIEWS.length - 1) % VIEWS.length]
          : undefined;
    if (next) {
      e.preventDefault();
      onGo(next);
      document.getElementById(`tab-${next}`)?.focus();
    }
  };
  /** Scrolls the row by most of its width, towards `side`. */
  const page = (side: -1 | 1) => {
    const box = row.current;
    box?.scrollBy?.({ left: side * box.clientWidth * 0.7, behavior: 'smooth' });
  };
  // the arrows serve the pointer only: the keyboard has ← → on the tabs, a screen reader the whole tab list
  const arrow = (side: 'before' | 'after') => (
    <button
      type="button"
      className={`tab-scroll ${side}`}
      data-testid={`tabs-${side}`}
      aria-hidden="true"
      tabIndex={-1}
      onClick={() => page(side === 'before' ? -1 : 1)}
    >
      <svg viewBox="0 0 12 20" width="12" height="20" aria-hidden="true">
        <path
          d={side === 'before' ? 'M10 2 2 10l8 8' : 'M2 2l8 8-8 8'}
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
  return (
    <div className="tab-row">
      <div className="tabs" role="tablist" aria-label="Notations" onKeyDown={onKeyTabs} ref={row}>
        {VIEWS.map((v) => (
          <button
            type="button"
            role="tab"
            key={v}
            id={`tab-${v}`}
            data-testid={`tab-${v}`}
            aria-selected={v === view}
            tabIndex={v === view ? 0 : -1}
            onClick={() => onGo(v)}
          >
            {VIEW_TITLES[v]}
          </button>
        ))}
      </div>
      {before ? arrow('before') : null}
      {after ? arrow('after') : null}
    </div>
  );
}
