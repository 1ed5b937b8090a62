/**
 * The bare-king rule (`end.bareKing`), at once or with one reply (`end.bareKingReply`: SjaakII's
 * `bare rule`, FBR `baremove`, shatranj): a side bared by the opponent's move may take the
 * opponent's last non-royal piece in reply, which bares both sides (a draw).
 */
import { describe, expect, it } from 'vitest';
import { Position } from './position.js';
import { parseVariantDefinition } from './schema.js';
import type { VariantDefinition } from './variant.js';
import { variants } from './variants/index.js';

const chess = variants.chess;
const bare = (reply: boolean): VariantDefinition => ({
  ...chess,
  id: `bare-${reply}`,
  end: { ...chess.end, insufficientMaterial: false, bareKing: 'loss', bareKingReply: reply },
});

describe('bare king with one reply', () => {
  it('the bared side may take the last piece back: both bare is a draw', () => {
    const pos = Position.fromFen('R7/8/8/8/8/n7/1k6/7K w - - 0 1', bare(true));
    pos.play('a8a3'); // Black is bare, but its king can take the rook
    expect(pos.outcome()).toBeUndefined();
    pos.play('b2a3');
    expect(pos.outcome()).toEqual({ winner: undefined, reason: 'bare-king' });
  });

  it('a bared side that cannot take the last piece loses at once', () => {
    const pos = Position.fromFen('R7/8/8/8/8/n7/8/1k5K w - - 0 1', bare(true));
    expect(pos.play('a8a3').outcome()).toEqual({ winner: 'white', reason: 'bare-king' });
  });

  it('a bared side facing two pieces loses at once (SjaakII: only a last piece can be taken back)', () => {
    const pos = Position.fromFen('R7/8/8/8/8/n7/1k6/6PK w - - 0 1', bare(true));
    expect(pos.play('a8a3').outcome()).toEqual({ winner: 'white', reason: 'bare-king' });
  });

  it('a side still bare after its own move loses', () => {
    const pos = Position.fromFen('R7/8/8/8/8/n7/1k6/7K w - - 0 1', bare(true));
    pos.play('a8a3').play('b2c2'); // declines the capture
    expect(pos.outcome()).toEqual({ winner: 'white', reason: 'bare-king' });
  });

  it('without the reply, the bared side loses at once', () => {
    const pos = Position.fromFen('R7/8/8/8/8/n7/1k6/7K w - - 0 1', bare(false));
    expect(pos.play('a8a3').outcome()).toEqual({ winner: 'white', reason: 'bare-king' });
  });

  it('the JSON schema reads end.bareKingReply', () => {
    const def = parseVariantDefinition(JSON.parse(JSON.stringify(bare(true))));
    expect(def.end?.bareKingReply).toBe(true);
  });
});
