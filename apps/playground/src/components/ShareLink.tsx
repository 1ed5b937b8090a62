import { useState } from 'react';

/**
 * A button that copies a compressed link to the page as it is, or says why there is none (`lib/share.ts`,
 * fetched on the first click).
 */
export function ShareLink() {
  const [note, setNote] = useState('');
  const [link, setLink] = useState('');
  const share = async () => {
    const { MAX_LINK, makeShareLink } = await import('../lib/share');
    const link = await makeShareLink(window.location);
    if ('tooLarge' in link) {
      setLink('');
      setNote(
        `Too large to share by link (${Math.ceil(link.tooLarge / 1024)} KB compressed, over ${MAX_LINK / 1024} KB): save the input as a file instead.`,
      );
      return;
    }
    const size = `${Math.ceil(link.url.length / 1024)} KB`;
    setLink(link.url);
    try {
      await navigator.clipboard.writeText(link.url);
      setNote(`Link copied (${size}).`);
    } catch {
      setNote(`Link (${size}), copy it from here:`);
    }
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
