/**
 * FEN patterns, as pgn-extract's `FENPattern` (`-Tf`) writes them: a FEN board field whose ranks may hold
 * wildcards, matched against a position's board. `?` any square, `!` an occupied square, `A`/`a` a white/black
 * piece, `m` any square but a pawn's, `*` zero or more squares, `[…]` one of the listed pieces (`A`/`a` allowed),
 * `[^…]` any square but those (an empty one included), digits empty squares, letters the variant's pieces.
 */
import { FenError } from '../errors/errors.js';
import { squareName } from '../geometry.js';
import type { BasePosition } from '../position-base.js';
import type { Color, VariantDefinition } from '../variant/definition.js';
import { chess } from '../variant/builtins/chess.js';

/** Longest pattern accepted (characters), checked before anything is read. */
export const MAX_FEN_PATTERN_LENGTH = 4096;

/** What a square holds for a pattern: a piece's symbol and colour, or nothing. */
interface SquareContent {
  readonly symbol: string;
  readonly color: Color;
  readonly pawn: boolean;
}

/** One square's test. */
type SquareTest = (square: SquareContent | undefined) => boolean;

/** A rank of the pattern: square tests and `*` (undefined), left to right. */
type RankPattern = readonly (SquareTest | undefined)[];

/** A compiled FEN pattern of one variant. */
export interface FenPattern {
  /** The pattern as written (without its label). */
  readonly text: string;
  /** Text after the pattern (pgn-extract's match label), or undefined. */
  readonly label: string | undefined;
  /** Whether `position`'s board matches (its variant must be the pattern's). */
  test(position: BasePosition): boolean;
}

const fail = (
  code: 'empty' | 'input-too-long' | 'board' | 'rank-count' | 'rank-overflow' | 'unknown-piece',
  message: string,
  offset: number,
  length = 1,
): never => {
  throw new FenError(code, message, offset, Math.max(0, length));
};

const anySquare: SquareTest = () => true;
const occupied: SquareTest = (s) => s !== undefined;
const white: SquareTest = (s) => s?.color === 'white';
const black: SquareTest = (s) => s?.color === 'black';
const notPawn: SquareTest = (s) => s === undefined || !s.pawn;
const emptySquare: SquareTest = (s) => s === undefined;

/**
 * Reads a FEN pattern of `variant` (default chess): one rank per board rank, top rank first, separated by `/`;
 * text after a space is the label. Throws `FenError` located in `text` (`unknown-piece`, `rank-count`: a rank
 * without `*` covering fewer squares than the board has, or the wrong number of ranks; `rank-overflow`: more).
 */
export function parseFenPattern(text: string, variant: VariantDefinition = chess): FenPattern {
  if (typeof text !== 'string') throw new TypeError('parseFenPattern expects a string');
  if (text.length > MAX_FEN_PATTERN_LENGTH)
    fail(
      'input-too-long',
      `pattern longer than ${MAX_FEN_PATTERN_LENGTH} characters`,
      MAX_FEN_PATTERN_LENGTH,
      0,
    );
  const start = text.length - text.trimStart().length;
  const space = text.slice(start).search(/\s/);
  const end = space < 0 ? text.length : start + space;
  if (end === start) fail('empty', 'empty pattern', 0, text.length);
  const label = space < 0 ? undefined : text.slice(end).trim() || undefined;
  const { files, ranks } = variant.board;
  const symbols = new Map<string, { color: Color }>();
  for (const p of variant.pieces) {
    symbols.set(p.symbol, { color: 'white' });
    symbols.set(p.blackSymbol ?? p.symbol.toLowerCase(), { color: 'black' });
  }
  const rows: RankPattern[] = [];
  let i = start;
  for (;;) {
    const rankStart = i;
    const row: (SquareTest | undefined)[] = [];
    let fixed = 0;
    while (i < end && text[i] !== '/') {
      const c = text[i]!;
      if (c >= '0' && c <= '9') {
        let n = 0;
        const at = i;
        while (i < end && text[i]! >= '0' && text[i]! <= '9' && n <= files) n = n * 10 + Number(text[i++]);
        if (n === 0 || n > files)
          fail('rank-overflow', `${n} empty squares on a board ${files} wide`, at, i - at);
        for (let k = 0; k < n; k++) row.push(emptySquare);
        fixed += n;
        continue;
      }
      if (c === '*') row.push(undefined);
      else if (c === '[') {
        const close = text.indexOf(']', i);
        if (close < 0 || close > end) fail('board', "'[' without ']'", i, end - i);
        row.push(classTest(text, i + 1, close, symbols));
        i = close;
        fixed++;
      } else {
        row.push(letterTest(c, i, symbols));
        fixed++;
      }
      i++;
      if (fixed > files)
        fail(
          'rank-overflow',
          `rank ${ranks - rows.length} covers more than ${files} squares`,
          rankStart,
          i - rankStart,
        );
    }
    if (!row.includes(undefined) && fixed < files)
      fail(
        'rank-count',
        `rank ${ranks - rows.length} covers ${fixed} of ${files} squares and has no '*'`,
        rankStart,
        i - rankStart,
      );
    rows.push(row);
    if (rows.length > ranks) fail('rank-count', `more than ${ranks} ranks`, rankStart, end - rankStart);
    if (i >= end) break;
    i++; // the '/'
  }
  if (rows.length !== ranks)
    fail('rank-count', `${rows.length} ranks, the board has ${ranks}`, start, end - start);
  return new CompiledFenPattern(text.slice(start, end), label, rows, variant);
}

