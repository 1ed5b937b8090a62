/**
 * FEN for every variant: standard FEN, X-FEN and Shredder-FEN castling, and the forms real files use
 * (multi-character symbols such as `+P`, promoted marks `Q~`, `*` holes, empty runs ≥ 10, holdings as
 * `[..]` or as an extra rank, missing trailing fields, three-check counters `3+3`).
 * Parsing gives a `Setup`; legality is `Position.fromSetup`.
 */
import { FenError } from '../errors/errors.js';
import {
  boardFieldEnd,
  checkFenText,
  checkRankCount,
  counterField,
  fail,
  type FenOptions,
  fenFields,
  refuseOrWarn,
  isDigit,
} from './scan.js';
import type { Result } from '../errors/notation-error.js';
import { fileLetters, parseSquareName, squareName } from '../geometry.js';
import { parseTurnField, turnFieldText } from './turn.js';
import type { Hand, Setup, SetupPiece, TurnState } from '../setup.js';
import { castlingPieces, castlingRankIndex } from '../castling-rank.js';
import { gateLetters, gatesOfCastling, gatingCastling } from './gates.js';
import { fenBoard } from './board.js';
import { checkSfenLike } from './sfen-like.js';
import type { Color, VariantDefinition } from '../variant/definition.js';
import { chess } from '../variant/builtins/chess.js';
import { isStrictMode, toResult } from '../errors/notation-error.js';

interface SymbolEntry {
  readonly type: string;
  readonly color: Color;
}

/** Symbol table of a variant: symbol → piece, and the piece ids. */
function symbolTable(variant: VariantDefinition): Map<string, SymbolEntry> {
  const table = new Map<string, SymbolEntry>();
  for (const p of variant.pieces) {
    table.set(p.symbol, { type: p.id, color: 'white' });
    table.set(p.blackSymbol ?? p.symbol.toLowerCase(), { type: p.id, color: 'black' });
  }
  return table;
}

const tables = new WeakMap<VariantDefinition, { symbols: Map<string, SymbolEntry>; longest: number }>();
function tableOf(variant: VariantDefinition) {
  let t = tables.get(variant);
  if (!t) {
    const symbols = symbolTable(variant);
    let longest = 1;
    for (const s of symbols.keys()) longest = Math.max(longest, s.length);
    t = { symbols, longest };
    tables.set(variant, t);
  }
  return t;
}

/**
 * Reads holdings from `i` up to `end` (`]`, or `/` when they stand as an extra rank) or a space, and returns where
 * it stopped: `-` is skipped, each piece may have a count of up to four digits before it. `piece(at)` reads the
 * piece symbol at `at` (undefined: none there); `add(piece, count, at, length)` takes each piece with its count
 * and its place in `fen` (count included), and throws where the variant has no hands.
 */
export function readHoldings<P extends { readonly length: number }>(
  fen: string,
  i: number,
  end: string,
  piece: (at: number) => P | undefined,
  add: (piece: P, count: number, at: number, length: number) => void,
): number {
  while (i < fen.length && fen[i] !== end && fen[i] !== ' ') {
    if (fen[i] === '-') {
      i++;
      continue;
    }
    const at = i;
    while (i < fen.length && isDigit(fen.charCodeAt(i)) && i - at < 4) i++;
    // a count before another rank is a rank of empty squares past the board's last: `8/…/8/8/8`
    if (end === '/' && i > at && fen[i] === '/') fail('board', 'too many ranks', at, i - at);
    const p = piece(i);
    if (!p && (i >= fen.length || fen[i] === ' '))
      fail('holdings', 'a count in the holdings without a piece', at, i - at);
    if (!p) fail('holdings', `unknown piece in holdings: ${fen[i]}`, i);
    add(p!, i > at ? Number(fen.slice(at, i)) : 1, at, i + p!.length - at);
    i += p!.length;
  }
  return i;
}

