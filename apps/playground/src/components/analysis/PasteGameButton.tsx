/**
 * On one column (a phone), where the file chooser and the editor come after the whole analysis board: a button under
 * the board's moves that brings them into view and gives the editor the focus, to paste a game into (a phone pastes
 * only into a field). Hidden beside a wide screen's board, whose first screen holds them (`analysis.css`).
 */
export function PasteGameButton({ editorId }: { readonly editorId: string }) {
  const reveal = () => {
    const editor = document.getElementById(editorId);
    if (!editor) return;
    // the column that holds them from its top: the file chooser above the editor
    (editor.closest<HTMLElement>('.column') ?? editor).scrollIntoView({ block: 'start' });
    editor.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="paste-game" data-testid="paste-game" onClick={reveal}>
      Paste a game or open a file ↓
    </button>
  );
}
