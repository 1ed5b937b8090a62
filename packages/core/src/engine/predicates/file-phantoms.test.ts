import { describe, expect, it } from 'vitest';
import { leaper, rider } from '../../variant/atoms.js';
import { VariantError } from '../../errors/errors.js';
import { perft } from '../../perft.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { movesFrom } from '../../../test/moves.js';
import { squareLine } from '../../../test/squares.js';
import { thrown } from '../../../../../tests/errors.js';

/** A 9x11 board with king, rook, bishop, a 3-step file ride and a cannon; `[2, 10]` phantoms optional. */
const tall = (extra: Partial<VariantDefinition> = {}): VariantDefinition => ({
  id: 'tall',
  name: 'Tall',
  board: { files: 9, ranks: 11 },
  pieces: [
    { id: 'king', symbol: 'K', royal: true, moves: [leaper(0, 1), leaper(1, 1)] },
    { id: 'rook', symbol: 'R', moves: [rider(0, 1)] },
    { id: 'bishop', symbol: 'B', moves: [rider(1, 1)] },
    { id: 'lance', symbol: 'L', moves: [{ kind: 'ride', vectors: [[0, -1]], range: 10 }] },
    {
      id: 'cannon',
      symbol: 'C',
      moves: [{ kind: 'hop', hop: 'cannon', vectors: [[0, 1]], mode: 'capture' }],
    },
    { id: 'pawn', symbol: 'P', moves: [leaper(1, 0)] },
  ],
  startFen: 'r3k4/9/9/9/9/9/9/9/9/P8/4K4 w - - 0 1',
  ...extra,
});
const phantoms = tall({ filePhantoms: [[2, 10]] });

