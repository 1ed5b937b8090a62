/**
 * Freezers (`PieceType.rules.freeze`, FBR `freezer`): "Any piece prefixed by this letter will have the
 * power to freeze an opposing piece within the freezing zone … A frozen piece cannot give check. …
 * Freezing another freezer does not prevent that the other freezer is still active" (FBR page). The
 * positions below are counted by hand.
 */
import { describe, expect, it } from 'vitest';
import { leaper, rider } from '../../variant/atoms.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { PieceType, VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';

const chess = variants.chess;
const KING: [number, number][] = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
];
/** The Immobilizer of `freezer# I=mQ #I=cK`: moves as a queen without capturing, freezes its neighbours. */
const immobilizer: PieceType = {
  id: 'immobilizer',
  symbol: 'I',
  moves: [rider(0, 1, { mode: 'move' }), rider(1, 1, { mode: 'move' })],
  rules: { freeze: { squares: KING } },
};
const withI: VariantDefinition = { ...chess, id: 'freeze', pieces: [...chess.pieces, immobilizer] };
const from = (pos: Position, sq: string) => pos.legalMoves().filter((m) => m.from === sq).length;

describe('freezers', () => {
  it('an enemy piece next to the freezer cannot move; an own piece can', () => {
    const pos = Position.fromFen('4k3/8/8/4n3/3I4/2N5/8/4K3 b - - 0 1', withI);
    expect(from(pos, 'e5')).toBe(0);
    pos.play('e8d8');
    expect(from(pos, 'c3')).toBe(8); // Nc3: a2 a4 b1 b5 d1 d5 e2 e4
  });

  it('a frozen piece gives no check', () => {
    const frozen = Position.fromFen('4k3/8/8/4r3/3I4/8/8/4K3 w - - 0 1', withI);
    expect(frozen.isCheck()).toBe(false);
    // The same rook without the freezer checks.
    expect(Position.fromFen('4k3/8/8/4r3/8/8/8/4K3 w - - 0 1', withI).isCheck()).toBe(true);
    // Once the freezer leaves, the rook checks again: the move I d4-a1 exposes the king, so it is illegal.
    expect(frozen.legalMoves().some((m) => m.from === 'd4' && m.to === 'a1')).toBe(false);
  });

  it('a frozen king that is checked and cannot be helped is mated', () => {
    // Black king h8 frozen by the immobilizer g7 next to it; the white rook a8 checks along the rank.
    const pos = Position.fromFen('R6k/6I1/8/8/8/8/8/4K3 b - - 0 1', withI);
    expect(pos.isCheck()).toBe(true);
    expect(pos.legalMoves()).toEqual([]);
    expect(pos.isCheckmate()).toBe(true);
  });

  it('two freezers side by side freeze each other and stay active; a frozen king cannot castle', () => {
    const pos = Position.fromFen('4k3/8/8/3iI3/8/8/8/4K2R w K - 0 1', withI);
    expect(from(pos, 'e5')).toBe(0);
    const black = Position.fromFen('4k3/8/8/3iI3/8/8/8/4K2R b K - 0 1', withI);
    expect(from(black, 'd5')).toBe(0);
    const castle = Position.fromFen('4k3/8/8/8/8/8/3i4/4K2R w K - 0 1', withI);
    expect(castle.legalMoves().some((m) => m.castle)).toBe(false);
    expect(from(castle, 'e1')).toBe(0);
  });

  it('the schema reads freeze; without freezers nothing changes', () => {
    expect(
      parseVariantDefinition(JSON.parse(JSON.stringify(withI))).pieces.at(-1)?.rules?.freeze?.squares,
    ).toHaveLength(8);
    const knightOnly: VariantDefinition = {
      ...withI,
      id: 'nofreeze',
      pieces: [...chess.pieces, { id: 'immobilizer', symbol: 'I', moves: [leaper(1, 2)] }],
    };
    expect(from(Position.fromFen('4k3/8/8/4n3/3I4/8/8/4K3 b - - 0 1', knightOnly), 'e5')).toBe(8);
  });

  it('freeze victims and attackers: only knights are frozen, and only by two immobilizers', () => {
    const picky: VariantDefinition = {
      ...withI,
      id: 'freeze-picky',
      pieces: [
        ...chess.pieces,
        { ...immobilizer, rules: { freeze: { squares: KING, victims: ['knight'], attackers: 2 } } },
      ],
    };
    const at = (fen: string, sq: string) =>
      Position.fromFen(fen, picky)
        .legalMoves()
        .filter((m) => m.from === sq).length;
    expect(at('4k3/8/8/4n3/3I4/8/8/4K3 b - - 0 1', 'e5')).toBe(8);
    expect(at('4k3/8/8/4n3/3I1I2/8/8/4K3 b - - 0 1', 'e5')).toBe(0);
    expect(at('4k3/8/8/4b3/3I1I2/8/8/4K3 b - - 0 1', 'e5')).toBeGreaterThan(0);
  });

  it('freeze single: a lone knight next to the immobilizer is frozen, two are both free', () => {
    // "If there are two opponent chameleons (X) next to an immobilizer (I) then either chameleon is free
    // to move away" (FBR page, freezer=single{X}); knights stand in for the chameleons here.
    const single: VariantDefinition = {
      ...withI,
      id: 'freeze-single',
      pieces: [...chess.pieces, { ...immobilizer, rules: { freeze: { squares: KING, single: ['knight'] } } }],
    };
    // Ne5 alone beside Id4: frozen. With Nc5 too: Ne5 has c4 c6 d3 d7 f3 f7 g4 g6 (8), Nc5 has a4 a6 b3
    // b7 d3 d7 e4 e6 (8). A bishop is still frozen beside the two knights (not of the single set).
    expect(from(Position.fromFen('4k3/8/8/4n3/3I4/8/8/4K3 b - - 0 1', single), 'e5')).toBe(0);
    const two = Position.fromFen('4k3/8/8/2n1n3/3I4/8/8/4K3 b - - 0 1', single);
    expect(from(two, 'e5')).toBe(8);
    expect(from(two, 'c5')).toBe(8);
    expect(from(Position.fromFen('4k3/8/8/2n1n3/3Ib3/8/8/4K3 b - - 0 1', single), 'e4')).toBe(0);
  });
});
