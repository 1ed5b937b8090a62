import { memo } from 'react';

/**
 * The canonical re-stringified text and whether the input was already canonical: a neutral note, not
 * an error — a valid input may be written in another accepted form.
 */
export const Canonical = memo(function Canonical({
  text,
  input,
}: {
  readonly text: string;
  readonly input: string;
}) {
  const same = text === input;
  return (
    <div className="canonical">
      <div>
        Canonical{' '}
        <span data-testid="canonical-flag" className={same ? 'yes' : 'differs'}>
          {same ? '✔ input is canonical' : 'ℹ input is not canonical — its canonical form:'}
        </span>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box takes the keyboard (WCAG 2.1.1) */}
      <pre data-testid="canonical" tabIndex={0}>
        {text}
      </pre>
    </div>
  );
});
