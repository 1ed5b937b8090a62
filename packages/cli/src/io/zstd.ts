/**
 * A zstd decompressor as a Node stream: Node's own (`zlib.createZstdDecompress`, Node ≥ 22.15) where it exists,
 * else `fzstd`'s streaming `Decompress` (MIT, pure JavaScript, 7 KB gzip) in a `Transform`. Lichess publishes its
 * database as `.pgn.zst`.
 */
import { Transform } from 'node:stream';
import zlib from 'node:zlib';
import { Decompress } from 'fzstd';

/** The first bytes of a zstd frame (0xFD2FB528, little-endian). */
export const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd] as const;

/** A decompressing stream and the count of compressed bytes it has been given. */
export interface ZstdStream {
  readonly stream: Transform;
  /** Compressed bytes consumed so far: where decompression stopped, when it fails. */
  readonly bytesIn: () => number;
}

/** Node's zstd decompressor, where this Node has one. */
const nodeZstd = (zlib as unknown as { createZstdDecompress?: () => Transform & { bytesWritten: number } })
  .createZstdDecompress;

/** A new zstd decompressor (Node's when present, else `fzstd`). */
export function createZstdDecompress(): ZstdStream {
  if (nodeZstd !== undefined) {
    const stream = nodeZstd();
    return { stream, bytesIn: () => stream.bytesWritten };
  }
  let bytesIn = 0;
  let decoder: Decompress;
  /** The first bytes, held until the first frame's header can be checked; `undefined` once it has been. */
  let head: Buffer | undefined = Buffer.alloc(0);
  const stream = new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      bytesIn += chunk.length;
      try {
        let bytes = chunk;
        if (head !== undefined) {
          head = Buffer.concat([head, chunk]);
          if (head.length < MAX_HEADER) return done();
          checkWindow(head);
          bytes = head;
          head = undefined;
        }
        decoder.push(bytes);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        if (head !== undefined) checkWindow(head);
        decoder.push(head ?? new Uint8Array(0), true);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
  decoder = new Decompress((data) => {
    // fzstd reuses its window: the bytes handed out must be copied before the next push
    stream.push(Buffer.from(data));
  });
  return { stream, bytesIn: () => bytesIn };
}

/**
 * The largest window a frame may ask for: 128 MB, the limit of the `zstd` command and of Node's zstd without
 * options (`windowLogMax` 27). fzstd would allocate (and copy, at every block) any window up to 2 GB.
 */
export const MAX_WINDOW = 1 << 27;

/** The longest frame header before the first block: magic 4, descriptor 1, window 1, dictionary 4, size 8. */
const MAX_HEADER = 18;

/**
 * Throws when the first frame's header (RFC 8878 §3.1.1.1) asks for a window larger than `MAX_WINDOW`, before
 * anything is allocated; anything that is not such a header is left to the decoder to reject.
 */
function checkWindow(bytes: Uint8Array): void {
  if (bytes.length < 6 || !ZSTD_MAGIC.every((byte, i) => bytes[i] === byte)) return;
  const descriptor = bytes[4]!;
  const singleSegment = (descriptor & 0x20) !== 0;
  let window: number;
  if (!singleSegment) {
    const exponent = bytes[5]! >> 3;
    const base = 2 ** (10 + exponent);
    window = base + (base / 8) * (bytes[5]! & 7);
  } else {
    // a single segment's window is its content size, after the dictionary id
    const at = 5 + [0, 1, 2, 4][descriptor & 3]!;
    const size = [1, 2, 4, 8][descriptor >> 6]!;
    if (bytes.length < at + size) return;
    window = 0;
    for (let i = size - 1; i >= 0; i--) window = window * 256 + bytes[at + i]!;
    if (size === 2) window += 256;
  }
  if (window > MAX_WINDOW)
    throw new Error(
      `the frame asks for a ${Math.ceil(window / 2 ** 20)} MB window (at most 128 MB are allowed)`,
    );
}
