/**
 * `makeBook` and `BookMaker`: a Polyglot book from PGN games, byte for byte what `polyglot make-book` writes
 * with the same options — every main-line move of the first `maxPly` plies counted per (position, move), scored
 * 2/1/0 for the mover by the game's `Result` tag; entries kept when played in `minGame` games or more, scoring at
 * least `minScore` percent and something at all, for the side kept; weight the score (1 with `uniform`); sorted
 * by key, then weight, highest first, then the order they were first met. The games are streamed (one game in
 * memory at a time): the book's size depends on the positions, not on the file.
 *
 * Where Polyglot stops (an illegal move ends its run; it plays a `FEN` game from the standard start), a game
 * here is counted up to its bad move and reported (`onWarning`), and a game with a `FEN` tag starts there; a
 * game of another variant is left out and reported.
 */
import { type BasePosition, type Move, parseFen } from '@x/core';
import { type GameEnd, MainLineChecker, type Skip, visitPgn } from '@x/san';
import { variants } from '@x/core/variant';
import { SearchError } from '../errors.js';
import { PolyglotBoard } from './board.js';
import { type BookSettings, bookSettings, type MakeBookOptions } from './book-options.js';
import { gameDiagnostic, type SearchDiagnostic } from '../game-diagnostic.js';
import { BookStore } from './book-store.js';
import { ENTRY_BYTES } from './book.js';
import { isPolyglotVariant, variantKey } from '../variant/zobrist.js';
import { variantMoveCode } from '../variant/move-code.js';

/** What `makeBook` reads: PGN text, bytes, or an async iterable of chunks of either (`@x/san`'s `visitPgn` source). */
export type PgnInput = Parameters<typeof visitPgn>[0];

const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** Counts each game's moves into a `BookStore` as the checker plays them. */
class BookCounter extends MainLineChecker {
  #board: PolyglotBoard | undefined;
  /** Whether the game is of another variant, counted by `variantKey` (with the `variants` option). */
  #generic = false;
  #result = 0;
  #ply = 0;
  #fenOrVariant = false;
  #skipped: SearchError | undefined;
  readonly #start = PolyglotBoard.fromSetup(parseFen(START_FEN));

