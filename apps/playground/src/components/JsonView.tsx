import { useState } from 'react';
import { toReadableJson } from '../lib/json';

/** Screens narrower than this get parsed trees folded at first (the board comes first there). */
const SMALL_SCREEN = '(max-width: 700px)';

/** The parsed result as readable JSON in a collapsible block, folded at first on small screens. */
export function JsonView({
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
      {open ? <pre data-testid="result">{toReadableJson(value)}</pre> : null}
    </details>
  );
}
