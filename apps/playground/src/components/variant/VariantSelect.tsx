import { Choice } from '../input/Choice';

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
    <Choice
      className="variant-select"
      label={label}
      options={entries.map((v) => [v.value, v.label] as const)}
      value={value}
      onChange={onChange}
      testId={testId}
    />
  );
}
