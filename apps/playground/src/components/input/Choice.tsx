/** One option of a {@link Choice}: its value, its text and, where it needs one, a tooltip. */
export type ChoiceOption<V extends string = string> = readonly [value: V, text: string, title?: string];

/**
 * A labelled select (a `<label>` holding a `<select>`): `options` in order, `value` chosen; `onChange` hears the
 * value chosen. `className` is the label's (`inline`, beside other controls, unless told).
 */
export function Choice<V extends string>({
  label,
  options,
  value,
  onChange,
  testId,
  className = 'inline',
  disabled,
  title,
}: {
  readonly label: React.ReactNode;
  readonly options: readonly ChoiceOption<V>[];
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly testId: string;
  readonly className?: string | undefined;
  readonly disabled?: boolean | undefined;
  readonly title?: string | undefined;
}) {
  return (
    <label className={className}>
      {label}{' '}
      <select
        value={value}
        disabled={disabled}
        title={title}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value as V)}
      >
        {options.map(([v, text, tip]) => (
          <option key={v} value={v} title={tip}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
