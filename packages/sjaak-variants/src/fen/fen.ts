/**
 * SjaakII's FEN dialect for a parsed variant: `readFen` sets a position up the way SjaakII reads it
 * (longest-symbol placement, `*` holes, `[…]` holdings, castling/virgin letters, e.p.), and
 * `writeFen` prints it the way SjaakII writes it (castling field only when some piece castles,
 * e.p. field only when some piece sets e.p., holdings only in hand games).
 */
import { LineIndex } from '@x/core/notation';
import { coordinateName, type Diagnostic } from '@x/core';
import { DEFAULT_SEVERITY, type DiagnosticCode } from '../shared/diagnostics.js';
import { pawnTypes } from './pawn-heuristic.js';
import { squareCoords, squareIndex } from '../shared/squares.js';
import type { PieceDefinition, Severity, Side, SjaakVariant } from '../shared/types.js';

/** A piece on a square: its type (index into `variant.pieces`) and side. */
export interface PlacedPiece {
  readonly type: number;
  readonly side: Side;
}

/** Castle masks (square indices) of one side: king-side (`short`) and queen-side (`long`). */
export interface CastleMasks {
  readonly short: readonly number[];
  readonly long: readonly number[];
}

/**
 * A position in SjaakII's terms. Square index = `file + rank × files` (a1 = 0). Immutable.
 * `unmoved` holds SjaakII's "init" bits (castling and virgin status); `castleMasks` are the king and
 * partner squares that must be unmoved for each castling right (re-derived from the FEN letters).
 */
export interface SjaakPosition {
  readonly files: number;
  readonly ranks: number;
  readonly board: readonly (PlacedPiece | null)[];
  readonly side: Side;
  /** Pieces in hand per side, one count per piece type. */
  readonly holdings: { readonly white: readonly number[]; readonly black: readonly number[] };
  readonly unmoved: readonly boolean[];
  readonly castleMasks: { readonly white: CastleMasks; readonly black: CastleMasks };
  /** The castling field as written (`''` when absent). */
  readonly castling: string;
  /** E.p. target square and the square of the pawn that may be taken. */
  readonly epSquare?: string;
  readonly epVictim?: string;
  readonly halfmoveClock: number;
  readonly fullmoveNumber: number;
}

/**
 * A problem found while reading a FEN, in the `Diagnostic` shape of `@x/core`: code, the code's default severity
 * (as `parse` reports it), message, `offset`/`length` inside the FEN string and the 1-based `line`/`column` there.
 */
export interface FenDiagnostic extends Diagnostic {
  readonly code: DiagnosticCode;
  readonly severity: Severity;
}

/** A problem as the FEN readers find it, before `readFen` adds its severity, line and column. */
type FenFinding = Omit<FenDiagnostic, 'severity' | 'line' | 'column'>;

/** Options of `readFen`. */
export interface ReadFenOptions {
  /** `sjaakii`: SjaakII's unmoved rule (pawns stay unmoved anywhere; no castling field = all unmoved). */
  readonly compat?: 'sjaakii';
  /** `false` skips the pawn heuristic behind `unmoved` (faster; `unmoved` then ignores pawns). Default `true`. */
  readonly unmoved?: boolean;
}

const HAND_RULES = [
  'allow drops',
  'force drops',
  'gate drops',
  'keep capture',
  'return capture',
  'allow pickup',
];

/** Whether the variant's games use holdings (drops, gating, captures to hand, pickups): its FEN has a hand field. */
export function usesHoldings(variant: SjaakVariant): boolean {
  return variant.rules.some((r) => HAND_RULES.includes(r.rule));
}

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

interface CastleRuleState {
  mask: Set<number>;
  kingFrom: number;
  kingDest: number[];
}

type Rules = Record<Side, [CastleRuleState, CastleRuleState]>;

function emptyRule(): CastleRuleState {
  return { mask: new Set(), kingFrom: -1, kingDest: [] };
}

