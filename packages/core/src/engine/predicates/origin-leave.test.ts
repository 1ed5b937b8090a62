/**
 * Pieces left on a move's origin (`PieceType.leavesBehind`, `PromotionRule.leavesBehind`; FBR
 * `promotion=origin`) and captures of own pieces (`MoveAtom.ownVictims`, FBR `cc{set}`) with promotion on
 * capturing given pieces (`PromotionRule.onCaptureOf`): what the engine does and refuses, counted by hand.
 * The FBR page lines that use them are checked against naive generators in @x/fbr (origin.test.ts,
 * disks.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { compileVariant } from '../../variant/compile/compile.js';
import { leaper } from '../../variant/atoms.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { PieceType, VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';

const chess = variants.chess;
const stone: PieceType = { id: 'stone', symbol: 'X', moves: [] };
/** Chess whose knights leave a stone behind, and whose king may take its own knights (promoting to a stone-king). */
const variant: VariantDefinition = {
  ...chess,
  id: 'leave',
  pieces: [
    ...chess.pieces.map((p) =>
      p.id === 'knight'
        ? { ...p, leavesBehind: 'stone' }
        : p.id === 'king'
          ? { ...p, moves: [...p.moves, leaper(1, 0, { ownVictims: ['knight'] })] }
          : p,
    ),
    stone,
  ],
};

describe('leavesBehind, ownVictims, onCaptureOf', () => {
  it('a knight move leaves a stone; undo takes it back', () => {
    const pos = Position.fromFen(variant.startFen, variant);
    pos.play('g1f3');
    expect(pos.toFen().split(' ')[0]).toBe('rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBXR');
    pos.undo();
    expect(pos.toFen()).toBe(variant.startFen);
  });

  it('a king takes its own knight on a wazir step only', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/8/3N4/4KN2 w - - 0 1', variant);
    const king = pos
      .legalMoves()
      .map((m) => pos.uci(m))
      .filter((u) => u.startsWith('e1'));
    // e2 f2 d1 (steps) and f1 (its own knight, a wazir step); d2 is a ferz step: no own capture there.
    expect(king.sort()).toEqual(['e1d1', 'e1e2', 'e1f1', 'e1f2']);
  });

  it('onCaptureOf promotes on capturing those pieces only, own ones included', () => {
    const mounting: VariantDefinition = {
      ...variant,
      zones: { ...variant.zones, everywhere: { white: all(), black: all() } },
      pieces: variant.pieces.map((p) =>
        p.id === 'king'
          ? { ...p, promotion: { zone: 'everywhere', choices: ['queen'], onCaptureOf: ['knight'] } }
          : p,
      ),
    };
    const pos = Position.fromFen('4k3/8/8/8/8/8/8/3bKN2 w - - 0 1', withoutRoyalKing(mounting));
    const ucis = pos.legalMoves().map((m) => pos.uci(m));
    expect(ucis).toContain('e1f1q');
    expect(ucis).not.toContain('e1f1');
    expect(ucis).toContain('e1d1');
  });

  it('refuses what it does not combine, and the schema reads the fields', () => {
    expect(() => compileVariant({ ...variant, id: 'v', vanishing: true })).toThrow(/leavesBehind/);
    expect(() => compileVariant({ ...variant, id: 'h', drops: { capturesToHand: true } })).toThrow(
      /ownVictims/,
    );
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(variant)))).toEqual(variant);
  });
});

/** Every square of the board. */
function all(): string[] {
  return [...'abcdefgh'].flatMap((f) => [1, 2, 3, 4, 5, 6, 7, 8].map((r) => `${f}${r}`));
}

/** The variant with a king that is not royal (a promoting royal is not what the test is about). */
function withoutRoyalKing(v: VariantDefinition): VariantDefinition {
  const { castling: _castling, ...rest } = v;
  return { ...rest, pieces: v.pieces.map((p) => (p.id === 'king' ? { ...p, royal: false } : p)) };
}
