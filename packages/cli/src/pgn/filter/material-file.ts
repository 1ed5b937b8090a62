/**
 * `xn pgn filter --material-file FILE` (pgn-extract's `-z FILE`): material balances, one a line (`%` lines are
 * comments), each `[N] SET SET`: the pieces of one side, then of the other, tried both ways round (either side
 * may hold the first set). A set lists piece letters (`Q R B N P`, any case; `L` a minor piece, bishop or knight;
 * `K` alone: a lone king), each with an optional count (one digit, 1 by default) and one of `*` (any number), `+`
 * (the count or more), `-` (the count or fewer), `?` (at most one), `=`, `#` (as many as, not as many as, the other
 * side), `<`, `>` (at least the count fewer, more than the other side), `<=`, `>=` (exactly the count fewer, more).
 * A piece not listed must be absent. `N` first: the balance must hold for N plies (N + 1 positions running; 2
 * without it), the last position of the game included, for the game to be chosen. Matched as pgn-extract matches:
 * the letters for bishops and knights are forgiven when an `L` is given. */
import { type BasePosition, type Result, toResult } from '@x/core';
import { engineLayout, pieceCode } from '@x/core/engine';
import { criteriaLines, FilterFileError, type FilterFileErrorCode } from './filter-file.js';

/** The most plies a balance may be asked to last. */
const MAX_DEPTH = 100_000;

/** How a piece's count is compared: with the count given, or with the other side's. */
const EXACTLY = 0;
const OR_MORE = 1;
const OR_LESS = 2;
const SAME = 3;
const NOT_SAME = 4;
const FEWER = 5;
const MORE = 6;
const FEWER_BY = 7;
const MORE_BY = 8;

/** The pieces counted, in the order of `counts` (each side's five, white first). */
const PIECES = 'PNBRQ';

/** One side's set of pieces: for each of `PIECES`, then for the minor pieces together, a count and a comparison. */
interface PieceSet {
  readonly counts: Int8Array;
  readonly compare: Uint8Array;
  readonly minorCount: number;
  readonly minorCompare: number;
}

/** One line of a material file. */
export interface MaterialBalance {
  /** The plies the balance must hold for (the positions running, less one). */
  readonly depth: number;
  readonly sets: readonly [PieceSet, PieceSet];
}

/** Reads a material file's text (never throws for its content: a fault is a located `FilterFileError`). */
export function parseMaterialFile(text: string): Result<MaterialBalance[], FilterFileError> {
  return toResult(FilterFileError, () => readMaterialFile(text));
}

function readMaterialFile(text: string): MaterialBalance[] {
  const balances: MaterialBalance[] = [];
  for (const { start, end } of criteriaLines(text)) {
    if (/\S/.test(text.slice(start, end))) balances.push(new LineReader(text, start, end).balance());
  }
  return balances;
}

/** Reads one line, `text[at, end)`. */
class LineReader {
  constructor(
    readonly text: string,
    public at: number,
    readonly end: number,
  ) {}

  char(): string {
    return this.at < this.end ? this.text.charAt(this.at) : '';
  }

  fail(code: Exclude<FilterFileErrorCode, 'too-long'>, message: string, from: number): never {
    const length = Math.min(Math.max(1, this.at - from), this.text.length - from);
    throw new FilterFileError(code, message, from, length, this.text);
  }

  skip(separators: RegExp): void {
    while (this.at < this.end && separators.test(this.char())) this.at++;
  }

  balance(): MaterialBalance {
    this.skip(/\s/);
    let depth = 2;
    const from = this.at;
    if (/\d/.test(this.char())) {
      while (/\d/.test(this.char())) this.at++;
      depth = Number(this.text.slice(from, this.at));
      if (depth > MAX_DEPTH) this.fail('bad-depth', `a balance lasts at most ${MAX_DEPTH} plies`, from);
      this.skip(/\s/);
    }
    const setAt = this.at;
    const first = this.set();
    const setEnd = this.at;
    this.skip(/\s/);
    if (this.at >= this.end) {
      this.at = Math.max(setEnd, setAt + 1);
      this.fail('missing-set', "a line holds both sides' sets ('k': a lone king)", setAt);
    }
    const second = this.set();
    this.skip(/\s/);
    if (this.at < this.end) {
      const rest = this.at;
      this.at = this.end;
      this.fail('trailing-text', 'a line holds two sets of pieces (a comment line starts with %)', rest);
    }
    return { depth, sets: [first, second] };
  }

  /** A set of pieces, up to a space or the line's end. */
  set(): PieceSet {
    const counts = new Int8Array(5);
    const compare = new Uint8Array(5);
    let minorCount = 0;
    let minorCompare = EXACTLY;
    while (this.at < this.end && !/\s/.test(this.char())) {
      const from = this.at;
      const letter = this.char().toUpperCase();
      const piece = PIECES.indexOf(letter);
      if (letter === '' || (piece < 0 && letter !== 'K' && letter !== 'L'))
        this.fail(
          'unknown-piece',
          `'${this.char()}' is not a piece letter (K Q R B N P, or L for a minor piece)`,
          from,
        );
      this.at++;
      const [count, how] = this.amount();
      if (letter === 'K' && count !== 1) this.fail('bad-count', 'a side has one king', from);
      if (letter === 'P' && count > 8) this.fail('bad-count', 'a side has at most 8 pawns', from);
      if (letter === 'L') [minorCount, minorCompare] = [count, how];
      else if (piece >= 0) [counts[piece], compare[piece]] = [count, how];
    }
    return { counts, compare, minorCount, minorCompare };
  }

