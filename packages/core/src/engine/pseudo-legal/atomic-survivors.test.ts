/**
 * `atomic.survivors` (types no blast removes, their own capture's included: Fairy-Stockfish `blastImmuneTypes`)
 * and `atomic.mutuallyImmune` (types that may not take their own type: `mutuallyImmuneTypes`), as atomar
 * chess has them for its kings: atomic chess whose king is an extinction piece, not royal. Positions and
 * results reasoned by hand (the ffish cross-check of atomar is in @x/fairy-variants).
 */
import { describe, expect, it } from 'vitest';
import { createMoveBuffer, generateLegalMoves, makeMove, decodeMove, unmakeMove } from '../index.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { leaper } from '../../variant/atoms.js';
import { variants } from '../../variant/builtins/index.js';
import { movesFrom } from '../../../test/moves.js';

const atomic = variants.atomic;
/** A king that captures (atomic chess's king may not). */
const commoner = [leaper(0, 1), leaper(1, 1)];
/**
 * Atomic chess with a non-royal king that captures and that losing loses (extinction), as Fairy-Stockfish's
 * `nocheckatomic`.
 */
const noCheck: VariantDefinition = {
  ...atomic,
  id: 'nocheck',
  pieces: atomic.pieces.map((p) => (p.id === 'king' ? { ...p, royal: false, moves: commoner } : p)),
  atomic: { immune: ['pawn'], mayExplodeOwn: true },
  end: { stalemate: 'draw', repetition: 3, extinction: ['king'] },
};
/** …whose kings survive every blast and may not take each other (atomar). */
const atomar: VariantDefinition = {
  ...noCheck,
  id: 'atomar',
  atomic: { immune: ['pawn'], mayExplodeOwn: true, survivors: ['king'], mutuallyImmune: ['king'] },
};

const after = (v: VariantDefinition, fen: string, move: string) =>
  Position.fromFen(fen, v).play(move).toFen();
const targets = (v: VariantDefinition, fen: string, from: string) =>
  movesFrom(Position.fromFen(fen, v), from);

describe('atomic.survivors and atomic.mutuallyImmune', () => {
  it('are accepted by the schema', () => {
    expect(parseVariantDefinition(atomar).atomic).toEqual(atomar.atomic);
  });

  it('a capturing king survives its own blast; the pieces around still explode', () => {
    // Ke4 takes the knight d5; the rook c5 is next to d5.
    const fen = '7k/8/8/2rn4/4K3/8/8/8 w - - 0 1';
    expect(after(noCheck, fen, 'e4d5')).toBe('7k/8/8/8/8/8/8/8 b - - 0 1');
    expect(after(atomar, fen, 'e4d5')).toBe('7k/8/8/3K4/8/8/8/8 b - - 0 1');
  });

  it('a king next to a blast survives it', () => {
    // Qd1 takes the knight d5; the black king e6 is next to d5.
    const fen = '8/8/4k3/3n4/8/8/8/3QK3 w - - 0 1';
    expect(after(noCheck, fen, 'd1d5')).toBe('8/8/8/8/8/8/8/4K3 b - - 0 1');
    expect(after(atomar, fen, 'd1d5')).toBe('8/8/4k3/8/8/8/8/4K3 b - - 0 1');
  });

  it('a king may not take the king next to it', () => {
    const fen = '8/8/8/3k4/4K3/8/8/8 w - - 0 1';
    expect(targets(noCheck, fen, 'e4')).toContain('d5');
    expect(targets(atomar, fen, 'e4')).not.toContain('d5');
    expect(targets(atomar, fen, 'e4')).toHaveLength(7);
  });

  it('takes back both on unmake', () => {
    const pos = Position.fromFen('7k/8/8/2rn4/4K3/8/8/8 w - - 0 1', atomar);
    const fen = pos.toFen();
    const buf = createMoveBuffer();
    const n = generateLegalMoves(pos, buf);
    const m = [...buf.subarray(0, n)].find((x) => decodeMove(pos, x).to === 'd5')!;
    makeMove(pos, m);
    expect(pos.toFen()).toBe('7k/8/8/3K4/8/8/8/8 b - - 0 1');
    unmakeMove(pos);
    expect(pos.toFen()).toBe(fen);
  });
});
