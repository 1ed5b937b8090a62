import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SanError } from '../shared/errors.js';
import { parseMovetext, safeParseMovetext } from './movetext.js';
import { iteratePgn, parsePgn } from './games.js';
import { type PgnChildNode, mainLine, type PgnNode } from '../game/tree.js';

const fixture = (name: string) =>
  fs.readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url), 'utf8');

/** The SAN texts of a line, as written in the source. */
function texts(source: string, line: readonly PgnChildNode[]): string[] {
  return line.map((n) => source.slice(n.data.offset, n.data.offset + n.data.length));
}

function child(node: PgnNode, ...path: number[]): PgnChildNode {
  let current = node;
  for (const index of path) {
    const next = current.children[index];
    if (next === undefined) throw new Error(`no child ${index}`);
    current = next;
  }
  return current as PgnChildNode;
}

function to(node: PgnNode): string | undefined {
  return (node as PgnChildNode).data.san.to;
}

describe('movetext fixtures of our own', () => {
  const source = fixture('annotated.pgn');
  const games = parsePgn(source);

  it('reads both games with their tag pairs (escapes, % lines)', () => {
    expect(games).toHaveLength(2);
    const [first, second] = games;
    expect(first?.headers.get('White')).toBe('Alpha "the first"');
    expect(first?.headers.get('Black')).toBe('Beta\\Gamma');
    expect(first?.headers.get('Event')).toBe('Fixture: annotations');
    expect(first?.result).toBe('1-0');
    expect(second?.headers.get('Event')).toBe('Fixture: tokens');
    expect(second?.result).toBe('*');
  });

  it('builds the main line and keeps comments and NAGs on their moves', () => {
    const game = games[0]!;
    expect(game.comments).toEqual(['Game comment one', 'Game comment two']);
    const line = mainLine(game.moves);
    expect(texts(source, line)).toEqual(
      'e4 e5 Nf3!? Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3'.split(' '),
    );
    expect(line[0]?.data.comments).toEqual(['after e4']);
    expect(line[1]?.data.nags).toEqual([1]);
    expect(line[2]?.data.nags).toEqual([5]);
    expect(line[2]?.data.san.glyph).toBe('!?');
    expect(line[3]?.data.nags).toEqual([14, 32]);
    expect(line[6]?.data.nags).toEqual([1]);
    expect(line[16]?.data.comments).toEqual(['Main line']);
    expect(line[8]?.data.san.castling).toBe(true);
  });

  it('nests variations as siblings of the move they replace', () => {
    const game = games[0]!;
    const nf3 = child(game.moves, 0, 0, 0);
    expect(nf3.children.map(to)).toEqual(['c6', 'd6', 'f6']);
    const d6 = child(nf3, 1);
    expect(d6.data.comments).toEqual(['Philidor']);
    expect(d6.children.map(to)).toEqual(['d4', 'c4']);
    expect(child(d6, 0).children.map(to)).toEqual(['d4']);
    expect(child(d6, 0, 0).data.nags).toEqual([6]);
    const bc4 = child(d6, 1);
    expect(bc4.children.map(to)).toEqual(['e7', 'f6']);
    expect(child(bc4, 0).children.map(to)).toEqual(['c3']);
    expect(child(bc4, 1).data.comments).toEqual(['sharp']);
    expect(child(bc4, 1).children.map(to)).toEqual(['g5']);
    const petrov = child(nf3, 2);
    expect(petrov.data.comments).toEqual(['Petrov, line comment']);
    expect(petrov.children.map(to)).toEqual(['e5']);
  });

  it('treats move numbers as tokens, keeps e.p. with its move, splits glued NAGs', () => {
    const game = games[1]!;
    const line = mainLine(game.moves);
    expect(line).toHaveLength(22);
    expect(texts(source, line).slice(12, 22)).toEqual([
      'exd5??',
      'exd5',
      'e4',
      'dxe4',
      'd5',
      'c5',
      'dxc6 e.p.',
      'Nxc6',
      'Nxe4',
      'Qa5+',
    ]);
    expect(line[12]?.data.nags).toEqual([4]);
    expect(line[13]?.data.nags).toEqual([2]);
    expect(line[18]?.data.san).toMatchObject({ enPassant: true, from: 'd', to: 'c6', capture: true });
    expect(line[21]?.data.san.check).toBe(true);
  });

  it('handles nesting, starting comments and sibling variations', () => {
    const text = fixture('nested.pgn');
    const [game] = parsePgn(text);
    expect(game?.moves.children.map(to)).toEqual(['e4', 'd4', 'c4']);
    const d4 = child(game!.moves, 1);
    expect(d4.children.map(to)).toEqual(['d5', 'f6']);
    expect(child(d4, 0).children.map(to)).toEqual(['c4']);
    const nf6 = child(d4, 1);
    expect(nf6.children.map(to)).toEqual(['c4', 'f3']);
    expect(child(nf6, 0).children.map(to)).toEqual(['e6']);
    expect(child(nf6, 1).children.map(to)).toEqual(['g6', 'e6']);
    expect(child(game!.moves, 2).data.startingComments).toEqual(['starts with a comment']);
    expect(child(game!.moves, 0).children.map(to)).toEqual(['c5']);
    expect(game?.result).toBe('*');
  });
});