/** SjaakII's `deduce_castle_flags`: adds one king move to the short (0) or long (1) rule of a side. */
function deduce(
  rules: Rules,
  v: SjaakVariant,
  side: Side,
  kingFrom: number,
  kingTo: number,
  rookFrom: number,
) {
  const { files, ranks } = v.board;
  const kingSide = kingTo % files >= Math.floor(files / 2);
  const fk = kingFrom % files;
  const rk = Math.floor(kingFrom / files);
  const fr = rookFrom % files;
  const rr = Math.floor(rookFrom / files);
  let delta = 0;
  if (rk === rr) delta = 1;
  if (fk === fr) delta = files;
  if (fk - rk === fr - rr) delta = files + 1;
  if (fk + rk === fr + rr) delta = files - 1;
  if (delta === 0) return;
  const rule = rules[side][kingSide ? 0 : 1];
  const size = files * ranks;
  if (kingFrom >= 0 && kingFrom < size) rule.mask.add(kingFrom);
  if (rookFrom >= 0 && rookFrom < size) rule.mask.add(rookFrom);
  rule.kingFrom = kingFrom;
  rule.kingDest.push(kingTo);
}

/** Packs a square name as SjaakII does (`file + rank × files`, no bounds check). */
function pack(name: string, files: number): number {
  const c = squareCoords(name);
  return c ? c.file + c.rank * files : -1;
}

function initialRules(v: SjaakVariant): Rules {
  const rules: Rules = { white: [emptyRule(), emptyRule()], black: [emptyRule(), emptyRule()] };
  const { files } = v.board;
  for (const p of v.pieces) {
    for (const c of p.castles) {
      for (const to of c.to)
        deduce(rules, v, c.side, pack(c.from, files), pack(to, files), pack(c.partner, files));
    }
  }
  return rules;
}

/** Longest symbol match at `s[i]` among all piece types (black wins a tie within one type). */
function matchSymbol(
  pieces: readonly PieceDefinition[],
  s: string,
  i: number,
): { piece: PlacedPiece; length: number } | undefined {
  let best: { piece: PlacedPiece; length: number } | undefined;
  pieces.forEach((p, n) => {
    let side: Side | undefined;
    if (p.symbols.white !== '' && s.startsWith(p.symbols.white, i)) side = 'white';
    if (p.symbols.black !== '' && s.startsWith(p.symbols.black, i)) side = 'black';
    if (side) {
      const length = p.symbols[side].length;
      if (!best || length > best.length) best = { piece: { type: n, side }, length };
    }
  });
  return best;
}

interface Placement {
  board: (PlacedPiece | null)[];
  /** Offset in the FEN of the token that placed each piece. */
  offsets: number[];
  end: number;
}

function readPlacement(v: SjaakVariant, fen: string, problems: FenFinding[]): Placement {
  const { files, ranks } = v.board;
  const board: (PlacedPiece | null)[] = new Array(files * ranks).fill(null);
  const offsets: number[] = new Array(files * ranks).fill(-1);
  let rank = ranks - 1;
  let file = 0;
  let i = 0;
  let overflowReported = false;
  const overflow = (at: number) => {
    if (overflowReported) return;
    overflowReported = true;
    problems.push({
      code: 'fen-rank-overflow',
      offset: at,
      length: 1,
      message: `FEN rank ${rank + 1} describes more than ${files} squares (or there are more than ${ranks} ranks); fix the counts.`,
    });
  };
  while (i < fen.length && fen[i] !== ' ' && fen[i] !== '[') {
    const c = fen[i]!;
    if (c === '/') {
      if (
        file < files &&
        !overflowReported &&
        i + 1 < fen.length &&
        fen[i + 1] !== ' ' &&
        fen[i + 1] !== '['
      ) {
        problems.push({
          code: 'fen-bad-field',
          offset: i,
          length: 1,
          message: `FEN rank ${rank + 1} describes only ${file} of ${files} squares; add the missing empty squares.`,
        });
      }
      rank--;
      file = 0;
      if (i + 1 >= fen.length || fen[i + 1] === ' ' || fen[i + 1] === '[') {
        problems.push({
          code: 'fen-trailing-slash',
          offset: i,
          length: 1,
          message: `The FEN placement ends in '/': remove it (SjaakII ignores it).`,
        });
        rank++;
        file = files;
      }
      i++;
      continue;
    }
    if (rank < 0) {
      overflow(i);
      i++;
      continue;
    }
    if (c === '*') {
      if (file >= files) overflow(i);
      file++;
      i++;
      continue;
    }
    if (isDigit(c)) {
      const n = c === '1' && isDigit(fen[i + 1]) ? 10 : Number(c);
      file += n;
      if (file > files) overflow(i);
      i++;
      continue;
    }
    const m = matchSymbol(v.pieces, fen, i);
    if (!m) {
      problems.push({
        code: 'fen-unknown-piece',
        offset: i,
        length: 1,
        message: `Unknown piece '${c}' in the FEN: no piece of this variant has that symbol (check the Symbol: lines).`,
      });
      // SjaakII drops the rest of the FEN.
      return { board, offsets, end: -1 };
    }
    if (file >= files) overflow(i);
    else {
      board[file + rank * files] = m.piece;
      offsets[file + rank * files] = i;
    }
    file++;
    i += m.length;
  }
  if (!overflowReported && (rank > 0 || file < files)) {
    problems.push({
      code: 'fen-bad-field',
      offset: Math.max(0, i - 1),
      // Empty text: an empty span at 0, never one past the end (issue #15 item 14).
      length: Math.min(1, fen.length),
      message: `The FEN placement describes fewer squares than the ${files}x${ranks} board has; add the missing ranks or empty squares.`,
    });
  }
  return { board, offsets, end: i };
}

