/** The handlers of the piece keywords `parse` reads below a `Piece:` line (moves, promotions, symbols, flags, …). */
import type { PieceBuilder } from './block.js';
import type { Keyword } from './keywords.js';
import { allQuoted, commaItems, type KeywordLine, readChoices, readPair, requireQuoted } from './line.js';
import { readMove } from './move.js';
import { readSquare, squareCoords } from '../shared/squares.js';
import { PIECE_FLAGS, type PieceFlag, type PieceSpanKey, type Side } from '../shared/types.js';

/** Piece keywords that hold one value (a second line replaces the first), with their `spans` key. */
const SINGLE_PIECE_KEYWORDS = new Map<Keyword, PieceSpanKey>([
  ['Symbol:', 'symbol'],
  ['Value:', 'value'],
  ['Max:', 'max'],
  ['Demotion:', 'demotion'],
  ['Allowed victims:', 'allowedVictims'],
  ['Entry promotion:', 'entryPromotion'],
  ['Prison:', 'prison'],
  ['Block:', 'block'],
  ['Drop zone:', 'dropZone'],
]);

function cleanNumber(n: number): number {
  return n === 0 ? 0 : n;
}

/** The move of `line`'s value, with the line's span. */
function moveOf(line: KeywordLine, text = line.value, column = line.valueColumn) {
  return { ...readMove(text, column, line.compat, line.diag), span: line.span };
}

/** `Special: zoneWhite, zoneBlack, move`: a move available only from a zone. */
function readSpecial(line: KeywordLine, p: PieceBuilder): void {
  const r = readPair(line, 'Special:', 'required');
  if (!r || r.rest === undefined) return;
  p.specials.push({ pair: r.pair, move: moveOf(line, r.rest, r.restColumn), span: line.span });
}

/** `Promotion:` and `Optional promotion:` — a zone pair, then the quoted choices. */
function readPromotion(line: KeywordLine, p: PieceBuilder): void {
  const k = line.kw;
  const r = readPair(line, k, k === 'Promotion:' ? 'required' : 'optional');
  if (!r) return;
  let choices: string[] | undefined;
  if (r.rest !== undefined) {
    const q = requireQuoted(line, r.rest, r.restColumn, `Promotion choices must be quoted, e.g. "QRBN".`);
    if (!q) return;
    choices = readChoices(q.text);
    let at = r.restColumn + q.offset;
    for (const c of choices) {
      p.symbolRefs.push({ symbol: c, line: line.no, column: at, what: 'promotion choice' });
      at += c.length;
    }
  }
  if (k === 'Promotion:') p.promotions.push({ pair: r.pair, choices: choices ?? [], span: line.span });
  else p.optionalPromotions.push({ pair: r.pair, choices, span: line.span });
}

/** Field of the piece each one-pair keyword sets. */
const PAIR_FIELDS = new Map<Keyword, 'entryPromotion' | 'prison' | 'block' | 'dropZone'>([
  ['Entry promotion:', 'entryPromotion'],
  ['Prison:', 'prison'],
  ['Block:', 'block'],
  ['Drop zone:', 'dropZone'],
]);

/** `Entry promotion:`, `Prison:`, `Block:`, `Drop zone:` — one zone pair each. */
function readPairField(line: KeywordLine, p: PieceBuilder): void {
  const k = line.kw;
  const r = readPair(line, k, 'none');
  if (!r) return;
  const field = PAIR_FIELDS.get(k)!;
  if (k === 'Drop zone:' && line.compat) {
    line.diag(
      'drop-zone-ineffective',
      1,
      line.content.length,
      `SjaakII reads 'Drop zone:' from the wrong offset: this line has no effect in SjaakII (and none under compat).`,
    );
    line.block.pairs.pop();
    return;
  }
  p[field] = r.pair;
  p.spans[field] = line.span;
}

