/**
 * An output that is one of the command's inputs is refused before it is opened: `xn pgn convert --to san a.pgn -o
 * a.pgn` emptied a.pgn and exited 0 (opening the output truncates it before a game is read). Every command that
 * writes `-o` (and `pgn dedupe --duplicates`) says so, exit 2, the input left as it was — also under another name
 * of the same file.
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { hasStackTrace, xn } from './xn.js';
import { tempDir } from './temp-dir.js';

describe('an output that is an input', () => {
  const dir = tempDir('xn-output-is-input-');
  const pgn = path.join(dir, 'a.pgn');
  const link = path.join(dir, 'link.pgn');
  fs.writeFileSync(pgn, '[Event "a"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n');
  fs.symlinkSync(pgn, link);
  const before = fs.readFileSync(pgn);

  it.each([
    ['pgn', 'check', pgn, '-o', pgn],
    ['pgn', 'convert', '--to', 'san', pgn, '-o', pgn],
    ['pgn', 'convert', '--to', 'json', pgn, '-o', link],
    ['pgn', 'filter', pgn, '-o', pgn],
    ['pgn', 'dedupe', pgn, '-o', pgn],
    ['pgn', 'eco', pgn, '-o', pgn],
    ['pgn', 'stats', pgn, '-o', pgn],
    ['pgn', 'rate', pgn, '-o', pgn],
    ['diagram', pgn, '-o', pgn],
  ])('xn %s %s … is refused, the input kept', (...args) => {
    const run = xn(args);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^xn: -o .* which it reads: write to another file/);
    expect(hasStackTrace(run.stderr)).toBe(false);
    expect(fs.readFileSync(pgn).equals(before)).toBe(true);
  });

  it('xn pgn dedupe --duplicates over its input names --duplicates, not -o', () => {
    const run = xn(['pgn', 'dedupe', pgn, '--duplicates', link, '-o', path.join(dir, 'out.pgn')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^xn: --duplicates .*link\.pgn is .*a\.pgn, which it reads: write to another file/,
    );
    expect(fs.readFileSync(pgn).equals(before)).toBe(true);
  });
});
