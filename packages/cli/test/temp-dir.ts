/**
 * Files for the end-to-end tests: the checked-in `fixtures/`, and temporary folders and files removed after the
 * test file that made them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export { tempDir } from '../../../tests/temp-dir.js';

/** The path of `test/fixtures/<name>`. */
export function fixture(name: string): string {
  return fileURLToPath(new URL(`fixtures/${name}`, import.meta.url));
}

/** The text of `test/fixtures/<name>`. */
export function fixtureText(name: string): string {
  return fs.readFileSync(fixture(name), 'utf8');
}

/** Writes files into `dir`: `file(name, content)` writes one and returns its path. */
export function fileWriter(dir: string): (name: string, content: string | Uint8Array) => string {
  return (name, content) => {
    const p = path.join(dir, name);
    fs.writeFileSync(p, content);
    return p;
  };
}