  constructor(
    readonly store: BookStore,
    readonly settings: BookSettings,
    onGame: (check: MainLineChecker, game: GameEnd, skipped: SearchError | undefined) => void,
  ) {
    super((check, game) => onGame(check, game, this.#skipped));
  }

  override beginGame(): void {
    super.beginGame();
    this.#result = 0;
    this.#ply = 0;
    this.#fenOrVariant = false;
    this.#board = undefined;
    this.#generic = false;
    this.#skipped = undefined;
  }

  override tag(name: string, value: string): void {
    super.tag(name, value);
    if (name === 'Result') this.#result = value === '1-0' ? 1 : value === '0-1' ? -1 : 0;
    else if (name === 'FEN' || name === 'Variant') this.#fenOrVariant = true;
  }

  override beginMovetext(): Skip {
    const skip = super.beginMovetext();
    const position = this.position;
    if (position === undefined) return skip;
    try {
      if (this.settings.variants && !isPolyglotVariant(position.variant.id)) this.#generic = true;
      else this.#board = this.#fenOrVariant ? boardOfPosition(position) : this.#start.clone();
      // the score is the mover's: Black's first when a FEN starts with Black to move
      if (position.turn !== 'white') this.#result = -this.#result;
    } catch (error) {
      if (!(error instanceof SearchError)) throw error;
      this.#skipped = error;
    }
    return skip;
  }

  protected override resolved(code: number): void {
    const board = this.#board;
    if (this.#ply >= this.settings.maxPly) return;
    if (this.#generic) {
      const position = this.position as BasePosition;
      countMove(this.store, position, position.decodeMove(code), this.#result + 1);
      this.#ply++;
      this.#result = -this.#result;
      return;
    }
    if (board === undefined) return;
    const move = (this.position as BasePosition).decodeMove(code) as Move;
    if (move.from === undefined) return;
    board.updateKey();
    this.store.add(board.hi, board.lo, board.moveCode(move), board.whiteToMove, this.#result + 1);
    board.play(move);
    this.#ply++;
    this.#result = -this.#result;
  }
}

/** Counts `move` of `position` (any variant) into `store`, keyed by `variantKey`, scoring `score` (0, 1, 2). */
function countMove(store: BookStore, position: BasePosition, move: Move, score: number): void {
  const key = variantKey(position);
  const code = variantMoveCode(move, position);
  store.add(Number(key >> 32n), Number(key & 0xffffffffn), code, position.turn === 'white', score);
}

function boardOfPosition(position: BasePosition): PolyglotBoard {
  const name = position.variant.name;
  if (name !== variants.chess.name && name !== variants.chess960.name)
    throw new SearchError('unsupported-variant', `a Polyglot book is of chess, not ${name}`);
  return PolyglotBoard.fromSetup(position.toSetup());
}

/**
 * Makes a book from any number of PGN sources, streamed: `add` each, then `finish` for the book's bytes.
 *
 * @example const maker = new BookMaker({ minGame: 1 }); await maker.add(pgn); const bytes = maker.finish();
 */
export class BookMaker {
  readonly #settings: BookSettings;
  readonly #store: BookStore;
  readonly #onWarning: ((warning: SearchDiagnostic) => void) | undefined;
  /** Games read so far. */
  games = 0;

  constructor(options?: MakeBookOptions) {
    this.#settings = bookSettings(options);
    this.#store = new BookStore(this.#settings.maxEntries);
    this.#onWarning = options?.onWarning;
  }

  /** Counts the games of a PGN source (bytes, text, or chunks of either, as `@x/san`'s `visitPgn` reads). */
  async add(source: PgnInput): Promise<void> {
    const counter = new BookCounter(this.#store, this.#settings, (check, game, skipped) => {
      this.games++;
      if (this.#onWarning === undefined) return;
      // `check.error` includes a syntax error that ended the moves told (counted up to it, as after an illegal move)
      const error = skipped ?? check.error;
      if (error === undefined) return;
      this.#onWarning(gameDiagnostic(error, game, skipped !== undefined));
    });
    await visitPgn(source, counter);
  }

  /**
   * Counts one game of any variant given as its start and its moves (`Move`s or UCI, each legal where it is
   * played; an illegal one is a `SearchError` `illegal-move` at its index, after the moves before it were
   * counted) and its result (`1-0`, `0-1`; anything else counts as a draw, as Polyglot counts it). Positions are
   * keyed by `variantKey` (Polyglot's for chess), moves by `variantMoveCode`: a record of `@x/kif` or `@x/wxf`
   * goes in this way.
   *
   * @example maker.addGame(Position.fromFen(variants.shogi.startFen, variants.shogi), ['c3c4', 'g7g6'], '1-0');
   */
  addGame(start: BasePosition, moves: readonly (Move | string)[], result: string): void {
    const position = start.clone();
    let score = result === '1-0' ? 1 : result === '0-1' ? -1 : 0;
    if (position.turn !== 'white') score = -score;
    moves.forEach((given, i) => {
      if (i >= this.#settings.maxPly) return;
      const code = position.findEncoded(given);
      if (code === undefined)
        throw new SearchError(
          'illegal-move',
          `move ${i + 1} (${typeof given === 'string' ? given : given.to}) is not legal`,
          i,
          1,
        );
      const move = position.decodeMove(code);
      countMove(this.#store, position, move, score + 1);
      position.playEncoded(code);
      score = -score;
    });
    this.games++;
  }

  /** The book of the games added so far (the maker can go on counting). */
  finish(): Uint8Array {
    const s = this.#store;
    const { minGame, minScore, removeWhite, removeBlack, uniform } = this.#settings;
    const kept: number[] = [];
    for (let pos = 0; pos < s.size; pos++) {
      const n = s.n[pos]!;
      const sum = s.sum[pos]!;
      if (n < minGame || sum === 0 || sum / n / 2 < minScore) continue;
      if (s.white[pos] === 1 ? removeWhite : removeBlack) continue;
      kept.push(pos);
    }
    const weight = (pos: number) => (uniform ? 1 : s.sum[pos]!);
    // stable: equal keys and weights keep the order they were first met in, as Polyglot's sort leaves them
    kept.sort((a, b) => s.hi[a]! - s.hi[b]! || s.lo[a]! - s.lo[b]! || weight(b) - weight(a));
    const bytes = new Uint8Array(kept.length * ENTRY_BYTES);
    const view = new DataView(bytes.buffer);
    kept.forEach((pos, i) => {
      const at = i * ENTRY_BYTES;
      view.setUint32(at, s.hi[pos]!);
      view.setUint32(at + 4, s.lo[pos]!);
      view.setUint16(at + 8, s.move[pos]!);
      view.setUint16(at + 10, weight(pos));
    });
    return bytes;
  }
}

/**
 * The Polyglot book of the games of `source` (PGN bytes, text, or chunks: streamed), as `polyglot make-book`
 * makes it with the same options.
 *
 * @example const bytes = await makeBook(fs.createReadStream('games.pgn'), { maxPly: 20, minGame: 2 });
 */
export async function makeBook(source: PgnInput, options?: MakeBookOptions): Promise<Uint8Array> {
  const maker = new BookMaker(options);
  await maker.add(source);
  return maker.finish();
}
