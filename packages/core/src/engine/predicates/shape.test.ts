/**
 * `PieceType.rules.spacious`, `MoveAtom.bounce` and `vanishing`: validation, a bounced attack, vanished squares
 * in setups (move lists in @x/fbr's compile-shape tests).
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { targetsFrom } from '../../../../../tests/moves.js';

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
    expect(() =>
      Position.fromFen('4k/5/5/5/K1B2 w - - 0 1', def({ rules: { spacious: true } }, wrap)),
    ).toThrow(/spacious/);
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

describe('vanishing squares', () => {
  const plain = def({});
  const vanishing = { ...plain, vanishing: true };

  it('FEN `*` is a vanished square only where the variant has them', () => {
    expect(() => Position.fromFen('4k/5/5/2*2/K1B2 w - - 0 1', plain)).toThrow(/not a hole/);
    const pos = Position.fromFen('4k/5/5/2*2/K1B2 w - - 0 1', vanishing);
    expect(pos.toSetup().vanished).toEqual(['c2']);
    expect(parseVariantDefinition(vanishing).vanishing).toBe(true);
  });

  it('a setup with a piece on a vanished square is refused', () => {
    const setup = Position.fromFen('4k/5/5/5/K1B2 w - - 0 1', vanishing).toSetup();
    expect(() => Position.fromSetup({ ...setup, vanished: ['c1'] }, vanishing)).toThrow(/vanished/);
    expect(() => Position.fromSetup({ ...setup, vanished: ['c2'] }, plain)).toThrow(/vanishing/);
  });

  it('the bishop on c1 cannot stop on the vanished d2 but passes over it; after it moves c1 vanishes', () => {
    const pos = Position.fromFen('4k/5/5/3*1/K1B2 w - - 0 1', vanishing);
    expect(targetsFrom(pos, 'c1')).toEqual(['a3', 'b2', 'e3']); // NW b2 a3; NE over d2 to e3
    pos.play('c1e3');
    expect(pos.toFen()).toBe('4k/5/4B/3*1/K1*2 b - - 1 1');
  });
});
