import { Fragment } from 'react';

/**
 * A FEN (or FEEN) text that wraps only after each `/` of its board (a `<wbr>` there) or before the fields after
 * it, which stay on one line together (the move counters never alone on a line); never inside a rank. Its text is
 * unchanged for copying; a part still wider than its line scrolls (`.fen-text`).
 */
export function FenText({ text, testId }: { text: string; testId?: string }) {
  const [, board = text, space = '', fields = ''] = /^(\S*)(\s+)([\s\S]*)$/.exec(text) ?? [];
  const parts = board.split('/');
  return (
    <code className="fen-text" data-testid={testId}>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
        <Fragment key={i}>
          {i + 1 < parts.length ? (
            <>
              {part}/<wbr />
            </>
          ) : (
            `${part}${space}`
          )}
        </Fragment>
      ))}
      {fields ? <span className="fen-fields">{fields}</span> : null}
    </code>
  );
}
