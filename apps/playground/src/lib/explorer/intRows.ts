/**
 * A growable table of rows of `stride` 32-bit integers, side by side in one `Int32Array` (doubled when full): the
 * explorer's index keeps its millions of nodes, move records and occurrences in a few of these rather than in an
 * object each, and a row's fields in one cache line rather than one column each.
 */
export class IntRows {
  readonly #stride: number;
  #data: Int32Array;
  /** Rows added so far. */
  length = 0;

  constructor(stride: number, capacity = 1024) {
    this.#stride = stride;
    this.#data = new Int32Array(stride * capacity);
  }

  /** Adds `count` rows (their fields 0); returns the index of the first. */
  add(count = 1): number {
    const end = (this.length + count) * this.#stride;
    if (end > this.#data.length) {
      const data = new Int32Array(Math.max(end, this.#data.length * 2));
      data.set(this.#data);
      this.#data = data;
    }
    const first = this.length;
    this.length += count;
    return first;
  }

  /** The rows' storage (row `r`'s field `f` at `r * stride + f`), valid until the next `add`. */
  get data(): Int32Array {
    return this.#data;
  }

  /** Field `field` of row `row` (below `length`). */
  at(row: number, field: number): number {
    return this.#data[row * this.#stride + field] as number;
  }

  /** Sets field `field` of row `row` (below `length`). */
  set(row: number, field: number, value: number): void {
    this.#data[row * this.#stride + field] = value;
  }
}
