/**
 * Where the shared reference data lives (`../shared/data` beside the repository), for tests that
 * read it. Tests must skip cleanly when it is absent: use `describe.skipIf(!hasSharedData)`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of `../shared/data` relative to the repository root. */
export const sharedDataDir = path.resolve(
  fileURLToPath(new URL('..', import.meta.url)),
  '..',
  'shared',
  'data',
);

/** Whether the shared data folder is present. */
export const hasSharedData = fs.existsSync(sharedDataDir);

/** Absolute path of a file under the shared data folder. */
export function sharedDataPath(...parts: string[]): string {
  return path.join(sharedDataDir, ...parts);
}

/** Reads a shared data file as UTF-8 text. */
export function readSharedData(...parts: string[]): string {
  return fs.readFileSync(sharedDataPath(...parts), 'utf8');
}

/**
 * The `.pgn` files of the shared data's `pgn`, `pgn-extract` and `fsf` folders (the game files; read there, never
 * copied): none where the shared data is absent.
 */
export function sharedGameFiles(): string[] {
  return ['pgn', 'pgn-extract', 'fsf'].flatMap((d) =>
    fs.existsSync(sharedDataPath(d)) ? sharedPgnFiles(sharedDataPath(d)) : [],
  );
}

/** Every `.pgn` file below `dir` (the shared data folder by default), subfolders included, sorted. */
export function sharedPgnFiles(dir: string = sharedDataDir): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sharedPgnFiles(file));
    else if (entry.name.endsWith('.pgn')) out.push(file);
  }
  return out.sort();
}
