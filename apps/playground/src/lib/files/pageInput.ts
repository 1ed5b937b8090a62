/**
 * A file dragged over or dropped anywhere on the page, and a paste outside the text fields: the window's three
 * listeners, added together and taken away together (the app shell's and the SAN tab's database each listen).
 */

/** What the page does with a drag, a drop and a paste (each left to another listener when absent). */
export interface PageInput {
  readonly dragover?: (e: DragEvent) => void;
  readonly drop?: (e: DragEvent) => void;
  readonly paste?: (e: ClipboardEvent) => void;
}

/** Listens to the window for `input`'s events; returns what stops listening (an effect's cleanup). */
export function listenToPage(input: PageInput): () => void {
  const { dragover, drop, paste } = input;
  if (dragover) window.addEventListener('dragover', dragover);
  if (drop) window.addEventListener('drop', drop);
  if (paste) window.addEventListener('paste', paste);
  return () => {
    if (dragover) window.removeEventListener('dragover', dragover);
    if (drop) window.removeEventListener('drop', drop);
    if (paste) window.removeEventListener('paste', paste);
  };
}
