import { parse } from '@x/san';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { criteriaFileTests } from '../../../test/pgn/filter-file-checks.js';
import { runs } from '../../../../../tests/depth.js';
import {
  entryHolds,
  type MoveFile,
  moveFileMatches,
  parseMoveFile,
  sanText,
  tokenText,
} from './move-file.js';

function read(text: string): MoveFile {
  const r = parseMoveFile(text);
  if (!r.success) throw r.error;
  return r.data;
}

/** Whether the game of move texts `game` (space-separated) matches the file `text`. */
function matches(text: string, game: string, inOrder = false): boolean {
  return moveFileMatches(read(text), game.split(' '), inOrder);
}

describe('parseMoveFile', () => {
  it('reads one sequence a line: move numbers dropped, % lines and blank lines skipped', () => {
    const file = read('% Najdorf\n1. e4 c5 2.Nf3 d6 3...d4\n\n  d4 * !c4|Nf3 \r\n12\n');
    expect(file.sequences.map((s) => s.entries)).toEqual([
      ['e4', 'c5', 'Nf3', 'd6', 'd4'],
      ['d4', '*', '!c4|Nf3'],
    ]);
    expect(file.plies).toBe(5);
    const [, second] = file.sequences;
    expect([second!.whiteAny, second!.blackAny, second!.nots]).toEqual([1, 1, 1]);
  });

  it('castling written with zeros is read as a game writes it (O-O)', () => {
    expect(read('e4 e5 Nf3 Nc6 Bc4 Nf6 0-0|d3\n').sequences[0]!.entries[6]).toBe('O-O|d3');
  });

  it('a line of too many plies is a located error', () => {
    const long = parseMoveFile(`${'e4 '.repeat(600)}\n`);
    expect(!long.success && long.error.code).toBe('too-long');
  });

  criteriaFileTests(parseMoveFile, {
    errors: [
      ['e4 e5\nd4 *x c4\n', 'lone-any', 2, 4],
      ['e4 ! c5\n', 'empty-not', 1, 4],
      ['e4 , c5\n', 'not-a-move', 1, 4],
      ['1. e4 (+) c5\n', 'not-a-move', 1, 7],
    ],
    line: 'e4 e5',
    checkLine: (file) => expect(file.sequences).toHaveLength(1),
    atoms: ['e4', '1.', '*', '!', '!Nf3', '|', '%', ' ', '\n', '\r\n', 'cxd4|cd', '*x', ',', '0-0'],
    maxLength: 80,
    onRead: (file) => {
      for (const s of file.sequences) for (const e of s.entries) expect(e).toMatch(/^\*$|[A-Za-z0-9-]/);
    },
  });
});

describe('the match', () => {
  // A move stands in an entry between characters that cannot be in a move; a `+` (any suffix) in the file also
  // holds the move written without one, not the other way round.
  it.each([
    ['Nc6|Nf3|f3', 'f3', true],
    ['Nc6|Nf3|f3', 'Nf3', true],
    ['Nc6|Nf3|f3', 'c6', false],
    ['O-O-O', 'O-O', false],
    ['Qxf7+', 'Qxf7', true],
    ['Qxf7', 'Qxf7+', false],
    ['!Nf3', 'Nf3', true],
  ] as const)('the entry %s holds %s: %s', (entry, move, holds) => {
    expect(entryHolds(entry, move)).toBe(holds);
  });

  it("permuted by default: white's moves among white's plies, black's among black's", () => {
    const najdorf = 'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3';
    expect(matches('e4 c5 Nf3 d6', najdorf)).toBe(true);
    expect(matches('Nf3 d6 e4 c5', najdorf)).toBe(true);
    expect(matches('Nf3 d6 e4 c5', najdorf, true)).toBe(false);
    // a white move does not stand for a black one
    expect(matches('c5 e4', najdorf)).toBe(false);
    // the game must be as long as the sequence
    expect(matches('e4 c5 Nf3 d6 d4', 'e4 c5 Nf3 d6')).toBe(false);
  });

  it('* is any move, ! a move not played anywhere in the first plies of its colour, | alternatives', () => {
    const game = 'd4 Nf6 c4 g6 Nc3 Bg7';
    expect(matches('d4 * c4 * Nc3 *', game)).toBe(true);
    expect(matches('d4 Nf6 !c4|Nf3', game)).toBe(false);
    expect(matches('d4 Nf6 !Nf3', game)).toBe(true);
    // pgn-extract forbids the move at any ply of its colour within the sequence's length
    expect(matches('!c4 Nf6 c4', game)).toBe(false);
    expect(matches('!c4 Nf6 c4', game, true)).toBe(true);
    expect(matches('d4|e4 Nf6 c4', game, true)).toBe(true);
  });

  it('is greedy as pgn-extract is: a move takes the first entry that holds it', () => {
    // Nc3 takes `Nc3|c4` (the first), then c4 finds no entry and no `*` left
    expect(matches('d4 * Nc3|c4 * Nc3', 'd4 Nf6 Nc3 g6 c4')).toBe(false);
    expect(matches('d4 * Nc3 * Nc3|c4', 'd4 Nf6 Nc3 g6 c4')).toBe(true);
  });

  it('a sequence matches its own game in order, and with the moves of a colour shuffled', () => {
    const moves = fc.array(fc.constantFrom('e4', 'd4', 'Nf3', 'c5', 'e5', 'Nc6', 'Bb5+', 'O-O'), {
      minLength: 1,
      maxLength: 10,
    });
    fc.assert(
      fc.property(moves, fc.nat(), (game, seed) => {
        const text = `${game.join(' ')}\n`;
        expect(moveFileMatches(read(text), game, true)).toBe(true);
        const shuffled = [...game];
        const i = seed % game.length;
        const j = (i + 2) % game.length;
        if ((i & 1) === (j & 1)) [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        expect(moveFileMatches(read(`${shuffled.join(' ')}\n`), game, false)).toBe(true);
      }),
      { numRuns: runs(200) },
    );
  });
});

describe('move texts as pgn-extract keeps them', () => {
  const token = (text: string) => {
    const bytes = new TextEncoder().encode(` ${text} `);
    return { bytes, start: 1, end: bytes.length - 1, offset: 1, text };
  };

  it('a token: its body as written, + for a check or mate suffix, 0-0 as O-O', () => {
    expect(
      ['Nf3', 'Qxf7#', 'Bb5+', 'Ng1f3', '0-0', '0-0-0+', 'e8=Q'].map((t) => tokenText(token(t))),
    ).toEqual(['Nf3', 'Qxf7+', 'Bb5+', 'Ng1f3', 'O-O', 'O-O-O+', 'e8=Q']);
  });

  it('a parsed SAN: the same text, its glyph left out', () => {
    expect(
      ['Nf3!', 'Qxf7#', 'Ng1f3', 'O-O-O+', 'exd6', 'e8=N?', 'Raxd1'].map((t) => sanText(parse(t))),
    ).toEqual(['Nf3', 'Qxf7+', 'Ng1f3', 'O-O-O+', 'exd6', 'e8=N', 'Raxd1']);
  });
});
