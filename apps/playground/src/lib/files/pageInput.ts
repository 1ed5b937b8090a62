/**
 * A file dragged over or dropped anywhere on the page, and a paste outside the text fields: the window's three
 * listeners, added together and taken away together (the app shell's and the SAN tab's database each listen).
 */

/** What the page does with a drag, a drop and a paste. */
export interface PageInput {
  readonly dragover: (e: DragEvent) => void;
  readonly drop: (e: DragEvent) => void;
  readonly paste: (e: ClipboardEvent) => void;
}

/** Listens to the window for `input`'s events; returns what stops listening (an effect's cleanup). */
export function listenToPage(input: PageInput): () => void {
  window.addEventListener('dragover', input.dragover);
  window.addEventListener('drop', input.drop);
  window.addEventListener('paste', input.paste);
  return () => {
    window.removeEventListener('dragover', input.dragover);
    window.removeEventListener('drop', input.drop);
    window.removeEventListener('paste', input.paste);
  };
}