describe('filePhantoms', () => {
  it('a piece on the source rank stops file rides at the phantom square, which stays reachable', () => {
    const fen = 'r3k4/9/9/9/9/9/9/9/9/P8/4K4 b - - 0 1';
    const plain = movesFrom(Position.fromFen(fen, tall()), 'a11');
    expect(plain).toContain('a3');
    expect(plain).toContain('a2');
    const ph = movesFrom(Position.fromFen(fen, phantoms), 'a11');
    expect(ph.filter((s) => s.startsWith('a'))).toEqual(['a10']);
    // The rank moves are untouched.
    expect(ph.filter((s) => !s.startsWith('a'))).toEqual(plain.filter((s) => !s.startsWith('a')));
  });

  it('no phantom while the source square is empty; an occupied phantom square is captured as usual', () => {
    const empty = Position.fromFen('r3k4/9/9/9/9/9/9/9/9/9/P3K4 b - - 0 1', phantoms);
    expect(movesFrom(empty, 'a11')).toContain('a1');
    const occupied = Position.fromFen('r3k4/P8/9/9/9/9/9/9/9/P8/4K4 b - - 0 1', phantoms);
    expect(movesFrom(occupied, 'a11').filter((s) => s.startsWith('a'))).toEqual(['a10']);
    expect(occupied.legalMoves().some((m) => m.from === 'a11' && m.to === 'a10' && m.captured)).toBe(true);
  });

  it('the moving piece itself is a source: a rook on rank 2 stops at rank 10', () => {
    const pos = Position.fromFen('4k4/9/9/9/9/9/9/9/9/R8/4K4 w - - 0 1', phantoms);
    // sorted as names, as movesFrom sorts: a1, a10, a3…a9
    expect(movesFrom(pos, 'a2').filter((s) => s.startsWith('a'))).toEqual(
      ['a1', ...squareLine('a3', 'a10')].sort(),
    );
  });

  it('applies to attacks: a rook behind a phantom gives no check', () => {
    // White king a3, black rook a11; a white pawn on a2 puts a phantom on a10.
    expect(Position.fromFen('r3k3r/9/9/9/9/9/9/9/K8/9/9 w - - 0 1', phantoms).isCheck()).toBe(true);
    const withSource = 'r3k3r/9/9/9/9/9/9/9/K8/P8/9 w - - 0 1';
    expect(Position.fromFen(withSource, phantoms).isCheck()).toBe(false);
    expect(Position.fromFen(withSource, tall()).isCheck()).toBe(true);
  });

  it('limited rides, diagonal rides and hops ignore phantoms', () => {
    const fen = '4k4/9/9/9/9/9/9/9/9/P8/4K4 w - - 0 1';
    const lance = 'L3k4/9/9/9/9/9/9/9/9/P8/4K4 w - - 0 1';
    expect(movesFrom(Position.fromFen(lance, phantoms), 'a11')).toEqual(
      movesFrom(Position.fromFen(lance, tall()), 'a11'),
    );
    expect(movesFrom(Position.fromFen(lance, phantoms), 'a11')).toContain('a3');
    const bishop = '4k4/9/9/9/9/9/9/9/B8/P8/4K4 w - - 0 1';
    expect(movesFrom(Position.fromFen(bishop, phantoms), 'a3')).toEqual(
      movesFrom(Position.fromFen(bishop, tall()), 'a3'),
    );
    // A phantom on a10 is no hurdle for a cannon, nor does it stop one beyond a real hurdle.
    const cannon2 = 'p3k4/9/9/9/9/9/9/9/C8/P8/4K4 w - - 0 1';
    expect(movesFrom(Position.fromFen(cannon2, phantoms), 'a3')).toEqual([]);
    const cannon3 = 'p3k4/9/9/9/p8/9/9/9/C8/P8/4K4 w - - 0 1';
    expect(movesFrom(Position.fromFen(cannon3, phantoms), 'a3')).toEqual(['a11']);
    expect(Position.fromFen(fen, phantoms).legalMoves().length).toBe(
      Position.fromFen(fen, tall()).legalMoves().length,
    );
  });

  it('flying royals do not face each other across a phantom', () => {
    const fen = '4k4/9/9/9/9/9/9/9/3K5/9/9 w - - 0 1';
    const plain = movesFrom(Position.fromFen(fen, tall({ flyingRoyals: true })), 'd3');
    expect(plain).not.toContain('e3');
    expect(plain).toContain('d4');
    // With [3, 10], the king itself on e3 puts a phantom on e10 between the royals.
    const ph = movesFrom(Position.fromFen(fen, tall({ flyingRoyals: true, filePhantoms: [[3, 10]] })), 'd3');
    expect(ph).toContain('e3');
    expect(ph).not.toContain('e4');
  });

  it('perft: equal while no source square is occupied, fewer nodes once one is', () => {
    const fen = 'r3k4/9/9/9/9/9/9/9/9/9/R3K3R w - - 0 1';
    const v = tall({ filePhantoms: [[2, 10]], pieces: tall().pieces.filter((p) => p.id !== 'pawn') });
    const w = tall({ pieces: tall().pieces.filter((p) => p.id !== 'pawn') });
    // Depth 1 only: nothing stands on rank 2 yet.
    expect(perft(Position.fromFen(fen, v), 1)).toBe(perft(Position.fromFen(fen, w), 1));
    // Depth 2 differs: after a rook move to a2, Black's a11 rook stops at the phantom on a10.
    expect(perft(Position.fromFen(fen, v), 2)).toBeLessThan(perft(Position.fromFen(fen, w), 2));
  });

  it('the schema accepts filePhantoms and rejects ranks off the board', () => {
    const json = JSON.parse(JSON.stringify(phantoms)) as unknown;
    expect(parseVariantDefinition(json)).toEqual(phantoms);
    const off = JSON.parse(JSON.stringify(phantoms));
    off.filePhantoms = [[2, 12]];
    expect(() => parseVariantDefinition(off)).toThrow(VariantError);
    const bad = JSON.parse(JSON.stringify(phantoms));
    bad.filePhantoms = [[2]];
    expect(thrown(VariantError, () => parseVariantDefinition(bad)).path.slice(0, 2)).toEqual([
      'filePhantoms',
      0,
    ]);
  });
});
