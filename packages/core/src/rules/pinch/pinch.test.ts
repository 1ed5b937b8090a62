/**
 * Pinchers (`PieceType.rules.pinch`, FBR `pincher`, the page's Crab): "Any opposing piece inside the pinching zone can be
 * relocated to a square of the pinching side's choice on the opponent's first rank" (FBR page). The Crab's whole
 * game (two boards) is tested in `@x/fbr`'s `crab.test.ts`; here one board, counted by hand.
 */
import { describe, expect, it } from 'vitest';
import { VariantError } from '../../errors/errors.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import { leaper, symmetricVectors } from '../../variant/atoms.js';
import { variants } from '../../variant/builtins/index.js';
import { compileVariant } from '../../variant/compile/compile.js';
import type { PieceType, VariantDefinition, Vector } from '../../variant/definition.js';
import type { Pinch } from './definition.js';

const chess = variants.chess;
const KING: Vector[] = [...symmetricVectors(0, 1), ...symmetricVectors(1, 1)];
const crab = (pinch: Pinch): PieceType => ({
  id: 'crab',
  symbol: 'C',
  moves: [leaper(1, 0), leaper(1, 1)],
  rules: { pinch },
});
const withCrab = (pinch: Pinch): VariantDefinition => ({
  ...chess,
  id: 'pinch',
  pieces: [...chess.pieces, crab(pinch)],
});
const pinches = (pos: Position) => pos.legalMoves().filter((m) => m.fairy?.pinch);

describe('pinchers', () => {
  it('the knight beside the crab goes to any empty square of its first rank: 7 pinches', () => {
    const pos = Position.fromFen('4k3/8/8/4n3/3C4/8/8/4K3 w - - 0 1', withCrab({ squares: KING }));
    const moves = pinches(pos);
    expect(moves.map((m) => m.to).sort()).toEqual(['a8', 'b8', 'c8', 'd8', 'f8', 'g8', 'h8']);
    expect(moves.every((m) => m.from === 'e5')).toBe(true);
    pos.play(moves.find((m) => m.to === 'a8')!);
    expect(pos.toFen().split(' ')[0]).toBe('n3k3/8/8/8/3C4/8/8/4K3');
  });

  it('victims: only pawns are pinched, so the knight stays', () => {
    const pos = Position.fromFen(
      '4k3/8/8/4n3/3C4/8/8/4K3 w - - 0 1',
      withCrab({ squares: KING, victims: ['pawn'] }),
    );
    expect(pinches(pos)).toEqual([]);
  });

  it('a victim no piece type has is refused, as the freeze and burn rules refuse it', () => {
    expect(() => compileVariant(withCrab({ squares: KING, victims: ['pawn', 'wazir'] }))).toThrow(
      /unknown piece id wazir/,
    );
  });

  it('the schema reads pinch; a pinch with drops is refused', () => {
    const read = parseVariantDefinition(
      JSON.parse(JSON.stringify(withCrab({ squares: KING, zone: 'promotion' }))),
    );
    expect(read.pieces.at(-1)?.rules?.pinch).toEqual({ squares: KING, zone: 'promotion' });
    const dropping: VariantDefinition = {
      ...withCrab({ squares: KING }),
      id: 'pinch-drops',
      drops: { capturesToHand: true },
    };
    expect(() => compileVariant(dropping)).toThrow(VariantError);
  });
});
