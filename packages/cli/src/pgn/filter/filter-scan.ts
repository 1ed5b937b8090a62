/**
 * `FilterScan`: `xn pgn filter`'s criteria on moves tested as the main line is read (`MainLineScan`, no tree):
 * `--fen`/`--fen-pattern` on the board at every position until one matches, the claimable draws at every ply only
 * when asked for, checkmate, stalemate and insufficient material on the last position only, `--underpromotion`
 * on the SAN of each move only when asked for; `--move-file` on the text of the first moves (as many as its longest
 * sequence), `--material-file` on piece counts read from the board only after a capture or a promotion.
 */
import type { BasePosition } from '@x/core';
import { isCaptureMove, movePromotion } from '@x/core/engine';
import { type MoveToken, stringify } from '@x/san';
import { ANY_PLY, type Criteria, tagsMeet } from './filter-criteria.js';
import { MainLineScan, type ScanReading } from '../main-line-scan.js';
import { countPieces, MaterialWatch } from './material-file.js';
import { moveFileMatches, tokenText } from './move-file.js';

/** The scan of `filter` with move criteria; `meets()` answers for a game the scan read whole. */
export class FilterScan extends MainLineScan {
  readonly #c: Criteria;
  readonly #everyPly: boolean;
  #reached = false;
  #underpromoted = false;
  readonly #seen = new Set<string>();
  #end: string | undefined;
  #variant: BasePosition['variant'] | undefined;
  /** The text of the first moves, as many as `--move-file` needs. */
  readonly #moves: string[] = [];
  readonly #movesWanted: number;
  readonly #watch: MaterialWatch | undefined;
  /** The piece counts of the position, and whether the last move may have changed them. */
  readonly #counts = new Int16Array(10);
  #recount = true;

  /** @param moves whether the criteria need the moves played (else the tags alone are tested, the movetext read). */
  constructor(criteria: Criteria, san?: ScanReading, moves = true) {
    super({ moves }, san);
    this.#c = criteria;
    this.#everyPly = [...criteria.endings].some((reason) => ANY_PLY.has(reason));
    this.#movesWanted = criteria.moves?.plies ?? 0;
    this.#watch = criteria.material === undefined ? undefined : new MaterialWatch(criteria.material);
  }

  override beginGame(): void {
    super.beginGame();
    this.#reached = false;
    this.#underpromoted = false;
    this.#seen.clear();
    this.#end = undefined;
    this.#variant = undefined;
    this.#moves.length = 0;
    this.#watch?.reset();
    this.#recount = true;
  }

  override move(token: MoveToken): void {
    const plies = this.plies;
    super.move(token);
    if (plies < this.#movesWanted && this.plies > plies) this.#moves.push(tokenText(token));
  }

  protected override atPosition(position: BasePosition): void {
    const test = this.#c.position;
    if (test !== undefined && !this.#reached && test(position)) this.#reached = true;
    if (this.#everyPly) {
      const reason = position.outcome()?.reason;
      if (reason !== undefined && ANY_PLY.has(reason)) this.#seen.add(reason);
    }
    const watch = this.#watch;
    if (watch !== undefined && !watch.matched) {
      if (this.#recount) countPieces(position, this.#counts);
      watch.step(this.#counts, this.#recount);
      this.#recount = false;
    }
  }

  protected override atMove(move: number, position: BasePosition): void {
    // other variants than chess may change the pieces otherwise (drops, gating, explosions): counted at every ply
    if (this.#watch !== undefined && !this.#watch.matched)
      this.#recount =
        position.variant.id !== 'chess' || isCaptureMove(position, move) || movePromotion(move) !== 0;
    if (this.#c.underpromotion && !this.#underpromoted)
      this.#underpromoted = /=[^Q]/.test(stringify(position.decodeMove(move), position));
  }

  protected override finish(position: BasePosition): void {
    this.#variant = position.variant;
    if (this.#c.endings.size > 0) this.#end = position.outcome()?.reason;
  }

  /** Whether the game just read meets every criterion (as `pgn-filter.ts`'s `meets` finds on its tree). */
  meets(): boolean {
    const c = this.#c;
    if (!tagsMeet(this.tags, c)) return false;
    if (c.variant !== undefined && this.#variant !== c.variant) return false;
    if (c.minPlies !== undefined && this.plies < c.minPlies) return false;
    if (c.maxPlies !== undefined && this.plies > c.maxPlies) return false;
    if (c.position !== undefined && !this.#reached) return false;
    if (c.underpromotion && !this.#underpromoted) return false;
    if (c.moves !== undefined && !moveFileMatches(c.moves, this.#moves, c.inOrder)) return false;
    if (this.#watch !== undefined && !this.#watch.matched) return false;
    if (c.endings.size === 0) return true;
    for (const reason of c.endings)
      if (ANY_PLY.has(reason) ? this.#seen.has(reason) : this.#end === reason) return true;
    return false;
  }
}
