/**
 * Then-legs with a setup (`X-!mY`, `compile-legs.ts`) and groups without steps, on the FBR page's
 * expansion of `spacious`: `royal K=K-!mK Q=Q-!mK R=R-!mW B=B-!mF N=N-!mN P=(mfW+cesF+imefW02)-!mK +P`.
 * Fairy-Stockfish plays no spacious pieces, so the expected moves are derived by hand from the text:
 * the `-` leg continues the move the same way, the `!` leg must be possible but is not made, so a
 * move stands only where a quiet step (a knight: a knight leap) further the same way lands on an
 * empty square on the board. The pawn is written out, `cesF` literally: `s` (left or right) keeps
 * all four diagonals of `F`, so this pawn also captures backwards.
 */
import { Position, perft } from '@x/core';
import { describe, expect, it } from 'vitest';
import { targetsFrom } from '../test/moves.js';
import { compile } from './compile.js';
import { parse } from './parse.js';

const build = (text: string) => compile(parse(text, { mode: 'lenient' }));
const page = build('royal K=K-!mK Q=Q-!mK R=R-!mW B=B-!mF N=N-!mN P=(mfW+cesF+imefW02)-!mK +P');
const unsupported = (text: string) =>
  build(text)
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => d.feature ?? d.code);

describe('FBR then-leg with a setup (-!mY)', () => {
  it('the page expansion of spacious compiles complete', () => {
    expect(page.complete).toBe(true);
    expect(page.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('perft 1 = 18 and perft 2 = 314 from the start', () => {
    // White: x2-x3 (x4 beyond, empty) and x2-x4 (x5 beyond) for 8 files: 16. Nb1-c3 (next leap the
    // same way: d5, empty) and Ng1-f3 (e5); Nb1-a3 and Ng1-h3 would leap on off the board, Nd2 and
    // Ne2 are occupied: 18. Black's 18 answers (mirrored) lose: x7-x5 when White's pawn stands on x4
    // (the square beyond), Nb8-c6 when White stands on d4, Ng8-f6 when White stands on e4. So the 6
    // double steps a-c, f-h leave 17, d2-d4 and e2-e4 leave 16, the 8 single steps and 2 knight
    // moves leave 18: 6 * 17 + 2 * 16 + 10 * 18 = 314. No capture or check is possible in two plies.
    const pos = Position.fromFen(page.variant.startFen, page.variant);
    expect(perft(pos, 1)).toBe(18);
    expect(perft(pos, 2)).toBe(314);
  });

  it('a knight stands only where its next leap the same way lands on an empty square', () => {
    // Ne4 (Ka1 White; Black: Kh8, Bg8, Pf6, Rc5). Leap -> next leap the same way: c3 -> a2 empty:
    // yes. c5 (takes the rook) -> a6 empty: yes. d6 -> c8 empty: yes. f6 (takes the pawn) -> g8 holds
    // the bishop: no. d2 -> c0, f2 -> g0, g3 -> i2, g5 -> i6: off the board, no.
    const pos = Position.fromFen('6bk/8/5p2/2r5/4N3/8/8/K7 w - - 0 1', page.variant);
    expect(targetsFrom(pos, 'e4')).toEqual(['c3', 'c5', 'd6']);
  });

  it('the written-out pawn (a group without steps) captures on all four diagonals, spaciously', () => {
    // Pd4 (Kh1 White; Black: Kh8, Pd7, Pf6, Bc5, Ne5, Nc3). mfW: d5, beyond d6 empty: yes. imefW02
    // (if the pawn counts as unmoved): d6 has d7 beyond: no. cesF: c5 (bishop) -> b6 empty: yes;
    // e5 (knight) -> f6 holds a pawn: no; c3 (knight, backwards) -> b2 empty: yes; e3 is empty.
    const pos = Position.fromFen('7k/3p4/5p2/2b1n3/3P4/2n5/8/7K w - - 0 1', page.variant);
    expect(targetsFrom(pos, 'd4')).toEqual(['c3', 'c5', 'd5']);
  });

  it('a king steps only where the next square the same way is empty, and not into check', () => {
    // Ke1 (Black: Ka8, Pd3). d1 -> c1 empty, f1 -> g1, d2 -> c3, e2 -> e3, f2 -> g3: all possible.
    // Black's pawn (cesF, four diagonals) takes on c2, e2, c4 and e4 when the square beyond is empty:
    // e2 -> f1 is empty once the king has left e1, so e2 is attacked; d2 (straight ahead of the
    // pawn) and the others are not. Legal: d1, d2, f1, f2.
    const pos = Position.fromFen('k7/8/8/8/8/3p4/8/4K3 w - - 0 1', page.variant);
    expect(targetsFrom(pos, 'e1')).toEqual(['d1', 'd2', 'f1', 'f2']);
  });

  it('other setup legs stay unsupported, with the reason', () => {
    // D-!mD: the next D leap skips a square, which PieceType.spacious does not express.
    expect(unsupported('royal K N=D-!mD')).toEqual(['leg:then']);
    // N-!mW: no W step points the knight's way.
    expect(unsupported('royal K N=N-!mW')).toEqual(['leg:then']);
    // A setup leg that is not a plain quiet step, and a repeated group.
    expect(unsupported('royal K R=R-!cW')).toEqual(['leg:then', 'setup']);
    expect(unsupported('royal K N=(N)0')).toEqual(['group']);
    // Spacious pieces on a wrapping board are refused by the core.
    expect(unsupported('royal cylindric K R=R-!mW')).toEqual(['leg:then']);
  });
});
