/**
 * `xn pgn convert --to epd|fen` end to end: one line per main-line position (the start, then after each ply), a
 * blank line after each game, EPD with the game in `c0` and the result in `c1` (readable by `@x/san`'s strict
 * `parseEpd`), FEN with its move counters; and, with Debian's pgn-extract as the oracle, the same positions as
 * `pgn-extract -Wepd` on its own test inputs, each difference listed with its reason.
 */
import { Position } from '@x/core';
import { epdToFen, parseEpd } from '@x/san/epd';
import { describe, expect, it } from 'vitest';
import { ascii, canCompare, pgnExtract, pgnExtractInputs } from './pgn-extract.js';
import { fileWriter, fixture, fixtureText, tempDir } from '../temp-dir.js';
import { xn } from '../xn.js';

const dir = tempDir('xn-positions-');
const file = fileWriter(dir);

const GAMES = fixtureText('positions.pgn');

describe('xn pgn convert --to epd|fen', () => {
  const input = fixture('positions.pgn');

  it('--to epd: the start and every main-line position, c0 the game, c1 the result', () => {
    const r = xn(['pgn', 'convert', '--to', 'epd', input]);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toBe(
      [
        'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - c0 "Anna-Bo Open Here"; c1 "1-0";',
        'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - c0 "Anna-Bo Open Here"; c1 "1-0";',
        'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - c0 "Anna-Bo Open Here"; c1 "1-0";',
        'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - c0 "Anna-Bo Open Here"; c1 "1-0";',
        // c7-c5 beside the d5 pawn: an e.p. capture is legal, so the e.p. square is written.
        'rnbqkbnr/pp2pppp/8/2pP4/8/8/PPPP1PPP/RNBQKBNR w KQkq c6 c0 "Anna-Bo Open Here"; c1 "1-0";',
        'rnbqkbnr/pp2pppp/2P5/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - c0 "Anna-Bo Open Here"; c1 "1-0";',
        '',
        '4k3/8/8/8/8/8/4P3/4K3 b - - c0 "- End"; c1 "*";',
        '8/3k4/8/8/8/8/4P3/4K3 w - - c0 "- End"; c1 "*";',
        '8/3k4/8/8/4P3/8/8/4K3 b - - c0 "- End"; c1 "*";',
        '',
        '',
      ].join('\n'),
    );
    for (const line of r.stdout.split('\n').filter(Boolean))
      expect(parseEpd(line, { mode: 'strict' })).toBeTruthy();
  });

  it('--to fen: whole FENs with their move counters', () => {
    const r = xn(['pgn', 'convert', '--to', 'fen', '--quiet', '-'], GAMES);
    expect(r.status).toBe(0);
    const blocks = r.stdout.split('\n\n').filter(Boolean);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]!.split('\n').at(-1)).toBe('rnbqkbnr/pp2pppp/2P5/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3');
    expect(blocks[1]).toBe(
      '4k3/8/8/8/8/8/4P3/4K3 b - - 5 30\n8/3k4/8/8/8/8/4P3/4K3 w - - 6 31\n8/3k4/8/8/4P3/8/8/4K3 b - - 0 31',
    );
  });

  it('a bad game is reported, located, and left out (exit 1)', () => {
    const bad = file('bad.pgn', `[Event "Bad"]\n\n1. e4 e5 2. Ke3 *\n\n${GAMES}`);
    const r = xn(['pgn', 'convert', '--to', 'epd', bad]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${bad}:3:13: error[illegal-move]`);
    expect(r.stdout.split('\n\n').filter(Boolean)).toHaveLength(2);
  });
});

/** What pgn-extract -Wepd writes and xn does not, or the reverse (first position, game comment, result), with the reason. */
const NESTED =
  'nested-comment.pgn: a comment inside a comment; pgn-extract (without --nestedcomment) recovers six move-less games from the fragments, xn reports the game (syntax, 1:46) and writes nothing';
const NULL_MOVES =
  'a null move (--) in the main line: pgn-extract rejects the game without --allownullmoves, xn reads it (lenient SAN reads -- as a pass)';
const EPD_DIFFERENCES = new Map<string, string>([
  ['only pgn-extract ×6: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - | - | *', NESTED],
  [
    'only xn: rnbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - | George Atwood-Franois Andr Philidor London London ENG 1795.06.29 | 0-1',
    NULL_MOVES,
  ],
  [
    'only xn: rnbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - | George Atwood-Verdoni London m London 1800.??.?? | 1-0',
    NULL_MOVES,
  ],
  ['only xn: 1r5k/q4prp/p4NpQ/P1N1p3/8/3B1R2/1PP3PP/7K w - - | ?-? ? ? ????.??.?? | 1-0', NULL_MOVES],
  ['only xn: 4r1k1/2p2p2/5np1/Qp4q1/2p3P1/2B2P2/PP6/K6R w - - | ?-? ? ? ????.??.?? | *', NULL_MOVES],
]);

describe.skipIf(!canCompare)(
  'against pgn-extract -Wepd on its own test inputs (needs pgn-extract and ../shared/data)',
  () => {
    it('the same positions, c0 and c1 for every game both read; differences listed', () => {
      const files = pgnExtractInputs();
      expect(files.length).toBeGreaterThan(40);
      let epSquares = 0;
      /** A game's lines as position|c0|c1, read with parseEpd (lenient: pgn-extract's c0 is not quoted). */
      const games = (text: string, theirs: boolean) =>
        text
          .split(/\n\s*\n/)
          .filter((block) => block.trim() !== '')
          .map((block) =>
            block
              .split('\n')
              .filter(Boolean)
              .map((line) => {
                const epd = parseEpd(line);
                const fields = epd.position.split(' ');
                // pgn-extract writes the e.p. square after every double step (as the PGN standard's FEN does); xn
                // writes it only when an e.p. capture is legal (@x/core's FEN): the same position either way.
                if (
                  theirs &&
                  fields[3] !== '-' &&
                  Position.fromFen(epdToFen(epd)).legalEpSquare() === undefined
                ) {
                  fields[3] = '-';
                  epSquares++;
                }
                const c0 = ascii(epd.operations.c0 ?? '').replace(/\s+/g, ' ');
                return `${fields.join(' ')} | ${c0} | ${epd.operations.c1}`;
              })
              .join('\n'),
          );
      const theirs = games(pgnExtract(['-s', '-Wepd', ...files]), true);
      const r = xn(['pgn', 'convert', '--to', 'epd', '--quiet', ...files]);
      const ours = games(r.stdout, false);
      expect(theirs.length).toBeGreaterThan(300);
      expect(epSquares).toBeGreaterThan(0);
      const rest = [...ours];
      const found = new Map<string, number>();
      const note = (key: string) => found.set(key, (found.get(key) ?? 0) + 1);
      for (const g of theirs) {
        const k = rest.indexOf(g);
        if (k >= 0) rest.splice(k, 1);
        else note(`only pgn-extract: ${g.split('\n')[0]}`);
      }
      for (const g of rest) note(`only xn: ${g.split('\n')[0]}`);
      const listed = [...found].map(([key, n]) => (n > 1 ? key.replace(':', ` ×${n}:`) : key));
      expect(listed.sort(), listed.join('\n')).toEqual([...EPD_DIFFERENCES.keys()].sort());
    });
  },
);