/**
 * Reads a FEN of `variant` (default chess) into a setup. Throws `FenError` with a code and position. A castling
 * right the board cannot have (no king, no rook for it) is refused in `mode: 'strict'` and dropped with a
 * warning to `onWarning` otherwise; so is an SFEN's `b -` after a shogi-like board without holdings (`checkSfenLike`).
 */
export function parseFen(fen: string, variant: VariantDefinition = chess, options: FenOptions = {}): Setup {
  checkFenText(fen);
  isStrictMode(options);
  const { files, ranks } = variant.board;
  const { board, hands, sawHoldings, end, vanished } = readBoard(fen, variant);
  if (variant.drops && !sawHoldings) checkSfenLike(fen, end, variant, options);
  const fields = readFields(fen, end, variant, board, options);
  const { castling, castlingText, epSquare, checksRemaining, turnState, counting } = fields;
  const { turn, halfmoves, fullmoves } = fields;
  const setup: { -readonly [K in keyof Setup]: Setup[K] } = {
    files,
    ranks,
    board,
    turn,
    castling,
    halfmoves,
    fullmoves,
  };
  if (epSquare !== undefined) setup.epSquare = epSquare;
  if (variant.drops || sawHoldings) setup.hands = { white: { ...hands.white }, black: { ...hands.black } };
  if (checksRemaining) setup.checksRemaining = checksRemaining;
  if (variant.vanishing) setup.vanished = vanished;
  if (variant.drops?.gating) {
    setup.unmoved = gatesOfCastling(castlingText ?? '-', variant, board);
    setup.castling = gatingCastling(castlingText ?? '-', variant, board, hands, castling);
  } else if (variant.unmovedInFen)
    setup.unmoved = gatesOfCastling(castlingText ?? '-', variant, board, false);
  if (turnState) setup.turnState = turnState;
  if (counting) setup.counting = counting;
  return setup;
}