  /** The count and comparison after a piece letter (pgn-extract's: `*` makes the count 0). */
  amount(): [number, number] {
    let count = 1;
    if (/\d/.test(this.char())) {
      const from = this.at;
      count = Number(this.char());
      this.at++;
      if (/\d/.test(this.char())) {
        while (/\d/.test(this.char())) this.at++;
        this.fail('bad-count', 'a count is one digit', from);
      }
    }
    const c = this.char();
    const two = this.text.charAt(this.at + 1) === '=' && this.at + 1 < this.end;
    const how = COMPARISONS.get(two && (c === '<' || c === '>') ? `${c}=` : c);
    if (how === undefined) return [count, EXACTLY];
    this.at += two && (c === '<' || c === '>') ? 2 : 1;
    return [c === '*' ? 0 : c === '?' ? 1 : count, how];
  }
}

/** The comparison each suffix names. */
const COMPARISONS = new Map([
  ['*', OR_MORE],
  ['+', OR_MORE],
  ['-', OR_LESS],
  ['?', OR_LESS],
  ['=', SAME],
  ['#', NOT_SAME],
  ['<', FEWER],
  ['>', MORE],
  ['<=', FEWER_BY],
  ['>=', MORE_BY],
]);

/** Whether `have` pieces (the other side: `theirs`) pass `want` under `how`. */
function passes(have: number, want: number, theirs: number, how: number): boolean {
  switch (how) {
    case EXACTLY:
      return have === want;
    case OR_MORE:
      return have >= want;
    case OR_LESS:
      return have <= want;
    case SAME:
      return have === theirs;
    case NOT_SAME:
      return have !== theirs;
    case FEWER:
      return have + want <= theirs;
    case MORE:
      return have - want >= theirs;
    case FEWER_BY:
      return have + want === theirs;
    default:
      return have - want === theirs;
  }
}

/**
 * Whether the side whose counts start at `mine` of `counts` (0 white, 5 black) has the pieces of `set`. As
 * pgn-extract: a pawn, rook or queen that fails fails the set; with a minor-piece (`L`) demand the bishops and
 * knights together decide, else each of them does.
 */
function setHolds(set: PieceSet, counts: Int16Array, mine: number): boolean {
  const theirs = 5 - mine;
  let minorFailed = false;
  for (let p = 0; p < 5; p++) {
    if (passes(counts[mine + p]!, set.counts[p]!, counts[theirs + p]!, set.compare[p]!)) continue;
    if (p === 1 || p === 2) minorFailed = true;
    else return false;
  }
  if (set.minorCount > 0 || set.minorCompare !== EXACTLY) {
    const have = counts[mine + 1]! + counts[mine + 2]!;
    return passes(have, set.minorCount, counts[theirs + 1]! + counts[theirs + 2]!, set.minorCompare);
  }
  return !minorFailed;
}

/** Whether `counts` (white's five, black's five) hold `balance` with its first set white's (`turned`: black's). */
function balanceHolds(balance: MaterialBalance, counts: Int16Array, turned: boolean): boolean {
  const [first, second] = balance.sets;
  return setHolds(first, counts, turned ? 5 : 0) && setHolds(second, counts, turned ? 0 : 5);
}

/**
 * The balances of a file watched along a game's main line, position by position (pgn-extract's match: each way
 * round of each balance counts the positions running that hold it; the game is chosen when one count passes its
 * depth). `reset()` before each game, `step()` at each position.
 */
export class MaterialWatch {
  readonly #balances: readonly MaterialBalance[];
  /** Positions running each balance (each way round: index 2i, 2i + 1) holds. */
  readonly #running: Int32Array;
  /** Whether each holds on the counts last given as changed. */
  readonly #holds: Uint8Array;
  /** Whether a balance has held long enough. */
  matched = false;

  constructor(balances: readonly MaterialBalance[]) {
    this.#balances = balances;
    this.#running = new Int32Array(balances.length * 2);
    this.#holds = new Uint8Array(balances.length * 2);
  }

  reset(): void {
    this.#running.fill(0);
    this.matched = false;
  }

  /** One more position, of piece counts `counts` (`changed`: not the last position's counts); true once matched. */
  step(counts: Int16Array, changed: boolean): boolean {
    if (this.matched) return true;
    const balances = this.#balances;
    const holds = this.#holds;
    const running = this.#running;
    for (let i = 0; i < holds.length; i++) {
      const balance = balances[i >> 1]!;
      if (changed) holds[i] = balanceHolds(balance, counts, (i & 1) === 1) ? 1 : 0;
      if (holds[i] === 0) running[i] = 0;
      else if (running[i]! >= balance.depth) return (this.matched = true);
      else running[i]!++;
    }
    return false;
  }
}

/** The type numbers of each variant's pawn, knight, bishop, rook and queen: the index in `PIECES`, or -1. */
const INDICES = new WeakMap<object, Int8Array>();

/** Fills `counts` with the pieces of `position` (white's five of `PIECES`, then black's). */
export function countPieces(position: BasePosition, counts: Int16Array): void {
  const layout = engineLayout(position);
  let index = INDICES.get(layout);
  if (index === undefined) {
    index = new Int8Array(layout.typeIds.length).fill(-1);
    ['pawn', 'knight', 'bishop', 'rook', 'queen'].forEach((id, i) => {
      const type = layout.typeOf.get(id);
      if (type !== undefined) index![type] = i;
    });
    INDICES.set(layout, index);
  }
  counts.fill(0);
  for (let s = 0; s < layout.size; s++) {
    const code = pieceCode(position, s);
    if (code === 0) continue;
    const i = index[code >> 2]!;
    if (i >= 0) counts[i + 5 * (code & 1)]!++;
  }
}
