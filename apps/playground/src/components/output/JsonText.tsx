import { useMemo } from 'react';
import { toReadableJson } from '../../lib/text/json';

/** The parsed value written as readable JSON (fetched with the first "Show parsed JSON" opened: `JsonView`). */
export function JsonText({ value }: { readonly value: unknown }) {
  const text = useMemo(() => toReadableJson(value), [value]);
  return <pre data-testid="result">{text}</pre>;
}
