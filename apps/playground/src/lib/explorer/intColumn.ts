/**
 * A growable column of 32-bit integers (an `Int32Array` doubled when full): the explorer's index keeps its
 * millions of nodes, moves and occurrences in a few of these rather than in an object (and its arrays) each.
 */
export class IntColumn {
  #data: Int32Array;
  /** Values pushed so far. */
  length = 0;

  constructor(capacity = 1024) {
    this.#data = new Int32Array(capacity);
  }

  /** Appends `value`; returns its index. */
  push(value: number): number {
    if (this.length === this.#data.length) {
      const data = new Int32Array(this.#data.length * 2);
      data.set(this.#data);
      this.#data = data;
    }
    this.#data[this.length] = value;
    return this.length++;
  }

  /** The value at `i` (below `length`). */
  at(i: number): number {
    return this.#data[i] as number;
  }

  /** Sets the value at `i` (below `length`). */
  set(i: number, value: number): void {
    this.#data[i] = value;
  }
}
