/**
 * Fairy-Stockfish's enclosure rules as data (issue #50): `flip` (reversi, ataxx, quadwrangle), drops that must
 * enclose (`drops.enclose`, `drops.encloseStart`), hands that never run out (`drops.endless`) and the full board
 * that ends the game (`end.fullBoard`); regions joined by a chain (`end.connect.regions`, gale). Perft against
 * ffish is in `@x/fairy-variants`' ffish tests.
 */
import { describe, expect, it } from 'vitest';
import { sortedUci } from '../../../../../tests/moves.js';
import { royalless } from '../../../test/variants.js';
import { compileVariant } from '../../variant/compile/compile.js';
import { perft } from '../../perft.js';
import { Position } from '../../position.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { fenAfter } from '../../../test/moves.js';

const stone = { id: 'stone', name: 'Stone', symbol: 'P', moves: [] };

const reversi = royalless('reversi', [stone], '8/8/8/8/8/8/8/8[PPPPPPPPPPpppppppppp] w - - 0 1', {
  name: 'Reversi',
  holdingsInFen: true,
  drops: { capturesToHand: false, enclose: 'reversi', encloseStart: ['d4', 'e4', 'd5', 'e5'] },
  flip: 'reversi',
  passOnStalemate: true,
  end: { fullBoard: true, materialCounting: 'unweighted', stalemate: 'loss' },
});

/** Ataxx's jumps: every leap of two squares (Betza `DNA`). */
const JUMPS: [number, number][] = [];
for (let x = -2; x <= 2; x++)
  for (let y = -2; y <= 2; y++) if (Math.max(Math.abs(x), Math.abs(y)) === 2) JUMPS.push([x, y]);

describe('drops.enclose and flip: reversi', () => {
  it('fills the open start squares first, without enclosing', () => {
    const pos = Position.fromFen(reversi.startFen, reversi);
    expect(sortedUci(pos)).toEqual(['P@d4', 'P@d5', 'P@e4', 'P@e5']);
    pos.play('P@d4').play('P@e4').play('P@e5');
    expect(sortedUci(pos)).toEqual(['P@d5']);
  });

  it('then drops only where a line of opponent pieces ends at an own piece, and flips that line', () => {
    const pos = Position.fromFen('8/8/8/3pP3/3Pp3/8/8/8[PPPPpppp] w - - 0 1', reversi);
    expect(sortedUci(pos)).toEqual(['P@c5', 'P@d6', 'P@e3', 'P@f4']);
    const before = pos.toFen();
    const key = pos.key();
    expect(fenAfter(pos, 'P@f4')).toBe('8/8/8/3pP3/3PPP2/8/8/8[PPPpppp] b - - 1 1');
    pos.undo();
    expect(pos.toFen()).toBe(before);
    expect(pos.key()).toBe(key);
  });

  it('flips along several lines at once, and stops at an empty square', () => {
    // White drops on a1: the b2 diagonal ends at c3 (own), the a-file line a2-a3 ends at a4 (own), b1 runs out.
    // Without start squares (else the empty centre takes every drop).
    const open: VariantDefinition = {
      ...reversi,
      id: 'open',
      drops: { capturesToHand: false, enclose: 'reversi' },
    };
    const pos = Position.fromFen('8/8/8/8/P7/p1P5/pp6/1p6[P] w - - 0 1', open);
    expect(fenAfter(pos, 'P@a1')).toBe('8/8/8/8/P7/P1P5/PP6/Pp6[] b - - 1 1');
  });

  it('ends on a full board, decided by material counting', () => {
    const pos = Position.fromFen(
      'PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/pppppppp/pppppppp/pppppppp/ppppppp1[P] w - - 0 1',
      reversi,
    );
    expect(pos.outcome()).toBeUndefined();
    pos.play('P@h1');
    expect(pos.outcome()).toEqual({ winner: 'white', reason: 'full-board' });
    expect(pos.legalMoves()).toEqual([]);
  });
});