describe('parseMovetext', () => {
  it('parses the reference example', () => {
    const text = '1. e4 e5 2. Nf3 {comment} Nc6 $1 (2... d6) 1-0';
    const game = parseMovetext(text);
    expect(game.result).toBe('1-0');
    expect(game.headers.size).toBe(0);
    const line = mainLine(game.moves);
    expect(texts(text, line)).toEqual(['e4', 'e5', 'Nf3', 'Nc6']);
    expect(line[2]?.data.comments).toEqual(['comment']);
    expect(line[3]?.data.nags).toEqual([1]);
    expect(line[2]?.children.map(to)).toEqual(['c6', 'd6']);
  });

  it('records source offsets of each move', () => {
    const text = '1.e4 e5 2.Nf3';
    const line = mainLine(parseMovetext(text).moves);
    expect(line.map((n) => [n.data.offset, n.data.length])).toEqual([
      [2, 2],
      [5, 2],
      [10, 3],
    ]);
  });

  it('reads every result marker and no result', () => {
    expect(parseMovetext('e4 1-0').result).toBe('1-0');
    expect(parseMovetext('e4 0-1').result).toBe('0-1');
    expect(parseMovetext('e4 1/2-1/2').result).toBe('1/2-1/2');
    expect(parseMovetext('e4 *').result).toBe('*');
    expect(parseMovetext('e4 e5').result).toBeUndefined();
    expect(parseMovetext('').moves.children).toEqual([]);
  });

  it('distinguishes zero castling, null moves and results', () => {
    const game = parseMovetext('1. 0-0 0-0-0 2. 0000 -- 3. Z0 @@@@ 0-1');
    const line = mainLine(game.moves);
    expect(line.map((n) => n.data.san.castling)).toEqual([true, true, false, false, false, false]);
    expect(line.map((n) => n.data.san.nullMove)).toEqual([false, false, true, true, true, true]);
    expect(game.result).toBe('0-1');
  });

  it('accepts -- but not Z0 in strict movetext', () => {
    expect(mainLine(parseMovetext('1. e4 -- 2. d4', { mode: 'strict' }).moves)).toHaveLength(3);
    expect(safeParseMovetext('1. e4 Z0', { mode: 'strict' })).toMatchObject({
      success: false,
      error: { code: 'syntax', offset: 6, length: 2 },
    });
  });

  it('keeps "e.p." and "ep" with the preceding move', () => {
    const text = '1. exd6 e.p. exd3 ep 2. e4';
    const line = mainLine(parseMovetext(text).moves);
    expect(texts(text, line)).toEqual(['exd6 e.p.', 'exd3 ep', 'e4']);
    expect(line.map((n) => n.data.san.enPassant)).toEqual([true, true, false]);
  });

  it('splits $n glued to a move and after a move number', () => {
    const text = '1.e4$1 e5$2$3';
    const line = mainLine(parseMovetext(text).moves);
    expect(texts(text, line)).toEqual(['e4', 'e5']);
    expect(line.map((n) => n.data.nags)).toEqual([[1], [2, 3]]);
  });

  it('handles a BOM, ";" comments, "%" lines and Unicode ellipses', () => {
    const text = '\uFEFF1. e4 ; to the end of the line e5\n% escaped line Nf3\n1… e5 2. Nf3 *';
    const game = parseMovetext(text);
    const line = mainLine(game.moves);
    expect(texts(text, line)).toEqual(['e4', 'e5', 'Nf3']);
    expect(line[0]?.data.comments).toEqual(['to the end of the line e5']);
  });

  it('skips a lone "..." after a move number', () => {
    const text = '1. e4 {c} 1. ... e5 2. Nf3 2 … Nc6';
    expect(texts(text, mainLine(parseMovetext(text).moves))).toEqual(['e4', 'e5', 'Nf3', 'Nc6']);
  });

  it('does not share mutable arrays between nodes', () => {
    const game = parseMovetext('1. e4 e5');
    const [e4, e5] = mainLine(game.moves);
    expect(Object.isFrozen(e5?.children)).toBe(true);
    expect(e4?.data.comments).not.toBe(game.comments);
  });

  it('puts comments after a closed variation on the move it replaces', () => {
    const line = mainLine(parseMovetext('1. e4 (1. d4) {after the variation} $2 e5').moves);
    expect(line[0]?.data.comments).toEqual(['after the variation']);
    expect(line[0]?.data.nags).toEqual([2]);
  });

  // Every malformed movetext is a syntax error: [text, offset, length].
  it.each<[string, number, number]>([
    ['1. e4 e5 )', 9, 1],
    ['1. e4 (1. d4', 6, 1],
    ['(1. e4)', 0, 1],
    ['1. e4 {open', 6, 5],
    ['1. e4 $', 6, 1],
    ['1. e4 $x', 6, 1],
    ['$1 e4', 0, 2],
    ['1. e4 !!! e5', 6, 3],
    ['1. e4 O-Ofoo', 9, 3],
    ['1. e4 e5 1-0 Nf3', 13, 3],
    ['1. e4 [Event "x"]', 6, 1],
    ['1. e4 } e5', 6, 1],
    ['1. Pe4', 3, 1],
    ['1. e4 (1. d4 1-0)', 6, 1],
  ])('rejects %j with syntax at %i', (text, offset, length) => {
    const result = safeParseMovetext(text);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error).toBeInstanceOf(SanError);
      expect([result.error.code, result.error.offset, result.error.length]).toEqual([
        'syntax',
        offset,
        length,
      ]);
    }
  });

  it('bounds the variation depth', () => {
    const deep = `1. e4 ${'(1. d4 '.repeat(20)}${')'.repeat(20)}`;
    expect(mainLine(parseMovetext(deep).moves)).toHaveLength(1);
    const result = safeParseMovetext(deep, { limits: { maxDepth: 10 } });
    expect(result).toMatchObject({ success: false, error: { code: 'nesting-too-deep', offset: 6 + 7 * 10 } });
    const huge = `1. e4 ${'(1. d4 '.repeat(5000)}${')'.repeat(5000)}`;
    expect(safeParseMovetext(huge)).toMatchObject({ success: false, error: { code: 'nesting-too-deep' } });
  });

  it('parses drops in movetext only with drops enabled', () => {
    expect(
      mainLine(parseMovetext('1. e4 d5 2. exd5 Qxd5 3. N@e4', { drops: true }).moves)[4]?.data.san.drop,
    ).toBe(true);
    expect(safeParseMovetext('1. N@e4')).toMatchObject({
      success: false,
      error: { code: 'illegal-move', offset: 4 },
    });
  });
});