interface CastleSetup {
  castleTypes: Set<number>;
  castlePiece: Record<Side, [number, number]>;
}

/** SjaakII's `identify_castle_partner`: castling types and partner types from the start position. */
function castleSetup(_v: SjaakVariant, rules: Rules, start: readonly (PlacedPiece | null)[]): CastleSetup {
  const castleTypes = new Set<number>();
  const castlePiece: Record<Side, [number, number]> = { white: [-1, -1], black: [-1, -1] };
  for (const idx of [0, 1] as const) {
    for (const side of ['white', 'black'] as const) {
      const rule = rules[side][idx];
      if (rule.kingFrom < 0) continue;
      const at = start[rule.kingFrom];
      if (at && at.side === side) castleTypes.add(at.type);
      const rest = [...rule.mask].filter((s) => s !== rule.kingFrom).sort((a, b) => a - b);
      // SjaakII's board stores type 0 on empty squares, so an empty partner square means type 0.
      castlePiece[side][idx] = rest.length > 0 ? (start[rest[0]!]?.type ?? 0) : -1;
    }
  }
  return { castleTypes, castlePiece };
}

function lowest(board: readonly (PlacedPiece | null)[], type: number, side: Side): number {
  return board.findIndex((q) => q !== null && q.type === type && q.side === side);
}

/** What the stages of `readFen` share: the variant, the FEN, the cursor `i`, and the fields read so far. */
interface FenReader {
  readonly variant: SjaakVariant;
  readonly fen: string;
  readonly problems: FenFinding[];
  readonly files: number;
  readonly ranks: number;
  readonly board: (PlacedPiece | null)[];
  readonly unmoved: boolean[];
  readonly holdings: { white: number[]; black: number[] };
  readonly rules: Rules;
  readonly castleTypes: ReadonlySet<number>;
  readonly castlePiece: Record<Side, [number, number]>;
  readonly gate: boolean;
  i: number;
  side: Side;
  castling: string;
  epSquare?: string;
  epVictim?: string;
  halfmoveClock: number;
  fullmoveNumber: number;
}

/** A `fen-bad-field` problem. */
function badField(r: FenReader, offset: number, length: number, message: string): void {
  r.problems.push({ code: 'fen-bad-field', offset, length, message });
}

/** Moves the cursor over blanks. */
function skipBlanks(r: FenReader): void {
  while (r.fen[r.i] === ' ') r.i++;
}

/** Reads the next blank-free token; returns it with its offset. */
function nextToken(r: FenReader): { tok: string; start: number } {
  const start = r.i;
  while (r.i < r.fen.length && r.fen[r.i] !== ' ') r.i++;
  return { tok: r.fen.slice(start, r.i), start };
}

/** Pieces on excluded squares. */
function checkExcluded(r: FenReader, offsets: readonly (number | undefined)[]): void {
  for (const name of r.variant.excluded) {
    const sq = squareIndex(name, r.files, r.ranks);
    if (sq >= 0 && r.board[sq]) {
      badField(r, offsets[sq]!, 1, `The FEN puts a piece on the excluded square '${name}': write '*' there.`);
    }
  }
}

