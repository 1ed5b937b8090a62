/**
 * Capture-only zones (`VariantDefinition.captureOnly`, FBR `zone[range]=captureonly`: "Entering this zone can only be
 * done when capturing/swapping a piece"). Chess with the four centre squares closed to entries without a capture;
 * each count is reasoned by hand beside the same position without the rule. Fairy-Stockfish has no such rule.
 */
import { describe, expect, it } from 'vitest';
import { targetsFrom } from '../../../../../tests/moves.js';
import { VariantError } from '../../errors/errors.js';
import { Position } from '../../position.js';
import { perft } from '../../perft.js';
import { parseVariantDefinition } from '../../schema/index.js';
import { compileVariant } from '../../variant/compile/compile.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { STATE } from '../../position-base.js';
import { generateMovesFrom, generateMovesTo } from '../../engine/index.js';

const centre = ['d4', 'e4', 'd5', 'e5'];
const withZone = (
  base: VariantDefinition,
  rule: NonNullable<VariantDefinition['captureOnly']>,
): VariantDefinition => ({
  ...base,
  id: `${base.id}-capture-only`,
  zones: { ...base.zones, centre: { white: centre, black: centre } },
  captureOnly: rule,
});
const chess = variants.chess;
const closed = withZone(chess, [{ zone: 'centre' }]);
const pawnsOnly = withZone(chess, [{ zone: 'centre', pieces: ['pawn'] }]);
const at = (fen: string, v: VariantDefinition = closed) => Position.fromFen(fen, v);

describe('capture-only zones', () => {
  it('from the start: no double step into the centre, for either side', () => {
    // 20 moves less d2-d4 and e2-e4; Black's 18 replies likewise whatever White played (the centre stays empty).
    const start = at(chess.startFen);
    expect(start.legalMoves()).toHaveLength(18);
    expect(perft(start, 2)).toBe(18 * 18);
    expect(perft(Position.fromFen(chess.startFen), 2)).toBe(400);
  });

  it('a knight enters the centre only by a capture', () => {
    // Nf3: d2 d4 e5 g1 g5 h2 h4 in chess; d4 is an entry without a capture, Nxe5 captures.
    const fen = '4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1';
    expect(targetsFrom(at(fen), 'f3')).toEqual(['d2', 'e5', 'g1', 'g5', 'h2', 'h4']);
    expect(targetsFrom(at(fen, chess), 'f3')).toEqual(['d2', 'd4', 'e5', 'g1', 'g5', 'h2', 'h4']);
  });

  it('a rider passes through the zone; moves inside it and out of it are free', () => {
    // Ra4 along the fourth rank: b4 c4 f4 g4 h4 (d4, e4 are entries), a1-a3, a5-a8: 12 of chess's 14.
    const outside = '4k3/8/8/8/R7/8/8/4K3 w - - 0 1';
    expect(targetsFrom(at(outside), 'a4')).toHaveLength(12);
    expect(targetsFrom(at(outside), 'a4')).not.toContain('d4');
    expect(targetsFrom(at(outside, chess), 'a4')).toHaveLength(14);
    // Rd4 stands in the zone: e4 and d5 (inside), and every square out of it, as in chess.
    const inside = '4k3/8/8/8/3R4/8/8/4K3 w - - 0 1';
    expect(targetsFrom(at(inside), 'd4')).toEqual(targetsFrom(at(inside, chess), 'd4'));
    expect(targetsFrom(at(inside), 'd4')).toHaveLength(14);
  });

  it('the king too: a quiet step into the centre is refused, a capture there is not', () => {
    // Kd3 by the black knight e4 (which guards c3 and d2): c2 c4 d4 e2 e3 and Kxe4 in chess; d4 is a quiet entry.
    const fen = '4k3/8/8/8/4n3/3K4/8/8 w - - 0 1';
    expect(targetsFrom(at(fen), 'd3')).toEqual(['c2', 'c4', 'e2', 'e3', 'e4']);
    expect(targetsFrom(at(fen, chess), 'd3')).toEqual(['c2', 'c4', 'd4', 'e2', 'e3', 'e4']);
  });

  it('en passant into the zone is a capture', () => {
    // d6 closed to White (d3 to Black): e5xd6 e.p. and e5xd6 of a knight enter it, e5-e6 is outside.
    const sixth = {
      ...withZone(chess, [{ zone: 'sixth' }]),
      zones: { ...chess.zones, sixth: { white: ['d6'], black: ['d3'] } },
    };
    const play = (fen: string) => targetsFrom(at(fen, sixth), 'e5');
    expect(play('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1')).toEqual(['d6', 'e6']);
    expect(play('4k3/8/3n4/4P3/8/8/8/4K3 w - - 0 1')).toEqual(['d6', 'e6']);
    expect(play('4k3/8/8/4P3/8/8/8/4K3 w - - 0 1')).toEqual(['e6']);
  });

  it('a piece set restricts the rule to its pieces', () => {
    const fen = '4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1';
    expect(targetsFrom(at(fen, pawnsOnly), 'f3')).toContain('d4');
    expect(at(chess.startFen, pawnsOnly).legalMoves()).toHaveLength(18);
    // Only knights reach the centre by the third ply: Nc3-d5, Nc3-e4, Nf3-d4, Nf3-e5 after each of Black's 18
    // replies (Black cannot enter it first) are 72 more moves than with every piece closed out.
    expect(perft(at(chess.startFen, pawnsOnly), 2)).toBe(18 * 18);
    expect(perft(at(chess.startFen, pawnsOnly), 3)).toBe(perft(at(chess.startFen), 3) + 72);
  });

  it('a drop into the zone is an entry without a capture', () => {
    const zh = withZone(variants.crazyhouse, [{ zone: 'centre' }]);
    // Kings e1 e8, a knight in hand: 62 empty squares to drop on, 58 outside the centre; Ke1's 5 steps.
    const fen = '4k3/8/8/8/8/8/8/4K3[N] w - - 0 1';
    expect(Position.fromFen(fen, zh).legalMoves()).toHaveLength(58 + 5);
    expect(Position.fromFen(fen, variants.crazyhouse).legalMoves()).toHaveLength(62 + 5);
  });

  it('one piece asked alone, and the moves to one square, answer as the whole list', () => {
    // Nf3 alone: its 6 moves; to d4 (square 27): none (chess: Nf3-d4).
    const fen = '4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1';
    const out = new Int32Array(256);
    expect(generateMovesFrom(at(fen), 21, out)).toBe(6);
    expect(generateMovesTo(at(fen), 27, 0, out)).toBe(0);
    expect(generateMovesTo(at(fen, chess), 27, 0, out)).toBe(1);
    expect(at(fen)[STATE].ruleHooks.keepMoves).toBeDefined();
  });

  it('the schema reads the option; an unknown zone or piece is refused where it is named', () => {
    const read = parseVariantDefinition(JSON.parse(JSON.stringify(pawnsOnly)));
    expect(read.captureOnly).toEqual([{ zone: 'centre', pieces: ['pawn'] }]);
    expect(() => compileVariant({ ...closed, id: 'x', captureOnly: [{ zone: 'nowhere' }] })).toThrow(
      VariantError,
    );
    try {
      compileVariant({ ...closed, id: 'y', captureOnly: [{ zone: 'nowhere' }] });
    } catch (e) {
      expect((e as VariantError).path).toEqual(['captureOnly', '0', 'zone']);
    }
    expect(() =>
      compileVariant({ ...closed, id: 'z', captureOnly: [{ zone: 'centre', pieces: ['elf'] }] }),
    ).toThrow(VariantError);
  });
});
