/**
 * The tab a pasted text belongs to, told by its shape alone: a FEN, an SFEN, a FEEN, PGN, ICN, a shogi record, a
 * xiangqi, janggi or makruk record, a SjaakII variants file, a Fairy-Stockfish variants.ini or an FBR rule set.
 * Each tab's reader refused another notation with its own syntax error ("Unexpected character"); the tab the text is
 * for is then offered beside it (`OtherTab`). On the SAN tab, a paste outside the editor is games for its database
 * (`readsAsGames`: PGN, numbered or bare movetext), another tab's, or of no notation (said so, `pasteTarget`): the
 * database listed any text as a "pasted text" of one game that does not read ("no destination square").
 */
import type { ViewId } from '../../state/url';

/** A tab and the URL parameter its text goes in. */
export interface TextTab {
  readonly view: ViewId;
  readonly param: string;
  /** What the text looks like, for the offer: "a FEN", "PGN". */
  readonly what: string;
}

const SHOGI =
  /[▲△☗☖歩角飛銀桂香玉金]|手数|手合割|[\uFF11-\uFF19][一二三四五六七八九]|^(V2(\.2)?|PI|[+-]\d{4}[A-Z]{2})\s*$/m;

/**
 * A move of a xiangqi, janggi or makruk record as the records tab reads it (`@x/wxf`) and no SAN reads: WXF
 * (`C2.5`, `H8+7`), janggi (`H02-83`), Chinese (`炮二平五`, `马８进７`), Thai (`ม-จ๒`).
 */
const XIANGQI =
  /(?:^|[\s.])[KAEBRHNCP][1-9][.+=-][1-9](?![\d.])|(?:^|[\s.])[KAEBRHNCP]\d\d-\d\d\b|[车車马馬炮砲相象仕士帅帥将將兵卒俥傌][一二三四五六七八九１-９前后後中][进進退平]|[\u0E01-\u0E4F]/m;

/**
 * The FBR rules' names (`@x/fbr/vocabulary`'s `ruleTable`, whose 14 kB would ride in every tab's chunk: the list is
 * checked against it by notationOf.test.ts).
 */
export const FBR_RULES: readonly string[] = (
  'alice andernach announcement antiroyal atomic avalanche benedict bouncing bughouse burner cheshire conversion ' +
  'cylindric diagonals difficulttrading direction draw drop freezer gating hill holding loss magnetic mirror monster ' +
  'multicapture musketeer mustcapture nonrepeating pieces pincher progressive promotion protector royal spacious ' +
  'stalemate stopifchecking stymizer swap swapping switching torus turn warp win zone'
).split(' ');

const FBR_RULE = new RegExp(`^!?(?:${FBR_RULES.join('|')})(?![a-z])`);

/**
 * Whether `tokens` are an FBR rule set as `@x/fbr` sorts them: a token of lower-case start (or `!` and lower case)
 * is a rule, one of the rules named; any other an MBN piece token (`K`, `+P==QRBN`, `A=B+N`); a rule at least.
 */
function isFbrRuleSet(tokens: readonly string[]): boolean {
  let rules = 0;
  for (const token of tokens) {
    if (!/^!?[a-z]/.test(token)) continue;
    if (!FBR_RULE.test(token)) return false;
    rules++;
  }
  return rules > 0;
}

