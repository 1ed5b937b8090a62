/** Test helpers (not exported from the package). */

/** A deep copy without `span`/`spans` keys, for comparing parsed records "source spans aside". */
export function stripSpans(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSpans);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'span' && k !== 'spans')
        .map(([k, v]) => [k, stripSpans(v)]),
    );
  }
  return value;
}