/** SjaakII's castling letter `state` (`K`, `Q`, a file letter): marks the king and partner unmoved and deduces the rule. */
function recordCastle(r: FenReader, state: string): void {
  const { variant, files, ranks, board, unmoved, rules } = r;
  if (state === '-' || !/^[A-Za-z]$/.test(state)) return;
  const s: Side = state === state.toUpperCase() ? 'white' : 'black';
  const fileChar = s === 'white' ? 65 : 97;
  let kingFrom = -1;
  for (let n = 0; n < variant.pieces.length; n++) {
    if (r.castleTypes.has(n)) {
      kingFrom = lowest(board, n, s);
      break;
    }
  }
  if (kingFrom < 0) {
    const f = state.charCodeAt(0) - fileChar;
    if (f < 0 || f >= files) return;
    const sq = f + (s === 'white' ? 0 : ranks - 1) * files;
    unmoved[sq] = true;
    return;
  }
  const kingRank = Math.floor(kingFrom / files);
  let rookFrom = -1;
  if (state.charCodeAt(0) - fileChar < files) {
    rookFrom = state.charCodeAt(0) - fileChar + kingRank * files;
    unmoved[rookFrom] = true;
    if (r.gate) return;
  }
  const upper = state.toUpperCase();
  if (upper === 'K' || upper === 'Q') {
    const idx = upper === 'K' ? 0 : 1;
    let found = '-';
    const order = idx === 0 ? [...Array(files).keys()].reverse() : [...Array(files).keys()];
    for (const f of order) {
      const sq = f + kingRank * files;
      if ((board[sq]?.type ?? 0) === r.castlePiece[s][idx]) {
        rookFrom = sq;
        found = String.fromCharCode(fileChar + f);
        break;
      }
    }
    if (found !== '-' && found !== state) recordCastle(r, found);
  }
  if (rookFrom < 0) return;
  const idx = rookFrom % files >= kingFrom % files ? 0 : 1;
  const dests = rules[s][idx].kingDest.slice();
  rules[s][idx] = emptyRule();
  for (const to of dests) {
    deduce(rules, variant, s, kingFrom, to, rookFrom);
    unmoved[kingFrom] = true;
  }
}

/** `[…]` holdings after the placement. */
function readHoldings(r: FenReader): void {
  const { fen, variant } = r;
  if (fen[r.i] !== '[') return;
  const close = fen.indexOf(']', r.i);
  if (close < 0) {
    badField(r, r.i, 1, `Holdings '[' are not closed: add ']'.`);
    r.i = fen.length;
    return;
  }
  for (let k = r.i + 1; k < close; k++) {
    const c = fen[k]!;
    if (c === '-') continue;
    let counted = false;
    for (let n = 0; n < variant.pieces.length; n++) {
      const p = variant.pieces[n]!;
      let s: Side | undefined;
      if (p.symbols.white.includes(c)) s = 'white';
      if (p.symbols.black.includes(c)) s = 'black';
      if (s) {
        r.holdings[s][n]!++;
        counted = true;
        break;
      }
    }
    if (!counted) {
      r.problems.push({
        code: 'fen-unknown-piece',
        offset: k,
        length: 1,
        message: `Unknown piece '${c}' in the holdings: no piece of this variant has that symbol.`,
      });
    }
  }
  r.i = close + 1;
}

/** The side to move, `w` or `b`. */
function readSide(r: FenReader): void {
  const { fen } = r;
  if (r.i >= fen.length) return;
  const c = fen[r.i]!;
  if (c === 'b') r.side = 'black';
  else if (c !== 'w') badField(r, r.i, 1, `Side to move '${c}' must be 'w' or 'b'.`);
  r.i++;
  if (r.i < fen.length && fen[r.i] !== ' ') {
    badField(r, r.i - 1, 2, `Side to move must be one letter, 'w' or 'b'.`);
    while (r.i < fen.length && fen[r.i] !== ' ') r.i++;
  }
}

/** The castling field (`-`, `KQkq` or file letters), when present: it decides which pieces are unmoved. */
function readCastlingField(r: FenReader, pawns: ReadonlySet<number>): void {
  if (r.i >= r.fen.length || isDigit(r.fen[r.i])) return;
  const { tok, start } = nextToken(r);
  r.castling = tok;
  if (!/^(-|[A-Za-z]+)$/.test(tok)) {
    badField(r, start, tok.length, `Castling field '${tok}' must be '-' or letters (KQkq or files).`);
  }
  r.board.forEach((q, sq) => {
    if (q && !pawns.has(q.type)) r.unmoved[sq] = false;
  });
  for (const ch of tok) recordCastle(r, ch);
  skipBlanks(r);
}