/** The board field (with holdings in brackets or as an extra rank) of a FEN; `end` is where it stops. */
function readBoard(
  fen: string,
  variant: VariantDefinition,
): {
  board: (SetupPiece | undefined)[];
  vanished: string[];
  hands: { white: Record<string, number>; black: Record<string, number> };
  sawHoldings: boolean;
  end: number;
} {
  const { files, ranks } = variant.board;
  const { symbols, longest } = tableOf(variant);
  const size = files * ranks;
  const holes = new Set((variant.board.holes ?? []).map((h) => parseSquareName(h, files, ranks)));
  const board: (SetupPiece | undefined)[] = Array.from({ length: size }, () => undefined);
  const vanished: string[] = [];
  const hands: { white: Record<string, number>; black: Record<string, number> } = {
    white: Object.create(null),
    black: Object.create(null),
  };
  let sawHoldings = false;

  let i = 0;
  while (i < fen.length && fen[i] === ' ') i++;
  const boardStart = i;
  let rank = ranks - 1;
  let file = 0;
  let rankStart = i;
  const readPiece = (at: number): { entry: SymbolEntry; length: number; promoted: boolean } | undefined => {
    for (let len = Math.min(longest, fen.length - at); len >= 1; len--) {
      const entry = symbols.get(fen.slice(at, at + len));
      if (entry) {
        const promoted = fen[at + len] === '~' && !symbols.has(fen.slice(at, at + len + 1));
        return { entry, length: len + (promoted ? 1 : 0), promoted };
      }
    }
    return undefined;
  };
  const addToHand = (entry: SymbolEntry, count: number, at: number, length: number) => {
    if (!variant.drops) fail('holdings', `${variant.id} has no drops: no piece can be in hand`, at, length);
    const hand = hands[entry.color];
    const total = (hand[entry.type] ?? 0) + count;
    if (total > 1000) fail('holdings', 'too many pieces in hand', at, length);
    hand[entry.type] = total;
  };
  const holdings = (from: number, end: string): number => {
    sawHoldings = true;
    return readHoldings(fen, from, end, readPiece, (p, count, at, length) =>
      addToHand(p.entry, count, at, length),
    );
  };
  while (i < fen.length && fen[i] !== ' ' && fen[i] !== '[') {
    const ch = fen.charCodeAt(i);
    if (ch === 47 /* / */) {
      if (file !== files) {
        fail(
          'rank-count',
          `rank ${rank + 1} has ${file} squares, expected ${files}`,
          rankStart,
          i - rankStart,
        );
      }
      rank--;
      file = 0;
      i++;
      rankStart = i;
      if (rank < 0) {
        // An extra rank after the last one holds the hands (some writers).
        i = holdings(i, '/');
        continue;
      }
      continue;
    }
    if (rank < 0) fail('board', 'too many ranks', i);
    if (isDigit(ch)) {
      let j = i;
      while (j < fen.length && isDigit(fen.charCodeAt(j))) j++;
      if (fen[i] === '0' || j - i > 2) fail('board', 'bad empty-square count', i, j - i);
      const run = Number(fen.slice(i, j));
      if (file + run > files) fail('rank-overflow', `rank ${rank + 1} overflows`, i, j - i);
      file += run;
      i = j;
      continue;
    }
    if (ch === 42 /* * */) {
      if (file >= files) fail('rank-overflow', `rank ${rank + 1} overflows`, i);
      const s = rank * files + file;
      if (variant.walls !== undefined && !holes.has(s))
        board[s] = { type: variant.walls.piece, color: 'white' };
      else if (variant.vanishing && !holes.has(s)) vanished.push(squareName(s, files));
      else if (!holes.has(s)) fail('board', `${squareName(s, files)} is not a hole of ${variant.id}`, i);
      file++;
      i++;
      continue;
    }
    const p = readPiece(i);
    if (!p) fail('unknown-piece', `unknown piece ${fen[i]}`, i);
    if (file >= files) fail('rank-overflow', `rank ${rank + 1} overflows`, i, p!.length);
    const piece: { type: string; color: Color; promoted?: boolean } = {
      type: p!.entry.type,
      color: p!.entry.color,
    };
    if (p!.promoted && !variant.drops)
      fail('board', `${variant.id} has no drops: a promoted mark (~) means nothing`, i + p!.length - 1);
    if (p!.promoted) piece.promoted = true;
    board[rank * files + file] = piece;
    file++;
    i += p!.length;
  }
  checkRankCount(rank, file, variant.board, rankStart, boardStart, i);
  const end = boardFieldEnd(fen, i, holdings);
  return { board, vanished, hands, sawHoldings, end };
}

