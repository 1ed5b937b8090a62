import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { PositionError } from './errors/errors.js';
import { perft } from './perft.js';
import { Position } from './position.js';
import type { VariantDefinition } from './variant/definition.js';
import { variants } from './variant/builtins/index.js';
import { thrown } from '../../../tests/errors.js';
import { playChoices, sortedUci } from '../../../tests/moves.js';

const START = variants.chess.startFen;

const positionError = (fen: string, variant?: VariantDefinition) =>
  thrown(PositionError, () => Position.fromFen(fen, variant)).code;

describe('Position.fromSetup validation', () => {
  it('rejects impossible setups with precise codes', () => {
    expect(positionError('8/8/8/8/8/8/8/8 w - - 0 1')).toBe('empty-board');
    expect(positionError('8/8/8/8/8/8/8/K7 w - - 0 1')).toBe('missing-royal');
    expect(positionError('8/8/8/8/8/8/1k6/K7 w - - 0 1')).toBe('royals-adjacent');
    expect(positionError('k6R/8/8/8/8/8/8/K7 w - - 0 1')).toBe('opposite-check');
    expect(positionError('k6P/8/8/8/8/8/8/K7 w - - 0 1')).toBe('pawns-on-back-rank');
    expect(positionError('k7/8/8/8/8/8/8/KK6 w - - 0 1')).toBe('too-many-royals');
    expect(positionError('4k3/8/8/8/8/8/8/4K3 w - e6 0 1')).toBe('bad-en-passant');
    // A pawn beyond the square that cannot have double-stepped over it.
    expect(positionError('4k3/8/8/8/8/3pP3/8/4K3 b - e2 0 1')).toBe('bad-en-passant');
    expect(positionError('4k3/8/8/3pP3/8/8/8/4K3 b - e4 0 1')).toBe('bad-en-passant');
    expect(positionError('k7/8/8/8/8/8/8/R7 w - - 0 1', variants.makruk)).toBe('missing-royal');
  });

  it('rejects a piece outside its prison and on a hole', () => {
    expect(positionError('4k4/9/9/9/9/9/9/9/9/K8 w - - 0 1', variants.xiangqi)).toBe('piece-outside-prison');
    const holed: VariantDefinition = {
      ...variants.chess,
      id: 'holed',
      board: { files: 8, ranks: 8, holes: ['d4'] },
    };
    expect(() => Position.fromFen('4k3/8/8/8/3*4/8/8/4K3 w - - 0 1', holed)).not.toThrow();
  });
});

