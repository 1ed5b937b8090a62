/** `Starts`: the start position of each indexed game, made once per start and copied for each game. */
import type { BasePosition } from '@x/core';
import { ChessPosition, copyChessPosition } from '@x/core/chess';
import { variants } from '@x/core/variant';
import { startingPosition } from '@x/san';
import type { GameRecord } from './game-record.js';
import type { IndexPgnOptions } from './index-builder.js';
import type { IndexedStart } from './index-format.js';
import { ChessReplay } from './chess-replay.js';

/**
 * Starts kept made at once: chess960's 960 and then some; past it the made ones are dropped (a puzzle file, a start
 * a game, is read in bounded memory: a made start holds some kilobytes).
 */
export const MAX_MADE = 2048;

/** Start positions by number (0 the standard start), made once (while `MAX_MADE` others are held) and copied for each game. */
export class Starts {
  readonly #standard = ChessPosition.fromFen(variants.chess.startFen);
  readonly #play = this.#standard.clone() as ChessPosition;
  readonly #made = new Map<number, BasePosition>();
  readonly #replays = new Map<number, ChessReplay | null>();

  /** `start(i)` is start number `i + 1` (an index's `starts[i]`; a scan's read as its games come). */
  constructor(
    readonly start: (i: number) => IndexedStart,
    readonly options: { readonly pgn?: IndexPgnOptions } | undefined,
  ) {}

  /** A position to play game `record` on (shared: valid until the next call), or undefined for a bad start. */
  of(record: GameRecord): BasePosition | undefined {
    if (record.start === 0) {
      copyChessPosition(this.#play, this.#standard);
      return this.#play;
    }
    let made = this.#made.get(record.start);
    if (made === undefined) {
      const { variant, fen } = this.start(record.start - 1);
      const headers = new Map<string, string>();
      if (variant !== '') headers.set('Variant', variant);
      if (fen !== '') headers.set('FEN', fen);
      try {
        made = startingPosition(headers, { variants: this.options?.pgn?.variants });
      } catch {
        return undefined;
      }
      if (this.#made.size >= MAX_MADE) this.#made.clear();
      this.#made.set(record.start, made);
    }
    return made.clone();
  }

  /**
   * The start of game `record` as a `ChessReplay` (one per start, made once: copy it to play on), or undefined
   * when the game is not chess or its start is bad.
   */
  replay(record: GameRecord): ChessReplay | undefined {
    let replay = this.#replays.get(record.start);
    if (replay === undefined) {
      const position = this.of(record);
      replay = (position === undefined ? undefined : ChessReplay.of(position.clone())) ?? null;
      if (this.#replays.size >= MAX_MADE) this.#replays.clear();
      this.#replays.set(record.start, replay);
    }
    return replay ?? undefined;
  }
}
