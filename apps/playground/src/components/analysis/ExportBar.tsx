import type { BasePosition } from '@x/core';
import { useState } from 'react';
import { download } from '../../lib/download';
import { feenOf, fenOf, icnOf, type Written } from '../../lib/analysis/positionText';
import { ErrorBox, type ShownError } from '../output/ErrorBox';

/** Copies text to the clipboard; false when the browser refuses. */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Out: the game as PGN (copy, download, shown in a box to select by hand when the clipboard is refused) and the
 * current position as FEN, FEEN and ICN.
 */
export function ExportBar(props: {
  readonly pgn: string;
  readonly position: BasePosition | undefined;
  /** The download's file name (`gameFileName`). */
  readonly fileName: string;
}) {
  const [shown, setShown] = useState<{ label: string; text: string } | undefined>();
  const [note, setNote] = useState('');
  const [refused, setRefused] = useState<ShownError | undefined>();
  const give = async (label: string, w: Written) => {
    setRefused(undefined);
    if ('error' in w) {
      setNote(`No ${label} of this position:`);
      setRefused(w.error);
      setShown(undefined);
      return;
    }
    setShown({ label, text: w.text });
    setNote((await copy(w.text)) ? `${label} copied` : `${label}: select and copy the text below`);
  };
  const pos = props.position;
  return (
    <div className="export-bar">
      <div className="buttons">
        <button type="button" data-testid="copy-pgn" onClick={() => give('PGN', { text: props.pgn })}>
          Copy PGN
        </button>
        <button
          type="button"
          data-testid="download-pgn"
          title={props.fileName}
          onClick={() => download(props.fileName, props.pgn, 'application/x-chess-pgn')}
        >
          Download PGN
        </button>
        {pos ? (
          <>
            <button type="button" data-testid="copy-fen" onClick={() => give('FEN', fenOf(pos))}>
              Copy FEN
            </button>
            <button type="button" data-testid="copy-feen" onClick={() => give('FEEN', feenOf(pos))}>
              Copy FEEN
            </button>
            <button type="button" data-testid="copy-icn" onClick={() => give('ICN', icnOf(pos))}>
              Copy ICN
            </button>
          </>
        ) : null}
      </div>
      {note ? (
        <p className="muted" data-testid="export-note" role="status">
          {note}
        </p>
      ) : null}
      {refused ? <ErrorBox error={refused} testId="export-error" /> : null}
      {shown ? (
        <textarea
          className="export-text"
          data-testid="export-text"
          readOnly
          rows={shown.label === 'PGN' ? 6 : shown.label === 'ICN' ? 4 : 2}
          value={shown.text}
          onFocus={(e) => e.currentTarget.select()}
        />
      ) : null}
    </div>
  );
}
