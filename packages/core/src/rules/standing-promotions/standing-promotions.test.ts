/**
 * Standing promotions (`PromotionRule.standing`, Fairy-Stockfish's `sittuyinPromotion`) on makruk's pieces: White's
 * pawns promote to the met (at most one) from Sittuyin's diagonal squares. Every list is worked out by hand from the
 * position, and equals ffish's (Fairy-Stockfish 230826) for the same position in its sittuyin (met written `F`); the
 * draw is the position of Fairy-Stockfish's own test of the rule. The rule's code is a rule module
 * (`standingPromotions`, supplied with `supplyRules()`).
 */
import { describe, expect, it } from 'vitest';
import { sortedUci } from '../../../../../tests/moves.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { PieceType, VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { supplyRuleModules, withdrawRuleModule } from '../module/supplied-code.js';
import { supplyRules } from '../../variant/supply-rules.js';

supplyRules();
const makruk = variants.makruk;
const diagonals = {
  white: ['a8', 'b7', 'c6', 'd5', 'e5', 'f6', 'g7', 'h8'],
  black: ['a1', 'b2', 'c3', 'd4', 'e4', 'f3', 'g2', 'h1'],
};
const standing: VariantDefinition = {
  ...makruk,
  id: 'standing',
  orthodoxSetup: false,
  pieces: makruk.pieces.map(
    (p): PieceType =>
      p.id === 'pawn'
        ? { ...p, promotion: { zone: 'diagonals', choices: ['met'], standing: true } }
        : p.id === 'met'
          ? { ...p, max: 1 }
          : p,
  ),
  zones: { ...makruk.zones, diagonals },
  end: { ...makruk.end, insufficientMaterial: false },
};
const promotions = (fen: string) =>
  sortedUci(Position.fromFen(fen, standing), (m) => m.promotion !== undefined);

describe('standing promotions', () => {
  it('promote in place or by a step of the new piece, from the zone only while a side has two pawns', () => {
    const pos = Position.fromFen('4k3/8/8/4P3/8/8/P7/4K3 w - - 0 1', standing);
    expect(promotions(pos.toFen())).toEqual(['e5d4m', 'e5d6m', 'e5e5m', 'e5f4m', 'e5f6m']);
    // Moving into the zone promotes nothing: a2-a3, e5-e6 and the king's five moves besides.
    expect(pos.legalMoves()).toHaveLength(12);
    pos.play('e5e5m');
    expect(pos.toFen()).toBe('4k3/8/8/4M3/8/8/P7/4K3 b - - 0 1');
  });

  it("the side's last pawn promotes from any square", () => {
    expect(promotions('4k3/8/8/8/8/8/P7/4K3 w - - 0 1')).toEqual(['a2a2m', 'a2b1m', 'a2b3m']);
  });

  it('the new piece may attack no enemy piece and may not give check', () => {
    // In place the met would attack d6; d6 itself is no empty square.
    expect(promotions('4k3/8/3p4/4P3/8/8/P7/4K3 w - - 0 1')).toEqual(['e5d4m', 'e5f4m', 'e5f6m']);
    // On d7 or f7 it would check the king.
    expect(promotions('4k3/8/4P3/8/8/8/8/K7 w - - 0 1')).toEqual(['e6d5m', 'e6e6m', 'e6f5m']);
    // A step off the e-file discovers the rook's check.
    expect(promotions('4k3/8/8/4P3/8/8/8/K3R3 w - - 0 1')).toEqual(['e5e5m']);
  });

  it('none beyond the new piece type’s most pieces', () => {
    expect(promotions('4k3/8/8/4P3/8/8/P7/3MK3 w - - 0 1')).toEqual([]);
  });

  it('a side with its king and one pawn whose every move is a promotion has drawn', () => {
    const pos = Position.fromFen('1k4PK/3r4/8/8/8/8/8/8 w - - 0 1', standing);
    expect(sortedUci(pos)).toEqual(['g8f7m', 'g8g8m', 'g8h7m']);
    expect(pos.outcome()).toEqual({ winner: undefined, reason: 'stalemate' });
    // With a king move left (the rook gone from the seventh rank) the game goes on.
    expect(Position.fromFen('1k4PK/8/3r4/8/8/8/8/8 w - - 0 1', standing).outcome()).toBeUndefined();
  });

  it('compiling it without its rule module throws, naming the rule', () => {
    const module = withdrawRuleModule('standingPromotions')!; // as in a program that never supplied it; put back below
    try {
      expect(() =>
        Position.fromFen('4k3/8/8/8/8/8/P7/4K3 w - - 0 1', { ...standing, id: 'unsupplied' }),
      ).toThrow(/a standing promotion needs its rule module/);
    } finally {
      supplyRuleModules(module);
    }
  });

  it('the schema reads the field and refuses a choice that moves otherwise than it captures', () => {
    const read = parseVariantDefinition(JSON.parse(JSON.stringify(standing)));
    expect(read.pieces.find((p) => p.id === 'pawn')?.promotion?.standing).toBe(true);
    const pawnChoice: VariantDefinition = {
      ...standing,
      pieces: standing.pieces.map((p) =>
        p.id === 'pawn' ? { ...p, promotion: { ...p.promotion!, choices: ['pawn'] } } : p,
      ),
    };
    expect(() => Position.fromFen('4k3/8/8/8/8/8/P7/4K3 w - - 0 1', pawnChoice)).toThrow(
      /moves and captures differ/,
    );
  });
});