describe('drops.endless, drops.enclose ataxx and snort, flip ataxx and quadwrangle', () => {
  const ataxx: VariantDefinition = {
    ...reversi,
    id: 'ataxx',
    board: { files: 7, ranks: 7 },
    pieces: [{ ...stone, moves: [{ kind: 'leap', vectors: JUMPS, mode: 'move' }] }],
    startFen: 'P5p/7/7/7/7/7/p5P w - - 0 1',
    drops: { capturesToHand: false, enclose: 'ataxx', endless: true },
    flip: 'ataxx',
  };
  it('drops beside an own piece from a hand that never runs out, flipping the neighbours', () => {
    const pos = Position.fromFen('7/7/7/3p3/2pP3/7/7 w - - 0 1', ataxx);
    const placed = sortedUci(pos).filter((m) => m.includes('@'));
    expect(placed).toHaveLength(6);
    expect(fenAfter(pos, 'P@e3')).toBe('7/7/7/3P3/2pPP2/7/7[] b - - 1 1');
    pos.undo();
    expect(fenAfter(pos, 'd3b3')).toBe('7/7/7/3p3/1PP4/7/7[] b - - 1 1');
  });

  it('snort: no drop beside an opponent piece on a rank or file', () => {
    const snort: VariantDefinition = {
      ...ataxx,
      id: 'snort',
      pieces: [stone],
      drops: { capturesToHand: false, enclose: 'snort', endless: true },
    };
    delete (snort as { flip?: string }).flip;
    const pos = Position.fromFen('7/7/7/3p3/7/7/7 w - - 0 1', snort);
    expect(sortedUci(pos)).toHaveLength(49 - 1 - 4);
    expect(perft(pos, 1)).toBe(44);
  });

  it('quadwrangle flips after a drop only beside an own piece, after a move always', () => {
    const quad: VariantDefinition = {
      ...ataxx,
      id: 'quad',
      drops: { capturesToHand: false, endless: true },
      flip: 'quadwrangle',
    };
    const alone = Position.fromFen('7/7/7/3p3/7/7/7 w - - 0 1', quad);
    expect(fenAfter(alone, 'P@d3')).toBe('7/7/7/3p3/3P3/7/7[] b - - 1 1');
    const beside = Position.fromFen('7/7/7/3p3/7/4P2/7 w - - 0 1', quad);
    expect(fenAfter(beside, 'P@d3')).toBe('7/7/7/3P3/3P3/4P2/7[] b - - 1 1');
  });

  it('refuses flips with royal pieces and endless hands that fill from captures', () => {
    const king = { id: 'king', name: 'King', symbol: 'K', moves: [], royal: true };
    expect(() => compileVariant({ ...ataxx, id: 'royal-flip', pieces: [stone, king] })).toThrow(/flip/);
    expect(() =>
      compileVariant({ ...ataxx, id: 'endless-hand', drops: { endless: true, capturesToHand: true } }),
    ).toThrow(/endless/);
  });
});

describe('end.connect.regions (gale)', () => {
  const gale = royalless('gale', [stone], '5/5/5/5/5 w - - 0 1', {
    name: 'Gale',
    drops: { capturesToHand: false, endless: true },
    zones: {
      from: { white: ['a1', 'a2', 'a3', 'a4', 'a5'], black: ['a1', 'b1', 'c1', 'd1', 'e1'] },
      to: { white: ['e1', 'e2', 'e3', 'e4', 'e5'], black: ['a5', 'b5', 'c5', 'd5', 'e5'] },
    },
    end: { connect: { n: 64, lines: ['rank', 'file'], regions: { from: 'from', to: 'to' } } },
  });
  it('a chain of steps east and north joins the regions', () => {
    const pos = Position.fromFen('5/5/2PP1/PPP2/5 w - - 0 1', gale);
    pos.play('P@e3');
    expect(pos.outcome()).toEqual({ winner: 'white', reason: 'connect' });
  });
  it('a chain that needs a step south does not (the engine grows it east and north only)', () => {
    const pos = Position.fromFen('5/PPP2/2PP1/5/5 w - - 0 1', gale);
    pos.play('P@e3');
    expect(pos.outcome()).toBeUndefined();
  });
});
