/**
 * Conversion by attack (`PieceType.rules.conversion`, kind `attack`): Benedict chess ("all enemy pieces attacked by the moving piece
 * are flipped to become friendly pieces", FBR page, `benedict`), here on chess pieces that move without
 * capturing and convert with their capture atoms. The counts below are derived by hand, and perft is compared
 * with a naive generator written from the rules (`tests/references/benedict-reference.ts`, no engine code).
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import { perft } from '../../perft.js';
import type { MoveAtom, PieceType, VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { benedictPerft } from '../../../../../tests/references/benedict-reference.js';
import { bySize } from '../../../../../tests/depth.js';

const chess = variants.chess;

/** A chess piece that moves without capturing and converts with its capture atoms. */
function benedictPiece(p: PieceType): PieceType {
  const quiet: MoveAtom[] = [];
  const converts: MoveAtom[] = [];
  for (const a of p.moves) {
    const { takesEnPassant: _t, setsEnPassant: _s, ...plain } = a;
    if (a.mode !== 'capture') quiet.push({ ...plain, mode: 'move' });
    if (a.mode !== 'move') converts.push({ ...plain, mode: 'capture' });
  }
  const { royal: _r, ...rest } = p;
  return { ...rest, moves: quiet, rules: { conversion: { kind: 'attack', atoms: converts } } };
}

const benedict: VariantDefinition = {
  ...chess,
  id: 'benedict-test',
  pieces: chess.pieces.map(benedictPiece),
  end: { ...chess.end, extinction: ['king'] },
};

describe('conversion by attack (PieceType.rules.conversion)', () => {
  it("the published example: 1.Nc3 Nc6 2.Nd5 turns Black's c7 and e7 pawns", () => {
    const pos = Position.fromFen(benedict.startFen, benedict);
    for (const m of ['b1c3', 'b8c6', 'c3d5']) pos.play(m);
    expect(pos.toFen().split(' ')[0]).toBe('r1bqkbnr/ppPpPppp/2n5/3N4/8/8/PPPPPPPP/R1BQKBNR');
    pos.undo();
    expect(pos.toFen().split(' ')[0]).toBe('r1bqkbnr/pppppppp/2n5/8/8/2N5/PPPPPPPP/R1BQKBNR');
  });

  it('perft 11 / 87 with a rook that converts along its file (hand-checked)', () => {
    // White Ra1 Ke1, Black Na5 Ke8, no castling. Depth 1: rook a2 a3 a4 (a5 is occupied and nothing
    // captures) b1 c1 d1, king d1 d2 e2 f2 f1: 11. Depth 2: after Ra2, Ra3 or Ra4 the rook's file reaches
    // the knight, which turns white: Black has only the king's 5 moves (3 × 5); after the other 8 moves
    // Black has the knight's b7 c6 c4 b3 and the king's d8 d7 e7 f7 f8: 8 × 9. 15 + 72 = 87.
    const pos = Position.fromFen('4k3/8/8/n7/8/8/8/R3K3 w - - 0 1', benedict);
    expect([perft(pos, 1), perft(pos, 2)]).toEqual([11, 87]);
    pos.play('a1a4');
    expect(pos.toFen()).toBe('4k3/8/8/N7/R7/8/8/4K3 b - - 1 1');
  });

  it('castling converts with the king and with the rook; converting atoms must be plain', () => {
    // O-O: the rook on f1 reaches f7 (the f-file is empty up to it), the king on g1 reaches h2.
    const pos = Position.fromFen('4k3/5p2/8/8/8/8/7p/4K2R w K - 0 1', benedict);
    pos.play('e1g1');
    expect(pos.toFen().split(' ')[0]).toBe('4k3/5P2/8/8/8/8/7P/5RK1');
    const hop: PieceType = {
      id: 'x',
      symbol: 'X',
      moves: [],
      rules: { conversion: { kind: 'attack', atoms: [{ kind: 'hop', vectors: [[0, 1]] }] } },
    };
    expect(() =>
      Position.fromFen('8/8/8/8/8/8/8/X7 w - - 0 1', { ...benedict, pieces: [...benedict.pieces, hop] }),
    ).toThrow(/plain capturing leaps and rides/);
  });

  // Start; both castlings with pieces to turn; promotions that turn; rooks already turned on the corners (the
  // rights stay in the FEN, but castling needs the mover's own rook).
  const positions = [
    benedict.startFen,
    'r3k2r/ppp2ppp/2n5/3pp3/3PP3/2N5/PPP2PPP/R3K2R w KQkq - 0 1',
    '4k3/1P6/8/8/8/8/6p1/4K2R w K - 0 1',
    'r3k2R/pppppppp/8/8/8/8/PPPPPPPP/R3K2r w KQkq - 0 1',
  ];
  const depths = bySize([1, 2], [1, 2, 3]);
  for (const fen of positions) {
    it(`perft ${depths.join(', ')} equals the reference from ${fen}`, () => {
      const pos = Position.fromFen(fen, benedict);
      expect(depths.map((d) => perft(pos, d))).toEqual(depths.map((d) => benedictPerft(fen, d)));
    });
  }
});