/** The test of a letter outside brackets. */
function letterTest(c: string, offset: number, symbols: ReadonlyMap<string, unknown>): SquareTest {
  switch (c) {
    case '?':
      return anySquare;
    case '!':
      return occupied;
    case 'A':
      return white;
    case 'a':
      return black;
    case 'm':
      return notPawn;
    default:
      if (!symbols.has(c)) fail('unknown-piece', `'${c}' is neither a piece nor a pattern character`, offset);
      return (s) => s?.symbol === c;
  }
}

/** The test of `[…]` or `[^…]` (between `from` and `to`, the brackets excluded). */
function classTest(
  text: string,
  from: number,
  to: number,
  symbols: ReadonlyMap<string, unknown>,
): SquareTest {
  const negated = text[from] === '^';
  const first = negated ? from + 1 : from;
  if (first === to) fail('board', 'an empty [ ]', from - 1, to - from + 2);
  const letters = new Set<string>();
  let whites = false;
  let blacks = false;
  for (let k = first; k < to; k++) {
    const c = text[k]!;
    if (c === 'A') whites = true;
    else if (c === 'a') blacks = true;
    else if (symbols.has(c)) letters.add(c);
    else fail('unknown-piece', `'${c}' is not a piece`, k);
  }
  const listed: SquareTest = (s) =>
    s !== undefined &&
    (letters.has(s.symbol) || (whites && s.color === 'white') || (blacks && s.color === 'black'));
  return negated ? (s) => !listed(s) : listed;
}

/**
 * Whether one rank's squares match a rank pattern (`*` any run): a DP over pattern × squares, O(n·m), in the two
 * rows `reach` and `next` (each at least `squares.length + 1` long), reused from rank to rank.
 */
function rankMatches(
  pattern: RankPattern,
  squares: readonly (SquareContent | undefined)[],
  reach: Uint8Array,
  next: Uint8Array,
): boolean {
  const n = squares.length;
  reach.fill(0, 0, n + 1);
  reach[0] = 1;
  for (const test of pattern) {
    next.fill(0, 0, n + 1);
    if (test === undefined) {
      let on = 0;
      for (let j = 0; j <= n; j++) {
        on |= reach[j]!;
        next[j] = on;
      }
    } else for (let j = 0; j < n; j++) if (reach[j] && test(squares[j])) next[j + 1] = 1;
    [reach, next] = [next, reach];
  }
  return reach[n] === 1;
}

/** Whether a rank pattern matches every rank: it is `*` alone. */
const matchesAnyRank = (row: RankPattern): boolean => row.length === 1 && row[0] === undefined;

class CompiledFenPattern implements FenPattern {
  /** The ranks to test (top rank first), with their square names; a rank that is `*` alone is left out. */
  readonly #ranks: readonly { readonly pattern: RankPattern; readonly names: readonly string[] }[];
  readonly #variant: VariantDefinition;
  /** What a square holds, by piece type, per colour. */
  readonly #symbols: {
    readonly white: ReadonlyMap<string, SquareContent>;
    readonly black: ReadonlyMap<string, SquareContent>;
  };
  /** One rank's contents and the DP rows of `rankMatches`, reused by every `test`. */
  readonly #squares: (SquareContent | undefined)[];
  readonly #reach: Uint8Array;
  readonly #next: Uint8Array;

  constructor(
    readonly text: string,
    readonly label: string | undefined,
    rows: readonly RankPattern[],
    variant: VariantDefinition,
  ) {
    this.#variant = variant;
    const { files, ranks } = variant.board;
    this.#ranks = rows.flatMap((pattern, r) =>
      matchesAnyRank(pattern)
        ? []
        : [
            {
              pattern,
              names: Array.from({ length: files }, (_, f) => squareName((ranks - 1 - r) * files + f, files)),
            },
          ],
    );
    const white = new Map<string, SquareContent>();
    const black = new Map<string, SquareContent>();
    for (const p of variant.pieces) {
      const pawn = p.id === 'pawn';
      white.set(p.id, { symbol: p.symbol, color: 'white', pawn });
      black.set(p.id, { symbol: p.blackSymbol ?? p.symbol.toLowerCase(), color: 'black', pawn });
    }
    this.#symbols = { white, black };
    this.#squares = new Array<SquareContent | undefined>(files);
    this.#reach = new Uint8Array(files + 1);
    this.#next = new Uint8Array(files + 1);
  }

  test(position: BasePosition): boolean {
    if (
      position.variant.board.files !== this.#variant.board.files ||
      position.variant.board.ranks !== this.#variant.board.ranks
    )
      return false;
    const squares = this.#squares;
    for (const { pattern, names } of this.#ranks) {
      for (let f = 0; f < names.length; f++) {
        const piece = position.pieceAt(names[f]!);
        squares[f] = piece && this.#symbols[piece.color].get(piece.type);
      }
      if (!rankMatches(pattern, squares, this.#reach, this.#next)) return false;
    }
    return true;
  }
}
