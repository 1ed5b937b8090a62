/**
 * FEN of standard chess for `@x/core/chess`, the specialisation of `fen.ts` to an 8 × 8 board of six pieces:
 * reads what `parseFen(fen, chess)` reads into the same `Setup`, and fails where it fails with the same
 * `FenError` code and location (the forms chess cannot have — holdings, promoted marks, holes, check counters —
 * are refused as there), through the same checks of the text, the ranks and the fields (`scan.ts`); writes what
 * `Position.toFen` writes.
 */
import type { FenErrorCode } from '../errors/errors.js';
import {
  boardFieldEnd,
  checkFenText,
  checkRankCount,
  counterField,
  type FenField,
  type FenOptions,
  fail,
  fenFields,
  refuseOrWarn,
  isDigit,
} from './scan.js';
import type { Setup, SetupPiece } from '../setup.js';
import type { Color } from '../variant/definition.js';
import { chess } from '../variant/builtins/chess.js';
import { ROOK } from '../chess/numbers.js';
import { type ChessState, chessSquare } from '../chess/state.js';

/** The FEN letters of the chess pieces in the order of `chess.pieces` (white, then black). */
const SYMBOLS = 'PNBRQKpnbrqk';

/** Reads a FEN of standard chess into a setup. Throws `FenError`; an impossible castling right as `parseFen`. */
export function parseChessFen(fen: string, options: FenOptions = {}): Setup {
  checkFenText(fen);
  const board: (SetupPiece | undefined)[] = Array.from({ length: 64 }, () => undefined);
  let i = 0;
  while (fen[i] === ' ') i++;
  const boardStart = i;
  let rank = 7;
  let file = 0;
  let rankStart = i;
  /**
   * Holdings (an extra rank, or `[..]`) from `i` up to `end`: chess has none, so only `-` may stand there (the
   * generic `readHoldings` fails on the same pieces with the same errors). Returns where they stop.
   */
  const holdings = (i: number, end: string) => {
    while (i < fen.length && fen[i] !== end && fen[i] !== ' ') {
      if (fen[i] === '-') {
        i++;
        continue;
      }
      const at = i;
      while (isDigit(fen.charCodeAt(i)) && i - at < 4) i++;
      // as `readHoldings`: a count before another rank is a rank past the board's last
      if (end === '/' && i > at && fen[i] === '/') fail('board', 'too many ranks', at, i - at);
      if (i >= fen.length || fen[i] === ' ')
        fail('holdings', 'a count in the holdings without a piece', at, i - at);
      if (!SYMBOLS.includes(fen[i]!)) fail('holdings', `unknown piece in holdings: ${fen[i]}`, i);
      fail('holdings', 'chess has no drops: no piece can be in hand', at, i + 1 - at);
    }
    return i;
  };
  while (i < fen.length && fen[i] !== ' ' && fen[i] !== '[') {
    const ch = fen[i]!;
    if (ch === '/') {
      if (file !== 8)
        fail('rank-count', `rank ${rank + 1} has ${file} squares, expected 8`, rankStart, i - rankStart);
      rank--;
      file = 0;
      rankStart = ++i;
      if (rank < 0) i = holdings(i, '/');
      continue;
    }
    if (rank < 0) fail('board', 'too many ranks', i);
    if (isDigit(fen.charCodeAt(i))) {
      let j = i;
      while (isDigit(fen.charCodeAt(j))) j++;
      if (ch === '0' || j - i > 2) fail('board', 'bad empty-square count', i, j - i);
      file += Number(fen.slice(i, j));
      if (file > 8) fail('rank-overflow', `rank ${rank + 1} overflows`, i, j - i);
      i = j;
      continue;
    }
    if (ch === '*') {
      if (file >= 8) fail('rank-overflow', `rank ${rank + 1} overflows`, i);
      fail('board', `${'abcdefgh'[file]}${rank + 1} is not a hole of chess`, i);
    }
    const k = SYMBOLS.indexOf(ch);
    const promoted = fen[i + 1] === '~';
    if (k < 0) fail('unknown-piece', `unknown piece ${ch}`, i);
    if (file >= 8) fail('rank-overflow', `rank ${rank + 1} overflows`, i, promoted ? 2 : 1);
    if (promoted) fail('board', 'chess has no drops: a promoted mark (~) means nothing', i + 1);
    board[rank * 8 + file] = { type: chess.pieces[k % 6]!.id, color: k < 6 ? 'white' : 'black' };
    file++;
    i++;
  }
  checkRankCount(rank, file, chess.board, rankStart, boardStart, i);
  return readFields(fen, boardFieldEnd(fen, i, holdings), board, options);
}

