/**
 * The bare-king rule (`end.bareKing`), at once or with one reply (`end.bareKingReply`: SjaakII's
 * `bare rule`, FBR `baremove`, shatranj), decided as SjaakII's `get_game_end_state` does: after mate
 * and stalemate; a bare side facing one non-royal piece must be able to take it (both bare: a draw);
 * facing more, it makes its move and loses at the next check.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';

const chess = variants.chess;
const bare = (reply: boolean): VariantDefinition => ({
  ...chess,
  orthodoxSetup: false, // a test position has a pawn on g1
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

  it('a bared side facing two pieces still makes its move; the loss is declared at the next check', () => {
    const pos = Position.fromFen('R7/8/8/8/8/n7/1k6/6PK w - - 0 1', bare(true));
    pos.play('a8a3');
    expect(pos.outcome()).toBeUndefined(); // SjaakII: only a last piece can be taken back, but Black moves
    expect(pos.legalMoves().length).toBeGreaterThan(0);
    pos.play('b2a3'); // taking one of the two pieces leaves Black bare
    expect(pos.outcome()).toEqual({ winner: 'white', reason: 'bare-king' });
  });

  it('mate and stalemate come first: the extra move of the bared side may stalemate the opponent', () => {
    // exf6+ bares Black, who faces two pawns; Kf7 then leaves White without a move (not in check).
    const fen = '7K/4k2P/5n2/4P3/8/8/8/8 w - - 0 1';
    const pos = Position.fromFen(fen, bare(true)).play('e5f6');
    expect(pos.outcome()).toBeUndefined();
    pos.play('e7f7');
    expect(pos.legalMoves()).toEqual([]);
    expect(pos.outcome()).toEqual({ winner: undefined, reason: 'stalemate' });
    // Stalemate scored as a win for the side that stalemated (chaturanga): the bare side wins.
    const staleWin: VariantDefinition = {
      ...bare(true),
      id: 'bare-stale-win',
      end: { ...bare(true).end, stalemate: 'win' },
    };
    expect(Position.fromFen(fen, staleWin).play('e5f6').play('e7f7').outcome()).toEqual({
      winner: 'black',
      reason: 'stalemate',
    });
    // Any other king move: White wins at the next check.
    expect(Position.fromFen(fen, bare(true)).play('e5f6').play('e7e6').outcome()).toEqual({
      winner: 'white',
      reason: 'bare-king',
    });
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

  it('loneKing: two royal pieces and nothing else are not bare (SjaakII lone_king); without it they are', () => {
    const twoKings: VariantDefinition = {
      ...chess,
      orthodoxSetup: false,
      id: 'two-kings',
      royalCheck: 'any',
      end: { ...chess.end, insufficientMaterial: false, bareKing: 'loss', bareKingReply: true },
    };
    const lone: VariantDefinition = {
      ...twoKings,
      id: 'two-kings-lone',
      end: { ...twoKings.end, loneKing: true },
    };
    // Black (to move): kings a8 and h8 only, facing two rooks; it moves, and is still bare after it.
    const fen = 'k6k/8/8/8/8/8/1R6/KR6 b - - 0 1';
    expect(Position.fromFen(fen, twoKings).play('h8g8').outcome()).toEqual({
      winner: 'white',
      reason: 'bare-king',
    });
    expect(Position.fromFen(fen, lone).play('h8g8').outcome()).toBeUndefined();
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(lone))).end?.loneKing).toBe(true);
  });
});
