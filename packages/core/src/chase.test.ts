/**
 * The chase rule (`end.chase`, SjaakII `chase rule` in mini_xiangqi): on a repetition, the side that
 * chased one enemy piece with every move since the position last occurred gets the `chase` result.
 */
import { describe, expect, it } from 'vitest';
import { Position } from './position.js';
import { parseVariantDefinition } from './schema.js';
import type { VariantDefinition } from './variant.js';
import { variants } from './variants/index.js';

const chess = variants.chess;
const withChase: VariantDefinition = { ...chess, id: 'chase', end: { ...chess.end, chase: 'illegal' } };

function play(fen: string, cycle: readonly string[], times: number, def = withChase): Position {
  const pos = Position.fromFen(fen, def);
  for (let i = 0; i < times; i++) for (const m of cycle) pos.play(m);
  return pos;
}
/** The rook attacks the knight on b8 from b1, then on d7 from d1; the knight never hits back. */
const ROOK_CHASES_KNIGHT = ['d1b1', 'b8d7', 'b1d1', 'd7b8'];

describe('chase rule', () => {
  it('a rook that threatens the same knight with every move loses on the threefold repetition', () => {
    const pos = play('1n5k/8/8/8/8/8/7K/3R4 w - - 0 1', ROOK_CHASES_KNIGHT, 2);
    expect(pos.repetitions()).toBe(3);
    expect(pos.outcome()).toEqual({ winner: 'black', reason: 'chase' });
  });

  it('a piece defended by its king is not chased: an ordinary repetition', () => {
    const pos = play('1nk5/8/8/8/8/8/7K/3R4 w - - 0 1', ROOK_CHASES_KNIGHT, 2);
    expect(pos.outcome()).toEqual({ winner: undefined, reason: 'repetition' });
  });

  it('a perpetual check is a chase by the checking side', () => {
    const pos = play('6k1/8/8/7Q/8/8/8/K7 w - - 0 1', ['h5e8', 'g8h7', 'e8h5', 'h7g8'], 2);
    expect(pos.outcome()).toEqual({ winner: 'black', reason: 'chase' });
  });

  it('moves that threaten nothing new are not a chase', () => {
    const pos = play('1n5k/8/8/8/8/8/7K/3R4 w - - 0 1', ['d1e1', 'h8g8', 'e1d1', 'g8h8'], 2);
    expect(pos.outcome()).toEqual({ winner: undefined, reason: 'repetition' });
  });

  it('without end.chase the same game is an ordinary repetition', () => {
    const pos = play('1n5k/8/8/8/8/8/7K/3R4 w - - 0 1', ROOK_CHASES_KNIGHT, 2, chess);
    expect(pos.outcome()).toEqual({ winner: undefined, reason: 'repetition' });
  });

  it('the JSON schema reads end.chase', () => {
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(withChase))).end?.chase).toBe('illegal');
  });
});
