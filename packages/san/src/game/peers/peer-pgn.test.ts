/**
 * PGN game boundaries and tokens found in the peers' files and suites (issue #16), each named after the peer
 * case. The inputs are our own re-expressions; chessops's files themselves run in `peer-chessops-pgn.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { parseMovetext } from '../../pgn/movetext.js';
import { parsePgn } from '../../pgn/games.js';
import type { PgnNode } from '../tree.js';
import { mainLineTexts } from '../../../test/main-line.js';

function mainLine(root: PgnNode): string[] {
  const out: string[] = [];
  let node: PgnNode | undefined = root;
  while (node !== undefined && node.children.length > 0) {
    node = node.children[0]!;
    const data = (node as { data?: { offset: number; length: number } }).data;
    if (data !== undefined) out.push(String(data.offset));
  }
  return out;
}

describe('PGN game boundaries (chessops leading-whitespace.pgn)', () => {
  // The same shapes as that file: indented tags; a header, a blank line and moves; tags and moves on one
  // line; a header, a new line and moves; moves without tags after two blank lines. No game has a result.
  const text = [
    '   [Event "one"]',
    '',
    '1. e4 e5 2. Nf3 Nc6 3. Bb5 { header, blank line, moves }',
    '',
    '   [Event "two"] 1. e4 e5 2. Nf3 Nc6 3. Bb5 { header and moves on one line }',
    '',
    '   [Event "three"]',
    '1. e4 e5 2. Nf3 Nc6 3. Bb5 { header, new line, moves }',
    '',
    '',
    '   1. e4 e5 2. Nf3 Nc6 3. Bb5 { no header }',
    '',
  ].join('\n');

  it('reads four games, each with the five moves of its own line', () => {
    const games = parsePgn(text);
    expect(games).toHaveLength(4);
    for (const game of games) {
      expect(mainLineTexts(text, game.moves)).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
      expect(game.result).toBeUndefined();
      expect(mainLine(game.moves)).toHaveLength(5);
    }
    expect(games.map((g) => g.headers.get('Event'))).toEqual(['one', 'two', 'three', undefined]);
    // Each game's span ends where the next one starts.
    expect(text.slice(games[3]!.offset, games[3]!.offset + 2)).toBe('1.');
  });

  it('in strict mode as well', () => {
    expect(parsePgn(text, { mode: 'strict' })).toHaveLength(4);
  });

  it('a blank line inside a game that does not start again at move 1 keeps the game together', () => {
    const games = parsePgn('1. e4 e5\n\n2. Nf3 Nc6 *\n');
    expect(games).toHaveLength(1);
    expect(mainLine(games[0]!.moves)).toHaveLength(4);
  });

  it('a blank line inside a variation keeps the game together', () => {
    const games = parsePgn('1. e4 (1. d4 d5\n\n1... Nf6) e5 *\n');
    expect(games).toHaveLength(1);
  });

  it('a blank line after a result does not matter', () => {
    expect(parsePgn('1. e4 e5 1-0\n\n1. d4 d5 0-1\n')).toHaveLength(2);
  });

  it('bare movetext (parseMovetext) is one game: it is not split', () => {
    expect(mainLine(parseMovetext('1. e4\n\n1. d4 *').moves)).toHaveLength(2);
  });
});
