/**
 * `MainLineScan`: what the `xn pgn` commands read games with (issue #48) — `@x/san`'s `MainLineChecker` (each move
 * of the main line resolved and played on one position, no tree) with the game's tags, NAGs, comments and result
 * kept as they come, and a hook at every position and move for the command to compute only what it needs.
 * `forEachScan` reads the inputs with it: a game the scan read whole goes to the command's fast path, any other
 * (a syntax error, an illegal move, a lenient SAN, a null move, glyphs, what the command cannot do without a
 * tree) has its full read (`readPgn`'s records) handed to the command's tree path, so the output is the same.
 */
import type { BasePosition } from '@x/core';
import {
  type Game,
  type GameEnd,
  MainLineChecker,
  type MoveToken,
  type PgnRecord,
  SKIP,
  type Skip,
  type VariantLookup,
  visitPgn,
} from '@x/san';
import type { ByteWriter } from '../io/byte-writer.js';
import type { Input } from '../io/input.js';
import type { LetterOptions } from '../io/piece-letters.js';
import type { Progress } from '../io/progress.js';
import { forEachInput, type InputReading, type ReadOptions } from '../io/records.js';
import { writePgnText } from './pgn-text.js';

/** The comments or NAGs of a move that has none (shared, never written to: a move's own list replaces it). */
const NONE: never[] = [];

/**
 * Adds `item` to the list of ply `ply` (from 1) in `lists`: the plies before it that have no list yet get `NONE`,
 * so the lists end at the last annotated move.
 */
function addToPly<T>(lists: T[][], ply: number, item: T): void {
  if (lists.length >= ply) lists[ply - 1]!.push(item);
  else {
    while (lists.length < ply - 1) lists.push(NONE);
    lists.push([item]);
  }
}

/** What a command answers for a game: `false` stops the read, anything else reads on. */
type Go = unknown;

/** The main line of each game read, with its tags, annotations and result; subclasses look at what they need. */
export class MainLineScan extends MainLineChecker {
  /** The game's tags (a repeated name keeps its last value, in the place of its first). */
  tags = new Map<string, string>();
  /** Variations met (skipped unread). */
  variations = 0;
  /** Whether a move token carries a glyph (`!`, `?`): its NAG is then the tree's to tell. */
  glyphs = false;
  /** The movetext's result, when told. */
  gameResult: Game['result'];
  /** Whether to keep comments and NAGs (`annotations`). */
  readonly #keepAnnotations: boolean;
  /** Whether to keep the text of each move token played (`tokens`). */
  readonly #keepTokens: boolean;
  /** Whether to keep the tags (`tags`). */
  readonly #keepTags: boolean;
  /** Whether to play the main line's moves (else only the movetext's tokens are read, as the reader reads them). */
  readonly #play: boolean;
  /** The move tokens of the main line as written, when kept. */
  readonly tokens: string[] = [];
  /**
   * Comments before the first move (`before`), and the comments and NAGs after each move of the main line
   * (index = ply − 1), when kept. The lists end at the last move that has any: a later move's entry is
   * undefined (none), and so is every entry of a game without annotations.
   */
  readonly before: string[] = [];
  readonly comments: string[][] = [];
  readonly nags: number[][] = [];
  #handler: (game: GameEnd) => unknown = () => true;

