/**
 * Protectors (`PieceType.rules.protect`, FBR `protector`): "Any piece prefixed by this letter will have the
 * power to protect a friendly piece within the protection zone … a protected piece cannot be captured,
 * but still can be swapped. … A protected piece cannot be checked" (FBR page). The shield S of
 * `S=mQ *S=cK` moves as a queen without capturing and protects its own neighbours. Counted by hand.
 */
import { describe, expect, it } from 'vitest';
import { rider } from '../../variant/atoms.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { PieceType, VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { KING_STEPS } from '../../../test/moves.js';

const chess = variants.chess;
const queenMoves = [rider(0, 1, { mode: 'move' }), rider(1, 1, { mode: 'move' })] as const;
const shield = (extra: Partial<PieceType> = {}): PieceType => ({
  id: 'shield',
  symbol: 'S',
  moves: [...queenMoves],
  rules: { protect: { squares: KING_STEPS } },
  ...extra,
});
const immobilizer: PieceType = {
  id: 'immobilizer',
  symbol: 'I',
  moves: [...queenMoves],
  rules: { freeze: { squares: KING_STEPS } },
};
const variant = (s: PieceType): VariantDefinition => ({
  ...chess,
  id: 'protect',
  pieces: [...chess.pieces, s, immobilizer],
});
const withS = variant(shield());
/** The same shield without its protection: the baseline for each count. */
const plain = variant({ id: 'shield', symbol: 'S', moves: [...queenMoves] });
const count = (fen: string, v: VariantDefinition, sq?: string) =>
  Position.fromFen(fen, v)
    .legalMoves()
    .filter((m) => sq === undefined || m.from === sq).length;

describe('protectors', () => {
  it('a protected piece cannot be captured but still blocks', () => {
    // Ne5 stands next to the shield d4. The rook e7 has e8, e6, a7-d7 (4), f7-h7 (3) = 9, and no
    // Rxe5 (nor anything beyond e5: the knight still blocks); without protection Rxe5 is a 10th move.
    const fen = 'k7/4r3/8/4N3/3S4/8/8/7K b - - 0 1';
    expect(count(fen, withS, 'e7')).toBe(9);
    expect(count(fen, plain, 'e7')).toBe(10);
  });

  it('a protected king is not in check and may stand on an attacked square', () => {
    // Ke1 next to Sd2, the rook e7 on the e-file. Protected: no check. King: d1, e2 (attacked but next
    // to the shield), f1, f2 = 4. Shield: only moves that keep the king safe: d1, e2, f2 (next to e1)
    // and e3 (blocks the file) = 4. Total 8. Unprotected: in check; king d1 f1 f2, blocks Se2 Se3 = 5.
    const fen = 'k7/4r3/8/8/8/8/3S4/4K3 w - - 0 1';
    expect(Position.fromFen(fen, withS).isCheck()).toBe(false);
    expect(count(fen, withS)).toBe(8);
    expect(Position.fromFen(fen, plain).isCheck()).toBe(true);
    expect(count(fen, plain)).toBe(5);
  });

  it('en passant cannot take a protected pawn', () => {
    // Black pawn d5 (just double-pushed) next to the black shield c6: exd6 e.p. is no move. White:
    // e6, and the king d1 d2 e2 f1 f2 = 6; without protection exd6 makes 7.
    const fen = '4k3/8/2s5/3pP3/8/8/8/4K3 w - d6 0 1';
    expect(count(fen, withS)).toBe(6);
    expect(count(fen, plain)).toBe(7);
  });

  it('a frozen protector protects unless protect.whileFrozen is false', () => {
    // The black immobilizer c5 freezes the shield d4 (its neighbour); Ne5 (not next to c5) is still
    // protected by the frozen shield, so the rook e7 has 9 moves (as above); with whileFrozen
    // false, 10 (Rxe5).
    const fen = 'k7/4r3/8/2i1N3/3S4/8/8/7K b - - 0 1';
    expect(count(fen, withS, 'e7')).toBe(9);
    expect(
      count(fen, variant(shield({ rules: { protect: { squares: KING_STEPS, whileFrozen: false } } })), 'e7'),
    ).toBe(10);
  });

  it('the schema reads protect and its whileFrozen', () => {
    const read = parseVariantDefinition(
      JSON.parse(
        JSON.stringify(variant(shield({ rules: { protect: { squares: KING_STEPS, whileFrozen: false } } }))),
      ),
    );
    const s = read.pieces.find((p) => p.id === 'shield');
    expect(s?.rules?.protect?.squares).toHaveLength(8);
    expect(s?.rules?.protect?.whileFrozen).toBe(false);
  });
});
