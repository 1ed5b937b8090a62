import { type BasePosition, Position, type VariantDefinition } from '@x/core';
import { useState } from 'react';
import { type ShownError, shownError } from '../../lib/text/shownError';
import { ErrorBox } from '../output/ErrorBox';
import { FenText } from '../output/FenText';

/** The longest FEN the line reads (a 26 × 26 board with hands stays far below it): more is refused unread. */
export const FEN_LINE_MAX = 4096;

/**
 * Reads `fen` as a position of `variant`: the position, or the error located in the text (FEN syntax from
 * `@x/core`'s reader, an illegal position from `Position`); a text longer than {@link FEN_LINE_MAX} is refused
 * before it is read.
 */
export function readFenLine(
  fen: string,
  variant: VariantDefinition,
): { readonly position: BasePosition } | { readonly error: ShownError } {
  const text = fen.trim();
  if (text.length > FEN_LINE_MAX)
    return {
      error: {
        code: 'too-long',
        message: `a FEN of ${text.length} characters (at most ${FEN_LINE_MAX} are read)`,
        offset: FEN_LINE_MAX,
        length: text.length - FEN_LINE_MAX,
      },
    };
  try {
    return { position: Position.fromFen(text, variant) };
  } catch (e) {
    return { error: shownError(e) };
  }
}

/**
 * The FEN of the position on the board, under it; "Edit" turns it into a field to type or paste a FEN in (Enter
 * sets the position, Esc leaves it): a FEN that does not read shows its located error, and the board keeps its
 * position.
 */
export function FenLine({
  position,
  onFen,
}: {
  readonly position: BasePosition;
  /** Called with a FEN that reads as a position of the board's variant (its canonical text). */
  readonly onFen: (fen: string) => void;
}) {
  const fen = position.toFen();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [error, setError] = useState<ShownError | undefined>(undefined);
  const close = () => {
    setDraft(undefined);
    setError(undefined);
  };
  const submit = (text: string) => {
    const read = readFenLine(text, position.variant);
    if ('error' in read) setError(read.error);
    else {
      close();
      if (read.position.toFen() !== fen) onFen(read.position.toFen());
    }
  };
  if (draft === undefined)
    return (
      <p className="fen-line fen-shown">
        <span>FEN</span>
        <button
          type="button"
          className="fen-edit"
          data-testid="fen-edit"
          onClick={() => {
            setDraft(fen);
            setError(undefined);
          }}
        >
          Edit
        </button>
        <FenText testId="current-fen" text={fen} />
      </p>
    );
  return (
    <form
      className="fen-line fen-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit(draft);
      }}
    >
      <label>
        FEN{' '}
        <input
          data-testid="fen-input"
          value={draft}
          spellCheck={false}
          autoComplete="off"
          // the field opens for typing: a click on "Edit" gives it the keyboard
          // biome-ignore lint/a11y/noAutofocus: opened by the user's click, to type in at once
          autoFocus
          aria-invalid={error !== undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setError(undefined);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              close();
            }
          }}
        />
      </label>
      <button type="submit" data-testid="fen-set">
        Set
      </button>
      <button type="button" onClick={close}>
        Cancel
      </button>
      {error ? <ErrorBox error={error} testId="fen-error" /> : null}
    </form>
  );
}