  /**
   * @param keep.annotations keep comments and NAGs (`before`, `comments`, `nags`).
   * @param keep.tokens keep each move token's text (`tokens`).
   * @param keep.tags keep the tags (`tags`; true unless false: a scan that needs none leaves `tags` empty).
   * @param keep.moves play the main line's moves (true unless false: a scan of the tags alone still reads the
   *   movetext, so a game the reader refuses — a syntax error, variations nested past the cap — takes the tree path).
   * @param san the SAN options of `--read-piece-letters` (the moves' piece-letter map), and the run's `variants`.
   */
  constructor(
    keep: {
      readonly annotations?: boolean;
      readonly tokens?: boolean;
      readonly tags?: boolean;
      readonly moves?: boolean;
    } = {},
    san?: ScanReading,
  ) {
    super((_check, game) => this.#handler(game), san);
    this.#keepAnnotations = keep.annotations === true;
    this.#keepTokens = keep.tokens === true;
    this.#keepTags = keep.tags !== false;
    this.#play = keep.moves !== false;
  }

  /** What the scan reads beyond the moves: every tag (`tags`), comments and NAGs (`annotations`). */
  get keeps(): { readonly tags: boolean; readonly annotations: boolean } {
    return { tags: this.#keepTags, annotations: this.#keepAnnotations };
  }

  /** Sets what is called at the end of each game (after `finish`). */
  onGame(handler: (game: GameEnd) => unknown): void {
    this.#handler = handler;
  }

  override beginGame(): void {
    super.beginGame();
    if (this.#keepTags) this.tags = new Map();
    this.variations = 0;
    this.glyphs = false;
    this.gameResult = undefined;
    if (this.#keepAnnotations) {
      this.before.length = 0;
      this.comments.length = 0;
      this.nags.length = 0;
    }
    this.tokens.length = 0;
  }

  override tag(name: string, value: string): void {
    super.tag(name, value);
    if (this.#keepTags) this.tags.set(name, value);
  }

  override move(token: MoveToken): void {
    if (!this.#play) return;
    const { bytes, end } = token;
    const last = bytes[end - 1];
    if (last === 33 /* ! */ || last === 63 /* ? */) this.glyphs = true;
    const plies = this.plies;
    super.move(token);
    if (this.plies === plies) return;
    if (this.#keepTokens) this.tokens.push(token.text);
  }

  /**
   * The game as PGN text (`writePgnText`) in `out`, cleared first: its main line written as `moves` (one text a
   * move), with `tags` (by default the game's own), its comments, NAGs and result.
   */
  protected writePgn(
    out: ByteWriter,
    moves: readonly string[],
    tags: ReadonlyMap<string, string> = this.tags,
  ): Uint8Array {
    out.clear();
    writePgnText(out, {
      tags,
      before: this.before,
      moves,
      nags: this.nags,
      comments: this.comments,
      result: this.gameResult,
    });
    return out.view();
  }

  /** Called with the move code before `super` plays it: `position` is the one before the move. */
  protected override resolved(move: number): void {
    this.atPosition(this.position!);
    this.atMove(move, this.position!);
  }

  comment(text: string): void {
    if (!this.#keepAnnotations) return;
    const n = this.plies;
    if (n === 0) this.before.push(text);
    else addToPly(this.comments, n, text);
  }

  nag(value: number): void {
    if (!this.#keepAnnotations) return;
    const n = this.plies;
    if (n === 0)
      this.glyphs = true; // a NAG before the first move: left to the tree
    else addToPly(this.nags, n, value);
  }

  override beginVariation(): Skip {
    this.variations++;
    return SKIP;
  }

  override result(result: NonNullable<Game['result']>): void {
    super.result(result);
    this.gameResult = result;
  }

  override endGame(game: GameEnd): unknown {
    const position = this.position;
    if (position !== undefined && this.error === undefined) {
      this.atPosition(position);
      this.finish(position);
    }
    return super.endGame(game);
  }

  /**
   * Whether the scan read `game` whole: plain, every move of the main line played (no null move, no error, no
   * lenient SAN, no glyph), no variation unless `variations` allows them.
   */
  whole(game: GameEnd, variations = false): boolean {
    return (
      game.plain &&
      this.complete &&
      this.error === undefined &&
      !this.lenient &&
      !this.glyphs &&
      (variations || this.variations === 0)
    );
  }

  /** Each position of the main line: the start, then the position after each move (shared: read it now). */
  protected atPosition(_position: BasePosition): void {}

  /** Each move of the main line (its engine code), on the position before it. */
  protected atMove(_move: number, _position: BasePosition): void {}

  /** The last position of the main line, after `atPosition` (only when every move was played). */
  protected finish(_position: BasePosition): void {}
}

/**
 * The reader of a game of `input` in full (a game a scan did not read whole): each of its records to `onRecord`,
 * counted by the progress bar, until one answers `false`; then `stop()`, and the reader answers `false` too.
 */
export function fullReader(
  options: { readonly progress: Pick<Progress, 'game'> },
  input: Input,
  onRecord: (record: PgnRecord, input: Input) => Go | Promise<Go>,
  stop: () => void,
): (game: GameEnd) => Promise<boolean> {
  return async (game) => {
    for (const record of game.records()) {
      options.progress.game();
      if ((await onRecord(record, input)) === false) {
        stop();
        return false;
      }
    }
    return true;
  };
}

/** How a scan reads the moves: the SAN options of `--read-piece-letters`, and the run's `Variant` tag names. */
export type ScanReading = Partial<LetterOptions> & { readonly variants?: VariantLookup | undefined };

/**
 * Reads every game of every input with `scan`: `onScan` gets a game the scan read whole (`accept(scan, game)`,
 * which defaults to `scan.whole(game)`), `onRecord` each record of the others (their full read, as
 * `forEachRecord` gives them). Either may answer `false` to stop. The progress bar counts games either way.
 */
export async function forEachScan<S extends MainLineScan>(
  options: ReadOptions,
  scan: S,
  onScan: (scan: S, game: GameEnd, input: Input) => Go | Promise<Go>,
  onRecord: (record: PgnRecord, input: Input) => Go | Promise<Go>,
  accept: (scan: S, game: GameEnd, input: Input) => boolean = (s, game) => s.whole(game),
): Promise<void> {
  await forEachInput(options, (input, read) =>
    scanInput(input, read, options, scan, onScan, onRecord, accept),
  );
}

/**
 * `forEachScan`'s read of one input with `given`, up to the end of its range (`given.end`; a `--jobs` thread reads
 * its range of a file with it): resolves to false when `onScan` or `onRecord` stopped the read.
 */
export async function scanInput<S extends MainLineScan>(
  input: Input,
  given: InputReading,
  options: { readonly progress: Pick<Progress, 'game'> },
  scan: S,
  onScan: (scan: S, game: GameEnd, input: Input) => Go | Promise<Go>,
  onRecord: (record: PgnRecord, input: Input) => Go | Promise<Go>,
  accept: (scan: S, game: GameEnd, input: Input) => boolean = (s, game) => s.whole(game),
): Promise<boolean> {
  const { end, ...read } = given;
  let go = true;
  const inFull = fullReader(options, input, onRecord, () => {
    go = false;
  });
  // a game read whole whose answer is not a promise is answered at once: no promise, no turn of the
  // microtask queue for `visitPgn` to wait for (as `check`'s fast path)
  scan.onGame((game) => {
    if (end?.past(game.offset)) return false;
    if (!accept(scan, game, input)) return inFull(game);
    options.progress.game();
    const answer = onScan(scan, game, input);
    if (answer instanceof Promise)
      return answer.then((value) => {
        if (value === false) go = false;
        return go;
      });
    if (answer === false) go = false;
    return go;
  });
  await visitPgn(input.chunks, scan, read);
  return go;
}

/**
 * The bytes of a game read whole as `readPgn`'s record spans them (its section up to its last character that is
 * not blank) and where they begin in the input, as the `data` and `at` of an answer that writes them
 * (`GameAnswer`), or undefined when the section does not start with a tag (then its records say where it is). The
 * bytes are the input window's own (`ByteWindow.view`): valid until the next chunk is read, copy them to keep them.
 */
export function gameSpan(game: GameEnd, input: Input): { at: number; data: Uint8Array } | undefined {
  const held = input.window.view(game.offset, game.offset + game.length);
  if (held.offset !== game.offset || held.bytes.length !== game.length) return undefined;
  const bytes = held.bytes;
  let s = 0;
  let e = bytes.length;
  while (s < e && isBlank(bytes[s]!)) s++;
  while (e > s && isBlank(bytes[e - 1]!)) e--;
  if (s !== 0 || bytes[0] !== 91 /* [ */) return undefined;
  return { at: game.offset, data: bytes.subarray(0, e) };
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}
