/**
 * `@x/fbr` → `@x/core` → `@x/san` (issue #17): the FBR page's Alice chess line, compiled, is read and
 * written in standard SAN (no board marks; a board-B twin `#N` is written `N`), checked against the
 * two-board reference generator `tests/references/alice-reference.ts` (no `@x/core` code).
 */
import { Position } from '@x/core';
import * as fbr from '@x/fbr';
import { replay, resolve, stringify } from '@x/san';
import { describe, expect, it } from 'vitest';
import { refMoves } from '../references/alice-reference.js';

const page = fbr.toVariant(fbr.parse('royal alice K Q=R+N R B N P +P', { mode: 'lenient' })).variant;

describe('FBR Alice chess in SAN', () => {
  it("replays Wikipedia's 1.e4 d5 2.Bc4 dxe4 3.Bb5# to checkmate", () => {
    const r = replay(Position.fromFen(page.startFen, page), '1. e4 d5 2. Bc4 dxe4 3. Bb5# 1-0', {
      mode: 'strict',
    });
    if (!r.success) throw r.error;
    expect(r.data.moves.map((m) => (m as { piece: string }).piece)).toEqual(['P', 'P', 'B', '#P', '#B']);
    expect(r.data.position.isCheckmate()).toBe(true);
  });

  for (const fen of [
    page.startFen,
    'r3k2r/8/8/2#r5/8/8/8/R3K1#nR w KQkq - 0 1',
    'r#n2k3/1P1p4/8/7#Q/2#B5/8/4N3/q3K3 w - - 0 1',
    '4k3/8/8/1#N6/8/R#R6/8/1N2K3 w - - 0 1',
  ]) {
    it(`every legal move's SAN resolves back to it (strict): ${fen}`, () => {
      const pos = Position.fromFen(fen, page);
      const texts = pos.legalMoves().map((move) => {
        const text = stringify(move, pos);
        expect(text.replace(/#$/, '')).not.toContain('#'); // `#` only as the mate suffix, no board mark
        expect(pos.uci(resolve(text, pos, { mode: 'strict' }))).toBe(pos.uci(move));
        return text;
      });
      expect(new Set(texts).size).toBe(refMoves(fen, { queen: 'RN' }).length);
    });
  }
});
