/**
 * `directions` (FBR `direction<n>[range]`): a piece on a square of a rule's zone moves only in the
 * rule's directions, each as its side sees it; a knight's leap is in no direction. Counted by hand.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { movesFrom } from '../../../test/moves.js';

const chess = variants.chess;
const v: VariantDefinition = {
  ...chess,
  id: 'directions',
  zones: { ...chess.zones, home: { white: ['d1', 'e1'], black: ['d8', 'e8'] } },
  directions: [{ zone: 'home', directions: ['n', 'e'] }],
};
const to = (fen: string, sq: string) => movesFrom(Position.fromFen(fen, v), sq);

describe('directions', () => {
  it('White on its zone: north and east only; elsewhere unrestricted', () => {
    // Queen d1: north d2…d8? d8 holds nothing; east e1? the king. So d2-d7 and d8 (7), no diagonals, no west.
    expect(to('4k3/8/8/8/8/8/8/3QK3 w - - 0 1', 'd1')).toEqual(['d2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8']);
    expect(to('4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1', 'd2')).toHaveLength(22); // 7 on the file, 7 on the rank, 8 on the diagonals (e1 is the king)
  });

  it('Black sees its directions mirrored: north is down the board, east is still towards h', () => {
    expect(to('3qk3/8/8/8/8/8/8/K7 b - - 0 1', 'd8')).toEqual(['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7']);
    expect(to('3k4/8/8/8/8/8/8/K7 b - - 0 1', 'd8')).toEqual(['d7', 'e8']);
  });

  it('a piece captures only along its directions, so it gives check only along them', () => {
    // the queen on d1 moves north and east only: no check along the diagonal to a4 or the rank to a1
    const diagonal = Position.fromFen('8/8/8/8/k7/8/8/3QK3 b - - 0 1', v);
    expect(diagonal.isCheck()).toBe(false);
    expect(movesFrom(diagonal, 'a4')).toEqual(['a3', 'a5', 'b3', 'b4', 'b5']);
    // north along the d-file it does give check
    expect(Position.fromFen('3k4/8/8/8/8/8/8/3QK3 b - - 0 1', v).isCheck()).toBe(true);
    // the same queen on d2 (no direction square) attacks every way: the king on a3 may not step to a2, b2 or b4
    expect(movesFrom(Position.fromFen('8/8/8/8/8/k7/3Q4/4K3 b - - 0 1', v), 'a3')).toEqual(['a4', 'b3']);
  });

  it('the schema reads directions and rejects an unknown zone', () => {
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(v))).directions).toEqual(v.directions);
    expect(() =>
      parseVariantDefinition({ ...v, directions: [{ zone: 'nowhere', directions: ['n'] }] }),
    ).toThrow();
  });
});
