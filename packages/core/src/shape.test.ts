/** `PieceType.spacious` and `MoveAtom.bounce`: validation and a bounced attack (move lists in @x/fbr's compile-shape tests). */
import { describe, expect, it } from 'vitest';
import { Position } from './position.js';
import { parseVariantDefinition } from './schema.js';
import type { VariantDefinition } from './variant.js';

const diagonals: [number, number][] = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
];
const def = (bishop: Record<string, unknown>, board: Record<string, unknown> = {}): VariantDefinition =>
  ({
    id: 'shape',
    name: 'shape',
    board: { files: 5, ranks: 5, ...board },
    pieces: [
      { id: 'K', symbol: 'K', royal: true, moves: [{ kind: 'leap', vectors: diagonals }] },
      { id: 'B', symbol: 'B', moves: [{ kind: 'ride', vectors: diagonals }], ...bishop },
    ],
    startFen: '4k/5/5/5/K1B2 w - - 0 1',
  }) as VariantDefinition;

describe('spacious pieces and bouncing rides', () => {
  it('the schema takes bounce only on rides whose vectors are mirrored across the file axis', () => {
    const ride = (vectors: [number, number][]) => def({ moves: [{ kind: 'ride', vectors, bounce: true }] });
    expect(() => parseVariantDefinition(ride(diagonals))).not.toThrow();
    expect(() => parseVariantDefinition(ride([[1, 1]]))).toThrow();
    expect(() =>
      parseVariantDefinition(
        ride([
          [1, 0],
          [-1, 0],
        ]),
      ),
    ).toThrow();
  });

  it('neither works on a wrapping board', () => {
    const wrap = { wrapFiles: true };
    expect(() => Position.fromFen('4k/5/5/5/K1B2 w - - 0 1', def({ spacious: true }, wrap))).toThrow(
      /spacious/,
    );
    const bounce = def({ moves: [{ kind: 'ride', vectors: diagonals, bounce: true }] }, wrap);
    expect(() => Position.fromFen('4k/5/5/5/K1B2 w - - 0 1', bounce)).toThrow(/bouncing/);
  });

  it('a bishop on c1 of a 5 × 5 board checks c5 both ways round, not e5', () => {
    // c1 NE: d2 e3, bounce d4 c5. c1 NW: b2 a3, bounce b4 c5. The king on e5 is not on these lines,
    // the one on c5 is (twice).
    const bounce = def({ moves: [{ kind: 'ride', vectors: diagonals, bounce: true }] });
    expect(Position.fromFen('4k/5/5/5/K1B2 b - - 0 1', bounce).isCheck()).toBe(false);
    expect(Position.fromFen('2k2/5/5/5/K1B2 b - - 0 1', bounce).isCheck()).toBe(true);
  });
});
