/**
 * `promotion*=origin,move N *N==X` (the FBR page's example of `origin`), compiled on orthodox chess: every
 * knight move leaves a piece `X` of its side, which never moves, on the square it left (`PieceType.leavesBehind`).
 * Checked against perft counts derived by hand from the start position and against a naive generator
 * written from the rules (`tests/leave-behind-reference.ts`, no engine code).
 */
import { describe, expect, it } from 'vitest';
import { perft, Position } from '@x/core';
import { bySize } from '../../../../tests/depth.js';
import { leaveBehindPerft } from '../../../../tests/leave-behind-reference.js';
import { compile } from './compile.js';
import { parse } from '../parse/parse.js';

const LINE = 'promotion*=origin,move N *N==X';
const compiled = compile(parse(LINE, { mode: 'lenient' }));
const variant = compiled.variant;

/** Middle games with castling rights, an e.p. capture, knights, and X pieces (capturable blockers). */
const FENS = [
  'r3k2r/pppq1ppp/2nx1n2/3pp3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQkq - 0 1',
  'r1b1k2r/ppp2ppp/2n5/3pP3/1b1X4/2N2N2/PPP2PPP/R2QKB1R w KQkq d6 0 1',
  'r3k2r/1P4p1/8/8/8/8/6p1/R3KX1R b KQkq - 0 1',
];

describe(`FBR page: ${LINE}`, () => {
  it('compiles complete on the orthodox base, with X as a piece that never moves', () => {
    expect(compiled.complete).toBe(true);
    const codes = compiled.diagnostics.map((d) => d.code);
    expect(codes).toEqual(['base-army', 'implicit-piece']);
    const byId = new Map(variant.pieces.map((p) => [p.id, p]));
    expect(byId.get('N')?.leavesBehind).toBe('X');
    expect(byId.get('X')?.moves).toEqual([]);
    expect(byId.get('P')?.promotion?.choices).toEqual(['Q', 'R', 'B', 'N']);
  });

  it('perft from the start: 20, 400, 8742 (chess 8902 less 160, derived below)', () => {
    // At ply 3, after each of White's 4 knight moves (× 20 replies), X on b1 or g1 takes away the rook's step
    // there and the knight's step back: 4 × 20 × 2 = 160 fewer than chess's 8902.
    const start = Position.fromFen(variant.startFen, variant);
    expect([1, 2, 3].map((d) => perft(start, d))).toEqual([20, 400, 8742]);
  });

  it('agrees with the naive reference from middle games (castling, e.p., promotion, X captured)', () => {
    // The reference is slow (every move tried on a copied array): depth 2 here, 3 under `pnpm test:deep`.
    const depth = bySize(2, 3);
    for (const fen of FENS) {
      const pos = Position.fromFen(fen, variant);
      expect([fen, perft(pos, depth)]).toEqual([fen, leaveBehindPerft(fen, depth)]);
    }
  });

  it('leaves X on the origin and takes it back on undo', () => {
    const pos = Position.fromFen(variant.startFen, variant);
    pos.play('g1f3');
    expect(pos.toFen().split(' ')[0]).toBe('rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBXR');
    pos.play('b8c6');
    expect(pos.toFen().split(' ')[0]).toBe('rxbqkbnr/pppppppp/2n5/8/8/5N2/PPPPPPPP/RNBQKBXR');
    pos.undo().undo();
    expect(pos.toFen()).toBe(variant.startFen);
  });
});
