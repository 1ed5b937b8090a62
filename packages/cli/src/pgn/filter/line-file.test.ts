import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../failure.js';
import { lineFileBoards } from './line-file.js';
import { tempDir } from '../../../../../tests/temp-dir.js';

function file(text: string): string {
  const dir = tempDir('xn-line-file-');
  const name = path.join(dir, 'lines.txt');
  fs.writeFileSync(name, text);
  return name;
}

describe('lineFileBoards', () => {
  it('plays each line from the start (move numbers optional, % lines skipped)', () => {
    const boards = lineFileBoards(file('% a comment\ne4 c5\n\n1. d4 d5 2. c4\r\n'), 'pgn filter');
    expect(boards).toEqual([
      'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR',
      'rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR',
    ]);
  });

  it('a line that cannot be played, or a missing file: a usage error naming the file and line', () => {
    const bad = file('e4 e5\ne4 Ke7 Ke2 Qh4 Ng5\n');
    expect(() => lineFileBoards(bad, 'pgn filter')).toThrow(UsageError);
    expect(() => lineFileBoards(bad, 'pgn filter')).toThrow(/lines\.txt:2/);
    expect(() => lineFileBoards('/no/such/lines.txt', 'pgn filter')).toThrow(/--line-file: \/no\/such/);
  });
});
