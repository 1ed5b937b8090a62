/**
 * `KeySet`: the candidate positions of a key table (`SeenFilter` found them met before), each its key's two words
 * once — an open-addressing table at most half full, three words a slot (the two words, 1 + the entry's number) —
 * then sorted (first word, then second, unsigned: the key table's order) so that a look-up gives a key's rank. A
 * bit map of 8 bits a key beside it answers most look-ups of other positions without reaching the table.
 */

/** The slot hash of a key's two words (the top bits chosen by the caller). */
function hashOf(key: number, check: number): number {
  return Math.imul(key ^ Math.imul(check, 0x85ebca6b), 0x9e3779b1);
}

/** The distinct key words added, sorted on demand, looked up by rank. */
export class KeySet {
  #slots = new Int32Array(3 << 4);
  #shift = 32 - 4;
  size = 0;
  /** Bits of the quick map (`sort` makes it), by the hash's top bits. */
  #map = new Int32Array(0);
  #mapShift = 32;

  /** Adds the key words `key` and `check` (nothing when they are in already). */
  add(key: number, check: number): void {
    if (2 * (this.size + 1) > this.#slots.length / 3) this.#grow();
    if (this.#put(key, check, this.size + 1)) this.size++;
  }

  /** Puts the words in with `value` (1 + a number) unless they are in; whether they were put. */
  #put(key: number, check: number, value: number): boolean {
    const slots = this.#slots;
    const mask = slots.length / 3 - 1;
    for (let s = hashOf(key, check) >>> this.#shift; ; s = (s + 1) & mask) {
      const v = slots[3 * s + 2]!;
      if (v === 0) {
        slots[3 * s] = key;
        slots[3 * s + 1] = check;
        slots[3 * s + 2] = value;
        return true;
      }
      if (slots[3 * s] === key && slots[3 * s + 1] === check) return false;
    }
  }

  #grow(): void {
    const old = this.#slots;
    this.#slots = new Int32Array(2 * old.length);
    this.#shift--;
    for (let i = 0; i < old.length; i += 3)
      if (old[i + 2] !== 0) this.#put(old[i]!, old[i + 1]!, old[i + 2]!);
  }

  /** The rank of the key words among the sorted ones (`sort` first), or -1 when they are not in. */
  rankOf(key: number, check: number): number {
    const h = hashOf(key, check);
    if ((this.#map[h >>> this.#mapShift]! & (1 << (h & 31))) === 0) return -1;
    const slots = this.#slots;
    const mask = slots.length / 3 - 1;
    for (let s = h >>> this.#shift; ; s = (s + 1) & mask) {
      const v = slots[3 * s + 2]!;
      if (v === 0) return -1;
      if (slots[3 * s] === key && slots[3 * s + 1] === check) return v - 1;
    }
  }

  /**
   * The key words sorted (first word, then second, unsigned), each entry's value made its rank, and the quick map
   * made; no key is added after.
   */
  sort(): { readonly keys: Int32Array; readonly checks: Int32Array } {
    const n = this.size;
    const keys = new Int32Array(n);
    const checks = new Int32Array(n);
    const slots = this.#slots;
    const where = new Int32Array(n);
    for (let i = 0, at = 0; i < slots.length; i += 3)
      if (slots[i + 2] !== 0) {
        keys[at] = slots[i]!;
        checks[at] = slots[i + 1]!;
        where[at++] = i;
      }
    const order = sortedOrder(keys, checks);
    const sortedKeys = new Int32Array(n);
    const sortedChecks = new Int32Array(n);
    // 8 bits a key, at least two words (a shift of 32 would be one of 0)
    const mapBits = Math.max(6, Math.ceil(Math.log2(8 * n + 1)));
    this.#map = new Int32Array(2 ** (mapBits - 5));
    this.#mapShift = 32 - (mapBits - 5);
    for (let r = 0; r < n; r++) {
      const i = order[r]!;
      sortedKeys[r] = keys[i]!;
      sortedChecks[r] = checks[i]!;
      slots[where[i]! + 2] = r + 1;
      const h = hashOf(keys[i]!, checks[i]!);
      this.#map[h >>> this.#mapShift]! |= 1 << (h & 31);
    }
    return { keys: sortedKeys, checks: sortedChecks };
  }
}

/**
 * The order of the pairs `keys[i]`, `checks[i]` sorted by first word, then second (unsigned): a radix sort of eight
 * 8-bit digits, the lowest first (a slice's few hundred keys: its counts are 256).
 */
function sortedOrder(keys: Int32Array, checks: Int32Array): Int32Array {
  const n = keys.length;
  let order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  let next = new Int32Array(n);
  const counts = new Int32Array(257);
  for (let digit = 0; digit < 8; digit++) {
    const words = digit < 4 ? checks : keys;
    const shift = 8 * (digit % 4);
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[((words[i]! >>> shift) & 0xff) + 1]!++;
    for (let d = 0; d < 256; d++) counts[d + 1]! += counts[d]!;
    for (let i = 0; i < n; i++) {
      const j = order[i]!;
      next[counts[(words[j]! >>> shift) & 0xff]!++] = j;
    }
    [order, next] = [next, order];
  }
  return order;
}
