/**
 * `MainLineChecker`: a `PgnVisitor` that checks the main line of every game as it is read — each move token
 * lexed, resolved against the position and played — without building a tree. One position (and its undo stack)
 * serves every game from the standard start: it is set back to the start after each game. That position is
 * `@x/core/chess`'s `ChessPosition` (the same moves and errors as the generic one, found faster). Variations are
 * skipped unread (and said so).
 */
import type { BasePosition } from '@x/core';
import { variants } from '@x/core/variant';
import { ChessPosition, chessMovesTo, copyChessPosition } from '@x/core/chess';
import type { Dialect } from '../move/dialect.js';
import { contextOf, type MovesOnto, type SanContext } from '../move/context.js';
import { NULL_ENCODED } from '../shared/encoding.js';
import { SanError } from '../shared/errors.js';
import { lexSan } from '../move/lexer.js';
import { dialectOfGame, gameReading, type PgnOptions } from './games.js';
import { resolveEncoded, type SanSite } from '../move/resolve.js';
import { startingPosition, type VariantLookup } from '../game/start-position.js';
import { NOT_PLAIN, StandardMoves } from '../chess/standard-move.js';
import type { SAN } from '../shared/types.js';
import { endContradiction } from '../game/result-end.js';
import type { GameResult } from '../game/tree.js';
import { type GameEnd, type MoveToken, type PgnVisitor, SKIP, type Skip } from './visitor.js';

/** The tags a game's start position depends on. */
const START_TAGS: ReadonlySet<string> = /* @__PURE__ */ new Set(['Variant', 'FEN']);

/** Most distinct move tokens whose parsed SAN is kept for the whole read. */
const MAX_KEPT = 4096;

/**
 * Checks the main line of each game read by `visitPgn` and hands the result to `onGame` with the game's end
 * (`GameEnd`: its place, whether it was plain, its full read on demand). The check handed to `onGame` is the
 * checker itself (`variant`, `plies`, `error`, `complete`, `lenient`), reused: read it during the call.
 *
 * @example await visitPgn(source, new MainLineChecker((check) => { if (check.error) bad++; }));
 */
