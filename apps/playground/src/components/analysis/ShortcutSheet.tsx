import { useEffect, useRef } from 'react';

/** The analysis board's keys, as the sheet lists them. */
const SHORTCUTS: readonly (readonly [keys: string, what: string])[] = [
  ['← →', 'previous / next move'],
  ['Home End', 'first / last move'],
  ['↑ ↓', 'the other variations at this move'],
  ['Space', "play the engine's best move"],
  ['l', 'engine on / off'],
  ['f', 'flip the board'],
  ['1 2 3 4 5 6', 'mark the move ! ? !! ?? !? ?! (again: unmark)'],
  ['?', 'this sheet'],
  ['Esc', 'close it'],
];

/**
 * The keyboard shortcuts as a modal dialog (`?` opens it, as on lichess): a native `<dialog>`, so Esc closes it, the
 * focus stays inside while it is open and goes back where it was.
 */
export function ShortcutSheet({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="shortcut-sheet"
      aria-labelledby="shortcut-sheet-title"
      data-testid="shortcut-sheet"
      onClose={onClose}
      onKeyDown={(e) => {
        // a DOM without `showModal` (or a dialog opened by attribute) closes on Esc here
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
    >
      <h2 id="shortcut-sheet-title">Keyboard shortcuts</h2>
      <dl>
        {SHORTCUTS.map(([keys, what]) => (
          <div key={keys}>
            <dt>
              {keys.split(' ').map((k) => (
                <kbd key={k}>{k}</kbd>
              ))}
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onClose} data-testid="shortcut-sheet-close">
        Close
      </button>
    </dialog>
  );
}
