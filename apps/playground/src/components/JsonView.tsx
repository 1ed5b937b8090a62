import { memo, useMemo, useState } from 'react';
import { toReadableJson } from '../lib/json';

/** Screens narrower than this get parsed trees folded at first (the board comes first there). */
const SMALL_SCREEN = '(max-width: 700px)';

/**
 * The parsed result as readable JSON in a collapsible block, folded at first on small screens. Memoised:
 * a large parse is written out again only when it changes, not on every keystroke in the editor.
 */
export const JsonView = memo(function JsonView({
  value,
  title = 'Parsed result',
}: {
  readonly value: unknown;
  readonly title?: string;
}) {
  const [open, setOpen] = useState(() => !window.matchMedia?.(SMALL_SCREEN).matches);
  return (
    <details
      className="json"
      open={open}
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>{title}</summary>
      {open ? <JsonText value={value} /> : null}
    </details>
  );
});

function JsonText({ value }: { readonly value: unknown }) {
  const text = useMemo(() => toReadableJson(value), [value]);
  return <pre data-testid="result">{text}</pre>;
}
