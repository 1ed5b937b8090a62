import { describe, expect, it } from 'vitest';
import { INFINITE_PIECE_TYPES, InfiniteError, InfinitePosition, pieceMovement } from './index.js';

const sq = (x: bigint, y: bigint) => ({ x, y });

describe('INFINITE.md examples', () => {
  const setup = {
    pieces: [
      { x: -4n, y: -2n, type: 'king', player: 'white' },
      { x: 7n, y: 2n, type: 'rook', player: 'white' },
      { x: 26n, y: -32n, type: 'bishop', player: 'black' },
      { x: 100n, y: 100n, type: 'king', player: 'black' },
    ],
    turnOrder: ['white', 'black'],
  } as const;

  it('operations behave as documented', () => {
    const pos = InfinitePosition.fromSetup(setup);
    expect(pos.checkMove({ from: sq(7n, 2n), to: sq(7n, -13n) })).toEqual({ legal: true });
    expect(pos.checkMove({ from: sq(7n, 2n), to: sq(7n, 3n) })).toEqual({
      legal: false,
      reason: 'leaves-royal-in-check',
    });
    expect(pos.isLegal({ from: sq(7n, 2n), to: sq(7n, -13n) })).toBe(true);
    expect(pos.isCheck()).toBe(true);
    expect(pos.isCheckmate()).toBe(false);
    expect(pos.isStalemate()).toBe(false);
    expect(pos.hasLegalMove()).toBe(true);
    expect(pos.legalMoves(sq(7n, 2n))).toEqual({
      targets: [],
      slides: [{ step: { x: 0n, y: -1n }, ranges: [{ from: 15n, to: 15n }] }],
    });
    const copy = pos.clone();
    pos.play({ from: sq(7n, 2n), to: sq(7n, -13n) });
    expect(pos.outcome()).toBeUndefined();
    expect(pos.turn).toBe('black');
    expect(copy.turn).toBe('white');
    expect(() => pos.play({ from: sq(7n, -13n), to: sq(7n, 0n) })).toThrow(InfiniteError);
  });

  it('toSetup round-trips and allLegalMoves lists the movable pieces', () => {
    const pos = InfinitePosition.fromSetup(setup);
    pos.play({ from: sq(7n, 2n), to: sq(7n, -13n) });
    const again = InfinitePosition.fromSetup(pos.toSetup());
    expect(again.toSetup()).toEqual(pos.toSetup());
    expect(again.turn).toBe('black');
    expect(again.allLegalMoves()).toEqual(pos.allLegalMoves());
    const all = pos.allLegalMoves();
    expect(all.map((m) => m.from)).toEqual(expect.arrayContaining([sq(26n, -32n), sq(100n, 100n)]));
    for (const { from, moves } of all)
      for (const t of moves.targets) expect(pos.checkMove({ from, to: t }).legal).toBe(true);
  });

  it('the vocabulary lists the 22 ICN piece types', () => {
    expect(INFINITE_PIECE_TYPES.length).toBe(22);
    expect(new Set(INFINITE_PIECE_TYPES).size).toBe(22);
  });

  it('pieceMovement describes pieces as leap and ride atoms', () => {
    expect(pieceMovement('amazon')).toEqual({
      atoms: [
        {
          kind: 'leap',
          vectors: expect.arrayContaining([
            [1, 2],
            [-2, -1],
          ]),
        },
        {
          kind: 'ride',
          vectors: expect.arrayContaining([
            [1, 0],
            [-1, 0],
            [0, 1],
            [1, 1],
            [1, -1],
          ]),
        },
      ],
      royal: false,
      castles: false,
      immobile: false,
      uncapturable: false,
    });
    expect(pieceMovement('knightrider').atoms).toEqual([
      {
        kind: 'ride',
        vectors: [
          [1, 2],
          [-1, -2],
          [1, -2],
          [-1, 2],
          [2, 1],
          [-2, -1],
          [2, -1],
          [-2, 1],
        ],
      },
    ]);
    expect(pieceMovement('royalQueen').royal).toBe(true);
    expect(pieceMovement('huygen')).toMatchObject({ atoms: [], special: 'huygen' });
    for (const t of INFINITE_PIECE_TYPES) {
      const m = pieceMovement(t);
      for (const a of m.atoms) {
        const keys = new Set(a.vectors.map(([x, y]) => `${x},${y}`));
        // symmetric: every vector's images under the 8 symmetries of the square are listed
        for (const [x, y] of a.vectors)
          for (const [u, v] of [
            [-x, y],
            [x, -y],
            [y, x],
          ])
            expect(keys.has(`${u},${v}`)).toBe(true);
      }
      expect(m.atoms.length > 0 || m.special !== undefined || m.immobile).toBe(true);
    }
  });
});
