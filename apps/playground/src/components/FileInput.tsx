/**
 * A labelled file chooser (a `<label>` holding an `<input type="file">`): `onFile` gets the chosen file, and a
 * cancelled choice does nothing. `clearAfter` empties the input after each choice, so that choosing the same
 * file again reads it again. With `fileName` the browser's own "No file chosen" text is replaced by the name of
 * the file open (which outlives the input's value), or "no file open".
 */
export function FileInput({
  label,
  accept,
  testId,
  className,
  onFile,
  clearAfter = false,
  fileName,
}: {
  readonly label: string;
  readonly accept: string;
  readonly testId: string;
  readonly className: string;
  readonly onFile: (file: File) => void;
  readonly clearAfter?: boolean;
  /** The name of the file open, shown beside the button (`''`: none). */
  readonly fileName?: string | undefined;
}) {
  return (
    <label className={className}>
      {label}{' '}
      <input
        type="file"
        className={fileName === undefined ? undefined : 'file-native'}
        accept={accept}
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          if (clearAfter) e.target.value = '';
        }}
      />
      {fileName === undefined ? null : (
        <span className="file-name" data-testid={`${testId}-name`}>
          <span className="file-choose" aria-hidden="true">
            Choose file
          </span>{' '}
          {fileName || 'no file open'}
        </span>
      )}
    </label>
  );
}
