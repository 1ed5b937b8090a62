/**
 * On one column (a phone), where the file chooser and the editor come after the whole analysis board: a button under
 * the board's moves that brings them into view and gives the editor the focus, to paste a game into (a phone pastes
 * only into a field). Hidden beside a wide screen's board, whose first screen holds them (`analysis.css`).
 */
export function PasteGameButton({ editorId }: { readonly editorId: string }) {
  const reveal = (button: HTMLElement) => {
    const editor = document.getElementById(editorId);
    if (!editor) return;
    // the view's first column under the button, from its top: the database's (the file chooser, over the editor),
    // or, where an open database's list stands over the board, the editor's
    const below = button.getBoundingClientRect().bottom;
    const columns = [...(editor.closest('.view')?.querySelectorAll<HTMLElement>(':scope > .column') ?? [])]
      .map((column) => ({ column, top: column.getBoundingClientRect().top }))
      .filter(({ top }) => top >= below)
      .sort((x, y) => x.top - y.top);
    (columns[0]?.column ?? editor.closest<HTMLElement>('.column') ?? editor).scrollIntoView({
      block: 'start',
    });
    editor.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      className="paste-game"
      data-testid="paste-game"
      onClick={(e) => reveal(e.currentTarget)}
    >
      Paste a game or open a file ↓
    </button>
  );
}
