import fc from 'fast-check';
import { parseFen, Position, stringifyFen } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { thrown } from '../../../tests/errors.js';
import { IcnError } from './errors.js';
import { gameFromSetup, setupFromGame } from './finite.js';
import { parse } from './parse.js';
import { stringify } from './stringify.js';
import { playChoices } from '../../../tests/moves.js';

const viaIcn = (fen: string) => stringifyFen(setupFromGame(parse(stringify(gameFromSetup(parseFen(fen))))));

describe('gameFromSetup, setupFromGame', () => {
  it('writes a FEN position as ICN', () => {
    expect(stringify(gameFromSetup(parseFen('4k2r/8/8/3pP3/8/8/8/R3K3 w Qk d6 7 40')))).toBe(
      // e.p. square 4,6; move rule 7/100; move 40; promotion ranks 8 and 1 (default pieces); world border 1..8.
      'w 4,6 7/100 40 (8|1) 1,8,1,8 R1,1+|K5,1+|p4,5|P5,5|k5,8+|r8,8+',
    );
  });

  it('FEN → ICN text → FEN is the identity', () => {
    for (const fen of [
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
      '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2',
      '8/8/8/8/8/8/8/K1k5 b - - 99 120',
    ])
      expect(viaIcn(fen)).toBe(fen);
  });

  it('random games: every position goes through ICN and back', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 40 }), (plies) => {
        const position = playChoices(
          Position.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'),
          plies,
        );
        const fen = position.toFen();
        expect(viaIcn(fen)).toBe(fen);
      }),
      { numRuns: runs(100) },
    );
  });

  it('refuses what a finite board cannot hold, naming the piece', () => {
    const outside = thrown(IcnError, () => setupFromGame(parse('w 1 K5,1|k5,8|Q9,9')));
    expect([outside.code, outside.path]).toEqual(['invalid-setup', 'position[2]']);
    expect(thrown(IcnError, () => setupFromGame(parse('w 1 K5,1|k5,8|AM4,4'))).code).toBe('unknown-piece');
    expect(thrown(IcnError, () => setupFromGame(parse('w 1'))).code).toBe('no-position');
    const zh = parseFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q] w KQkq - 0 1', variants.crazyhouse);
    expect(thrown(IcnError, () => gameFromSetup(zh, variants.crazyhouse)).code).toBe('invalid-setup');
  });

  it('names a coordinate of 10,000 digits (limits.maxDigits) by its first 160 and its count, not in full', () => {
    const huge = '7'.repeat(10_000);
    const outside = thrown(IcnError, () => setupFromGame(parse(`w 1 K5,1|k5,8|Q${huge},3`)));
    expect([outside.code, outside.path]).toEqual(['invalid-setup', 'position[2]']);
    expect(outside.message.length).toBeLessThan(300);
    // which piece, which coordinate (x: before the comma; y whole) and which board
    expect(outside.message).toBe(`queen at ${'7'.repeat(160)}…(10000 digits),3 is outside the 8×8 board`);
    const ep = thrown(IcnError, () => setupFromGame(parse(`w 4,${huge} 1 K5,1|k5,8`)));
    expect(ep.code).toBe('bad-en-passant');
    expect(ep.message).toBe(`the e.p. square 4,${'7'.repeat(160)}…(10000 digits) is outside the board`);
  });
});