/** The fields after the board: side to move, castling, e.p., check counters, move counters. */
function readFields(
  fen: string,
  from: number,
  variant: VariantDefinition,
  board: readonly (SetupPiece | undefined)[],
  options: FenOptions,
): {
  turn: Color;
  castling: string[];
  castlingText: string | undefined;
  epSquare: string | undefined;
  checksRemaining: { white: number; black: number } | undefined;
  halfmoves: number;
  fullmoves: number;
  turnState: TurnState | undefined;
  counting: { limit: number; ply: number } | undefined;
} {
  const { files, ranks } = variant.board;
  const fields = fenFields(fen, from);
  let f = 0;
  let turn: Color = 'white';
  const turnField = fields[f];
  if (turnField) {
    if (turnField.text === 'w') turn = 'white';
    else if (turnField.text === 'b') turn = 'black';
    else fail('turn', `bad side to move: ${turnField.text}`, turnField.offset, turnField.text.length);
    f++;
  }
  const castling: string[] = [];
  // Fairy-Stockfish leaves out castling and e.p. in variants without them (ataxx: `w 0 1`): a number right
  // after the side to move is the halfmove clock.
  const counterNext = /^\d+$/.test(fields[f]?.text ?? '') && /^\d+$/.test(fields[f + 1]?.text ?? '');
  const castlingField = counterNext ? undefined : fields[f];
  if (castlingField) {
    if (castlingField.text !== '-' && (variant.castling || !variant.unmovedInFen))
      readCastling(castlingField, variant, board, castling, options);
    else if (castlingField.text !== '-') readGateLetters(castlingField.text, castlingField.offset, variant);
    f++;
  }
  let epSquare: string | undefined;
  // Makruk's counting: a running count's limit stands in the e.p. field (and its plies in the halfmove one).
  let countLimit = 0;
  const epField = counterNext ? undefined : fields[f];
  if (epField) {
    if (variant.end?.counting && /^\d{1,5}$/.test(epField.text)) countLimit = Number(epField.text);
    else if (epField.text !== '-') epSquare = readEnPassant(epField, board, files, ranks);
    f++;
  }
  let checksRemaining: { white: number; black: number } | undefined;
  const checkField = fields[f];
  if (checkField && /^\d{1,3}\+\d{1,3}$/.test(checkField.text)) {
    if (!variant.end?.checks)
      fail('checks', `${variant.id} counts no checks`, checkField.offset, checkField.text.length);
    const [w, b] = checkField.text.split('+').map(Number) as [number, number];
    checksRemaining = { white: w, black: b };
    f++;
  }
  const counted = counterField(fields[f], 'halfmoves', 0);
  const halfmoves = countLimit > 0 ? 0 : counted;
  const counting = countLimit > 0 ? { limit: countLimit, ply: Math.min(counted, 0xffff) } : undefined;
  const fullmoves = Math.max(1, counterField(fields[f + 1], 'fullmoves', 1));
  // Turn variants: where the side to move stands in its turn (`turn=1`, `turn=-;lost=w`).
  let turnState: TurnState | undefined;
  const partField = fields[f + 2];
  if (partField && variant.turns && partField.text.startsWith('turn=')) {
    turnState =
      parseTurnField(partField.text) ??
      fail('trailing', `bad turn field ${partField.text}`, partField.offset, partField.text.length);
    f++;
  }
  // Lichess three-check counters `+0+0` (checks given) at the end.
  const extra = fields[f + 2];
  if (extra) {
    const m = /^\+(\d)\+(\d)$/.exec(extra.text);
    if (m && variant.end?.checks) {
      checksRemaining = {
        white: variant.end.checks - Number(m[1]),
        black: variant.end.checks - Number(m[2]),
      };
    } else fail('trailing', `unexpected field ${extra.text}`, extra.offset, extra.text.length);
  }
  const castlingText = castlingField?.text;
  return {
    turn,
    castling,
    castlingText,
    epSquare,
    checksRemaining,
    halfmoves,
    fullmoves,
    turnState,
    counting,
  };
}

/**
 * The e.p. field: one square, or Fairy-Stockfish's list of the squares a piece passed (Berolina's `c5d6`, the
 * pawn's square among them), of which the one left empty is the target; none empty: no target.
 */
function readEnPassant(
  field: { text: string; offset: number },
  board: readonly (SetupPiece | undefined)[],
  files: number,
  ranks: number,
): string | undefined {
  if (parseSquareName(field.text, files, ranks) !== undefined) return field.text;
  const names = field.text.length <= 64 ? field.text.match(/[a-z]\d+/g) : null;
  const squares = names?.map((n) => parseSquareName(n, files, ranks)) ?? [];
  if (names === null || names.join('') !== field.text || squares.some((q) => q === undefined))
    fail('en-passant', `bad en-passant square ${field.text}`, field.offset, field.text.length);
  const empty = names!.filter((_, i) => board[squares[i]!] === undefined);
  if (empty.length > 1)
    fail('en-passant', `several empty en-passant squares ${field.text}`, field.offset, field.text.length);
  return empty[0];
}

