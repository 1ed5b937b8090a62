/** Temporary folders and files for the end-to-end tests, removed after the test file that made them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** A fresh folder in the system's temporary folder (name starting with `prefix`), removed after the file's tests. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Writes files into `dir`: `file(name, content)` writes one and returns its path. */
export function fileWriter(dir: string): (name: string, content: string | Uint8Array) => string {
  return (name, content) => {
    const p = path.join(dir, name);
    fs.writeFileSync(p, content);
    return p;
  };
}
