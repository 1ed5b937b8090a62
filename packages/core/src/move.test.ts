/**
 * The shape of `Move` (issue #91, item 13): the fields of chess and shogi are direct, what only fairy variants do is
 * under `Move.fairy` (`FairyMoveParts`), which a chess move does not have. Each fairy kind decodes to its part and
 * a fresh copy of it (no remembered object) encodes back to the same move, by `play`, `findMove` and `uci`.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { KING_STEPS } from '../test/moves.js';
import { ChessPosition } from './chess/position.js';
import type { FairyMoveParts, Move } from './move.js';
import { Position } from './position.js';
import { leaper } from './variant/atoms.js';
import { variants } from './variant/builtins/index.js';
import type { PieceType, VariantDefinition } from './variant/definition.js';

const chess = variants.chess;

/** Chess with `pieces` added and `more` over it. */
const chessWith = (id: string, pieces: readonly PieceType[], more: Partial<VariantDefinition> = {}) =>
  ({ ...chess, id, pieces: [...chess.pieces, ...pieces], ...more }) as VariantDefinition;

const hawk: PieceType = { id: 'hawk', symbol: 'H', moves: [leaper(1, 2)] };
const gating = chessWith('gating', [hawk], {
  drops: { capturesToHand: false, gating: true },
  holdingsInFen: true,
});
const duck = chessWith('duck', [{ id: 'wall', symbol: 'W', moves: [], iron: true, noHand: true }], {
  walls: { piece: 'wall', rule: 'duck' },
});
const lion = chessWith(
  'lion',
  [{ id: 'lion', symbol: 'L', moves: [{ kind: 'leap', vectors: KING_STEPS, secondStep: KING_STEPS }] }],
  {
    castling: undefined as never,
  },
);
const kingSwap = chess.pieces.map((p) =>
  p.id === 'king'
    ? { ...p, moves: [...p.moves, leaper(0, 1, { swap: 'friend' }), leaper(1, 1, { swap: 'friend' })] }
    : p,
);
const swap: VariantDefinition = { ...chess, id: 'king-swap', pieces: kingSwap };

const CHESS_FIELDS = [
  'from',
  'to',
  'piece',
  'promotion',
  'drop',
  'castle',
  'rookFrom',
  'enPassant',
  'captured',
];

/** The one legal move of `pos` that `pick` selects, checked to be alone. */
function only(pos: Position, pick: (m: Move) => boolean): Move {
  const found = pos.legalMoves().filter(pick);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** Checks that a fresh copy of `move` is the same move of `pos`: `findMove`, `uci` and `play` agree with `move`. */
function encodesBack(pos: Position, move: Move, uci: string): void {
  const copy = JSON.parse(JSON.stringify(move)) as Move;
  expect(pos.uci(copy)).toBe(uci);
  expect(pos.findMove(copy)).toEqual(move);
  expect(pos.findMove(uci)).toEqual(move);
  expect(pos.clone().play(copy).toFen()).toBe(pos.clone().play(move).toFen());
}

describe('Move: chess fields direct, fairy parts under `fairy` (issue #91)', () => {
  it('the fairy fields are not keys of Move, they are keys of FairyMoveParts', () => {
    // held by `pnpm typecheck`: each line fails to compile where the fairy fields are direct keys of `Move`
    expectTypeOf<keyof Move>().toEqualTypeOf<
      | 'from'
      | 'to'
      | 'piece'
      | 'promotion'
      | 'drop'
      | 'castle'
      | 'rookFrom'
      | 'enPassant'
      | 'captured'
      | 'fairy'
    >();
    expectTypeOf<keyof FairyMoveParts>().toEqualTypeOf<
      | 'gate'
      | 'gateSquare'
      | 'pickup'
      | 'via'
      | 'capturedVia'
      | 'swap'
      | 'path'
      | 'swapPromotions'
      | 'wall'
      | 'convert'
      | 'pinch'
    >();
    expectTypeOf<Move['fairy']>().toEqualTypeOf<FairyMoveParts | undefined>();
  });

  it('a chess move has only chess fields and no fairy object, in both kernels', () => {
    // castling both ways, an e.p. capture, promotions with and without capture, ordinary captures
    const fen = 'r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1';
    for (const pos of [Position.fromFen(fen), ChessPosition.fromFen(fen)]) {
      const moves = pos.legalMoves();
      expect(moves.some((m) => m.castle === 'long') && moves.some((m) => m.enPassant)).toBe(true);
      for (const m of moves) {
        expect(Object.keys(m).filter((k) => !CHESS_FIELDS.includes(k))).toEqual([]);
        expect(m.fairy).toBeUndefined();
      }
    }
  });

  it('a gating move: fairy.gate; a gating castling: fairy.gate and fairy.gateSquare', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/8/8/4K1NR[H] w KG - 0 1', gating);
    const knight = only(pos, (m) => m.from === 'g1' && m.to === 'f3' && m.fairy !== undefined);
    expect(knight).toEqual({ from: 'g1', to: 'f3', piece: 'knight', fairy: { gate: 'hawk' } });
    encodesBack(pos, knight, 'g1f3h');
    const castle = Position.fromFen('4k3/8/8/8/8/8/8/4K2R[H] w KH - 0 1', gating);
    const gated = only(castle, (m) => m.castle === 'short' && m.fairy?.gateSquare === 'h1');
    expect(gated.fairy).toEqual({ gate: 'hawk', gateSquare: 'h1' });
    encodesBack(castle, gated, 'h1e1h');
  });

  it('a wall move: fairy.wall', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', duck);
    const move = only(pos, (m) => m.from === 'e2' && m.to === 'e4' && m.fairy?.wall === 'd5');
    expect(move).toEqual({ from: 'e2', to: 'e4', piece: 'pawn', fairy: { wall: 'd5' } });
    encodesBack(pos, move, 'e2e4,e4d5');
  });

  it('a lion double move: fairy.via and fairy.capturedVia', () => {
    const pos = Position.fromFen('7k/8/8/4p3/3L4/8/8/K7 w - - 0 1', lion);
    const move = only(pos, (m) => m.to === 'f6' && m.fairy?.via === 'e5');
    expect(move).toEqual({ from: 'd4', to: 'f6', piece: 'lion', fairy: { via: 'e5', capturedVia: 'pawn' } });
    encodesBack(pos, move, 'd4e5f6');
  });

  it('a swap: fairy.swap', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/8/4N3/4K3 w - - 0 1', swap);
    const move = only(pos, (m) => m.from === 'e1' && m.to === 'e2');
    expect(move).toEqual({ from: 'e1', to: 'e2', piece: 'king', fairy: { swap: 'knight' } });
    encodesBack(pos, move, 'e1e2');
  });
});
