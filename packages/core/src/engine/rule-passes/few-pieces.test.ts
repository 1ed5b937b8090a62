/**
 * `end.fewPiecesWin` (FBR `pieces{Kpp}=win`): the side to move wins when the board holds no more
 * pieces than listed per side and type; checked before each move, so move generation stops.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { expectEnded } from '../../../test/outcomes.js';

const chess = variants.chess;
const v: VariantDefinition = {
  ...chess,
  id: 'few',
  end: { ...chess.end, fewPiecesWin: { white: { king: 1, rook: 1 }, black: { king: 1 } } },
};

describe('few pieces win', () => {
  it('K+R against K: the side to move wins; one more piece and the game goes on', () => {
    expect(Position.fromFen('4k3/8/8/8/8/8/8/R3K3 b - - 0 1', v).outcome()).toEqual({
      winner: 'black',
      reason: 'few-pieces',
    });
    const more = Position.fromFen('4k3/8/8/8/8/8/P7/R3K3 w - - 0 1', v);
    expect(more.outcome()).toBeUndefined();
    more.play('e1d1');
    more.play('e8d8');
    expect(more.outcome()).toBeUndefined();
  });

  it('a capture that leaves only the listed pieces ends the game for the side then to move', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/8/p7/R3K3 w - - 0 1', v);
    pos.play('a1a2');
    expectEnded(pos, { winner: 'black', reason: 'few-pieces' });
  });

  it('the schema reads fewPiecesWin and rejects an unknown piece', () => {
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(v))).end?.fewPiecesWin).toEqual(
      v.end?.fewPiecesWin,
    );
    expect(() =>
      parseVariantDefinition({ ...v, end: { ...v.end, fewPiecesWin: { white: { dragon: 1 }, black: {} } } }),
    ).toThrow();
  });
});