/** The e.p. field: `-`, a target square, or target and victim squares. */
function readEpField(r: FenReader): void {
  if (r.i >= r.fen.length || isDigit(r.fen[r.i])) return;
  const { tok: ep, start } = nextToken(r);
  if (ep !== '-') {
    const m = /^([a-p])([1-9])(?:([a-p])([1-9]))?$/.exec(ep);
    const target = m ? m[1]! + m[2]! : '';
    if (!m || squareIndex(target, r.files, r.ranks) < 0) {
      badField(
        r,
        start,
        ep.length,
        `En-passant field '${ep}' must be '-' or a square with a one-digit rank (optionally followed by the victim square).`,
      );
    } else {
      r.epSquare = target;
      if (m[3]) r.epVictim = m[3] + m[4]!;
      else {
        const c = squareCoords(target)!;
        const rank = r.side === 'white' ? c.rank - 1 : c.rank + 1;
        if (rank >= 0 && rank < r.ranks) r.epVictim = coordinateName(c.file, rank);
      }
    }
  }
  skipBlanks(r);
}

/** The halfmove clock and fullmove number; anything after them is a problem. */
function readCounters(r: FenReader): void {
  const counters: number[] = [];
  while (r.i < r.fen.length) {
    const { tok, start } = nextToken(r);
    if (!/^\d{1,9}$/.test(tok) || counters.length >= 2) {
      badField(
        r,
        start,
        tok.length,
        counters.length >= 2
          ? `Unexpected text '${tok}' after the move counters.`
          : `Move counter '${tok}' must be a number of at most 9 digits.`,
      );
    } else counters.push(Number(tok));
    skipBlanks(r);
  }
  if (counters[0] !== undefined) r.halfmoveClock = counters[0];
  if (counters[1] !== undefined) r.fullmoveNumber = counters[1];
}

/** The fields after the placement: holdings, side, castling, e.p., counters. */
function readFields(r: FenReader, pawns: ReadonlySet<number>): void {
  skipBlanks(r);
  readHoldings(r);
  skipBlanks(r);
  readSide(r);
  skipBlanks(r);
  readCastlingField(r, pawns);
  r.board.forEach((q, sq) => {
    if (!q) r.unmoved[sq] = false;
  });
  readEpField(r);
  readCounters(r);
}

/**
 * The documented meaning of unmoved: pawns are unmoved only on a start-position pawn square; without a
 * castling field, other pieces are unmoved on their start squares.
 */
function documentedUnmoved(
  r: FenReader,
  startBoard: readonly (PlacedPiece | null)[],
  pawns: ReadonlySet<number>,
): void {
  r.board.forEach((q, sq) => {
    if (!q) return;
    const st = startBoard[sq];
    const onStart = !!st && st.type === q.type && st.side === q.side;
    if (pawns.has(q.type)) r.unmoved[sq] = onStart;
    else if (r.castling === '') r.unmoved[sq] = onStart;
  });
}

/** The position `readFen` returns. */
function positionOf(r: FenReader): SjaakPosition {
  const masks = (s: Side): CastleMasks => ({
    short: [...r.rules[s][0].mask].sort((a, b) => a - b),
    long: [...r.rules[s][1].mask].sort((a, b) => a - b),
  });
  return {
    files: r.files,
    ranks: r.ranks,
    board: r.board,
    side: r.side,
    holdings: r.holdings,
    unmoved: r.unmoved,
    castleMasks: { white: masks('white'), black: masks('black') },
    castling: r.castling,
    ...(r.epSquare !== undefined ? { epSquare: r.epSquare } : {}),
    ...(r.epVictim !== undefined ? { epVictim: r.epVictim } : {}),
    halfmoveClock: r.halfmoveClock,
    fullmoveNumber: r.fullmoveNumber,
  };
}

/**
 * Reads a FEN in SjaakII's dialect for `variant`. Problems (unknown pieces, overflowing ranks, bad
 * fields, a trailing `/`) are returned with offsets into `fen`; reading stops at an unknown piece,
 * as SjaakII does. Stages: placement, excluded squares, castling setup from the start position, the
 * fields (holdings, side, castling, e.p., counters), the documented unmoved rule.
 */
