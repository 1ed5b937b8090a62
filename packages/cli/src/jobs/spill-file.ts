/**
 * Where a worker of `--jobs N` puts a range's answers once it has sent as many as the main thread may hold
 * (`RangeRequest.hold`): parts of packed answers (`PackedAnswers`) appended to a file, each `v8.serialize`d after
 * its length (4 bytes, little-endian); the main thread reads them back in order once the range is read, then
 * deletes the file.
 */
import fs from 'node:fs';
import v8 from 'node:v8';
import type { PackedAnswers } from './range-messages.js';

/** Appends parts to a new file. */
export class SpillWriter {
  readonly #fd: number;
  /** Parts written. */
  count = 0;

  constructor(path: string) {
    this.#fd = fs.openSync(path, 'w', 0o600);
  }

  write(part: PackedAnswers): void {
    // a view is serialized with the whole of its buffer: the data alone is written
    const { data } = part;
    const bytes = v8.serialize(
      data.byteLength < data.buffer.byteLength ? { ...part, data: data.slice() } : part,
    );
    const head = Buffer.alloc(4);
    head.writeUInt32LE(bytes.length);
    fs.writeSync(this.#fd, head);
    fs.writeSync(this.#fd, bytes);
    this.count++;
  }

  close(): void {
    fs.closeSync(this.#fd);
  }
}

/** The `count` parts of the file `path`, in order (read one at a time). */
export function* spilledParts(path: string, count: number): Generator<PackedAnswers, void, undefined> {
  if (count === 0) return;
  const fd = fs.openSync(path, 'r');
  try {
    const head = Buffer.alloc(4);
    let at = 0;
    for (let k = 0; k < count; k++) {
      readFully(fd, head, at);
      const bytes = Buffer.alloc(head.readUInt32LE(0));
      readFully(fd, bytes, at + 4);
      at += 4 + bytes.length;
      yield v8.deserialize(bytes) as PackedAnswers;
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** Fills `into` from byte `at` of the file open as `fd`. */
function readFully(fd: number, into: Buffer, at: number): void {
  for (let n = 0; n < into.length; ) {
    const k = fs.readSync(fd, into, n, into.length - n, at + n);
    if (k === 0) throw new Error('a --jobs spill file ended early');
    n += k;
  }
}

/** Deletes the spill file `path` if there is one. */
export function removeSpill(path: string): void {
  fs.rmSync(path, { force: true });
}
