/**
 * `usePastedGameShown`: the board brought into view once a game pasted over the editor's text has been read. On a
 * phone the editor stands under the whole analysis board, and a lichess player who pastes a game looks for it on
 * the board (as lichess's import opens the analysis board). A text that reads with an error stays in view, its
 * message under the editor.
 */
import { useEffect, useRef } from 'react';

/**
 * Calls `show` after the render in which `text` became the text last marked as pasted, when `readable` (it read as
 * a game); returns the function that marks a pasted text (call it from the editor's paste).
 */
export function usePastedGameShown(
  text: string,
  readable: boolean,
  show: () => void,
): (pasted: string) => void {
  const pending = useRef<string | undefined>(undefined);
  // after every render: cheap, and it sees the render in which the pasted text arrived, whatever else changed
  useEffect(() => {
    if (pending.current === undefined || pending.current !== text) return;
    pending.current = undefined;
    if (readable) show();
  });
  return (pasted) => {
    pending.current = pasted;
  };
}
