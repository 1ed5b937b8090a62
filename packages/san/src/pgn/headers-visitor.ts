/**
 * `HeadersVisitor`: the headers-only built-in `PgnVisitor` — each game's tag pairs in a `Map`, its movetext
 * skipped unread (python-chess's `HeadersBuilder`).
 */
import { type GameEnd, type PgnVisitor, SKIP, type Skip } from './visitor.js';

/**
 * Collects each game's tags (a repeated name keeps its last value) and hands them to `onGame` with the game's
 * end (its place; `records()` for the full read). The movetext is skipped, so `game.plain` is false.
 *
 * @example await visitPgn(source, new HeadersVisitor((headers) => names.add(headers.get('White'))));
 */
export class HeadersVisitor implements PgnVisitor {
  #headers = new Map<string, string>();
  readonly #onGame: (headers: Map<string, string>, game: GameEnd) => unknown;

  /** @param onGame called with each game's tags (a new `Map` per game) and its end. */
  constructor(onGame: (headers: Map<string, string>, game: GameEnd) => unknown) {
    this.#onGame = onGame;
  }

  beginGame(): void {
    this.#headers = new Map();
  }

  tag(name: string, value: string): void {
    this.#headers.set(name, value);
  }

  beginMovetext(): Skip {
    return SKIP;
  }

  endGame(game: GameEnd): unknown {
    return this.#onGame(this.#headers, game);
  }
}