export function readFen(
  variant: SjaakVariant,
  fen: string,
  options: ReadFenOptions = {},
): { position: SjaakPosition; diagnostics: FenDiagnostic[] } {
  const { files, ranks } = variant.board;
  const problems: FenFinding[] = [];
  const { board, offsets, end } = readPlacement(variant, fen, problems);
  const rules = initialRules(variant);
  const startBoard =
    variant.fen !== undefined && variant.fen !== fen ? readPlacement(variant, variant.fen, []).board : board;
  const { castleTypes, castlePiece } = castleSetup(variant, rules, startBoard);
  const r: FenReader = {
    variant,
    fen,
    problems,
    files,
    ranks,
    board,
    unmoved: board.map((q) => q !== null),
    holdings: {
      white: new Array<number>(variant.pieces.length).fill(0),
      black: new Array<number>(variant.pieces.length).fill(0),
    },
    rules,
    castleTypes,
    castlePiece,
    gate: variant.rules.some((rule) => rule.rule === 'gate drops'),
    i: end,
    side: 'white',
    castling: '',
    halfmoveClock: 0,
    fullmoveNumber: 1,
  };
  checkExcluded(r, offsets);
  const pawns = options.unmoved === false ? new Set<number>() : pawnTypes(variant, startBoard);
  if (end >= 0) {
    readFields(r, pawns);
    if (options.compat !== 'sjaakii') documentedUnmoved(r, startBoard, pawns);
  }
  return { position: positionOf(r), diagnostics: problems.length === 0 ? [] : located(fen, problems) };
}

/** The findings with their codes' default severities and the line and column of their offsets in `fen`. */
function located(fen: string, problems: readonly FenFinding[]): FenDiagnostic[] {
  const lines = new LineIndex(fen);
  return problems.map((p) => ({ ...p, severity: DEFAULT_SEVERITY[p.code], ...lines.locate(p.offset) }));
}

/** Whether SjaakII writes a castling field for this variant (some piece type castles from the start position). */
export function hasCastlingField(variant: SjaakVariant): boolean {
  if (variant.fen === undefined) return false;
  const rules = initialRules(variant);
  const start = readPlacement(variant, variant.fen, []).board;
  return castleSetup(variant, rules, start).castleTypes.size > 0;
}

/** Prints a position the way SjaakII's `make_fen_string` does. */
export function writeFen(variant: SjaakVariant, position: SjaakPosition): string {
  const { files, ranks } = position;
  const excluded = new Set(variant.excluded.map((s) => squareIndex(s, files, ranks)));
  let out = '';
  for (let r = ranks - 1; r >= 0; r--) {
    let count = 0;
    for (let f = 0; f < files; f++) {
      const sq = f + r * files;
      if (excluded.has(sq)) {
        if (count) out += String(count);
        count = 0;
        out += '*';
        continue;
      }
      const q = position.board[sq];
      if (!q) {
        count++;
        continue;
      }
      if (count) out += String(count);
      count = 0;
      out += variant.pieces[q.type]!.symbols[q.side];
    }
    if (count) out += String(count);
    if (r) out += '/';
  }
  if (usesHoldings(variant)) {
    let hand = '';
    for (const s of ['white', 'black'] as const) {
      position.holdings[s].forEach((n, type) => {
        hand += variant.pieces[type]!.symbols[s].repeat(n);
      });
    }
    out += `[${hand === '' ? '-' : hand}]`;
  }
  out += position.side === 'white' ? ' w ' : ' b ';
  if (hasCastlingField(variant)) {
    let c = '';
    for (const s of ['white', 'black'] as const) {
      const m = position.castleMasks[s];
      const letter = (x: string) => (s === 'white' ? x.toUpperCase() : x);
      if (m.short.length > 0 && m.short.every((sq) => position.unmoved[sq])) c += letter('k');
      if (m.long.length > 0 && m.long.every((sq) => position.unmoved[sq])) c += letter('q');
    }
    out += (c === '' ? '-' : c) + ' ';
  }
  if (variant.pieces.some((p) => p.flags.includes('set_ep'))) {
    out += (position.epSquare ?? '-') + ' ';
  }
  out += `${position.halfmoveClock} ${position.fullmoveNumber}`;
  return out;
}

/** The start position of a variant (its `FEN:` line) in SjaakII's written form, or `undefined` without a FEN. */
export function startFen(variant: SjaakVariant, options: ReadFenOptions = {}): string | undefined {
  if (variant.fen === undefined) return undefined;
  return writeFen(variant, readFen(variant, variant.fen, options).position);
}