/** The fields after the board. */
function readFields(
  fen: string,
  from: number,
  board: (SetupPiece | undefined)[],
  options: FenOptions,
): Setup {
  const fields = fenFields(fen, from);
  const bad = (code: FenErrorCode, message: string, f: FenField) =>
    fail(code, `${message} ${f.text}`, f.offset, f.text.length);
  const [turn, castling, ep] = fields;
  if (turn && turn.text !== 'w' && turn.text !== 'b') bad('turn', 'bad side to move:', turn);
  const partners: string[] = [];
  if (castling && castling.text !== '-') readCastling(castling, board, partners, options);
  if (ep && ep.text !== '-' && chessSquare(ep.text) === undefined)
    bad('en-passant', 'bad en-passant square', ep);
  const rest = fields.slice(3);
  if (rest[0] && /^\d{1,3}\+\d{1,3}$/.test(rest[0].text))
    fail('checks', 'chess counts no checks', rest[0].offset, rest[0].text.length);
  const halfmoves = counterField(rest[0], 'halfmoves', 0);
  const fullmoves = Math.max(1, counterField(rest[1], 'fullmoves', 1));
  if (rest[2]) bad('trailing', 'unexpected field', rest[2]);
  const setup: { -readonly [K in keyof Setup]: Setup[K] } = {
    files: 8,
    ranks: 8,
    board,
    turn: turn?.text === 'b' ? 'black' : 'white',
    castling: partners,
    halfmoves,
    fullmoves,
  };
  if (ep && ep.text !== '-') setup.epSquare = ep.text;
  return setup;
}

/** The castling field (KQkq, or X-FEN/Shredder file letters) as rook squares; impossible rights: `refuseOrWarn`. */
function readCastling(
  { text, offset }: FenField,
  board: (SetupPiece | undefined)[],
  out: string[],
  options: FenOptions,
): void {
  for (let k = 0; k < text.length; k++) {
    const ch = text[k]!;
    const color: Color = ch === ch.toUpperCase() ? 'white' : 'black';
    const rank = color === 'white' ? 0 : 7;
    const is = (f: number, type: string) =>
      board[rank * 8 + f]?.color === color && board[rank * 8 + f]?.type === type;
    let kingFile = -1;
    for (let f = 0; f < 8; f++) if (is(f, 'king')) kingFile = f;
    const lower = ch.toLowerCase();
    // A file letter's file (-1 for K, Q and anything else).
    let partner = 'abcdefgh'.indexOf(lower);
    if (lower === 'k') for (let f = 7; f > kingFile && partner < 0; f--) partner = is(f, 'rook') ? f : -1;
    else if (lower === 'q')
      for (let f = 0; f < kingFile && partner < 0; f++) partner = is(f, 'rook') ? f : -1;
    else if (partner < 0) fail('castling', `bad castling character ${ch}`, offset + k);
    else if (!is(partner, 'rook')) partner = -1;
    // The messages of `parseFen`'s reader, so both report alike.
    const why =
      kingFile < 0
        ? `no ${color} king on its castling rank`
        : partner < 0
          ? `no ${color} castling partner on the ${lower === 'k' ? "king's side" : lower === 'q' ? "queen's side" : `${lower} file`}`
          : undefined;
    if (why !== undefined) {
      refuseOrWarn(options, 'castling', `castling right ${ch}: ${why}`, offset + k);
      continue;
    }
    const name = `${'abcdefgh'[partner]}${rank + 1}`;
    if (!out.includes(name)) out.push(name);
  }
  // parseFen's order (white, then black; outer files first), whatever order the letters came in.
  // (By rank, then by file from h: the rank digit before the other name decides, and on one rank `b` before `a`.)
  out.sort((a, b) => (a[1]! + b > b[1]! + a ? 1 : -1));
}

/** The placement field's characters, written here before one `String.fromCharCode` (at most 71). */
const PLACEMENT = new Uint16Array(72);

/**
 * The FEN of a chess state (X-FEN castling letters: K/Q for the outermost rook, else its file). Runs at every
 * ply of a conversion (`xn pgn convert --to epd`): the placement is written into one buffer of char codes, the
 * castling letters are looked for only while a right is left.
 */
export function chessFen(st: ChessState, epSquare: string | undefined): string {
  const out = PLACEMENT;
  let n = 0;
  for (let r = 7; r >= 0; r--) {
    let empty = 0;
    for (let s = r * 8; s < r * 8 + 8; s++) {
      const code = st.board[s]!;
      if (!code) empty++;
      else {
        if (empty) out[n++] = 48 + empty;
        empty = 0;
        out[n++] = SYMBOLS.charCodeAt((code >> 2) - 1 + 6 * (code & 1));
      }
    }
    if (empty) out[n++] = 48 + empty;
    if (r) out[n++] = 47; // '/'
  }
  // the rooks that keep a right, White's then Black's, each side from the h file (KQ before file letters)
  let castling = '';
  for (let i = 0; st.rights && i < 16; i++) {
    const side = i >> 3;
    const r = side * 56 + 7 - (i & 7);
    if (!st.castles.some((o, k) => o.rookFrom === r && (st.rights >> k) & 1)) continue;
    const king = st.royalSq[side]!;
    const dir = r > king ? 1 : -1;
    let outer = true;
    for (let s = r + dir; s >= side * 56 && s < side * 56 + 8; s += dir) {
      if (st.board[s] === ((ROOK << 2) | side)) outer = false;
    }
    const letter = outer ? (r > king ? 'k' : 'q') : 'abcdefgh'[r & 7]!;
    castling += side === 0 ? letter.toUpperCase() : letter;
  }
  const placement = String.fromCharCode.apply(null, out.subarray(0, n) as unknown as number[]);
  return `${placement} ${st.side ? 'b' : 'w'} ${castling || '-'} ${epSquare ?? '-'} ${st.halfmoves} ${st.fullmoves}`;
}
