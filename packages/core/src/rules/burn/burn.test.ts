/**
 * Burners (`PieceType.rules.burn`; the demon's walk: `MoveAtom.walk`, `rules/walk/`): the FBR page's Fire Demon,
 * `burner#={^A} :FD:=(mF4+msW4+([mK]--[mK]--K))--X #:FD:=K` on chess. Counts derived by hand.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import { perft } from '../../perft.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { PieceType, VariantDefinition, Vector } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { symmetricVectors } from '../../variant/atoms.js';

const chess = variants.chess;
const KING: Vector[] = [...symmetricVectors(0, 1), ...symmetricVectors(1, 1)];
/** The Fire Demon: quiet bishop and sideways rook up to 4, three king steps (capturing on the last), burning. */
const demon: PieceType = {
  id: 'demon',
  symbol: 'A',
  moves: [
    { kind: 'ride', vectors: KING.filter(([x, y]) => x !== 0 && y !== 0), mode: 'move', range: 4 },
    {
      kind: 'ride',
      vectors: [
        [1, 0],
        [-1, 0],
      ],
      mode: 'move',
      range: 4,
    },
    { kind: 'leap', vectors: KING, walk: 3 },
  ],
  rules: { burn: { squares: KING, around: true } },
};
const fire: VariantDefinition = {
  ...chess,
  id: 'fire',
  pieces: [...chess.pieces, demon],
  end: { ...chess.end, extinction: ['king'] },
};
describe('burners', () => {
  it('round-trips through the schema', () => {
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(fire)))).toEqual(fire);
  });
});

describe('burners', () => {
  it('a piece that stops next to an enemy Fire Demon is burnt; undo puts it back', () => {
    const pos = Position.fromFen('k7/8/8/8/8/5N2/7a/K7 w - - 3 1', fire);
    pos.play('f3g1'); // the knight stops on g1, next to the demon on h2
    expect(pos.toFen()).toBe('k7/8/8/8/8/8/7a/K7 b - - 0 1');
    pos.undo();
    expect(pos.toFen()).toBe('k7/8/8/8/8/5N2/7a/K7 w - - 3 1');
  });

  it('a moving Fire Demon burns the enemy pieces around its arrival, not its own', () => {
    const pos = Position.fromFen('7k/8/8/2pP4/8/A7/8/4K3 w - - 0 1', fire);
    pos.play('a3c4'); // two king steps: c5 (Black's pawn) is burnt, d5 (White's) stays
    expect(pos.toFen()).toBe('7k/8/8/3P4/2A5/8/8/4K3 b - - 0 1');
  });

  it('a king is in check where a demon move would burn it, and may not step where it would be burnt', () => {
    // The demon h6 reaches d2 (bishop, four steps), next to e1: check. The king's squares d1 d2 e2 f2 are
    // next to d2, e3 or f3 (all in the demon's reach); f1 is next to no square it reaches.
    const pos = Position.fromFen('k7/8/7a/8/8/8/8/4K3 w - - 0 1', fire);
    expect(pos.isCheck()).toBe(true);
    expect(pos.legalMoves().map((m) => pos.uci(m))).toEqual(['e1f1']);
  });

  it('perft by hand: a boxed demon', () => {
    // White: demon a1 boxed by knights a2 b1 b2, king h1; Black: king h8. Knights 3 + 3 + 4, king 3: 13;
    // Black's king then has g8 g7 h7 after each (nothing White has reaches them): 39.
    const pos = Position.fromFen('7k/8/8/8/8/8/NN6/AN5K w - - 0 1', fire);
    expect([perft(pos, 1), perft(pos, 2)]).toEqual([13, 39]);
  });
});
