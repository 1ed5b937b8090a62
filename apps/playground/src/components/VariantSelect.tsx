/** One entry of a `VariantSelect`. */
export interface VariantEntry {
  readonly value: string;
  readonly label: string;
}

/**
 * The chooser of a variants-file tab (SjaakII variants, Fairy-Stockfish sections): a labelled select of the
 * file's entries, shown only when there is one to choose.
 */
export function VariantSelect({
  label,
  entries,
  value,
  onChange,
  testId,
}: {
  readonly label: string;
  readonly entries: readonly VariantEntry[];
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly testId: string;
}) {
  if (entries.length === 0) return null;
  return (
    <label className="variant-select">
      {label}{' '}
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {entries.map((v) => (
          <option key={v.value} value={v.value}>
            {v.label}
          </option>
        ))}
      </select>
    </label>
  );
}