describe('parsePgn', () => {
  it('splits games without results at the next tag section', () => {
    const games = parsePgn('[Event "a"]\n\n1. e4 e5\n\n[Event "b"]\n\n1. d4 d5 1/2-1/2\n');
    expect(games.map((g) => [g.headers.get('Event'), mainLine(g.moves).length, g.result])).toEqual([
      ['a', 2, undefined],
      ['b', 2, '1/2-1/2'],
    ]);
    expect(games[1]?.offset).toBe(23);
  });

  it('keeps comments after the result with the game, and reads CRLF files', () => {
    const text = '[Event "a"]\r\n\r\n1. e4 e5 1-0 {after} ; line\r\n\r\n[Event "b"]\r\n\r\n1. d4 *\r\n';
    const games = parsePgn(text);
    expect(games).toHaveLength(2);
    expect(mainLine(games[0]!.moves)[1]?.data.comments).toEqual(['after', 'line']);
    expect(games[1]?.headers.get('Event')).toBe('b');
    expect(parseMovetext('1. e4 * {done}').moves.children[0]?.data.comments).toEqual(['done']);
    expect(parseMovetext('{only a comment} *').comments).toEqual(['only a comment']);
  });

  it('reads games without tags, and an empty file', () => {
    const games = parsePgn('1. e4 *\n1. d4 d5 *');
    expect(games.map((g) => [g.headers.size, mainLine(g.moves).length, g.result])).toEqual([
      [0, 1, '*'],
      [0, 2, '*'],
    ]);
    expect(parsePgn('')).toEqual([]);
    expect(parsePgn('\uFEFF \n')).toEqual([]);
  });

  it('rejects malformed tag pairs with their position', () => {
    expect(() => parsePgn('[Event a]')).toThrow(SanError);
    try {
      // lenient mode reads a value without its closing quote to the `]` ending its line (issue #94)
      parsePgn('[Event "a"]\n[Site "b]\n1. e4', { mode: 'strict' });
    } catch (error) {
      expect((error as SanError).code).toBe('syntax');
      expect((error as SanError).offset).toBe(12);
    }
    expect.assertions(3);
  });

  it('stays linear on many games (its reader, iteratePgn)', { timeout: 60_000 }, () => {
    const one =
      '[Event "x"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {c} 4. Ba4 Nf6 (4... d6) 1-0\n\n';
    const text = one.repeat(40_000);
    let count = 0;
    // parsePgn is Array.from(iteratePgn): the games read one at a time, as many, without keeping the 40,000 trees
    // alive at once (which cost the garbage collector 4.5 times the reading: 2.2 CPU-s against 0.5)
    for (const game of iteratePgn(text)) count += mainLine(game.moves).length;
    expect(count).toBe(40_000 * 8);
  });
});
