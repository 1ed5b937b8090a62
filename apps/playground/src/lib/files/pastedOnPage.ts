/**
 * A text or a file pasted outside the text fields (Ctrl+V on the page): opened by the tab that reads it, as a
 * dropped file is (on the SAN tab, whose database reads its own files and games, the other texts). Without this a
 * lichess game pasted on the first screen (the FEN tab) did nothing at all.
 */
import type { ViewId } from '../../state/url';
import { handOver, viewOfFile } from './droppedFile';

/** Whether `target` takes text itself (an input, a text area, an editable element): a paste there is its own. */
export function inTextField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.isContentEditable);
}

/**
 * Opens what was pasted: a file, a PGN and a shogi, xiangqi, janggi or makruk record handed to the tab that reads
 * it (the SAN tab's database, named "pasted text", or the records tab); a text of another notation (a FEN, a FEEN,
 * ICN, a variants file, an FBR rule set) put into its tab's input by `open`. On the SAN tab (`here`), whose
 * database takes the games pasted itself (`pasteTarget`), those are left to it. Returns false for a text whose
 * notation is not recognised (nothing opened).
 */
export async function openPasted(
  file: File | undefined,
  text: string,
  open: (view: ViewId, params: Readonly<Record<string, string>>) => void,
  here?: ViewId,
): Promise<boolean> {
  if (file) {
    handOver(file, await viewOfFile(file));
    return true;
  }
  // the shapes are the tabs' chunks' (OtherTab): the page's first load does not carry them
  const { pasteTarget } = await import('../text/notationOf');
  const tab = pasteTarget(text, here);
  if (tab === 'here') return true;
  if (!tab) return false;
  if (tab.view === 'san' || tab.view === 'records')
    handOver(new File([text], 'pasted text', { type: 'text/plain' }), tab.view);
  else open(tab.view, { [tab.param]: text });
  return true;
}

/** What the page says when a text pasted outside the text fields is of no notation it reads. */
export const UNREAD_PASTE =
  'This page reads no notation in the text you pasted. It reads PGN and SAN movetext, FEN, SFEN, FEEN, ICN, ' +
  'shogi records (KIF, KI2, CSA, USI), xiangqi, janggi and makruk records (WXF, ICCS), SjaakII variants files, ' +
  "Fairy-Stockfish variants.ini and FBR rule sets: paste one of those, or type into a tab's editor.";
