/**
 * Where a read of one byte range of a file stops (`--jobs N`, `jobs/byte-ranges.ts`): at the first game that begins
 * exactly where a later range begins, the games before it being this range's. A game that begins past a range's
 * start (the cut there fell inside a game, a comment, a broken tag section) means that range's reader started in
 * a state the whole read never has: this read goes on through it, and its reader's answers are dropped.
 */
export class RangeEnd {
  /** Where the later ranges begin, ascending. */
  readonly starts: readonly number[];
  #next = 0;
  /** The index in `starts` of the range the read stopped at, or `starts.length` when it read to the input's end. */
  stop: number;

  constructor(starts: readonly number[]) {
    this.starts = starts;
    this.stop = starts.length;
  }

  /** Whether the game that begins at byte `offset` belongs to a later range (then the read stops before it). */
  past(offset: number): boolean {
    const starts = this.starts;
    while (this.#next < starts.length && offset > starts[this.#next]!) this.#next++;
    if (this.#next === starts.length || offset !== starts[this.#next]) return false;
    this.stop = this.#next;
    return true;
  }
}
