/**
 * The opening explorer's rows — four integers each: a position's 64-bit key (two halves), a game, a move's name —
 * kept in 256 partitions by the top byte of the key, each a list of fixed blocks of 4,096 rows. Appending never
 * copies (a full block is followed by a new one), so the memory written is the rows' own, once: on a loaded
 * machine the first write to fresh memory costs more than the rows' other work. `sort` puts each partition in
 * bucket order (the key's next bits) through two small arrays it reuses, one partition at a time (cache-sized),
 * and counts the distinct keys; `scan` then reads the rows of one bucket, before it those of one partition. A
 * block can be handed to another `RowBlocks` (`blocks`, `adopt`: a worker's part, transferred, not copied).
 */

/** Integers per row, and the fields' places: the key's halves, the game, the move's name. */
export const FIELDS = 4;
export const HIGH = 0;
export const LOW = 1;
export const GAME = 2;
export const NAME = 3;
/** Rows per block (64 KB). */
export const BLOCK_ROWS = 4096;
/** Partitions, by the top bits of the key's high half. */
const PARTITION_BITS = 8;
const PARTITIONS = 1 << PARTITION_BITS;
/** Distinct keys of a bucket past which `sort` sorts it to count them. */
const FEW = 32;

/** A block of rows handed over: its rows' storage, its partition and the rows it holds. */
export interface RowBlock {
  readonly data: Int32Array;
  readonly partition: number;
  readonly fill: number;
}

/** Rows in partitions of blocks (see the file's comment). */
export class RowBlocks {
  /** Per partition: its blocks in order, and the rows each holds. */
  readonly #blocks: Int32Array[][] = Array.from({ length: PARTITIONS }, () => []);
  readonly #fills: number[][] = Array.from({ length: PARTITIONS }, () => []);
  /** Rows per partition. */
  readonly #lengths = new Int32Array(PARTITIONS);
  /** After `sort` (until a row is added): the bit shift of a key's bucket, and each bucket's first row in its partition. */
  #shift = 0;
  #subBits = 0;
  #starts: Int32Array | undefined;
  /** `sort`'s arrays, reused from partition to partition. */
  #scratch = new Int32Array(0);
  #sorted = new Int32Array(0);
  readonly #seen = new Int32Array(2 * FEW);
  /** Rows held. */
  length = 0;

  /** Appends a row. */
  add(high: number, low: number, game: number, name: number): void {
    const p = high >>> (32 - PARTITION_BITS);
    const blocks = this.#blocks[p] as Int32Array[];
    const fills = this.#fills[p] as number[];
    let last = blocks.length - 1;
    if (last < 0 || fills[last] === BLOCK_ROWS) {
      blocks.push(new Int32Array(FIELDS * BLOCK_ROWS));
      fills.push(0);
      last++;
    }
    const block = blocks[last] as Int32Array;
    const fill = fills[last] as number;
    const at = FIELDS * fill;
    block[at + HIGH] = high;
    block[at + LOW] = low;
    block[at + GAME] = game;
    block[at + NAME] = name;
    fills[last] = fill + 1;
    this.#lengths[p] = (this.#lengths[p] as number) + 1;
    this.length++;
    this.#starts = undefined;
  }

  /** Every block, with its partition and rows (to hand them to another `RowBlocks`: this one is spent). */
  blocks(): RowBlock[] {
    const out: RowBlock[] = [];
    for (let p = 0; p < PARTITIONS; p++) {
      const blocks = this.#blocks[p] as Int32Array[];
      const fills = this.#fills[p] as number[];
      for (let j = 0; j < blocks.length; j++)
        out.push({ data: blocks[j] as Int32Array, partition: p, fill: fills[j] as number });
    }
    return out;
  }