describe('moves, check and outcomes', () => {
  it('plays and undoes moves given as objects or UCI text', () => {
    const pos = Position.fromFen(START);
    pos.play('e2e4').play({ from: 'e7', to: 'e5', piece: 'pawn' });
    expect(pos.toFen()).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
    pos.undo().undo();
    expect(pos.toFen()).toBe(START);
    expect(() => pos.undo()).toThrow(PositionError);
    expect(() => pos.play('e2e5')).toThrow(PositionError);
  });

  it('castles from the king move, the king-takes-rook form and the castle side', () => {
    const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    for (const move of [
      'e1g1',
      'e1h1',
      { from: 'e1', to: 'g1', piece: 'king' },
      { from: 'e1', to: 'x', piece: 'king', castle: 'short' as const },
    ]) {
      const pos = Position.fromFen(fen);
      pos.play(move as never);
      expect(pos.toFen()).toBe('r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1');
    }
  });

  it('knows check, checkmate and stalemate', () => {
    const mate = Position.fromFen('rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3');
    expect(mate.isCheck()).toBe(true);
    expect(mate.isCheckmate()).toBe(true);
    expect(mate.outcome()).toEqual({ winner: 'black', reason: 'checkmate' });
    const stale = Position.fromFen('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
    expect(stale.isStalemate()).toBe(true);
    expect(stale.outcome()).toEqual({ winner: undefined, reason: 'stalemate' });
    expect(Position.fromFen(START).outcome()).toBeUndefined();
  });

  it('D6: after a double step answerable only by e.p., the position is check, not mate', () => {
    const pos = Position.fromFen('5B2/2N5/8/4k3/4p3/8/3P4/3R1R1K w - - 0 1');
    pos.play('d2d4');
    expect(pos.isCheck()).toBe(true);
    expect(pos.isCheckmate()).toBe(false);
    expect(pos.legalMoves().map((m) => pos.uci(m))).toEqual(['e4d3']);
  });

  it('draws by insufficient material, repetition and the fifty-move rule', () => {
    expect(Position.fromFen('8/8/8/8/8/2k5/8/K1B5 w - - 0 1').outcome()?.reason).toBe(
      'insufficient-material',
    );
    expect(Position.fromFen('8/8/8/8/8/2k1B3/8/K1B5 w - - 0 1').outcome()?.reason).toBe(
      'insufficient-material',
    );
    expect(Position.fromFen('8/8/8/8/8/2k5/8/K1BB4 w - - 0 1').outcome()).toBeUndefined();
    const rep = Position.fromFen(START);
    for (let i = 0; i < 2; i++) rep.play('g1f3').play('g8f6').play('f3g1').play('f6g8');
    expect(rep.outcome()).toEqual({ winner: undefined, reason: 'repetition' });
    expect(Position.fromFen('4k3/8/8/8/8/8/4P3/R3K3 w - - 100 80').outcome()?.reason).toBe('move-count');
  });

  it('repetition keys do not depend on how castling rights were listed', () => {
    const pos = Position.fromFen(START);
    pos.play('g1f3').play('g8f6').play('h1g1').play('f6g8');
    expect(Position.fromFen(pos.toFen()).key()).toBe(pos.key());
  });

  it('clone is independent', () => {
    const a = Position.fromFen(START);
    const b = a.clone();
    b.play('e2e4');
    expect(a.toFen()).toBe(START);
    expect(b.turn).toBe('black');
    expect(perft(b, 2)).toBe(600);
  });
});

describe('geometry', () => {
  it('plays on a cylinder board where files wrap around', () => {
    const cylinder: VariantDefinition = {
      ...variants.chess,
      id: 'cylinder',
      board: { files: 8, ranks: 8, wrapFiles: true },
    };
    const pos = Position.fromFen('4k3/8/8/8/8/8/8/R3K3 w - - 0 1', cylinder);
    const rook = pos
      .legalMoves()
      .filter((m) => m.from === 'a1')
      .map((m) => m.to);
    // a1 rook wraps to h1, g1, f1 and stops at the king on e1; up the file to a8.
    expect(rook.sort()).toEqual(
      ['a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'b1', 'c1', 'd1', 'f1', 'g1', 'h1'].sort(),
    );
  });

  it('holes block sliders (or let them pass with holeMode pass)', () => {
    const block: VariantDefinition = {
      ...variants.chess,
      id: 'holes',
      board: { files: 8, ranks: 8, holes: ['a4'] },
    };
    const p1 = Position.fromFen('4k3/8/8/8/*7/8/8/R3K3 w - - 0 1', block);
    expect(
      p1
        .legalMoves()
        .filter((m) => m.from === 'a1' && m.to.startsWith('a'))
        .map((m) => m.to),
    ).toEqual(['a2', 'a3']);
    const pass: VariantDefinition = { ...block, board: { ...block.board, holeMode: 'pass' } };
    const p2 = Position.fromFen('4k3/8/8/8/*7/8/8/R3K3 w - - 0 1', pass);
    expect(p2.legalMoves().filter((m) => m.from === 'a1' && m.to.startsWith('a')).length).toBe(6);
  });

  it('plays on a 26 × 26 board with multi-digit ranks', () => {
    const big: VariantDefinition = {
      ...variants.chess,
      id: 'big',
      board: { files: 26, ranks: 26 },
      zones: {},
      pieces: variants.chess.pieces.filter((p) => p.id !== 'pawn'),
      castling: undefined as never,
    };
    const rows = Array.from({ length: 26 }, (_, r) => (r === 0 ? 'k25' : r === 25 ? 'K24R' : '26'));
    const pos = Position.fromFen(`${rows.join('/')} w - - 0 1`, big);
    expect(pos.pieceAt('a26')).toEqual({ type: 'king', color: 'black', promoted: false });
    expect(pos.legalMoves().filter((m) => m.from === 'z1').length).toBe(25 + 24);
  });
});

describe('the fast legal generator agrees with the try-every-move generator', () => {
  // Adding an unused hopper type makes the variant "not simple", forcing the checked generator.
  const checked: VariantDefinition = {
    ...variants.chess,
    id: 'chess-checked',
    pieces: [
      ...variants.chess.pieces,
      { id: 'grasshopper', symbol: 'G', moves: [{ kind: 'hop', hop: 'grasshopper', vectors: [[0, 1]] }] },
    ],
  };
  it('on random games', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 0, maxLength: 60 }), (choices) => {
        const fast = playChoices(Position.fromFen(START), choices);
        const slow = Position.fromFen(fast.toFen(), checked);
        expect(sortedUci(slow)).toEqual(sortedUci(fast));
        expect(perft(slow, 2)).toBe(perft(fast, 2));
      }),
      { numRuns: runs(150) },
    );
  });
});
