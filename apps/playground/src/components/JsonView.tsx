import { memo, useMemo, useState } from 'react';
import { toReadableJson } from '../lib/json';

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
      {open ? <JsonText value={value} /> : null}
    </details>
  );
});

function JsonText({ value }: { readonly value: unknown }) {
  const text = useMemo(() => toReadableJson(value), [value]);
  return <pre data-testid="result">{text}</pre>;
}