  /** Appends a block of rows of another `RowBlocks` (`blocks`) to its partition, as it is (not copied). */
  adopt(block: RowBlock): void {
    const p = block.partition;
    (this.#blocks[p] as Int32Array[]).push(block.data);
    (this.#fills[p] as number[]).push(block.fill);
    this.#lengths[p] = (this.#lengths[p] as number) + block.fill;
    this.length += block.fill;
    this.#starts = undefined;
  }

  /**
   * Puts the rows of each partition in the order of their bucket — the key's top `bits` bits (8 to 24), the
   * rows of a bucket in the order they were added — and answers the number of distinct keys.
   */
  sort(bits: number): number {
    const subBits = Math.max(0, bits - PARTITION_BITS);
    const buckets = 1 << subBits;
    const starts = new Int32Array(PARTITIONS * (buckets + 1));
    const shift = 32 - PARTITION_BITS - subBits;
    let distinct = 0;
    for (let p = 0; p < PARTITIONS; p++) distinct += this.#sortPartition(p, starts, buckets, shift);
    this.#shift = shift;
    this.#subBits = subBits;
    this.#starts = starts;
    return distinct;
  }

  /**
   * `sort`'s work on partition `p`: its rows in bucket order, its buckets' first rows into `starts`, its distinct
   * keys answered. A function of its own, called once a partition: inside `sort`'s loop, V8 compiled an inner loop
   * on stack replacement and dropped that code at the loop's end, up to 241 times in a 5 MB read (Chromium's
   * `--log-deopt`: "exit from OSR'd inner loop"); a function called 256 times is compiled once.
   */
  #sortPartition(p: number, starts: Int32Array, buckets: number, shift: number): number {
    const n = this.#lengths[p] as number;
    if (n === 0) return 0;
    if (this.#scratch.length < FIELDS * n) {
      this.#scratch = new Int32Array(FIELDS * n * 2);
      this.#sorted = new Int32Array(FIELDS * n * 2);
    }
    const scratch = this.#scratch;
    const sorted = this.#sorted;
    this.#copy(p, scratch, true);
    // a counting sort of the partition's rows by bucket (stable)
    const base = p * (buckets + 1);
    const mask = buckets - 1;
    for (let at = 0; at < FIELDS * n; at += FIELDS) {
      const b = base + 1 + (((scratch[at + HIGH] as number) >>> shift) & mask);
      starts[b] = (starts[b] as number) + 1;
    }
    for (let b = base + 1; b <= base + buckets; b++)
      starts[b] = (starts[b] as number) + (starts[b - 1] as number);
    const next = starts.slice(base, base + buckets);
    for (let at = 0; at < FIELDS * n; at += FIELDS) {
      const b = ((scratch[at + HIGH] as number) >>> shift) & mask;
      const to = FIELDS * (next[b] as number);
      next[b] = (next[b] as number) + 1;
      sorted[to] = scratch[at] as number;
      sorted[to + 1] = scratch[at + 1] as number;
      sorted[to + 2] = scratch[at + 2] as number;
      sorted[to + 3] = scratch[at + 3] as number;
    }
    let distinct = 0;
    for (let b = 0; b < buckets; b++)
      distinct += this.#distinct(sorted, starts[base + b] as number, starts[base + b + 1] as number);
    this.#copy(p, sorted, false);
    return distinct;
  }

  /** Copies partition `p`'s rows into `flat` (`out`), or back from it (the blocks keep their fills). */
  #copy(p: number, flat: Int32Array, out: boolean): void {
    const blocks = this.#blocks[p] as Int32Array[];
    const fills = this.#fills[p] as number[];
    let at = 0;
    for (let j = 0; j < blocks.length; j++) {
      const block = blocks[j] as Int32Array;
      const size = FIELDS * (fills[j] as number);
      if (out) flat.set(size === block.length ? block : block.subarray(0, size), at);
      else block.set(flat.subarray(at, at + size));
      at += size;
    }
  }

  /**
   * The distinct keys of rows `[from, to)` of `rows` (one bucket): each row compared with the keys met before in
   * the bucket (few: a bucket of many rows holds a position many games reached), sorted by key past `FEW` keys.
   */
  #distinct(rows: Int32Array, from: number, to: number): number {
    const seen = this.#seen;
    let count = 0;
    for (let r = from; r < to; r++) {
      const high = rows[FIELDS * r + HIGH] as number;
      const low = rows[FIELDS * r + LOW] as number;
      let j = 0;
      while (j < count && !(seen[2 * j] === high && seen[2 * j + 1] === low)) j++;
      if (j < count) continue;
      if (count === FEW) return sortedDistinct(rows, from, to);
      seen[2 * count] = high;
      seen[2 * count + 1] = low;
      count++;
    }
    return count;
  }

  /**
   * Calls `visit` with the block and place of each row that may hold the key of high half `high`: the rows of its
   * bucket after `sort`, else every row of its partition.
   */
  scan(high: number, visit: (block: Int32Array, at: number) => void): void {
    const p = high >>> (32 - PARTITION_BITS);
    let from = 0;
    let to = this.#lengths[p] as number;
    const starts = this.#starts;
    if (starts !== undefined) {
      const buckets = 1 << this.#subBits;
      const b = p * (buckets + 1) + ((high >>> this.#shift) & (buckets - 1));
      from = starts[b] as number;
      to = starts[b + 1] as number;
    }
    const blocks = this.#blocks[p] as Int32Array[];
    const fills = this.#fills[p] as number[];
    let first = 0;
    for (let j = 0; j < blocks.length && first < to; j++) {
      const fill = fills[j] as number;
      const block = blocks[j] as Int32Array;
      for (let r = Math.max(from, first); r < Math.min(to, first + fill); r++)
        visit(block, FIELDS * (r - first));
      first += fill;
    }
  }
}

/** The distinct keys of rows `[from, to)` of `rows`, sorting their numbers by key. */
function sortedDistinct(rows: Int32Array, from: number, to: number): number {
  const order = Int32Array.from({ length: to - from }, (_, i) => from + i);
  const high = (r: number) => rows[FIELDS * r + HIGH] as number;
  const low = (r: number) => rows[FIELDS * r + LOW] as number;
  order.sort((a, b) => high(a) - high(b) || low(a) - low(b));
  let count = 1;
  for (let i = 1; i < order.length; i++) {
    const a = order[i - 1] as number;
    const b = order[i] as number;
    if (high(a) !== high(b) || low(a) !== low(b)) count++;
  }
  return count;
}