/** The tab for `text` (its first 4 KiB), or undefined when no shape is recognised. */
export function notationOf(text: string): TextTab | undefined {
  const head = text.slice(0, 4096).trim();
  if (head === '') return undefined;
  if (SHOGI.test(head)) return { view: 'records', param: 'rec', what: 'a shogi record' };
  if (XIANGQI.test(head))
    return { view: 'records', param: 'rec', what: 'a xiangqi, janggi or makruk record' };
  if (/^Variant:\s*\S/m.test(head)) return { view: 'sjaak', param: 'sjaak', what: 'a SjaakII variants file' };
  if (/^\[[\w-]+(?::[\w-]+)?\]\s*$/m.test(head) && /^\s*[a-zA-Z]\w*\s*=/m.test(head))
    return { view: 'fairy', param: 'fairy', what: 'a Fairy-Stockfish variants.ini' };
  if (/^\[[A-Za-z]\w*\s+"/.test(head) && !/\(-?\d+\|-?\d+\)/.test(head))
    return { view: 'san', param: 'san', what: 'PGN' };
  if (/^1\.\s*\S/.test(head)) return { view: 'san', param: 'san', what: 'movetext' };
  if (/\(-?\d+\|-?\d+\)|[KkQqRrBbNnPp]-?\d+,-?\d+\+?\|/.test(head))
    return { view: 'icn', param: 'icn', what: 'ICN' };
  const fields = head.split(/\s+/);
  const board = /^[1-9A-Za-z+~^'/[\]*.-]+$/.test(fields[0] ?? '') && (fields[0] ?? '').includes('/');
  if (board && fields.length >= 4 && /^[wb]$/.test(fields[1]!) && /^(-|[KQkqA-Ha-h]+)$/.test(fields[2]!))
    return { view: 'fen', param: 'fen', what: 'a FEN' };
  if (
    board &&
    fields.length >= 3 &&
    fields.length <= 4 &&
    /^[bw]$/.test(fields[1]!) &&
    /^(-|(\d*[A-Za-z])+)$/.test(fields[2]!)
  )
    return { view: 'fen', param: 'fen', what: 'an SFEN' };
  if (board && fields.length === 3 && /^[A-Za-z]\/[A-Za-z]$/.test(fields[2]!))
    return { view: 'feen', param: 'feen', what: 'a FEEN' };
  if (!board && isFbrRuleSet(fields)) return { view: 'fbr', param: 'fbr', what: 'an FBR rule set' };
  return undefined;
}

/** PGN's comments and escape lines (`{…}`, `;…`, `%…`) before the first tag or move. */
const LEADING_COMMENTS = /^(?:\{[^}]*\}\s*|[;%][^\n]*(?:\n\s*|$))*/;

/** A SAN move (`e4`, `Nbd7`, `exd5`, `e8=Q+`, `O-O`, a drop `P@e4`), its move number (`1.`, `1...`) glued or not. */
const MOVE =
  /^(?:\d+\.+)?(?:[KQRBN][a-h]?[1-8]?x?[a-h][1-8]|[a-h](?:x[a-h])?[1-8](?:=?[QRBN])?|[PNBRQ]@[a-h][1-8]|O-O(?:-O)?|0-0(?:-0)?)[+#]?[!?]*$/;

/** What may follow a move in movetext besides another: a comment, a variation, a NAG, a result. */
const AFTER_MOVE = /^(?:\{|\(|\$\d|;|1-0|0-1|1\/2-1\/2|\*)/;

/** Whether `head` starts with a move then movetext, or is one move: a bare movetext, not prose that opens with `e4`. */
function startsWithMoves(head: string): boolean {
  const [first, second] = head.split(/\s+/, 6).filter((token) => !/^\d+\.+$/.test(token));
  return (
    !!first && MOVE.test(first) && (second === undefined || MOVE.test(second) || AFTER_MOVE.test(second))
  );
}

/** Whether `text` (its first 4 KiB) is games the SAN tab's database reads. */
export function readsAsGames(text: string): boolean {
  const head = text.slice(0, 4096).trim().replace(LEADING_COMMENTS, '');
  const tab = notationOf(head);
  return tab ? tab.view === 'san' : startsWithMoves(head);
}

/**
 * Where a text pasted outside the text fields of the tab `here` goes: `'here'` for games on the SAN tab (its
 * database takes them itself), the tab of another notation (`notationOf`), or undefined for none the page reads.
 */
export function pasteTarget(text: string, here: ViewId | undefined): TextTab | 'here' | undefined {
  if (here === 'san' && readsAsGames(text)) return 'here';
  return notationOf(text);
}