/** The castling field as partner squares into `out`; a right the board cannot have: `refuseOrWarn`. */
function readCastling(
  { text, offset }: { text: string; offset: number },
  variant: VariantDefinition,
  board: readonly (SetupPiece | undefined)[],
  out: string[],
  options: FenOptions,
): void {
  const rules = variant.castling;
  if (!rules) fail('castling', `${variant.id} has no castling`, offset, text.length);
  const { files, ranks } = variant.board;
  const partners: number[] = [];
  for (let k = 0; k < text.length; k++) {
    const ch = text[k]!;
    const color: Color = ch === ch.toUpperCase() ? 'white' : 'black';
    const rank = castlingRankIndex(rules!, color === 'white' ? 0 : 1, ranks);
    const { king, partner, outer } = castlingPieces(board, files, rank, color, rules!);
    let partnerFile = -1;
    const lower = ch.toLowerCase();
    // Where the field also lists unmoved pieces (gating, `unmovedInFen`), a file letter need name no partner.
    const gate =
      lower !== 'k' && lower !== 'q' && (variant.drops?.gating === true || variant.unmovedInFen === true);
    const impossible = (why: string) =>
      gate ? undefined : refuseOrWarn(options, 'castling', `castling right ${ch}: ${why}`, offset + k);
    if (!/^[a-zA-Z]$/.test(ch) || (lower !== 'k' && lower !== 'q' && lower.charCodeAt(0) - 97 >= files)) {
      fail('castling', `bad castling character ${ch}`, offset + k);
    } else if (king < 0) {
      impossible(`no ${color} king on its castling rank`);
      continue;
    } else if (lower === 'k' || lower === 'q') {
      partnerFile = outer(lower === 'k');
      if (partnerFile < 0) {
        impossible(`no ${color} castling partner on the ${lower === 'k' ? 'king' : 'queen'}'s side`);
        continue;
      }
    } else {
      partnerFile = lower.charCodeAt(0) - 97;
      if (!partner(partnerFile)) {
        impossible(`no ${color} castling partner on the ${lower} file`);
        continue;
      }
    }
    const square = rank * files + partnerFile;
    if (!partners.includes(square)) partners.push(square);
  }
  // The order stringifyFen writes (white, then black; outer files first), so the field reads back the same
  // whatever order its letters came in.
  partners.sort((a, b) => Math.floor(a / files) - Math.floor(b / files) || b - a);
  for (const square of partners) out.push(squareName(square, files));
}

/** The castling field of a variant without castling whose field lists unmoved pieces (`unmovedInFen`): file letters. */
function readGateLetters(text: string, offset: number, variant: VariantDefinition): void {
  for (let k = 0; k < text.length; k++) {
    const code = text[k]!.toLowerCase().charCodeAt(0) - 97;
    if (!/^[a-zA-Z]$/.test(text[k]!) || code >= variant.board.files)
      fail('castling', `bad castling character ${text[k]}`, offset + k);
  }
}

/** `parseFen` that returns `{ success, data | error }` instead of throwing. */
export function safeParseFen(
  fen: string,
  variant: VariantDefinition = chess,
  options: FenOptions = {},
): Result<Setup, FenError> {
  return toResult(FenError, () => parseFen(fen, variant, options));
}

/** Options of `stringifyFen`. */
export interface StringifyFenOptions {
  /** The en-passant square to print (`null` for none); default the setup's. */
  readonly epSquare?: string | null;
  /** Castling field style: `x-fen` (default: KQkq where unambiguous, else files) or `shredder` (files). */
  readonly castling?: 'x-fen' | 'shredder';
}

