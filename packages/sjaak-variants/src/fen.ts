/**
 * SjaakII's FEN dialect for a parsed variant: `readFen` sets a position up the way SjaakII reads it
 * (longest-symbol placement, `*` holes, `[…]` holdings, castling/virgin letters, e.p.), and
 * `writeFen` prints it the way SjaakII writes it (castling field only when some piece castles,
 * e.p. field only when some piece sets e.p., holdings only in hand games).
 */
import type { DiagnosticCode } from './diagnostics.js';
import { pawnTypes } from './pawn-heuristic.js';
import { squareCoords, squareIndex, squareName } from './squares.js';
import type { PieceDefinition, Side, VariantDefinition } from './types.js';

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

/** A problem found while reading a FEN: code, offset and length inside the FEN string. */
export interface FenProblem {
  readonly code: DiagnosticCode;
  readonly offset: number;
  readonly length: number;
  readonly message: string;
}

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

/** Whether the variant uses holdings (drops, gating, captures to hand, pickups). */
export function usesHoldings(variant: VariantDefinition): boolean {
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
  v: VariantDefinition,
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

function initialRules(v: VariantDefinition): Rules {
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

function readPlacement(v: VariantDefinition, fen: string, problems: FenProblem[]): Placement {
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
function castleSetup(
  _v: VariantDefinition,
  rules: Rules,
  start: readonly (PlacedPiece | null)[],
): CastleSetup {
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

/**
 * Reads a FEN in SjaakII's dialect for `variant`. Problems (unknown pieces, overflowing ranks, bad
 * fields, a trailing `/`) are returned with offsets into `fen`; reading stops at an unknown piece,
 * as SjaakII does.
 */
export function readFen(
  variant: VariantDefinition,
  fen: string,
  options: ReadFenOptions = {},
): { position: SjaakPosition; problems: FenProblem[] } {
  const { files, ranks } = variant.board;
  const size = files * ranks;
  const problems: FenProblem[] = [];
  const compat = options.compat === 'sjaakii';
  const { board, offsets, end } = readPlacement(variant, fen, problems);
  for (const name of variant.excluded) {
    const sq = squareIndex(name, files, ranks);
    if (sq >= 0 && board[sq]) {
      problems.push({
        code: 'fen-bad-field',
        offset: offsets[sq]!,
        length: 1,
        message: `The FEN puts a piece on the excluded square '${name}': write '*' there.`,
      });
    }
  }
  const rules = initialRules(variant);
  const startBoard =
    variant.fen !== undefined && variant.fen !== fen ? readPlacement(variant, variant.fen, []).board : board;
  const { castleTypes, castlePiece } = castleSetup(variant, rules, startBoard);
  const pawns = options.unmoved === false ? new Set<number>() : pawnTypes(variant, startBoard);
  const unmoved: boolean[] = board.map((q) => q !== null);
  const holdings = {
    white: new Array<number>(variant.pieces.length).fill(0),
    black: new Array<number>(variant.pieces.length).fill(0),
  };
  let side: Side = 'white';
  let castling = '';
  let epSquare: string | undefined;
  let epVictim: string | undefined;
  let halfmoveClock = 0;
  let fullmoveNumber = 1;
  const gate = variant.rules.some((r) => r.rule === 'gate drops');

  const recordCastle = (state: string) => {
    if (state === '-' || !/^[A-Za-z]$/.test(state)) return;
    const s: Side = state === state.toUpperCase() ? 'white' : 'black';
    const fileChar = s === 'white' ? 65 : 97;
    let kingFrom = -1;
    for (let n = 0; n < variant.pieces.length; n++) {
      if (castleTypes.has(n)) {
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
      if (gate) return;
    }
    const upper = state.toUpperCase();
    if (upper === 'K' || upper === 'Q') {
      const idx = upper === 'K' ? 0 : 1;
      let found = '-';
      const order = idx === 0 ? [...Array(files).keys()].reverse() : [...Array(files).keys()];
      for (const f of order) {
        const sq = f + kingRank * files;
        if ((board[sq]?.type ?? 0) === castlePiece[s][idx]) {
          rookFrom = sq;
          found = String.fromCharCode(fileChar + f);
          break;
        }
      }
      if (found !== '-' && found !== state) recordCastle(found);
    }
    if (rookFrom < 0) return;
    const idx = rookFrom % files >= kingFrom % files ? 0 : 1;
    const dests = rules[s][idx].kingDest.slice();
    rules[s][idx] = emptyRule();
    for (const to of dests) {
      deduce(rules, variant, s, kingFrom, to, rookFrom);
      unmoved[kingFrom] = true;
    }
  };

  let i = end;
  if (end >= 0) {
    while (fen[i] === ' ') i++;
    if (fen[i] === '[') {
      const close = fen.indexOf(']', i);
      if (close < 0) {
        problems.push({
          code: 'fen-bad-field',
          offset: i,
          length: 1,
          message: `Holdings '[' are not closed: add ']'.`,
        });
        i = fen.length;
      } else {
        for (let k = i + 1; k < close; k++) {
          const c = fen[k]!;
          if (c === '-') continue;
          let counted = false;
          for (let n = 0; n < variant.pieces.length; n++) {
            const p = variant.pieces[n]!;
            let s: Side | undefined;
            if (p.symbols.white.includes(c)) s = 'white';
            if (p.symbols.black.includes(c)) s = 'black';
            if (s) {
              holdings[s][n]!++;
              counted = true;
              break;
            }
          }
          if (!counted) {
            problems.push({
              code: 'fen-unknown-piece',
              offset: k,
              length: 1,
              message: `Unknown piece '${c}' in the holdings: no piece of this variant has that symbol.`,
            });
          }
        }
        i = close + 1;
      }
    }
    while (fen[i] === ' ') i++;
    if (i < fen.length) {
      const c = fen[i]!;
      if (c === 'b') side = 'black';
      else if (c !== 'w') {
        problems.push({
          code: 'fen-bad-field',
          offset: i,
          length: 1,
          message: `Side to move '${c}' must be 'w' or 'b'.`,
        });
      }
      i++;
      if (i < fen.length && fen[i] !== ' ') {
        problems.push({
          code: 'fen-bad-field',
          offset: i - 1,
          length: 2,
          message: `Side to move must be one letter, 'w' or 'b'.`,
        });
        while (i < fen.length && fen[i] !== ' ') i++;
      }
    }
    while (fen[i] === ' ') i++;
    if (i < fen.length && !isDigit(fen[i])) {
      const start = i;
      while (i < fen.length && fen[i] !== ' ') i++;
      castling = fen.slice(start, i);
      if (!/^(-|[A-Za-z]+)$/.test(castling)) {
        problems.push({
          code: 'fen-bad-field',
          offset: start,
          length: castling.length,
          message: `Castling field '${castling}' must be '-' or letters (KQkq or files).`,
        });
      }
      for (let sq = 0; sq < size; sq++) {
        const q = board[sq];
        if (q && !pawns.has(q.type)) unmoved[sq] = false;
      }
      for (const ch of castling) recordCastle(ch);
      while (fen[i] === ' ') i++;
    }
    for (let sq = 0; sq < size; sq++) if (!board[sq]) unmoved[sq] = false;
    if (i < fen.length && !isDigit(fen[i])) {
      const start = i;
      while (i < fen.length && fen[i] !== ' ') i++;
      const ep = fen.slice(start, i);
      if (ep !== '-') {
        const m = /^([a-p])([1-9])(?:([a-p])([1-9]))?$/.exec(ep);
        const target = m ? m[1]! + m[2]! : '';
        if (!m || squareIndex(target, files, ranks) < 0) {
          problems.push({
            code: 'fen-bad-field',
            offset: start,
            length: ep.length,
            message: `En-passant field '${ep}' must be '-' or a square with a one-digit rank (optionally followed by the victim square).`,
          });
        } else {
          epSquare = target;
          if (m[3]) epVictim = m[3] + m[4]!;
          else {
            const c = squareCoords(target)!;
            const r = side === 'white' ? c.rank - 1 : c.rank + 1;
            if (r >= 0 && r < ranks) epVictim = squareName(c.file, r);
          }
        }
      }
      while (fen[i] === ' ') i++;
    }
    const counters: number[] = [];
    while (i < fen.length) {
      const start = i;
      while (i < fen.length && fen[i] !== ' ') i++;
      const tok = fen.slice(start, i);
      if (!/^\d{1,9}$/.test(tok) || counters.length >= 2) {
        problems.push({
          code: 'fen-bad-field',
          offset: start,
          length: tok.length,
          message:
            counters.length >= 2
              ? `Unexpected text '${tok}' after the move counters.`
              : `Move counter '${tok}' must be a number of at most 9 digits.`,
        });
      } else counters.push(Number(tok));
      while (fen[i] === ' ') i++;
    }
    if (counters[0] !== undefined) halfmoveClock = counters[0];
    if (counters[1] !== undefined) fullmoveNumber = counters[1];
  }

  if (!compat && end >= 0) {
    // Documented meaning: pawns are unmoved only on a start-position pawn square; without a castling
    // field, other pieces are unmoved on their start squares.
    for (let sq = 0; sq < size; sq++) {
      const q = board[sq];
      if (!q) continue;
      const st = startBoard[sq];
      const onStart = !!st && st.type === q.type && st.side === q.side;
      if (pawns.has(q.type)) unmoved[sq] = onStart;
      else if (castling === '') unmoved[sq] = onStart;
    }
  }

  const masks = (s: Side): CastleMasks => ({
    short: [...rules[s][0].mask].sort((a, b) => a - b),
    long: [...rules[s][1].mask].sort((a, b) => a - b),
  });
  const position: SjaakPosition = {
    files,
    ranks,
    board,
    side,
    holdings,
    unmoved,
    castleMasks: { white: masks('white'), black: masks('black') },
    castling,
    ...(epSquare !== undefined ? { epSquare } : {}),
    ...(epVictim !== undefined ? { epVictim } : {}),
    halfmoveClock,
    fullmoveNumber,
  };
  return { position, problems };
}

/** Whether SjaakII writes a castling field for this variant (some piece type castles from the start position). */
export function hasCastlingField(variant: VariantDefinition): boolean {
  if (variant.fen === undefined) return false;
  const rules = initialRules(variant);
  const start = readPlacement(variant, variant.fen, []).board;
  return castleSetup(variant, rules, start).castleTypes.size > 0;
}

/** Prints a position the way SjaakII's `make_fen_string` does. */
export function writeFen(variant: VariantDefinition, position: SjaakPosition): string {
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
export function startFen(variant: VariantDefinition, options: ReadFenOptions = {}): string | undefined {
  if (variant.fen === undefined) return undefined;
  return writeFen(variant, readFen(variant, variant.fen, options).position);
}

/** The FEN symbol on every square (index `file + rank × files`), `null` for empty squares. */
export function boardSymbols(variant: VariantDefinition, position: SjaakPosition): (string | null)[] {
  return position.board.map((q) => (q ? variant.pieces[q.type]!.symbols[q.side] : null));
}
