/**
 * `FilterScan`: `xn pgn filter`'s criteria on moves tested as the main line is read (`MainLineScan`, no tree):
 * `--fen`/`--fen-pattern` on the board at every position until one matches, the claimable draws at every ply only
 * when asked for, checkmate, stalemate and insufficient material on the last position only, `--underpromotion`
 * on the SAN of each move only when asked for.
 */
import type { BasePosition } from '@x/core';
import { stringify } from '@x/san';
import { ANY_PLY, type Criteria, tagsMeet } from './filter-criteria.js';
import type { LetterOptions } from '../io/piece-letters.js';
import { MainLineScan } from './main-line-scan.js';

/** The scan of `filter` with move criteria; `meets()` answers for a game the scan read whole. */
export class FilterScan extends MainLineScan {
  readonly #c: Criteria;
  readonly #everyPly: boolean;
  #reached = false;
  #underpromoted = false;
  readonly #seen = new Set<string>();
  #end: string | undefined;
  #variant: BasePosition['variant'] | undefined;

  constructor(criteria: Criteria, san?: LetterOptions) {
    super({}, san);
    this.#c = criteria;
    this.#everyPly = [...criteria.endings].some((reason) => ANY_PLY.has(reason));
  }

  override beginGame(): void {
    super.beginGame();
    this.#reached = false;
    this.#underpromoted = false;
    this.#seen.clear();
    this.#end = undefined;
    this.#variant = undefined;
  }

  protected override atPosition(position: BasePosition): void {
    const test = this.#c.position;
    if (test !== undefined && !this.#reached && test(position)) this.#reached = true;
    if (this.#everyPly) {
      const reason = position.outcome()?.reason;
      if (reason !== undefined && ANY_PLY.has(reason)) this.#seen.add(reason);
    }
  }

  protected override atMove(move: number, position: BasePosition): void {
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
    if (c.endings.size === 0) return true;
    for (const reason of c.endings)
      if (ANY_PLY.has(reason) ? this.#seen.has(reason) : this.#end === reason) return true;
    return false;
  }
}
