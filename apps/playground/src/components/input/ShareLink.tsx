import { useState } from 'react';

/**
 * A button that copies a compressed link to the page as it is, or says why there is none (`lib/share/share.ts`,
 * fetched on the first click).
 */
export function ShareLink() {
  const [note, setNote] = useState('');
  const [link, setLink] = useState('');
  const share = async () => {
    const { shareThisPage } = await import('../../lib/share/share');
    const shared = await shareThisPage();
    setLink(shared.url);
    setNote(shared.note);
  };
  return (
    <div className="share">
      <button type="button" data-testid="share" onClick={() => void share()}>
        Copy share link
      </button>
      {note ? (
        <span className="muted" data-testid="share-note">
          {' '}
          {note}
        </span>
      ) : null}
      {link ? <input readOnly value={link} data-testid="share-link" aria-label="Share link" /> : null}
    </div>
  );
}
