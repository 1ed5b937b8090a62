/**
 * Pieces left on a move's origin, two FBR page lines compiled on orthodox chess: `promotion*=origin,move N *N==X`
 * (every knight move leaves a piece `X` of its side, which never moves: `PieceType.leavesBehind`), and the
 * queen's Disks line (a queen mounts a Disk by capturing it; the mounted queen may unmount with any move,
 * leaving the Disk on the square it left: `PromotionRule.leavesBehind`). Checked against perft counts derived
 * by hand and against a naive generator written from the rules (`tests/references/leave-behind-reference.ts`, no engine
 * code).
 */
import { describe, expect, it } from 'vitest';
import { perft, Position } from '@x/core';
import { bySize } from '../../../../../tests/depth.js';
import { leaveBehindPerft } from '../../../../../tests/references/leave-behind-reference.js';
import {
  compilePageLine,
  expectComplete,
  expectReferencePerft,
  referenceFens,
} from '../../../test/page-line.js';

const LINE = 'promotion*=origin,move N *N==X';
const compiled = compilePageLine(LINE);
const { variant } = compiled;

describe(`FBR page: ${LINE}`, () => {
  it('compiles complete on the orthodox base, with X as a piece that never moves', () => {
    expectComplete(compiled, ['base-army', 'implicit-piece']);
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
    // Middle games with castling rights, an e.p. capture, knights, and X pieces (capturable blockers).
    expectReferencePerft(variant, referenceFens('leave-behind'), bySize(2, 3), (fen, depth) =>
      leaveBehindPerft(fen, depth),
    );
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

const DISKS =
  'promotion*[1-12]=capture{D} promotion#[1-12]=swap,enpassant,origin,demote @D=K D Q=acc?{D}Q *Q==(wwO--:QD:)+D :QD:=Q #Q==D -:QD:==Q';

describe(`FBR page: ${DISKS}`, () => {
  /** A mounted queen `A` (`:QD:`) beside a queen, a Disk, castling, promotion (to a Disk too), e.p. */
  const fens = referenceFens('queen-disks');
  const disks = compilePageLine(DISKS);
  const v = disks.variant;

  it('compiles complete on the orthodox base: the mounted queen :QD: (FEN A) unmounts at will', () => {
    expect(disks.complete).toBe(true);
    const byId = new Map(v.pieces.map((p) => [p.id, p]));
    expect(byId.get('Q')?.promotion).toMatchObject({ choices: [':QD:'], onCaptureOf: ['D'] });
    expect(byId.get(':QD:')?.promotion).toMatchObject({
      choices: ['Q'],
      mandatory: 'optional',
      leavesBehind: 'D',
    });
    // The mounted queen is reached by mounting only: no pawn promotes to it.
    expect(byId.get('P')?.promotion?.choices).toEqual(['R', 'B', 'N', 'D', 'Q']);
  });

  it('perft 1 = 56, derived by hand', () => {
    // K e1: 5; A h1: 13 queen moves (d5 takes the Disk), each plain or unmounting (h1h2q leaves D on h1): 26;
    // Q b2: 17 queen moves and b2c3a, mounting its own Disk; D c3: 7 king steps (b2 is its queen).
    const pos = Position.fromFen(fens[0]!, v);
    expect(perft(pos, 1)).toBe(5 + 26 + 18 + 7);
    pos.play('h1h2q');
    expect(pos.toFen().split(' ')[0]).toBe('4k3/8/8/3d4/8/2D5/1Q5Q/4K2D');
  });

  it('agrees with the naive reference', () => {
    expectReferencePerft(v, fens, bySize(2, 3), (fen, depth) => leaveBehindPerft(fen, depth, 'disks'));
  });
});
