/** `randomAccess`: an open file read at offsets, the one reader `xn search` and the search bench open indexes with. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { randomAccess } from './random-access.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xn-random-access-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('randomAccess', () => {
  it('reads the bytes at an offset, fewer only at the end, and gives the size', () => {
    const file = path.join(dir, 'bytes.bin');
    fs.writeFileSync(
      file,
      Uint8Array.from({ length: 1000 }, (_, i) => i % 251),
    );
    const fd = fs.openSync(file, 'r');
    try {
      const reader = randomAccess(fd);
      expect(reader.size).toBe(1000);
      const into = new Uint8Array(16);
      expect(reader.read(500, into)).toBe(16);
      expect([...into]).toEqual(Array.from({ length: 16 }, (_, i) => (500 + i) % 251));
      expect(reader.read(990, into)).toBe(10);
      expect([...into.subarray(0, 10)]).toEqual(Array.from({ length: 10 }, (_, i) => (990 + i) % 251));
      expect(reader.read(1000, into)).toBe(0);
    } finally {
      fs.closeSync(fd);
    }
  });
});
