/**
 * Fairy-Stockfish's rules found by comparing random positions with ffish, as data: a promotion with no choice
 * (no pawn move into the zone), `end.extinctionCountsHand`, `drops.mustDropType` and `checkedRoyalTakesOnly`.
 * Each variant is chess or crazyhouse with one field changed; every assertion is a move list or an outcome.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';

const uci = (pos: Position) => pos.legalMoves().map((m) => pos.uci(m));

describe('a promotion rule with no choice', () => {
  const chess = variants.chess;
  const none: VariantDefinition = {
    ...chess,
    id: 'no-choice',
    pieces: chess.pieces.map((p) =>
      p.id === 'pawn' ? { ...p, promotion: { ...p.promotion!, choices: [], mandatory: 'always' } } : p,
    ),
  };
  it('keeps the pawn out of the zone, where chess promotes it', () => {
    const fen = '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1';
    expect(uci(Position.fromFen(fen, none)).filter((m) => m.startsWith('b7'))).toEqual([]);
    expect(uci(Position.fromFen(fen, chess)).filter((m) => m.startsWith('b7'))).toHaveLength(4);
  });
});

describe('extinctionCountsHand', () => {
  const house = variants.crazyhouse;
  const bare = (counts: boolean): VariantDefinition => ({
    ...house,
    id: 'bare-house',
    pieces: house.pieces.map((p) => (p.royal ? { ...p, royal: false } : p)),
    end: { noPieces: 'win', ...(counts ? { extinctionCountsHand: true } : {}) },
  });
  it('a side with nothing on the board but a piece in hand plays on', () => {
    const fen = '4k3/8/8/8/8/8/8/8[N] w - - 0 1';
    expect(Position.fromFen(fen, bare(true)).outcome()).toBeUndefined();
    expect(uci(Position.fromFen(fen, bare(true)))).toContain('N@e2');
    expect(Position.fromFen(fen, bare(false)).outcome()?.reason).toBe('no-pieces');
  });
});

describe('mustDropType', () => {
  const house = variants.crazyhouse;
  const forced: VariantDefinition = {
    ...house,
    id: 'forced-knight',
    drops: { ...house.drops!, mustDrop: true, mustDropType: 'knight' },
  };
  it('with the type in hand only its drops; without it every move', () => {
    const moves = uci(Position.fromFen('4k3/8/8/8/8/8/8/4K3[NB] w - - 0 1', forced));
    expect(moves.every((m) => m.startsWith('N@'))).toBe(true);
    expect(moves).toHaveLength(62);
    const free = uci(Position.fromFen('4k3/8/8/8/8/8/8/4K3[B] w - - 0 1', forced));
    expect(free).toContain('e1d1');
    expect(free).toContain('B@a1');
  });
});

describe('checkedRoyalTakesOnly', () => {
  const makpong: VariantDefinition = { ...variants.chess, id: 'makpong-chess', checkedRoyalTakesOnly: true };
  it('in check the king only takes the checker', () => {
    // The rook on e2 checks; the king may take it, not step aside.
    const fen = '4k3/8/8/8/8/8/4r3/4K3 w - - 0 1';
    expect(uci(Position.fromFen(fen, makpong))).toEqual(['e1e2']);
    expect(uci(Position.fromFen(fen, variants.chess))).toContain('e1d1');
    // A checker the king cannot reach: no king move at all (a mate here).
    expect(uci(Position.fromFen('4k3/8/8/8/8/8/8/r3K3 w - - 0 1', makpong))).toEqual([]);
  });
});
