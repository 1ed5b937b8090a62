/**
 * `atomic.inert` (captures by these types do not explode) and atomic chess with exposed kings (the king
 * is not royal but an `end.extinction` piece: FBR `royal=expose`), as the FBR page's expansion of
 * `atomic` writes it: `royal=expose … K=mK Q=mQ+(cQ--X) … P`. Move counts are reasoned by hand.
 */
import { describe, expect, it } from 'vitest';
import { perft } from '../../perft.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';

const atomic = variants.atomic;
/** Atomic chess whose pawns capture without exploding. */
const inertPawns: VariantDefinition = {
  ...atomic,
  id: 'inert',
  atomic: { immune: ['pawn'], inert: ['pawn'] },
};
/** …and whose king may be left attacked: it is not royal, losing it loses (extinction). */
const exposed: VariantDefinition = {
  ...inertPawns,
  id: 'exposed',
  pieces: inertPawns.pieces.map((p) => (p.id === 'king' ? { ...p, royal: false } : p)),
  end: { stalemate: 'draw', repetition: 3, extinction: ['king'] },
};

const after = (v: VariantDefinition, fen: string, move: string) =>
  Position.fromFen(fen, v).play(move).toFen();

describe('atomic.inert', () => {
  it('is accepted by the schema', () => {
    expect(parseVariantDefinition(exposed).atomic).toEqual({ immune: ['pawn'], inert: ['pawn'] });
  });

  it('a pawn capture does not explode: capturer and neighbours stay', () => {
    // Pe4 takes the knight d5; the bishop c5 is next to d5. Atomic: the pawn and the bishop explode.
    const fen = '4k3/8/8/2bn4/4P3/8/8/4K3 w - - 0 1';
    expect(after(atomic, fen, 'e4d5')).toBe('4k3/8/8/8/8/8/8/4K3 b - - 0 1');
    expect(after(inertPawns, fen, 'e4d5')).toBe('4k3/8/8/2bP4/8/8/8/4K3 b - - 0 1');
    const pos = Position.fromFen(fen, inertPawns).play('e4d5').undo();
    expect(pos.toFen()).toBe(fen);
  });

  it('a pawn capturing into promotion is still inert (its type before promotion counts)', () => {
    // b7xa8=Q: the knight b8 next to a8 survives; in atomic chess the new queen and the knight explode.
    const fen = 'rn2k3/1P6/8/8/8/8/8/4K3 w - - 0 1';
    expect(after(inertPawns, fen, 'b7a8q')).toBe('Qn2k3/8/8/8/8/8/8/4K3 b - - 0 1');
    expect(after(atomic, fen, 'b7a8q')).toBe('4k3/8/8/8/8/8/8/4K3 b - - 0 1');
  });
});

describe('atomic with an exposed (non-royal) king', () => {
  it('the king may step onto an attacked square', () => {
    // Qd1 Ke1 against Rd5: the rook attacks d4, d3, d2. The king: d2, e2, f2, f1 (4; a royal king
    // would lose d2: 3). The queen: d2 d3 d4 and Qxd5 on the file, c1 b1 a1, c2 b3 a4, e2 f3 g4 h5 (14).
    const fen = '4k3/8/8/3r4/8/8/8/3QK3 w - - 0 1';
    expect(perft(Position.fromFen(fen, exposed), 1)).toBe(18);
    expect(perft(Position.fromFen(fen, inertPawns), 1)).toBe(17);
  });

  it('a capture that would explode the own (last) king is illegal', () => {
    // Ke4 stands next to d5, so Qd1xd5 would blow it up. Queen: d2 d3 d4, a1 b1 c1 e1 f1 g1 h1,
    // c2 b3 a4, e2 f3 g4 h5 (17); king (moves only): d3 e3 f3 d4 f4 e5 f5, not d5 (7).
    const fen = '4k3/8/8/3r4/4K3/8/8/3Q4 w - - 0 1';
    const pos = Position.fromFen(fen, exposed);
    expect(pos.legalMoves().some((m) => m.from === 'd1' && m.to === 'd5')).toBe(false);
    expect(perft(pos, 1)).toBe(24);
  });

  it('exploding the enemy king wins', () => {
    // Qd1xd7 explodes the rook's neighbour, the king d8: Black has no king left.
    const pos = Position.fromFen('3k4/3r4/8/8/8/8/8/3QK3 w - - 0 1', exposed).play('d1d7');
    expect(pos.toFen()).toBe('8/8/8/8/8/8/8/4K3 b - - 0 1');
    expect(pos.outcome()).toEqual({ winner: 'white', reason: 'extinction' });
    expect(perft(pos, 1)).toBe(0);
  });
});
