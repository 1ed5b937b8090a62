import { lazy, memo, Suspense, useState } from 'react';

// the JSON writer is fetched when a JSON view is first opened, not with the first load (test/bundle-size.test.ts)
const JsonText = lazy(() => import('./JsonText').then((m) => ({ default: m.JsonText })));

/**
 * The parsed result as readable JSON behind a "Show parsed JSON" toggle, closed at first on every screen (it is
 * for those who want the data model, not what a reader of the notation needs). Memoised: a large parse is
 * written out again only when it changes, not on every keystroke in the editor.
 */
export const JsonView = memo(function JsonView({
  value,
  title = 'Parsed result',
}: {
  readonly value: unknown;
  readonly title?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="json"
      open={open}
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary data-testid="json-toggle">
        Show parsed JSON <span className="muted">({title.toLowerCase()})</span>
      </summary>
      {open ? (
        <Suspense fallback={<pre className="muted">…</pre>}>
          <JsonText value={value} />
        </Suspense>
      ) : null}
    </details>
  );
});
