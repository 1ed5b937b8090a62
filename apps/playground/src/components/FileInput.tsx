/**
 * A labelled file chooser (a `<label>` holding an `<input type="file">`): `onFile` gets the chosen file, and a
 * cancelled choice does nothing. `clearAfter` empties the input after each choice, so that choosing the same
 * file again reads it again.
 */
export function FileInput({
  label,
  accept,
  testId,
  className,
  onFile,
  clearAfter = false,
}: {
  readonly label: string;
  readonly accept: string;
  readonly testId: string;
  readonly className: string;
  readonly onFile: (file: File) => void;
  readonly clearAfter?: boolean;
}) {
  return (
    <label className={className}>
      {label}{' '}
      <input
        type="file"
        accept={accept}
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          if (clearAfter) e.target.value = '';
        }}
      />
    </label>
  );
}
