import { Fragment } from 'react';

/**
 * A FEN (or FEEN) text that wraps only between its fields and after each `/` of its board (a `<wbr>` there; its
 * text is unchanged for copying), never inside a rank; a part still wider than its line scrolls (`.fen-text`).
 */
export function FenText({ text, testId }: { text: string; testId?: string }) {
  const parts = text.split('/');
  return (
    <code className="fen-text" data-testid={testId}>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
        <Fragment key={i}>
          {part}
          {i + 1 < parts.length ? (
            <>
              /<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </code>
  );
}
