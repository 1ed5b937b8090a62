/**
 * `@x/fbr` → `@x/core` → `@x/san`: the FBR page's burner line (the Fire Demon `A`), compiled, in SAN, UCI and FEN.
 * A walk is one plain move (UCI `d4f6`, SAN `Af6`); burns are not written and need no FEN field.
 */
import { Position } from '@x/core';
import * as fbr from '@x/fbr';
import { resolve, stringify } from '@x/san';
import { describe, expect, it } from 'vitest';

const LINE = 'burner#={^A} :FD:|Fire Demon|=(mF4+msW4+([mK]--[mK]--K))--X #:FD:=K';
const variant = fbr.toVariant(fbr.parse(LINE, { mode: 'lenient' })).variant;

describe('FBR burner line in SAN, UCI and FEN', () => {
  // A middle game with demons would cost seconds (each SAN generates this variant's slow legal moves): the hand
  // position of fbr's burn.test.ts has walks, a capture, burns and mates.
  for (const fen of ['k7/8/8/8/8/4r3/6PP/K6A w - - 0 1']) {
    it(`every legal move round-trips through SAN and UCI, and the FEN after it reloads: ${fen}`, () => {
      const pos = Position.fromFen(fen, variant);
      for (const m of pos.legalMoves()) {
        const san = stringify(m, pos);
        expect(resolve(san, pos, { mode: 'strict' })).toEqual(m);
        expect(pos.findEncoded(pos.uci(m))).toBe(pos.findEncoded(m));
        pos.play(m);
        const after = pos.toFen();
        expect(Position.fromFen(after, variant).toFen()).toBe(after);
        pos.undo();
      }
    });
  }

  it('writes a demon walk and a burning move as plain moves', () => {
    const pos = Position.fromFen('k7/8/8/8/8/4r3/6PP/K6A w - - 0 1', variant);
    expect(stringify(pos.legalMoves().find((m) => pos.uci(m) === 'h1f3')!, pos)).toBe('Af3#'); // burns the rook on e3 and threatens to burn the king: mate
    expect(stringify(pos.legalMoves().find((m) => pos.uci(m) === 'h1e3')!, pos)).toBe('Axe3#');
  });
});