/** The partner must lie beyond (or on) the king's target, on the side it moves to; reports the first target where not. */
function checkCastleGeometry(
  line: KeywordLine,
  from: string,
  to: readonly string[],
  partner: string,
  partnerColumn: number,
  partnerLength: number,
): void {
  const f = squareCoords(from)!;
  const pc = squareCoords(partner)!;
  for (const target of to) {
    const t = squareCoords(target)!;
    const byRank = f.rank !== t.rank && f.file === t.file;
    const a = byRank ? f.rank : f.file;
    const z = byRank ? t.rank : t.file;
    const q = byRank ? pc.rank : pc.file;
    const d = Math.sign(z - a);
    if (d === 0 || q === a) continue;
    if ((q - a) * d < 0 || (Math.min(a, z) < q && q < Math.max(a, z))) {
      line.diag(
        'castle-geometry',
        partnerColumn,
        partnerLength,
        `Castling partner '${partner}' is ${(q - a) * d < 0 ? 'on the other side of the king' : `between '${from}' and '${target}'`}: it must stand beyond the king's target; check the squares.`,
      );
      return;
    }
  }
}

/** `Castle: white e1-g1 with h1` (side, king from, king target(s), partner). */
function readCastle(line: KeywordLine, p: PieceBuilder): void {
  const { value, valueColumn, sq, diag } = line;
  // Castle lines are short; the length bound keeps the lazy pattern linear on hostile input.
  const m = value.length <= 200 ? /^(white|black)\s+(\S+?)\s*-\s*(.+?)\s+with\s+(\S+)$/.exec(value) : null;
  if (!m) {
    diag(
      'bad-value',
      valueColumn,
      Math.max(value.length, 1),
      `Write castling as 'Castle: white e1-g1 with h1' (side, king from, king target(s), partner).`,
    );
    return;
  }
  const side = m[1] as Side;
  let pos = m[1]!.length;
  const locate = (token: string) => {
    const at = value.indexOf(token, pos);
    pos = at + token.length;
    return valueColumn + at;
  };
  const fromColumn = locate(m[2]!);
  let ok = true;
  const from = readSquare(m[2]!, fromColumn, sq, diag);
  if (from === undefined) ok = false;
  const to: string[] = [];
  for (const raw of m[3]!.split(',')) {
    const t = raw.trim();
    const s = readSquare(t, locate(t), sq, diag);
    if (s === undefined) ok = false;
    else to.push(s);
  }
  const partnerColumn = locate(m[4]!);
  const partner = readSquare(m[4]!, partnerColumn, sq, diag);
  if (partner === undefined) ok = false;
  if (!ok || from === undefined || partner === undefined) return;
  checkCastleGeometry(line, from, to, partner, partnerColumn, m[4]!.length);
  p.castles.push({
    rule: { side, from, to, partner, span: line.span },
    fromColumn,
    fromLength: m[2]!.length,
  });
}

/** `Symbol: "N", "N,n"`: the SAN letter, then White's and Black's FEN symbols. */
function readSymbol(line: KeywordLine, p: PieceBuilder): void {
  const { value, valueColumn } = line;
  const qs = allQuoted(value);
  if (qs.length < 2 || !qs[1]!.text.includes(',')) {
    line.diag(
      'bad-value',
      valueColumn,
      Math.max(value.length, 1),
      `Write symbols as 'Symbol: "N", "N,n"' (SAN letter, then White's and Black's FEN symbols).`,
    );
    if (qs.length < 2) return;
  }
  const fenSymbols = qs[1]!.text;
  const comma = fenSymbols.indexOf(',');
  p.san = qs[0]!.text;
  p.symbols =
    comma < 0
      ? { white: fenSymbols.trim(), black: fenSymbols.trim() }
      : { white: fenSymbols.slice(0, comma).trim(), black: fenSymbols.slice(comma + 1).trim() };
  p.spans.symbol = line.span;
}

/** `Demotion: "X"` (what the piece turns back into in hand) and `Allowed victims: "A,B"` (the only pieces it may capture). */
function readQuotedSymbols(line: KeywordLine, p: PieceBuilder): void {
  const demotion = line.kw === 'Demotion:';
  const q = requireQuoted(
    line,
    line.value,
    line.valueColumn,
    demotion
      ? `Write 'Demotion: "X"' with the symbol in quotes.`
      : `Write 'Allowed victims: "A,B"' with the symbols in quotes.`,
  );
  if (!q) return;
  if (demotion) {
    p.demotion = q.text;
    p.symbolRefs.push({
      symbol: q.text,
      line: line.no,
      column: line.valueColumn + q.offset,
      what: 'demotion',
    });
    p.spans.demotion = line.span;
    return;
  }
  p.allowedVictims = q.text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  p.spans.allowedVictims = line.span;
}

