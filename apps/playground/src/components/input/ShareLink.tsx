import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A button that copies a compressed link to the page as it is, or says why there is none (`lib/share/share.ts`,
 * fetched on the first click). What it says, and the link to copy by hand, float under the button until a click
 * elsewhere, Escape or × closes them: the page below does not move (it moved down by 23 px at 1400 px, 51 px on a
 * phone, the board with it).
 */
export function ShareLink() {
  const [note, setNote] = useState('');
  const [link, setLink] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    setNote('');
    setLink('');
  }, []);
  const share = async () => {
    const { shareThisPage } = await import('../../lib/share/share');
    const shared = await shareThisPage();
    setLink(shared.url);
    setNote(shared.note);
  };
  useEffect(() => {
    if (!note) return;
    const onPointer = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [note, close]);
  return (
    <div className="share" ref={box}>
      <button type="button" data-testid="share" onClick={() => void share()}>
        Copy share link
      </button>
      {note ? (
        <div className="share-pop" data-testid="share-pop">
          <span className="muted" role="status" data-testid="share-note">
            {note}
          </span>
          {link ? <input readOnly value={link} data-testid="share-link" aria-label="Share link" /> : null}
          <button type="button" className="share-close" aria-label="Close" onClick={close}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
