/**
 * Walls with rule `edge` and walls placed instead of a move (`walls.insteadOfMove`, the wall-choices rule module,
 * supplied with `supplyRules()`), as Fairy-Stockfish plays `wallingRule = edge` and `wallOrMove` (atlantis). The
 * counts are ffish's (Fairy-Stockfish 230826): `packages/fairy-variants/test/fixtures/ffish-ini-perft.json`.
 */
import { describe, expect, it } from 'vitest';
import { sortedUci } from '../../../../../tests/moves.js';
import { perft } from '../../perft.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import { chess } from '../../variant/builtins/chess.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { supplyRuleModules, withdrawRuleModule } from '../module/supplied-code.js';
import { supplyRules } from '../../variant/supply-rules.js';

supplyRules();

const wall = { id: 'wall', symbol: 'W', moves: [], iron: true, noHand: true } as const;

/** Atlantis: chess where a side either moves or places a wall, on the edge or next to a wall. */
const atlantis: VariantDefinition = {
  ...chess,
  id: 'atlantis-test',
  name: 'atlantis',
  pieces: [...chess.pieces, wall],
  walls: { piece: 'wall', rule: 'edge', insteadOfMove: true },
};

/** Chess where every move places a wall on the edge or next to a wall. */
const edgeStatic: VariantDefinition = {
  ...atlantis,
  id: 'edge-test',
  walls: { piece: 'wall', rule: 'edge' },
};

describe('walls placed instead of a move', () => {
  it('the start position: 20 moves without walls and 8 walls on the edge, as ffish counts', () => {
    const pos = Position.fromFen(atlantis.startFen, atlantis);
    const moves = sortedUci(pos);
    expect(moves.length).toBe(28);
    expect(moves.filter((m) => m.includes(','))).toEqual(
      ['a3', 'a4', 'a5', 'a6', 'h3', 'h4', 'h5', 'h6'].map((s) => `a1a1,a1${s}`),
    );
    expect(moves).toContain('e2e4');
    expect([1, 2, 3].map((d) => perft(pos, d))).toEqual([28, 778, 22708]);
  });

  it('a wall instead of a move: the lowest piece stays, castling rights stay, a pawn resets the clock', () => {
    const pos = Position.fromFen('r3k3/p7/8/8/8/8/8/R3K3 w Qq - 10 1', atlantis);
    pos.play('a1a1,a1a2');
    expect(pos.toFen()).toBe('r3k3/p7/8/8/8/8/*7/R3K3 b Qq - 11 1');
    // Black's lowest piece is the pawn on a7: ffish counts its stay as a pawn move.
    expect(
      sortedUci(pos)
        .filter((m) => m.includes(','))
        .every((m) => m.startsWith('a7a7,a7')),
    ).toBe(true);
    pos.play('a7a7,a7b1');
    expect(pos.toFen()).toBe('r3k3/p7/8/8/8/8/*7/R*2K3 w Qq - 0 2');
    pos.undo();
    pos.undo();
    expect(pos.toFen()).toBe('r3k3/p7/8/8/8/8/8/R3K3 w Qq - 10 1');
  });

  it('walls go on the edge or beside a wall, never on a piece; none while in check; two in a row go on', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/2*5/8/4K3 w - - 0 1', atlantis);
    const walls = sortedUci(pos)
      .filter((m) => m.includes(','))
      .map((m) => m.slice(-2));
    expect(walls).toContain('c4');
    expect(walls).toContain('b3');
    expect(walls).not.toContain('d4');
    expect(walls).not.toContain('e1');
    expect(walls.length).toBe(26 + 4); // 26 empty edge squares, 4 beside the wall on c3
    pos.play('e1e1,e1c2');
    pos.play('e8e8,e8c4');
    expect(pos.outcome()).toBeUndefined();
    const checked = Position.fromFen('4k3/8/8/8/8/8/8/r3K3 w - - 0 1', atlantis);
    expect(sortedUci(checked)).toEqual(['e1d2', 'e1e2', 'e1f2']);
  });

  it('rule edge without insteadOfMove: every move places a wall, on the edge or beside a wall', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/8/8/4K3 w - - 0 1', edgeStatic);
    const moves = sortedUci(pos);
    // five king moves: to d1 or f1 with 26 empty edge squares after them, to d2, e2 or f2 with 27 (e1 left empty)
    expect(moves.length).toBe(2 * 26 + 3 * 27);
    expect(moves).toContain('e1e2,e2e1');
    expect(moves.some((m) => m.endsWith('d4'))).toBe(false);
  });

  it('the schema reads the fields and refuses a wall instead of a move with other rules', () => {
    const read = parseVariantDefinition(JSON.parse(JSON.stringify(atlantis)));
    expect(read.walls).toEqual({ piece: 'wall', rule: 'edge', insteadOfMove: true });
    expect(() =>
      parseVariantDefinition({
        ...JSON.parse(JSON.stringify(atlantis)),
        walls: { piece: 'wall', rule: 'arrow', insteadOfMove: true },
      }),
    ).toThrow(/insteadOfMove needs rule static, duck or edge/);
  });

  it('compiling it without its rule module throws, naming the walls', () => {
    const module = withdrawRuleModule('wallChoices')!; // as in a program that never supplied it; put back below
    try {
      expect(() => Position.fromFen(atlantis.startFen, { ...atlantis, id: 'unsupplied' })).toThrow(
        /walls needs its rule module/,
      );
    } finally {
      supplyRuleModules(module);
    }
  });
});
