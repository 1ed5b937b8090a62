import { toReadableJson } from '../lib/json';

/** The parsed result as readable JSON in a collapsible block. */
export function JsonView({
  value,
  title = 'Parsed result',
}: {
  readonly value: unknown;
  readonly title?: string;
}) {
  return (
    <details className="json" open>
      <summary>{title}</summary>
      <pre data-testid="result">{toReadableJson(value)}</pre>
    </details>
  );
}
