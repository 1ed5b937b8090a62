/**
 * `SearchMatches`: the games a query matched, column by column — game numbers, byte spans and plies in typed
 * arrays — so that a popular position's 130,000 matches cost four arrays, not 130,000 objects; a match's
 * `SearchMatch` object is made when asked for (`at`, iteration). `MatchBuffer` grows the columns as a search finds
 * games.
 */

/** One matching game: its number in the source (from 1), its bytes in the file, the plies that match. */
export interface SearchMatch {
  readonly game: number;
  /** Byte offset of the game in the file (to seek or slice it; not an error's UTF-16 `offset`). */
  readonly byteOffset: number;
  /** Byte length of the game. */
  readonly byteLength: number;
  /** Plies played before each matching position (0: the start), one per condition of a sequence or streak. */
  readonly plies: readonly number[];
}

/**
 * The columns of `SearchMatches`, one entry a match (`plies`: `width` a match); outside the package,
 * `ConstructorParameters<typeof SearchMatches>[0]`.
 */
export interface MatchColumns {
  /** Game numbers, from 1. */
  readonly games: Int32Array;
  /** The games' byte offsets in the file. */
  readonly byteOffsets: Float64Array;
  /** The games' byte lengths. */
  readonly byteLengths: Uint32Array;
  /** The plies, `width` a match. */
  readonly plies: Uint32Array;
}

/**
 * The matches of a query in the order found (by game), as columns: match `i` is game `games[i]` (from 1), its bytes
 * `byteOffsets[i]` and `byteLengths[i]` in the file, and its plies `plies[i * width …]` (`width` of them: one per
 * condition of the query). Iterable, and `at(i)`, as `SearchMatch` objects made on demand.
 *
 * @example for (const m of answer.matches) console.log(m.game, m.plies);
 */
export class SearchMatches implements MatchColumns, Iterable<SearchMatch> {
  /** Matches listed. */
  readonly length: number;
  /** Plies a match lists: one per condition of the query (a sequence or streak has several). */
  readonly width: number;
  /** Each match's game: its number in the source, from 1. */
  readonly games: Int32Array;
  /** Each match's game's byte offset in the file (to seek or slice it; not an error's UTF-16 `offset`). */
  readonly byteOffsets: Float64Array;
  /** Each match's game's byte length. */
  readonly byteLengths: Uint32Array;
  /** The plies before each matching position, `width` a match: match `i`'s at `[i * width, (i + 1) * width)`. */
  readonly plies: Uint32Array;

  /** Matches of the columns `columns` (`width` plies each); a plain `TypeError` when their lengths disagree. */
  constructor(columns: MatchColumns, width = 1) {
    const { games, byteOffsets, byteLengths, plies } = columns;
    if (
      !(Number.isInteger(width) && width >= 1) ||
      byteOffsets.length !== games.length ||
      byteLengths.length !== games.length ||
      plies.length !== games.length * width
    )
      throw new TypeError('SearchMatches: columns of different lengths');
    this.length = games.length;
    this.width = width;
    this.games = games;
    this.byteOffsets = byteOffsets;
    this.byteLengths = byteLengths;
    this.plies = plies;
  }

  /** Matches of `list`, each with `width` plies (a plain `TypeError` for one with another number). */
  static from(list: Iterable<SearchMatch>, width = 1): SearchMatches {
    const buffer = new MatchBuffer(width);
    for (const m of list) buffer.push(m.game, m.byteOffset, m.byteLength, m.plies);
    return buffer.done();
  }

  /** Match `i` (negative: from the end) as an object, or undefined out of range. */
  at(i: number): SearchMatch | undefined {
    const n = Math.trunc(i) < 0 ? Math.trunc(i) + this.length : Math.trunc(i);
    if (!(n >= 0 && n < this.length)) return undefined;
    const w = this.width;
    return {
      game: this.games[n]!,
      byteOffset: this.byteOffsets[n]!,
      byteLength: this.byteLengths[n]!,
      plies: Array.from(this.plies.subarray(n * w, n * w + w)),
    };
  }

  /** The matches in order, as objects. */
  *[Symbol.iterator](): Iterator<SearchMatch> {
    for (let i = 0; i < this.length; i++) yield this.at(i)!;
  }
}

/** Columns grown as matches are pushed (doubling), then `done` as `SearchMatches`. */
export class MatchBuffer {
  length = 0;
  games = new Int32Array(16);
  byteOffsets = new Float64Array(16);
  byteLengths = new Uint32Array(16);
  plies: Uint32Array;

  constructor(readonly width: number) {
    this.plies = new Uint32Array(16 * width);
  }

  /** Adds a match (`plies`: `width` of them); returns its place. */
  push(game: number, byteOffset: number, byteLength: number, plies: ArrayLike<number>): number {
    const n = this.length++;
    if (n === this.games.length) this.#grow(2 * n);
    if (plies.length !== this.width) throw new TypeError('SearchMatches: a match of another number of plies');
    this.games[n] = game;
    this.byteOffsets[n] = byteOffset;
    this.byteLengths[n] = byteLength;
    for (let j = 0; j < plies.length; j++) this.plies[n * this.width + j] = plies[j]!;
    return n;
  }

  #grow(size: number): void {
    const grown = <T extends Int32Array | Float64Array | Uint32Array>(
      old: T,
      make: new (n: number) => T,
      n: number,
    ) => {
      const next = new make(n);
      next.set(old);
      return next;
    };
    this.games = grown(this.games, Int32Array, size);
    this.byteOffsets = grown(this.byteOffsets, Float64Array, size);
    this.byteLengths = grown(this.byteLengths, Uint32Array, size);
    this.plies = grown(this.plies, Uint32Array, size * this.width);
  }

  /** The matches pushed. */
  done(): SearchMatches {
    const n = this.length;
    return new SearchMatches(
      {
        games: this.games.subarray(0, n),
        byteOffsets: this.byteOffsets.subarray(0, n),
        byteLengths: this.byteLengths.subarray(0, n),
        plies: this.plies.subarray(0, n * this.width),
      },
      this.width,
    );
  }
}