/** One item of a `Flags:` line as SjaakII reads it (prefixes match), or `undefined` when ignored. */
function readFlag(line: KeywordLine, item: string, column: number): PieceFlag | undefined {
  if ((PIECE_FLAGS as readonly string[]).includes(item)) return item as PieceFlag;
  if (item === 'castle') {
    line.diag(
      'unknown-flag',
      column,
      item.length,
      `Flag 'castle' is deprecated and ignored: castling comes from 'Castle:' lines; remove it.`,
    );
    return undefined;
  }
  const flag = PIECE_FLAGS.find((f) => item.startsWith(f));
  line.diag(
    'unknown-flag',
    column,
    item.length,
    flag
      ? `Unknown flag '${item}', read as '${flag}' (SjaakII matches prefixes); write '${flag}'.`
      : `Unknown flag '${item}' is ignored; known flags: ${PIECE_FLAGS.join(', ')}.`,
  );
  return flag;
}

/** `Flags: royal, defensive, …`. */
function readFlags(line: KeywordLine, p: PieceBuilder): void {
  for (const { item, column } of commaItems(line.value, line.valueColumn)) {
    if (item === '') continue;
    const flag = readFlag(line, item, column);
    if (flag && !p.flags.includes(flag)) p.flags.push(flag);
  }
  p.spans.flags = line.span;
}

/** `Value: 300`: the piece value (an integer). */
function readValue(line: KeywordLine, p: PieceBuilder): void {
  const { value, valueColumn } = line;
  if (!/^-?\d{1,12}$/.test(value)) {
    line.diag(
      'bad-value',
      valueColumn,
      Math.max(value.length, 1),
      `Value '${value}' must be an integer, e.g. 'Value: 300'.`,
    );
    return;
  }
  p.value = cleanNumber(Number(value));
  p.spans.value = line.span;
}

/** `Max: 2` or `Max: 1,2`: how many of the piece each side may have. */
function readMax(line: KeywordLine, p: PieceBuilder): void {
  const { value, valueColumn } = line;
  if (value === '') {
    if (line.compat) {
      p.max = { white: 0, black: 0 };
      p.spans.max = line.span;
    }
    line.diag('bad-value', valueColumn, 1, `'Max:' needs a number, e.g. 'Max: 2' or 'Max: 1,2'.`);
    return;
  }
  const m = /^(\d{1,6})(?:\s*,\s*(\d{1,6}))?$/.exec(value);
  if (!m) {
    line.diag(
      'bad-value',
      valueColumn,
      Math.max(value.length, 1),
      `'Max:' needs a number or 'white,black', e.g. 'Max: 2' or 'Max: 1,2'.`,
    );
    return;
  }
  p.max = { white: Number(m[1]), black: Number(m[2] ?? m[1]) };
  p.spans.max = line.span;
}

/** Handler of each piece keyword. */
const PIECE_LINES = new Map<Keyword, (line: KeywordLine, p: PieceBuilder) => void>([
  ['Move:', (line, p) => void p.moves.push(moveOf(line))],
  ['Capture:', (line, p) => void (p.captures ??= []).push(moveOf(line))],
  ['Initial:', (line, p) => void p.initials.push(moveOf(line))],
  ['Special:', readSpecial],
  ['Promotion:', readPromotion],
  ['Optional promotion:', readPromotion],
  ['Entry promotion:', readPairField],
  ['Prison:', readPairField],
  ['Block:', readPairField],
  ['Drop zone:', readPairField],
  ['Castle:', readCastle],
  ['Symbol:', readSymbol],
  ['Demotion:', readQuotedSymbols],
  ['Allowed victims:', readQuotedSymbols],
  ['Flags:', readFlags],
  ['Value:', readValue],
  ['Max:', readMax],
]);

/** Reads one piece keyword line into `p` (a second line of a one-value keyword is reported, then replaces the first). */
export function readPieceLine(line: KeywordLine, p: PieceBuilder): void {
  const k = line.kw;
  const single = SINGLE_PIECE_KEYWORDS.get(k);
  if (single && p.spans[single]) {
    line.diag(
      'duplicate-keyword',
      1,
      k.length,
      `A second '${k}' line for ${p.name}: it replaces the one on line ${p.spans[single].line}; keep one.`,
    );
  }
  PIECE_LINES.get(k)?.(line, p);
}
