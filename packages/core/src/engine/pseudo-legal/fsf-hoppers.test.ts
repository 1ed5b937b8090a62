/**
 * Move rules Fairy-Stockfish variants need beyond chess and xiangqi: hoppers that cannot jump some
 * pieces (`hurdleExcept`: the Janggi cannon), hoppers that land within a few squares (`reach`:
 * cannon shogi's `pR2`), and flying royals that also face each other along ranks
 * (`flyingRoyalsOnRanks`), castling included. Also: the repetition key's e.p. test no longer clobbers
 * the legal-move filter's buffer.
 */
import { describe, expect, it } from 'vitest';
import { perft } from '../../perft.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { MoveAtom, VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { movesFrom } from '../../../test/moves.js';
import { squareLine } from '../../../test/squares.js';

const ROOK_LINES: MoveAtom['vectors'] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

/** Kings, rooks and one kind of cannon on an 8×8 board. */
function withCannon(cannon: Omit<MoveAtom, 'vectors'>, victims?: readonly string[]): VariantDefinition {
  return {
    id: 'cannons',
    name: 'Cannons',
    board: { files: 8, ranks: 8 },
    pieces: [
      {
        id: 'king',
        symbol: 'K',
        royal: true,
        moves: [{ kind: 'leap', vectors: [...ROOK_LINES, [1, 1], [1, -1], [-1, 1], [-1, -1]] }],
      },
      { id: 'rook', symbol: 'R', moves: [{ kind: 'ride', vectors: ROOK_LINES }] },
      {
        id: 'cannon',
        symbol: 'C',
        moves: [{ ...cannon, vectors: ROOK_LINES }],
        ...(victims ? { victims } : {}),
      },
    ],
    startFen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1',
  };
}

const janggi = withCannon({ kind: 'hop', hop: 'cannon', hurdleExcept: ['cannon'] }, ['king', 'rook']);
const plain = withCannon({ kind: 'hop', hop: 'cannon' });
const targets = (fen: string, v: VariantDefinition, from: string) =>
  movesFrom(Position.fromFen(fen, v), from);

describe('hurdleExcept: the Janggi cannon', () => {
  it('does not jump a cannon of either side, and takes no cannon', () => {
    // a1 cannon: the a3 cannon is no Janggi hurdle; along the rank the c1 rook is (d1), the king on e1 blocks.
    const fen = '4k3/8/8/8/8/C7/8/C1R1K3 w - - 0 1';
    expect(targets(fen, plain, 'a1')).toEqual(['a4', 'a5', 'a6', 'a7', 'a8', 'd1']);
    expect(targets(fen, janggi, 'a1')).toEqual(['d1']);
    // a black cannon behind a rook screen may not be taken
    const screened = '4k3/8/c7/8/R7/8/8/C3K3 w - - 0 1';
    expect(targets(screened, janggi, 'a1')).toEqual(['a5', 'f1', 'g1', 'h1']);
    expect(targets(screened, plain, 'a1')).toEqual(['a5', 'a6', 'f1', 'g1', 'h1']);
  });
  it('gives no check through a cannon screen', () => {
    const pos = Position.fromFen('4k3/8/8/4c3/8/4c3/8/4K3 w - - 0 1', janggi);
    expect(pos.isCheck()).toBe(false);
    expect(Position.fromFen('4k3/8/8/4c3/8/4r3/8/4K3 w - - 0 1', janggi).isCheck()).toBe(true);
    expect(Position.fromFen('4k3/8/8/4c3/8/4c3/8/4K3 w - - 0 1', plain).isCheck()).toBe(true);
  });
  it('the schema reads it', () => {
    expect(
      parseVariantDefinition(JSON.parse(JSON.stringify(janggi))).pieces[2]!.moves[0]!.hurdleExcept,
    ).toEqual(['cannon']);
  });
});

describe('reach: a hopper landing within a few squares', () => {
  const near = withCannon({ kind: 'hop', hop: 'cannon', reach: 2 });
  it('lands at most two squares away, behind an adjacent hurdle only', () => {
    expect(targets('4k3/8/8/8/8/8/R7/C3K3 w - - 0 1', near, 'a1')).toEqual(['a3']);
    expect(targets('4k3/8/8/8/8/8/R7/C3K3 w - - 0 1', plain, 'a1')).toEqual([
      ...squareLine('a3', 'a8'),
      ...squareLine('f1', 'h1'),
    ]);
    expect(targets('4k3/8/8/8/8/R7/8/C3K3 w - - 0 1', near, 'a1')).toEqual([]);
  });
  it('attacks within its reach only', () => {
    expect(Position.fromFen('8/8/8/8/8/4k3/4r3/4C2K b - - 0 1', near).isCheck()).toBe(true);
    expect(Position.fromFen('8/8/8/8/4k3/8/4r3/4C2K b - - 0 1', near).isCheck()).toBe(false);
    expect(() =>
      parseVariantDefinition({
        ...near,
        pieces: [
          ...near.pieces.slice(0, 2),
          { ...near.pieces[2]!, moves: [{ kind: 'hop', vectors: ROOK_LINES, reach: 0 }] },
        ],
      }),
    ).toThrow();
  });
});

describe('flyingRoyalsOnRanks', () => {
  const flying: VariantDefinition = { ...variants.chess, id: 'flying', flyingRoyals: true };
  const lines: VariantDefinition = { ...flying, flyingRoyalsOnRanks: true };
  it('royals may not face each other along an open rank either', () => {
    const fen = '8/8/8/8/8/8/7k/K7 w - - 0 1';
    expect(targets(fen, flying, 'a1')).toEqual(['a2', 'b1', 'b2']);
    expect(targets(fen, lines, 'a1')).toEqual(['b1']);
    expect(() => Position.fromFen('8/8/8/8/8/8/8/K6k w - - 0 1', lines)).toThrow();
    expect(Position.fromFen('8/8/8/8/8/8/8/K5Nk w - - 0 1', lines).isCheck()).toBe(false);
  });
  it('castling may not pass a square facing the enemy royal', () => {
    // f1 faces the king on f8 along the open f-file
    const fen = '5k2/8/8/8/8/8/8/4K2R w K - 0 1';
    const castles = (v: VariantDefinition) =>
      Position.fromFen(fen, v)
        .legalMoves()
        .some((m) => m.castle !== undefined);
    expect(castles(variants.chess)).toBe(true);
    expect(castles(flying)).toBe(false);
  });
});

describe('the repetition key inside the legal-move filter', () => {
  it('perpetual: illegal with an e.p. square behind lists the side to move', () => {
    const v: VariantDefinition = { ...variants.chess, id: 'perpetual', end: { perpetual: 'illegal' } };
    const pos = Position.fromFen(variants.chess.startFen, v);
    // e2e4 leaves an e.p. square; after the knights' dance Nf3-g1 repeats that position: the filter
    // tries it, and the repetition key of the e4 position tests its e.p. square.
    for (const m of ['e2e4', 'g8f6', 'g1f3', 'f6g8']) pos.play(m);
    const moves = pos.legalMoves();
    expect(moves.length).toBe(perft(pos, 1));
    expect(moves.map((m) => pos.uci(m))).toContain('f3g1');
    expect(moves.every((m) => m.from !== undefined && pos.pieceAt(m.from)?.color === 'white')).toBe(true);
  });
});
