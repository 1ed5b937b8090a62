/**
 * `readWholeFile` and `readWholeStream` read a whole input under a limit: a plain file's size is compared before
 * anything is read, a device or pipe (whose size is unknown: `/dev/zero` never ends) is cut at the limit with a
 * located refusal, never read without end.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../../tests/temp-dir.js';
import { InputError } from '../failure.js';
import { readWholeFile, readWholeStream } from './whole-file.js';

describe('readWholeFile', () => {
  it('reads a plain file of at most the limit whole, an empty one as no bytes', () => {
    const dir = tempDir('xn-whole-file-');
    const file = path.join(dir, 'book.bin');
    const bytes = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7) & 0xff));
    fs.writeFileSync(file, bytes);
    expect(readWholeFile(file, 200_000, 'a book').equals(bytes)).toBe(true);
    const empty = path.join(dir, 'empty.bin');
    fs.writeFileSync(empty, '');
    expect(readWholeFile(empty, 10, 'a book').length).toBe(0);
  });

  // a name of bytes that are not UTF-8 reaches xn with U+FFFD in their place: "no such file" alone misled
  it('says of a missing name holding U+FFFD that its bytes were not UTF-8', () => {
    const dir = tempDir('xn-whole-file-');
    const said = (name: string) => {
      try {
        readWholeFile(path.join(dir, name), 10, 'a book');
      } catch (error) {
        return error instanceof InputError ? error.message : String(error);
      }
    };
    expect(said('\uFFFD\uFFFD.bin')).toMatch(
      /: cannot read: ENOENT: no such file or directory \(the name has bytes that are not UTF-8, which reach xn as U\+FFFD: rename the file\)$/,
    );
    expect(said('missing.bin')).toMatch(/: cannot read: ENOENT: no such file or directory$/);
  });

  it('refuses a plain file longer than the limit, at the limit’s byte', () => {
    const dir = tempDir('xn-whole-file-');
    const file = path.join(dir, 'big.kif');
    fs.writeFileSync(file, Buffer.alloc(1001, 0x41));
    expect(() => readWholeFile(file, 1000, 'a shogi record')).toThrow(
      new InputError(
        `${file}: more than 1,000 bytes, the most a shogi record may hold (input-too-long at byte 1000)`,
      ),
    );
  });

  it.skipIf(!fs.existsSync('/dev/zero'))(
    'stops reading a device that never ends at its limit (/dev/zero)',
    () => {
      expect(() => readWholeFile('/dev/zero', 300_000, 'a Polyglot book', 100_000)).toThrow(
        new InputError(
          '/dev/zero: more than 100,000 bytes, the most a Polyglot book read from a pipe or device may hold (input-too-long at byte 100000)',
        ),
      );
    },
  );

  it('names the file that cannot be read: a directory, a missing file', () => {
    const dir = tempDir('xn-whole-file-');
    expect(() => readWholeFile(dir, 10, 'a book')).toThrow(
      new InputError(`${dir}: cannot read: is a directory`),
    );
    const missing = path.join(dir, 'missing.bin');
    expect(() => readWholeFile(missing, 10, 'a book')).toThrow(
      new InputError(`${missing}: cannot read: ENOENT: no such file or directory`),
    );
  });
});

describe('readWholeStream', () => {
  it('reads a stream of at most the limit whole', async () => {
    const chunks = [Buffer.from('abc'), 'def', Buffer.from('g')];
    const bytes = await readWholeStream(Readable.from(chunks), 'stdin', 7, 'a file of positions');
    expect(bytes.toString()).toBe('abcdefg');
  });

  it('stops a longer stream at its limit and destroys it', async () => {
    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled++;
        this.push(Buffer.alloc(1024));
      },
    });
    await expect(readWholeStream(endless, 'stdin', 10_000, 'a shogi record')).rejects.toThrow(
      new InputError(
        'stdin: more than 10,000 bytes, the most a shogi record may hold (input-too-long at byte 10000)',
      ),
    );
    expect(endless.destroyed).toBe(true);
    expect(pulled).toBeLessThan(20);
  });
});
