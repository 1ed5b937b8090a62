/**
 * Temporary folders for tests, removed by the tests that made them: a test run leaves nothing in the system's
 * temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

/**
 * A fresh folder in the system's temporary folder (name starting with `prefix`): made inside a test, removed when
 * that test ends; made while a file's tests are collected (in a `describe`), removed after them. An `afterAll`
 * registered inside a test never runs, which left such folders behind.
 */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    onTestFinished(remove);
  } catch {
    // not inside a test: vitest refuses the hook there
    afterAll(remove);
  }
  return dir;
}
