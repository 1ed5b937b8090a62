/**
 * Placement's drop rules (Fairy-Stockfish `castlingDroppedPiece`, `dropOppositeColoredBishop`): castling
 * rights gained by dropping the king or a rook on its castling square (`drops.castlingKingFile`), and
 * bishops dropped on both colours (`drops.oppositeColors`). The fairy-variants bench oracle
 * `fairy-drop-castling.ts` compares both with ffish over random placement and screen games.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../../position.js';
import type { VariantDefinition } from '../../../variant/definition.js';
import { variants } from '../../../variant/builtins/index.js';
import { rankZone } from '../../../variant/builtins/zones.js';

const crazyhouse = variants.crazyhouse;
const placement: VariantDefinition = {
  ...crazyhouse,
  id: 'placement',
  zones: { ...crazyhouse.zones, back: rankZone(8, 8, [0]) },
  startFen: '8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1',
  royalsOptional: true,
  drops: {
    capturesToHand: false,
    mustDrop: true,
    zones: { king: 'back', queen: 'back', rook: 'back', bishop: 'back', knight: 'back' },
    castlingKingFile: 4,
    oppositeColors: 'bishop',
  },
};

function after(fen: string, moves: readonly string[]): Position {
  const pos = Position.fromFen(fen, placement);
  for (const m of moves) pos.play(m);
  return pos;
}
const castlingField = (pos: Position): string => pos.toFen().split(' ')[2]!;
const drops = (pos: Position, piece: string): string[] =>
  pos
    .legalMoves()
    .map((m) => pos.uci(m))
    .filter((u) => u.startsWith(`${piece}@`))
    .map((u) => u.slice(2))
    .sort();

describe('castling rights from drops', () => {
  it('the king dropped on e1 gains the right with a rook already on h1', () => {
    const pos = after(placement.startFen, ['R@h1', 'R@a8', 'K@e1']);
    expect(castlingField(pos)).toBe('K');
    pos.play('K@e8');
    expect(castlingField(pos)).toBe('Kq');
  });

  it('a right gained by a drop lets the king castle once the hand is empty (mustDrop)', () => {
    const pos = after('4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3[Rr] w - - 0 1', ['R@h1']);
    expect(castlingField(pos)).toBe('K');
    pos.play('R@a8');
    expect(castlingField(pos)).toBe('Kq');
    expect(pos.legalMoves().map((m) => pos.uci(m))).toContain('e1g1');
    pos.play('e1g1');
    expect(castlingField(pos)).toBe('q');
  });

  it('a rook dropped on a1 gains the long right while the king stands on e1; elsewhere none', () => {
    expect(castlingField(after(placement.startFen, ['K@e1', 'K@d8', 'R@a1']))).toBe('Q');
    expect(castlingField(after(placement.startFen, ['K@d1', 'K@e8', 'R@a1']))).toBe('-');
    expect(castlingField(after(placement.startFen, ['K@e1', 'K@e8', 'R@b1']))).toBe('-');
  });

  it('moving the king or rook away loses the right as in chess', () => {
    const fen = '4k3/8/8/8/8/8/8/4K2R[r] w K - 0 1';
    const pos = Position.fromFen(fen, placement);
    pos.play('h1h2');
    expect(castlingField(pos)).toBe('-');
  });
});

describe('bishops dropped on both colours', () => {
  it('the second bishop may not go on the colour of the first', () => {
    const pos = after(placement.startFen, ['B@c1', 'K@e8']);
    // c1 is dark: the other bishop goes only on light squares of the first rank.
    expect(drops(pos, 'B')).toEqual(['b1', 'd1', 'f1', 'h1']);
  });

  it('no drop may take the last free square of a colour the bishops still need', () => {
    // Both bishops in hand, the first rank full but for b1 (light) and c1 (dark): only bishops may go there.
    const pos = Position.fromFen('4k3/pppppppp/8/8/8/8/PPPPPPPP/R2QKNNR[BBk] w - - 0 1', placement);
    expect(drops(pos, 'B')).toEqual(['b1', 'c1']);
    expect(pos.legalMoves().filter((m) => !pos.uci(m).startsWith('B@'))).toEqual([]);
  });
});
