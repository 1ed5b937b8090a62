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
  const stream = new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      bytesIn += chunk.length;
      try {
        decoder.push(chunk);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        decoder.push(new Uint8Array(0), true);
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
