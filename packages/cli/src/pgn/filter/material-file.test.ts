/**
 * `--material-file` (`material-file.ts`): the file read (depth, sets, counts, comparisons, located errors, never
 * a throw), a balance tried both ways round, held for its depth (N + 1 positions running), and the pieces
 * counted from a position.
 */
import { Position } from '@x/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { criteriaFileTests } from '../../../test/pgn/filter-file-checks.js';
import { runs } from '../../../../../tests/depth.js';
import { countPieces, type MaterialBalance, MaterialWatch, parseMaterialFile } from './material-file.js';

function read(text: string): MaterialBalance[] {
  const r = parseMaterialFile(text);
  if (!r.success) throw r.error;
  return r.data;
}

/** Piece counts: white's Q R B N P, then black's, as FEN-like letters (`RPP/rp`). */
function counts(white: string, black: string): Int16Array {
  const out = new Int16Array(10);
  for (const [side, text] of [
    [0, white],
    [5, black],
  ] as const)
    for (const c of text) out[side + 'PNBRQ'.indexOf(c.toUpperCase())]!++;
  return out;
}

/** Whether the file `text` holds at once (depth 0 asked for) on the counts of `white` and `black`. */
function holds(text: string, white: string, black: string): boolean {
  const watch = new MaterialWatch(read(`0 ${text}\n`));
  return watch.step(counts(white, black), true);
}

describe('parseMaterialFile', () => {
  it('reads a depth and two sets a line (% lines and blank lines skipped)', () => {
    const [a, b] = read('% rook endings\n10 R2P+ R=P*\n\nq*r+l*p+ q=r1<=l2>=p1<\r\n');
    expect([a!.depth, b!.depth]).toEqual([10, 2]);
    expect(Array.from(a!.sets[0].counts)).toEqual([1, 0, 0, 2, 0]);
    expect(b!.sets[0].minorCount).toBe(0);
  });

  criteriaFileTests(parseMaterialFile, {
    errors: [
      ['rp nb\nrx nb\n', 'unknown-piece', 2, 2],
      ['R12 r\n', 'bad-count', 1, 2],
      ['K2 k\n', 'bad-count', 1, 1],
      ['P9 p\n', 'bad-count', 1, 1],
      ['999999 rp r\n', 'bad-depth', 1, 1],
      ['  rp\n', 'missing-set', 1, 3],
      ['10\n', 'missing-set', 1, 3],
      ['rp nb n\n', 'trailing-text', 1, 7],
      ['rp:nb\n', 'unknown-piece', 1, 3],
    ],
    line: 'rp r',
    checkLine: (balances) => expect(balances).toHaveLength(1),
    atoms: [
      'q',
      'R',
      'b',
      'N',
      'p',
      'L',
      'k',
      '2',
      '12',
      '*',
      '+',
      '-',
      '?',
      '=',
      '#',
      '<',
      '>',
      '<=',
      '>=',
      ' ',
      '\n',
      '%',
      'x',
      ':',
    ],
    maxLength: 60,
  });
});

describe('a balance', () => {
  // [file, white's pieces, black's pieces, whether it holds]
  it.each([
    // either side may hold the first set; a piece not listed is absent; the king needs no letter
    ['rp nb', 'RP', 'NB', true],
    ['rp nb', 'NB', 'RP', true],
    ['rp nb', 'RPP', 'NB', false],
    ['r k', 'R', '', true],
    ['r k', 'R', 'P', false],
    // counts and comparisons, as pgn-extract reads them
    ['R+P+ R=P#', 'RRPPP', 'RRPP', true],
    ['R+P+ R=P#', 'RRPP', 'RRPP', false],
    ['P2- p3+', 'PP', 'PPPP', true],
    ['p? k', 'P', '', true],
    ['p? k', 'PP', '', false],
    ['r2p* r=p1>=', 'RRPPP', 'RRPP', true],
    ['r2p* r=p1>=', 'RRPPPP', 'RRPP', false],
    ['r2p* r=p2>', 'RRPPPP', 'RRP', true],
    // a rook and a pawn given for two minor pieces
    ['q*r+l*p+ q=r1<=l2>=p1<', 'RRPPPP', 'RBNPPP', true],
    ['q*r+l*p+ q=r1<=l2>=p1<', 'RRPPPP', 'RBNPPPP', false],
    // an L demand forgives the bishop and knight letters
    ['L2 l2', 'BN', 'NN', true],
    ['b2 n2', 'BB', 'NN', true],
    ['b2 n2', 'BN', 'NN', false],
  ] as const)('%j on %j against %j: %j', (text, white, black, holding) => {
    expect(holds(text, white, black)).toBe(holding);
  });

  it('holds for N plies: N + 1 positions running, any break starting the count again', () => {
    const [balance] = read('2 r k\n');
    const watch = new MaterialWatch([balance!]);
    const rook = counts('R', '');
    const pawn = counts('P', '');
    expect([watch.step(rook, true), watch.step(rook, false), watch.step(pawn, true)]).toEqual([
      false,
      false,
      false,
    ]);
    expect([watch.step(rook, true), watch.step(rook, false), watch.step(rook, false)]).toEqual([
      false,
      false,
      true,
    ]);
    watch.reset();
    expect(watch.matched).toBe(false);
  });

  it('a balance written from counts holds on them, both ways round', () => {
    const side = fc.array(fc.nat({ max: 3 }), { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(side, side, (w, b) => {
        const write = (n: number[]) => n.map((k, i) => `${'PNBRQ'[i]}${k}`).join('');
        const c = new Int16Array([...w, ...b]);
        const turned = new Int16Array([...b, ...w]);
        for (const at of [c, turned]) {
          const watch = new MaterialWatch(read(`0 ${write(w)} ${write(b)}\n`));
          expect(watch.step(at, true)).toBe(true);
        }
      }),
      { numRuns: runs(100) },
    );
  });

  it('the pieces of a position, counted from its board', () => {
    const out = new Int16Array(10);
    countPieces(Position.fromFen('4k3/pp6/8/8/8/8/1Q3PP1/R3K1N1 w Q - 0 1'), out);
    expect(Array.from(out)).toEqual([2, 1, 0, 1, 1, 2, 0, 0, 0, 0]);
  });
});
