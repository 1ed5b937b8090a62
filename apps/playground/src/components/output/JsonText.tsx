import { useMemo } from 'react';
import { toReadableJson } from '../../lib/text/json';

/** The parsed value written as readable JSON (fetched with the first "Show parsed JSON" opened: `JsonView`). */
export function JsonText({ value }: { readonly value: unknown }) {
  const text = useMemo(() => toReadableJson(value), [value]);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box takes the keyboard (WCAG 2.1.1)
    <pre data-testid="result" tabIndex={0}>
      {text}
    </pre>
  );
}