export class MainLineChecker implements PgnVisitor {
  // what checking the game's main line found (the `onGame` check)
  /** The game's `Variant` tag, if it has one. */
  variant: string | undefined;
  /** Plies of the main line played (up to the first bad move). */
  plies = 0;
  /**
   * The first move of the main line that could not be played (`illegal-move`, `ambiguous-move`, a `syntax` error of its
   * SAN, `game-too-long` past `limits.maxMoves` moves) or the bad `Variant`/`FEN` tag, located at byte `offset`/`length` in the source; undefined when every
   * move of the main line was played. From `endGame` on, also the syntax error that cut the movetext short (a NUL
   * byte, a stray `]`, an unterminated comment), which ends the moves told without a word.
   */
  error: SanError | undefined;
  /**
   * Whether the check is the whole story: no variation was skipped and no move was left unchecked (a null
   * move, which plays onto a new position, ends the check). When false, walk the game's tree for the rest.
   */
  complete = true;
  /**
   * Whether a move was written in a lenient form (its SAN has warnings: `readPgn` reports them on its record),
   * when the record's warnings matter.
   */
  lenient = false;
  /** The movetext's result, when told. */
  #result: GameResult | undefined;
  /** During the game's callback: the last position, when the main line was played to it without an error. */
  #ended: BasePosition | undefined;
  /** `contradiction` once judged (`null`: not yet). */
  #contradiction: string | undefined | null = null;
  readonly #onGame: (check: MainLineChecker, game: GameEnd) => unknown;
  readonly #dialect: Dialect;
  readonly #custom: boolean;
  /** The options' `variants`: the `Variant` tag values known beyond the built-in names. */
  readonly #variants: VariantLookup | undefined;
  /** `limits.maxMoves`: a main line of more moves is `game-too-long`, as `readPgn`'s tree of it is. */
  readonly #maxMoves: number;
  #fen: string | undefined;
  /** The position played on, and whether it is the shared one from the standard start. */
  #position: BasePosition | undefined;
  #shared = false;
  /** Whether a null move ended the check of this game. */
  #passed = false;
  /** The standard start position, played on by every game that starts there, and a copy never played on. */
  #standard: ChessPosition | undefined;
  #start: ChessPosition | undefined;
  /** `chessMovesTo` on `#standard`: how resolution finds the candidates of its moves. */
  #standardMovesTo: MovesOnto | undefined;
  /** Plain SAN bytes resolved on `#standard` (with the default SAN options only), else undefined. */
  #plain: StandardMoves | undefined;
  /** `#plain` while the game is played on `#standard`. */
  #fast: StandardMoves | undefined;
  #ctx: SanContext | undefined;
  #gameDialect: Dialect;
  /** Parsed SAN by token text, for the dialect they were read in. */
  readonly #sans = new Map<string, SAN>();
  readonly #byCode = new Map<number, SAN>();
  #sansDialect: Dialect | undefined;
  readonly #site: SanSite & {
    start: number;
    end: number;
    text: string | undefined;
    movesTo: MovesOnto | undefined;
  } = {
    text: undefined,
    start: 0,
    end: 0,
    strict: false,
    onWarning: undefined,
    movesTo: undefined,
  };

  /**
   * @param onGame called at the end of each game with its check.
   * @param options the SAN options (pieces, drops) that apply when no `Variant` tag says otherwise, and the
   *   `variants` known beyond the built-in names.
   */
  constructor(onGame: (check: MainLineChecker, game: GameEnd) => unknown, options?: PgnOptions) {
    this.#onGame = onGame;
    const reading = gameReading(options);
    this.#dialect = reading.dialect;
    this.#gameDialect = reading.dialect;
    this.#custom = reading.custom;
    this.#variants = reading.variants;
    this.#maxMoves = reading.limits.maxMoves;
    this.tagNames = this.tag === MainLineChecker.prototype.tag ? START_TAGS : undefined;
  }

  beginGame(): void {
    this.variant = undefined;
    this.#fen = undefined;
    this.plies = 0;
    this.error = undefined;
    this.complete = true;
    this.lenient = false;
    this.#result = undefined;
    this.#position = undefined;
    this.#shared = false;
    this.#fast = undefined;
    this.#passed = false;
  }

  /**
   * The tags `tag` reads (`Variant`, `FEN`: the reader makes no string of any other); every tag for a subclass
   * that overrides `tag`.
   */
  readonly tagNames: ReadonlySet<string> | undefined;

  tag(name: string, value: string): void {
    if (name === 'Variant') this.variant = value;
    else if (name === 'FEN') this.#fen = value;
  }

  beginMovetext(): Skip {
    const fen = this.#fen?.trim();
    try {
      if (this.variant === undefined && (fen === undefined || fen === '')) {
        // `@x/core/chess`'s position, its moves onto a square found backwards (`chessMovesTo`), pins from the king.
        if (this.#standard === undefined) {
          const standard = ChessPosition.fromFen(variants.chess.startFen);
          this.#standard = standard;
          this.#start = standard.clone();
          this.#standardMovesTo = (_pos, to, type, out) => chessMovesTo(standard, to, type, out);
          if (!this.#custom) this.#plain = new StandardMoves(standard, contextOf(standard));
        }
        this.#position = this.#standard;
        this.#shared = true;
        this.#fast = this.#plain;
        this.#site.movesTo = this.#standardMovesTo;
      } else {
        const headers = new Map<string, string>();
        if (this.variant !== undefined) headers.set('Variant', this.variant);
        if (this.#fen !== undefined) headers.set('FEN', this.#fen);
        this.#position = startingPosition(headers, { variants: this.#variants });
        this.#shared = false;
        this.#fast = undefined;
        this.#site.movesTo = undefined;
      }
    } catch (error) {
      if (!(error instanceof SanError)) throw error;
      this.error = error;
      return SKIP;
    }
    this.#ctx = contextOf(this.#position);
    this.#gameDialect = dialectOfGame(this.variant, this.#dialect, this.#custom, this.#variants);
  }

  move(token: MoveToken): void {
    const pos = this.#position;
    if (pos === undefined || this.error !== undefined || this.#passed) return;
    if (this.plies >= this.#maxMoves) {
      // the tree's error at the same token: a main line that long is refused whether or not it has variations
      const message = `a game of more than ${this.#maxMoves} moves (limits.maxMoves)`;
      const length = token.end - token.start;
      this.error = new SanError('game-too-long', message, token.offset, length, { ply: this.plies });
      return;
    }
    // SAN in its commonest form resolved from its bytes on the standard start's position, else parsed
    let m = this.#fast?.resolve(token.bytes, token.start, token.end) ?? NOT_PLAIN;
    try {
      if (m === NOT_PLAIN) m = resolveEncoded(pos, this.#ctx!, this.#san(token), this.#site);
      if (m === NULL_ENCODED) {
        this.complete = false;
        this.#passed = true;
        return;
      }
      this.resolved(m);
      pos.playEncoded(m);
      this.plies++;
    } catch (error) {
      if (!(error instanceof SanError)) throw error;
      const details = { canonical: error.canonical, candidates: error.candidates, ply: this.plies };
      this.error = new SanError(
        error.code,
        error.message,
        token.offset + error.offset,
        error.length,
        details,
      );
    }
  }

  /**
   * The position the main line is played on, valid until `endGame` returns: the game's start after
   * `beginMovetext`, then the position after each move played (shared by the games from the standard start, and
   * taken back after each: read it, `clone()` it to keep it); undefined before the movetext and after a bad start.
   */
  get position(): BasePosition | undefined {
    return this.#position;
  }

  /**
   * Called with each move of the main line once it is resolved, before it is played on `position`: the move's
   * `@x/core/engine` code (what `WalkStep.moveKey` is; `position.decodeMove` reads it). Does nothing here: a
   * subclass that looks at every position or move of the main line overrides it (and `endGame` for the last
   * position, before calling this class's).
   */
  protected resolved(_move: number): void {}

  beginVariation(): Skip {
    this.complete = false;
    return SKIP;
  }

  result(result: GameResult): void {
    this.#result = result;
  }

  /**
   * In the game's callback (`onGame`, or a subclass's `endGame` before it calls this class's): when every move of
   * the main line was played, the movetext's result is decided (`1-0`, `0-1`, `1/2-1/2`) and the last position is
   * over by the rules with another result (checkmate, stalemate, a variant's own end, not a claim), the message of
   * that `result-contradicts-end` warning (`Black mates, but the result is 1-0`), else undefined. Judged when first
   * read (one `outcome()` of the last position), so a caller that never reads it pays nothing. `walkGame` with
   * `onWarning` locates it (and checks a game without a movetext result against its `Result` tag).
   */
  get contradiction(): string | undefined {
    if (this.#contradiction === null) {
      const last = this.#ended;
      this.#contradiction =
        last !== undefined && !this.#passed && this.#result !== '*'
          ? endContradiction(last, this.#result)
          : undefined;
    }
    return this.#contradiction;
  }

  endGame(game: GameEnd): unknown {
    // judged only where the main line was played to its end without an error
    this.#ended = this.error === undefined ? this.#position : undefined;
    this.#contradiction = null;
    // a game that is not plain may have been cut by a syntax error: its full read (cached) has it
    this.error ??= game.readError();
    try {
      return this.#onGame(this, game);
    } finally {
      // judged now or never: the last position is played on by the next game
      this.#contradiction ??= undefined;
      this.#ended = undefined;
      // Back to the start: copied from the untouched one (cheaper than taking every move back).
      if (this.#shared) copyChessPosition(this.#standard!, this.#start!);
      this.#position = undefined;
    }
  }

  /**
   * The parsed SAN of a move token (kept for the read while few distinct tokens are met), `#site` set to its
   * text. Tokens of up to four ASCII bytes (most moves: `e4`, `Nf3`, `exd5`, `O-O`) are looked up by a small
   * integer made of their bytes, without making their text; any other token by its text.
   */
  #san(token: MoveToken): SAN {
    const dialect = this.#gameDialect;
    if (this.#sansDialect !== dialect) {
      this.#byCode.clear();
      this.#sans.clear();
      this.#sansDialect = dialect;
    }
    const site = this.#site;
    const { bytes, start, end } = token;
    let code = -1;
    if (end - start <= 4) {
      // seven bits a byte: only ASCII tokens get a code (a byte of 128 or more would spill into its neighbour's)
      let high = 0;
      code = end - start;
      for (let i = start; i < end; i++) {
        high |= bytes[i]!;
        code = (code << 7) | bytes[i]!;
      }
      if (high > 0x7f) code = -1;
    }
    if (code >= 0) {
      const san = this.#byCode.get(code);
      if (san !== undefined) {
        site.text = undefined;
        site.end = end - start;
        return this.#kept(san);
      }
    }
    const text = token.text;
    site.text = text;
    site.end = text.length;
    let san = code < 0 ? this.#sans.get(text) : undefined;
    if (san === undefined) {
      san = lexSan(text, 0, text.length, dialect, false, 'all');
      if (code >= 0) {
        if (this.#byCode.size < MAX_KEPT) this.#byCode.set(code, san);
      } else if (this.#sans.size < MAX_KEPT) this.#sans.set(text, san);
    }
    return this.#kept(san);
  }

  #kept(san: SAN): SAN {
    if (san.diagnostics.length > 0) this.lenient = true;
    return san;
  }
}
