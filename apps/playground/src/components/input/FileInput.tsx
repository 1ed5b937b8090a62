import './input.css';

/** What a file chooser opens: its label, the file types it offers (`accept`) and its test id. */
export interface FileKind {
  readonly label: string;
  readonly accept: string;
  readonly testId: string;
}

/**
 * A labelled file chooser (a `<label>` holding an `<input type="file">`): `onFile` gets the chosen file, and a
 * cancelled choice does nothing. `clearAfter` empties the input after each choice, so that choosing the same
 * file again reads it again. With `fileName` the browser's own "No file chosen" text is replaced by the name of
 * the file open (which outlives the input's value), or "no file open". `onApproach` hears the pointer come over the
 * chooser or the focus come to it (a choice may follow: work it needs can start). Styled by `input.css`.
 */
export function FileInput({
  label,
  accept,
  testId,
  className,
  onFile,
  clearAfter = false,
  fileName,
  onApproach,
}: FileKind & {
  readonly className: string;
  readonly onFile: (file: File) => void;
  readonly clearAfter?: boolean;
  /** The name of the file open, shown beside the button (`''`: none). */
  readonly fileName?: string | undefined;
  readonly onApproach?: (() => void) | undefined;
}) {
  return (
    <label
      className={fileName === undefined ? className : `${className} file-picker`}
      onPointerEnter={onApproach}
    >
      {label}{' '}
      <input
        type="file"
        className={fileName === undefined ? undefined : 'file-native'}
        accept={accept}
        data-testid={testId}
        onFocus={onApproach}
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
