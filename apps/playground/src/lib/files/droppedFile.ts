/**
 * A file dropped (or pasted, or chosen) on a tab that does not read it, handed to the tab that does: shogi, xiangqi,
 * janggi and makruk records to the records tab, anything else to the SAN tab's database (which says what is no
 * PGN). The tab takes it once, when it mounts. Without this the browser's own drop opened the file in place of the
 * page, and a xiangqi record named `.pgn` (pychess's) was listed as chess games that do not read.
 */
import type { ViewId } from '../../state/url';

/** The names of records the records tab reads: KIF, KI2, CSA, JKF and WXF. */
const RECORD_NAME = /\.(kifu?|ki2u?|csa|jkf|wxf)$/i;

let handed: File | undefined;
let opener: ((view: ViewId) => void) | undefined;

/**
 * The tab that reads `file`: `records` for a record by its name, or for one of any name (a `.pgn` of WXF moves)
 * whose first 4 KiB read as a record (`notationOf`, as a pasted text is told), else `san`.
 */
export async function viewOfFile(file: Blob & { readonly name: string }): Promise<ViewId> {
  if (RECORD_NAME.test(file.name)) return 'records';
  // the shapes are the tabs' chunks' (OtherTab): the page's first load does not carry them
  const [head, { notationOf }] = await Promise.all([
    file.slice(0, 4096).text(),
    import('../text/notationOf'),
  ]);
  return notationOf(head)?.view === 'records' ? 'records' : 'san';
}

/** Hands `file` over to the tab `view` (the one before, if not taken, is dropped) and opens that tab. */
export function handOver(file: File, view: ViewId): void {
  handed = file;
  opener?.(view);
}

/** The app's: how a tab is opened for a file handed over. Returns the function that unsets it. */
export function onHandOver(open: (view: ViewId) => void): () => void {
  opener = open;
  return () => {
    if (opener === open) opener = undefined;
  };
}

/** The file handed over, once: undefined after it was taken. */
export function takeHandedOver(): File | undefined {
  const file = handed;
  handed = undefined;
  return file;
}