/** Writes a setup as FEN in the variant's dialect. */
export function stringifyFen(
  setup: Setup,
  variant: VariantDefinition = chess,
  options: StringifyFenOptions = {},
): string {
  const { files, ranks } = variant.board;
  const symbolOf = new Map<string, string>();
  for (const p of variant.pieces) {
    symbolOf.set(`white:${p.id}`, p.symbol);
    symbolOf.set(`black:${p.id}`, p.blackSymbol ?? p.symbol.toLowerCase());
  }
  if (variant.walls !== undefined) {
    symbolOf.set(`white:${variant.walls.piece}`, '*');
    symbolOf.set(`black:${variant.walls.piece}`, '*');
  }
  const holes = new Set((variant.board.holes ?? []).map((h) => parseSquareName(h, files, ranks)));
  for (const v of setup.vanished ?? []) holes.add(parseSquareName(v, files, ranks));
  let text = fenBoard(
    setup.board,
    files,
    ranks,
    holes,
    (p) => (symbolOf.get(`${p.color}:${p.type}`) ?? '?') + (p.promoted ? '~' : ''),
  );
  if (variant.drops) {
    const hand = (h: Hand | undefined, color: Color) => {
      let out = '';
      for (const p of variant.pieces) {
        const n = h?.[p.id] ?? 0;
        out += (symbolOf.get(`${color}:${p.id}`) ?? '').repeat(n);
      }
      return out;
    };
    text += `[${hand(setup.hands?.white, 'white')}${hand(setup.hands?.black, 'black')}]`;
  }
  text += setup.turn === 'white' ? ' w ' : ' b ';
  text += castlingText(setup, variant, options.castling ?? 'x-fen');
  const ep = options.epSquare === undefined ? setup.epSquare : options.epSquare;
  const count =
    variant.end?.counting && setup.counting && setup.counting.limit > 0 ? setup.counting : undefined;
  text += ` ${count ? count.limit : (ep ?? '-')}`;
  if (setup.checksRemaining && variant.end?.checks) {
    text += ` ${setup.checksRemaining.white}+${setup.checksRemaining.black}`;
  }
  text += ` ${count ? count.ply : setup.halfmoves} ${setup.fullmoves}`;
  if (setup.turnState && variant.turns) text += turnFieldText(setup.turnState);
  return text;
}

/** The castling field of `setup` (`-` when none): `stringifyFen`'s, for `text.ts` too. */
export function castlingText(setup: Setup, variant: VariantDefinition, style: 'x-fen' | 'shredder'): string {
  const rules = variant.castling;
  const gating = variant.drops?.gating === true;
  if (!rules && variant.unmovedInFen) {
    const gates = gateLetters(setup, variant, 'white', []) + gateLetters(setup, variant, 'black', []);
    return gates || '-';
  }
  if (!rules || (setup.castling.length === 0 && !gating)) return '-';
  const { files, ranks } = variant.board;
  let out = '';
  for (const color of ['white', 'black'] as const) {
    const rank = castlingRankIndex(rules, color === 'white' ? 0 : 1, ranks);
    const partners = setup.castling
      .map((n) => parseSquareName(n, files, ranks))
      .filter((s): s is number => s !== undefined && Math.floor(s / files) === rank)
      .map((s) => s % files);
    const { king, outer } = castlingPieces(setup.board, files, rank, color, rules);
    // A partner is written K (Q) when the letter reads back to it (`castlingPieces`' `outer`); one beyond
    // `partnerFiles` by its file letter.
    const kingSide = outer(true);
    const queenSide = outer(false);
    const scan = rules.partnerFiles !== undefined;
    const letters: string[] = [];
    for (const f of partners.sort((a, b) => b - a)) {
      let letter = fileLetters(f);
      if (
        style === 'x-fen' &&
        (f > king
          ? kingSide === f || (!scan && kingSide <= f)
          : queenSide === f || (!scan && (queenSide < 0 || queenSide >= f)))
      )
        letter = f > king ? 'k' : 'q';
      letters.push(color === 'white' ? letter.toUpperCase() : letter);
    }
    out += letters.join('');
    if (gating) out += gateLetters(setup, variant, color, partners);
  }
  return out || '-';
}
