/** `tempDir` removes its folder whether it is made while the file's tests are collected or inside a test. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../temp-dir.js';

describe('tempDir', () => {
  const collected = tempDir('xn-temp-dir-collected-');
  let madeInTest = '';

  it('makes a fresh folder inside a test', () => {
    madeInTest = tempDir('xn-temp-dir-in-test-');
    expect(fs.statSync(madeInTest).isDirectory()).toBe(true);
    expect(fs.statSync(collected).isDirectory()).toBe(true);
  });

  it('removes the one made inside a test when that test ends; the collected one lasts the file', () => {
    expect(madeInTest).not.toBe('');
    expect(fs.existsSync(madeInTest)).toBe(false);
    expect(fs.existsSync(collected)).toBe(true);
  });
});
