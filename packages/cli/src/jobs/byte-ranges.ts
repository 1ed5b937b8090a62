/**
 * `--jobs N` on a large plain file: the file cut into byte ranges, one a thread, each read by the one-thread code
 * (`range-split.ts`). A range starts at a likely game start at or after its nominal place (a `[` at a line start
 * after a blank line, else after any line end); whether the whole read starts a game there is for the reader of
 * the range before it to confirm (`RangeEnd`). The threads count the line feeds of the ranges together to learn
 * where each begins (`rangeLine`).
 */
import fs from 'node:fs';

/**
 * Bytes looked at past a nominal cut for a likely game start: 64 KiB, then twice as many up to 4 MiB (a range
 * without one there is joined to the next).
 */
const LOOK = 1 << 16;
const MAX_LOOK = 1 << 22;

/** `\n\n[` and `\n\r\n[`: a tag pair after a blank line; `\n[`: at a line start. */
const BLANK_TAG = Buffer.from('\n\n[');
const CRLF_BLANK_TAG = Buffer.from('\n\r\n[');
const LINE_TAG = Buffer.from('\n[');

/**
 * Where `count` ranges of the plain file `file` (`size` bytes) begin: 0, then for each nominal cut `i × size / count`
 * the first likely game start at or after it (ascending, without repeats: fewer when none is found).
 */
export function cutRanges(file: string, size: number, count: number): number[] {
  const starts = [0];
  const fd = fs.openSync(file, 'r');
  try {
    // no larger than the file (a read of all of it reaches its end): a small file's run allocates no 4 MiB
    const buffer = Buffer.allocUnsafe(Math.min(MAX_LOOK, Math.max(size, 1)));
    for (let i = 1; i < count; i++) {
      const nominal = Math.max(Math.floor((i * size) / count), starts.at(-1)! + 1);
      if (nominal >= size) break;
      const found = likelyStartAt(fd, buffer, nominal - 1);
      // none up to the end of the file: none after a later nominal cut either
      if (found === 'none') break;
      if (found !== undefined) starts.push(found);
    }
  } finally {
    fs.closeSync(fd);
  }
  return starts;
}

/**
 * The offset in the file open as `fd` of the first likely game start after byte `from`, looked for in 64 KiB, then
 * twice as many bytes up to 4 MiB; `none` when there is none up to the end of the file.
 */
function likelyStartAt(fd: number, buffer: Buffer, from: number): number | 'none' | undefined {
  for (let look = LOOK; look <= MAX_LOOK; look *= 2) {
    const n = fs.readSync(fd, buffer, 0, Math.min(look, buffer.length), from);
    const at = likelyStart(buffer.subarray(0, n));
    if (at !== undefined) return from + at;
    if (n < look) return 'none';
  }
  return undefined;
}

/** The offset in `bytes` of the `[` of the first likely game start (after a blank line first), or undefined. */
function likelyStart(bytes: Buffer): number | undefined {
  let best: number | undefined;
  for (const [pattern, skip] of [
    [BLANK_TAG, 2],
    [CRLF_BLANK_TAG, 3],
  ] as const) {
    const k = bytes.indexOf(pattern);
    if (k >= 0 && (best === undefined || k + skip < best)) best = k + skip;
  }
  if (best !== undefined) return best;
  const k = bytes.indexOf(LINE_TAG);
  return k < 0 ? undefined : k + 1;
}

/** Bytes read at a time to count line feeds. */
const CHUNK = 1 << 20;

/**
 * Line feeds in bytes `[from, to)` of `file`: four bytes at a time (a byte equal to 10 found by a carry-free test
 * on each 32-bit word), about 1.5 ms a megabyte.
 */
export function lineFeeds(file: string, from: number, to: number): number {
  const words = new Uint32Array(Math.min(CHUNK, to - from + 3) >>> 2);
  const bytes = new Uint8Array(words.buffer);
  const fd = fs.openSync(file, 'r');
  let count = 0;
  try {
    for (let at = from; at < to; ) {
      const n = fs.readSync(fd, bytes, 0, Math.min(bytes.length, to - at), at);
      if (n === 0) break;
      at += n;
      const whole = n >>> 2;
      count += wordFeeds(words, whole);
      for (let i = whole << 2; i < n; i++) if (bytes[i] === 10) count++;
    }
  } finally {
    fs.closeSync(fd);
  }
  return count;
}

/**
 * The 1-based line at which range `index` (1 or more) begins, the ranges' readers counting together: each counts
 * the line feeds of the range before its own (`[before, start)`) into `feeds` (shared by the threads, -1 until
 * counted), then waits for the counts of the ranges before that. Each thread reads one range's bytes, not all of
 * them before its own. A count is only ever waited for from a later range's reader, whose count comes after; a
 * count that fails is stored as 0 (the failure goes to this range's reader, which stops the run there), so that no
 * later reader waits for it for ever.
 */
export function rangeLine(
  file: string,
  feeds: BigInt64Array,
  index: number,
  before: number,
  start: number,
): number {
  let count = 0;
  try {
    count = lineFeeds(file, before, start);
  } finally {
    Atomics.store(feeds, index - 1, BigInt(count));
    Atomics.notify(feeds, index - 1);
  }
  let line = 1;
  for (let k = 0; k < index; k++) {
    Atomics.wait(feeds, k, -1n);
    line += Number(Atomics.load(feeds, k));
  }
  return line;
}

/** Line feeds in the first `n` words of `words`. */
function wordFeeds(words: Uint32Array, n: number): number {
  let count = 0;
  for (let i = 0; i < n; i++) {
    const x = words[i]! ^ 0x0a0a0a0a;
    // the high bit of each byte of `y` is set exactly when that byte of `x` is 0
    const y = ~(((x & 0x7f7f7f7f) + 0x7f7f7f7f) | x | 0x7f7f7f7f);
    count += Math.imul((y >>> 7) & 0x01010101, 0x01010101) >>> 24;
  }
  return count;
}
