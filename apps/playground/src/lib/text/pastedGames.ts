/**
 * Whether a text pasted outside the text fields of the SAN tab is games for its database: PGN, a movetext of
 * numbered moves, or a bare one (`e4 e5 Nf3`), comments before any of them allowed. Anything else is another tab's
 * (`notationOf`) or of no notation the page reads, and said so: the database listed it as a "pasted text" of one
 * game that does not read ("no destination square").
 */
import { notationOf } from './notationOf';

/** PGN's comments and escape lines (`{…}`, `;…`, `%…`) before the first tag or move. */
const LEADING_COMMENTS = /^(?:\{[^}]*\}\s*|[;%][^\n]*(?:\n\s*|$))*/;

/** A SAN move (`e4`, `Nbd7`, `exd5`, `e8=Q+`, `O-O`, a drop `P@e4`), its move number (`1.`, `1...`) glued or not. */
const MOVE =
  /^(?:\d+\.+)?(?:[KQRBN][a-h]?[1-8]?x?[a-h][1-8]|[a-h](?:x[a-h])?[1-8](?:=?[QRBN])?|[PNBRQ]@[a-h][1-8]|O-O(?:-O)?|0-0(?:-0)?)[+#]?[!?]*$/;

/** What may follow a move in movetext besides another: a comment, a variation, a NAG, a result. */
const AFTER_MOVE = /^(?:\{|\(|\$\d|;|1-0|0-1|1\/2-1\/2|\*)/;

/** Whether `head` starts with a move and then movetext, or is one move: a bare movetext, not prose that opens with `e4`. */
function startsWithMoves(head: string): boolean {
  const [first, second] = head.split(/\s+/, 6).filter((token) => !/^\d+\.+$/.test(token));
  return !!first && MOVE.test(first) && (second === undefined || MOVE.test(second) || AFTER_MOVE.test(second));
}

/** Whether `text` (its first 4 KiB) is games the SAN tab's database reads. */
export function readsAsGames(text: string): boolean {
  const head = text.slice(0, 4096).trim().replace(LEADING_COMMENTS, '');
  const tab = notationOf(head);
  return tab ? tab.view === 'san' : startsWithMoves(head);
}
