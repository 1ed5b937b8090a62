/** The handlers of the block keywords `parse` reads after `Board:` (FEN, zones, square lists, rules, pieces). */
import type { PieceBuilder } from './block.js';
import type { Keyword } from './keywords.js';
import { type KeywordLine, quoted, requireQuoted } from './line.js';
import { readRule } from './rules.js';
import { readSquareList } from '../shared/squares.js';

/** `FEN: "…"`: the start position (the last line wins). */
function readFenLine(line: KeywordLine): void {
  const { block: b, value, valueColumn, diag } = line;
  if (b.fenSeen)
    diag(
      'duplicate-fen',
      1,
      line.content.length,
      `Second 'FEN:' line in '${b.name}': the last one wins; delete the other.`,
    );
  b.fenSeen = true;
  const q = quoted(value);
  if (!q) {
    diag('bad-value', valueColumn, Math.max(value.length, 1), `The FEN must be quoted: FEN: "${value}".`);
    b.fen = value;
    b.fenColumn = valueColumn;
  } else {
    if (!q.closed) diag('bad-value', valueColumn, value.length, `The FEN's closing quote is missing.`);
    b.fen = q.text;
    b.fenColumn = valueColumn + q.offset;
  }
  b.fenLine = line.no;
  b.spans.fen = line.span;
}

/** `XBoard pieces: "…"` (or `WinBoard pieces:`): the piece letters XBoard shows. */
function readXboardPieces(line: KeywordLine): void {
  const { block: b, kw, valueColumn, diag } = line;
  if (b.xboardPiecesSeen) {
    diag(
      'duplicate-fen',
      1,
      line.content.length,
      `Second '${kw}' line in '${b.name}': the last one wins; delete the other.`,
    );
  }
  b.xboardPiecesSeen = true;
  const q = requireQuoted(
    line,
    line.value,
    valueColumn,
    `'${kw}' needs a quoted string, e.g. "PNBRQKpnbrqk".`,
  );
  if (!q) return;
  if (q.text.includes(' ')) {
    diag(
      'bad-value',
      valueColumn + q.offset + q.text.indexOf(' '),
      1,
      `SjaakII cuts the piece string at the first blank: '${q.text.split(' ')[0]}' is kept; remove the rest.`,
    );
  }
  b.xboardPieces = q.text.split(' ')[0]!;
  b.spans.xboardPieces = line.span;
}

/** `XBoard parent: "…"` (or `WinBoard parent:`): the XBoard variant this one derives from. */
function readXboardParent(line: KeywordLine): void {
  const { block: b, kw, valueColumn, diag } = line;
  const q = requireQuoted(
    line,
    line.value,
    valueColumn,
    `'${kw}' needs a quoted variant name, e.g. "shogi".`,
  );
  if (!q) return;
  if (q.text.length > 49) {
    diag(
      'bad-value',
      valueColumn + q.offset + 49,
      q.text.length - 49,
      `SjaakII keeps only the first 49 characters of the parent name.`,
    );
  }
  if (b.spans.xboardParent) {
    diag(
      'duplicate-keyword',
      1,
      kw.length,
      `A second '${kw}' line: it replaces the one on line ${b.spans.xboardParent.line}; keep one.`,
    );
  }
  b.xboardParent = q.text.slice(0, 49);
  b.spans.xboardParent = line.span;
}

/** `Zone: name = a1,b1,…`: a named square set (the first definition of a name counts). */
function readZone(line: KeywordLine): void {
  const { block: b, value, valueColumn, diag } = line;
  const eq = value.indexOf('=');
  const name = (eq < 0 ? '' : value.slice(0, eq)).trim();
  if (eq < 0 || name === '') {
    diag('bad-value', valueColumn, Math.max(value.length, 1), `Write a zone as 'Zone: name = a1,b1,…'.`);
    return;
  }
  const listRaw = value.slice(eq + 1);
  const list = listRaw.trimStart();
  const squares = readSquareList(list, valueColumn + eq + 1 + (listRaw.length - list.length), line.sq, diag);
  const earlier = b.zoneLines.get(name);
  if (earlier !== undefined) {
    diag(
      'duplicate-keyword',
      7,
      Math.max(eq, 1),
      `Zone '${name}' is already defined on line ${earlier}; references use the first definition. Rename or merge them.`,
    );
  } else b.zoneLines.set(name, line.no);
  b.zones.push({ name, squares, span: line.span });
}

/** Which list of the block each square-list keyword fills, and its `spans` key. */
const SQUARE_LISTS = new Map<Keyword, 'excluded' | 'whiteFlags' | 'blackFlags'>([
  ['Exclude:', 'excluded'],
  ['WhiteFlag:', 'whiteFlags'],
  ['BlackFlag:', 'blackFlags'],
]);

/** `Exclude:`, `WhiteFlag:`, `BlackFlag:`: square lists that add up over several lines. */
function readSquareLine(line: KeywordLine): void {
  const { block: b, kw, value, valueColumn } = line;
  const key = SQUARE_LISTS.get(kw)!;
  const target = b[key];
  for (const s of readSquareList(value, valueColumn, line.sq, line.diag)) {
    if (target.includes(s)) {
      line.diag(
        'duplicate-square',
        valueColumn,
        value.length,
        `Square '${s}' was already listed on an earlier '${kw}' line.`,
      );
    } else target.push(s);
  }
  b.spans[key] = line.span;
}

/** `Rule:`: an end condition or a special rule (each rule once). */
function readRuleLine(line: KeywordLine): void {
  const { block: b, span } = line;
  const r = readRule(line.value, line.valueColumn, line.diag);
  if (r.end) b.endConditions.push({ ...r.end, span });
  for (const rule of r.rules) {
    if (!b.rules.some((e) => e.rule === rule)) b.rules.push({ rule, span });
  }
}

/** `Piece: name`: opens a piece; the piece keywords below it fill it in. */
function startPiece(line: KeywordLine): void {
  const piece: PieceBuilder = {
    name: line.value,
    span: line.span,
    spans: { name: line.span },
    san: '',
    symbols: { white: '', black: '' },
    moves: [],
    captures: undefined,
    specials: [],
    initials: [],
    castles: [],
    promotions: [],
    optionalPromotions: [],
    flags: [],
    symbolRefs: [],
  };
  line.block.pieces.push(piece);
}

/** Handler of each block keyword other than `Variant:` and `Board:` (piece keywords are in `piece-lines.ts`). */
export const BLOCK_LINES: ReadonlyMap<Keyword, (line: KeywordLine) => void> = new Map<
  Keyword,
  (line: KeywordLine) => void
>([
  ['FEN:', readFenLine],
  ['XBoard pieces:', readXboardPieces],
  ['WinBoard pieces:', readXboardPieces],
  ['XBoard parent:', readXboardParent],
  ['WinBoard parent:', readXboardParent],
  ['Zone:', readZone],
  ['Exclude:', readSquareLine],
  ['WhiteFlag:', readSquareLine],
  ['BlackFlag:', readSquareLine],
  ['Rule:', readRuleLine],
  ['Piece:', startPiece],
]);
