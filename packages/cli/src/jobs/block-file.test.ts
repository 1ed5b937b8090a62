import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError } from '../failure.js';
import { readBlockOf } from './block-file.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xn-block-file-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('readBlockOf', () => {
  it('reads a block at its place in the file, in a buffer of its own size', () => {
    const file = path.join(dir, 'a.pgn');
    fs.writeFileSync(file, '[Event "a"]\n\n1. e4 *\n\n[Event "b"]\n\n1. d4 *\n');
    const block = readBlockOf(file, 22, 11);
    expect(block.byteLength).toBe(11);
    expect(Buffer.from(block).toString()).toBe('[Event "b"]');
  });

  it('says which file could not be read, and when it has become shorter than its blocks', () => {
    const file = path.join(dir, 'b.pgn');
    fs.writeFileSync(file, '1. e4 *\n');
    expect(() => readBlockOf(file, 4, 10)).toThrow(InputError);
    expect(() => readBlockOf(file, 4, 10)).toThrow(/b\.pgn: cannot read: the file ended at byte 8/);
    expect(() => readBlockOf(path.join(dir, 'missing.pgn'), 0, 1)).toThrow(
      /missing\.pgn: cannot read: ENOENT/,
    );
  });
});
