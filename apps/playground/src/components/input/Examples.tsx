import { oneColumn } from '../../lib/oneColumn';

/** One example of a view: its button label, the text it loads, and an optional test id. */
export interface Example {
  readonly label: string;
  readonly text: string;
  readonly testId?: string;
}

/**
 * On one column (a phone), where a view's board stands over its examples (`.board-first`), brings that board into
 * view once the picked example is drawn: the page would otherwise stay on the buttons, the new position out of sight.
 */
function showBoard(button: HTMLElement): void {
  if (!oneColumn()) return;
  const board = button.closest('.view')?.querySelector<HTMLElement>(':scope > .board-first');
  if (board) requestAnimationFrame(() => board.scrollIntoView({ block: 'start' }));
}

/** The row of example buttons at the top of a view; `onPick` loads the chosen one (its board shown on a phone). */
export function Examples<T extends Example>({
  items,
  onPick,
}: {
  readonly items: readonly T[];
  readonly onPick: (example: T) => void;
}) {
  return (
    <div className="examples">
      Examples:{' '}
      {items.map((e) => (
        <button
          key={e.label}
          type="button"
          onClick={(event) => {
            onPick(e);
            showBoard(event.currentTarget);
          }}
          data-testid={e.testId}
        >
          {e.label}
        </button>
      ))}
    </div>
  );
}
