/**
 * A file dropped (or pasted) on a tab that does not read files, handed to the tab that does: shogi, xiangqi, janggi
 * and makruk records to the records tab, anything else to the SAN tab's database (which says what is no PGN). The
 * tab takes it once, when it mounts. Without this the browser's own drop opened the file in place of the page.
 */
import type { ViewId } from '../../state/url';

let handed: File | undefined;

/** The tab that reads a file of this name: `records` for KIF, KI2, CSA, JKF and WXF records, else `san`. */
export function viewOfFile(name: string): ViewId {
  return /\.(kifu?|ki2u?|csa|jkf|wxf)$/i.test(name) ? 'records' : 'san';
}

/** Hands `file` over to the tab `viewOfFile` names (the one before, if not taken, is dropped). */
export function handOver(file: File): void {
  handed = file;
}

/** The file handed over, once: undefined after it was taken. */
export function takeHandedOver(): File | undefined {
  const file = handed;
  handed = undefined;
  return file;
}
