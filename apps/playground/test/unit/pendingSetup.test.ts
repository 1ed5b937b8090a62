/**
 * The board while a move's wall waits (duck chess): the move made — a castling's rook moved too — and the duck
 * still on its old square, the new one not placed; the setup after the whole move once the wall is chosen.
 */
import { Position, type BasePosition } from '@x/core';
import { builtinVariant } from '@x/fairy-variants';
import { describe, expect, it } from 'vitest';
import { pendingSetup } from '../../src/lib/board/pendingSetup';

/** Duck chess from `fen`. */
function duck(fen: string): BasePosition {
  return Position.fromFen(fen, builtinVariant('duck')!);
}

/** The piece types on `squares` of a setup (`-` for empty), as one string. */
function on(pos: BasePosition, move: string, squares: readonly string[]): string {
  const uci = pos.legalMoves().find((m) => pos.uci(m) === move);
  if (!uci) throw new Error(`${move} not legal`);
  const setup = pendingSetup(pos, uci);
  return squares
    .map((sq) => {
      const i = (Number(sq.slice(1)) - 1) * setup.files + sq.charCodeAt(0) - 97;
      return setup.board[i]?.type ?? '-';
    })
    .join(' ');
}

describe('pendingSetup', () => {
  it('moves the piece, keeps the duck where it was, leaves the wall square empty', () => {
    const pos = duck('rnbqkb1r/pppppppp/5n2/8/3*P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2');
    const duckType = builtinVariant('duck')!.walls!.piece;
    expect(on(pos, 'b1c3,c3e5', ['b1', 'c3', 'd4', 'e5'])).toBe(`- knight ${duckType} -`);
    // the duck may go to the square the knight left: empty until it is placed
    expect(on(pos, 'b1c3,c3b1', ['b1', 'c3', 'd4'])).toBe(`- knight ${duckType}`);
  });

  it('castles with the rook and takes a capture off the board', () => {
    const castle = duck('r3k2r/8/8/3*4/8/8/8/R3K2R w KQkq - 0 1');
    const king = castle.pieceAt('e1')!.type; // duck chess's king: no royal, taken to lose
    expect(on(castle, 'e1g1,g1e4', ['e1', 'f1', 'g1', 'h1'])).toBe(`- rook ${king} -`);
    const take = duck('4k3/8/8/3p4/4P3/8/8/4K2* w - - 0 1');
    expect(on(take, 'e4d5,d5a3', ['e4', 'd5', 'h1', 'a3'])).toBe(
      `- pawn ${builtinVariant('duck')!.walls!.piece} -`,
    );
  });
});
