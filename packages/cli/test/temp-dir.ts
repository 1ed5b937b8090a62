/**
 * Files for the end-to-end tests: the checked-in `fixtures/`, and temporary folders and files removed after the
 * test file that made them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

/** The path of `test/fixtures/<name>`. */
export function fixture(name: string): string {
  return fileURLToPath(new URL(`fixtures/${name}`, import.meta.url));
}

/** The text of `test/fixtures/<name>`. */
export function fixtureText(name: string): string {
  return fs.readFileSync(fixture(name), 'utf8');
}

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
