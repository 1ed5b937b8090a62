/** One example of a view: its button label, the text it loads, and an optional test id. */
export interface Example {
  readonly label: string;
  readonly text: string;
  readonly testId?: string;
}

/** The row of example buttons at the top of a view; `onPick` loads the chosen one. */
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
        <button key={e.label} type="button" onClick={() => onPick(e)} data-testid={e.testId}>
          {e.label}
        </button>
      ))}
    </div>
  );
}
