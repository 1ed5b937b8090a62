/**
 * `petrify` with `atomic` (Fairy-Stockfish's nuclear chess): a capture explodes as usual, then a stone (a wall)
 * takes the exploded capturer's square; walls never explode; the capture's legality is judged as if its square
 * were empty. Positions and results reasoned by hand (the ffish cross-check is in @x/fairy-variants).
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import { variants } from '../../variant/builtins/index.js';
import type { VariantDefinition } from '../../variant/definition.js';

const atomic = variants.atomic;
/** Atomic chess whose pieces but the king turn to stone where they explode. */
const nuclear: VariantDefinition = {
  ...atomic,
  id: 'nuclear-test',
  pieces: [...atomic.pieces, { id: 'wall', symbol: 'W', moves: [], iron: true, noHand: true }],
  petrify: ['pawn', 'knight', 'bishop', 'rook', 'queen'],
  walls: { piece: 'wall' },
};

describe('petrification with explosions', () => {
  it('leaves a stone where the capturer exploded, spares walls beside it, and undoes', () => {
    const fen = '4k3/8/8/2*r4/3n4/8/8/4K2B w - - 0 1';
    const pos = Position.fromFen(fen, nuclear);
    pos.play('h1d5');
    // d5 (rook) taken, d4 (knight) exploded, the bishop a stone on d5, c5's wall still there.
    expect(pos.toFen()).toBe('4k3/8/8/2**4/8/8/8/4K3 b - - 0 1');
    pos.undo();
    expect(pos.toFen()).toBe(fen);
  });

  it("judges a capture as if its stone were not there: it does not shield the capturer's royal", () => {
    // Black's d5xe4 leaves a stone on e4 between White's queen on e2 and Black's king on e7: illegal.
    const shielded = Position.fromFen('8/4k3/8/3p4/4P3/8/4Q3/K7 b - - 0 1', nuclear);
    expect(shielded.legalMoves().some((m) => m.from === 'd5' && m.to === 'e4')).toBe(false);
    // Without the queen the same capture is legal, and e4 is a stone.
    const free = Position.fromFen('8/4k3/8/3p4/4P3/8/8/K7 b - - 0 1', nuclear);
    expect(free.play('d5e4').toFen()).toBe('8/4k3/8/8/4*3/8/8/K7 w - - 0 2');
  });
});
