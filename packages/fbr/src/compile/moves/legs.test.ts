/**
 * Then-legs with a setup (`X-!mY`, `legs.ts`) and groups without steps, on the FBR page's
 * expansion of `spacious`: `royal K=K-!mK Q=Q-!mK R=R-!mW B=B-!mF N=N-!mN P=(mfW+cesF+imefW02)-!mK +P`.
 * Fairy-Stockfish plays no spacious pieces, so the expected moves are derived by hand from the text:
 * the `-` leg continues the move the same way, the `!` leg must be possible but is not made, so a
 * move stands only where a quiet step (a knight: a knight leap) further the same way lands on an
 * empty square on the board. The pawn is written out, `cesF` literally: `s` (left or right) keeps
 * all four diagonals of `F`, so this pawn also captures backwards.
 */
import { Position, perft } from '@x/core';
import { describe, expect, it } from 'vitest';
import { targetsFrom } from '../../../test/moves.js';
import { compile } from '../compile.js';
import { parse } from '../../parse/parse.js';

const build = (text: string) => compile(parse(text, { mode: 'lenient' }));
const errors = (set: ReturnType<typeof build>) => set.diagnostics.filter((d) => d.severity === 'error');
const unsupported = (text: string) => errors(build(text)).map((d) => d.feature ?? d.code);

/** The page's expansions of `spacious`, `bouncing` and `switching=notincheck` (explained below). */
const page = build('royal K=K-!mK Q=Q-!mK R=R-!mW B=B-!mF N=N-!mN P=(mfW+cesF+imefW02)-!mK +P');
const bounce = build('royal @B=B-[([a,h]zB)0] K Q R B N P +P');
const sw = build('royal @K @Q=QN @R @B @N @P @X=wwK--!jj{K}U[*] K=K+[*]wwK Q=QX R=RX B=BX N=NX P=PX +P');

describe('the page expansions compile complete', () => {
  it.each([
    ['spacious', page],
    ['bouncing', bounce],
    ['switching=notincheck', sw],
  ])('%s', (_, set) => {
    expect(set.complete).toBe(true);
    expect(errors(set)).toEqual([]);
  });
});

describe('FBR then-leg with a setup (-!mY)', () => {
  // White: x2-x3 (x4 beyond, empty) and x2-x4 (x5 beyond) for 8 files: 16. Nb1-c3 (next leap the
  // same way: d5, empty) and Ng1-f3 (e5); Nb1-a3 and Ng1-h3 would leap on off the board, Nd2 and
  // Ne2 are occupied: 18. Black's 18 answers (mirrored) lose: x7-x5 when White's pawn stands on x4
  // (the square beyond), Nb8-c6 when White stands on d4, Ng8-f6 when White stands on e4. So the 6
  // double steps a-c, f-h leave 17, d2-d4 and e2-e4 leave 16, the 8 single steps and 2 knight
  // moves leave 18: 6 * 17 + 2 * 16 + 10 * 18 = 314. No capture or check is possible in two plies.
  // The `spacious` keyword (shape.test.ts) is this expansion, so it counts the same.
  it.each([
    ['the page expansion', page],
    ['the spacious keyword', build('royal spacious K Q R B N P +P')],
  ])('perft 1 = 18 and perft 2 = 314 from the start: %s', (_, set) => {
    const pos = Position.fromFen(set.variant.startFen, set.variant);
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
});

/**
 * The page's expansion of `bouncing`: `royal @B=B-[([a,h]zB)0] K Q R B N P +P`. `@B` redefines the
 * letter `B`, and the predefined `Q` (= `RB`) rides it too. Read: after a bishop ride, any number of
 * further bishop rides, each starting on the a- or h-file with the direction reflected (the only
 * reflection that stays on the board there flips the file direction); a leg that ends on a piece
 * captures it and ends the move. Hand-derived moves, as Fairy-Stockfish has no bouncing pieces.
 */
describe('FBR bounce legs (X-[([a,h]zX)0])', () => {
  it('perft 1 = 20 from the start (no bishop or queen can move yet)', () => {
    const pos = Position.fromFen(bounce.variant.startFen, bounce.variant);
    expect(perft(pos, 1)).toBe(20);
  });

  it('a bishop bounces off an empty edge square, and stops where it captures', () => {
    // Bf4 (Kb1 White; Black: Ke8, Pg7, Nh2). NE: g5, h6 (empty, on the h-file), reflected NW: g7
    // takes the pawn and ends. NW: e5, d6, c7, b8 (last rank). SE: g3, h2 takes the knight and ends
    // (no bounce on to g1). SW: e3, d2, c1.
    const pos = Position.fromFen('4k3/6p1/8/8/5B2/8/7n/1K6 w - - 0 1', bounce.variant);
    expect(targetsFrom(pos, 'f4')).toEqual(
      ['b8', 'c1', 'c7', 'd2', 'd6', 'e3', 'e5', 'g3', 'g5', 'g7', 'h2', 'h6'].sort(),
    );
  });

  it("the queen's diagonals (Q = RB with the macro B) bounce and give check", () => {
    // Qe1 against Kd8: NE f2 g3 h4, reflected g5 f6 e7 d8; NW d2 c3 b4 a5, reflected b6 c7 d8: check.
    // The king's squares: c7 and e7 lie on those lines, e7 and e8 on the e-file; c8 and d7 do not.
    const pos = Position.fromFen('3k4/8/8/8/8/8/8/4Q2K b - - 0 1', bounce.variant);
    expect(pos.isCheck()).toBe(true);
    expect(targetsFrom(pos, 'd8')).toEqual(['c8', 'd7']);
  });
});

/**
 * The page's expansion of `switching=notincheck`:
 * `royal @K @Q=QN @R @B @N @P @X=wwK--!jj{K}U[*] K=K+[*]wwK Q=QX R=RX B=BX N=NX P=PX +P`. `X` swaps
 * with an adjacent own piece (`wwK`), and its independent setup leg must find an own K (`jj{K}`)
 * anywhere (`U`) on an unthreatened square (`[*]`); the king's own `[*]wwK` swaps from an
 * unthreatened square. With one K a side both say "not in check", as the page glosses it ("Switching
 * is not permitted if the King is in check"). Hand-derived moves (Fairy-Stockfish has no switching).
 */
describe('FBR independent king-safety leg (X--!jj{K}U[*]) and [*] origins', () => {
  it('not in check: the king and the pawns switch with adjacent own pieces', () => {
    // Ke1, Pd2, Pe2 (Black: Kh8, Ra3, which attacks neither the king nor d1, f1, f2, d2, e2).
    // Ke1: d1, f1, f2, and switches with d2 and e2. Pd2: d3, d4, and switches with e1 and e2.
    const pos = Position.fromFen('7k/8/8/8/8/r7/3PP3/4K3 w - - 0 1', sw.variant);
    expect(targetsFrom(pos, 'e1')).toEqual(['d1', 'd2', 'e2', 'f1', 'f2']);
    expect(targetsFrom(pos, 'd2')).toEqual(['d3', 'd4', 'e1', 'e2']);
  });

  it('in check: no switching at all, although switching the king away would evade', () => {
    // The rook on a1 checks along the first rank: Kd1 and Kf1 stay on it, Kf2 is free. A switch
    // (Ke1 with Pd2 or Pe2, either way round) would take the king off the rank, but is not permitted.
    const pos = Position.fromFen('7k/8/8/8/8/8/3PP3/r3K3 w - - 0 1', sw.variant);
    expect(targetsFrom(pos, 'e1')).toEqual(['f2']);
    expect(targetsFrom(pos, 'd2')).toEqual([]);
    expect(targetsFrom(pos, 'e2')).toEqual([]);
  });
});

describe('forms beside these that stay unsupported, with the reason', () => {
  /** [why, rules, the error features: all of them, or (`contains`) one among them] */
  it.each<[string, string, { all: string[] } | { contains: string }]>([
    [
      'D-!mD: the next D leap skips a square (no PieceType.rules.spacious)',
      'royal K N=D-!mD',
      { all: ['leg:then'] },
    ],
    ["N-!mW: no W step points the knight's way", 'royal K N=N-!mW', { all: ['leg:then'] }],
    ['a setup leg that is not a plain quiet step', 'royal K R=R-!cW', { all: ['leg:then', 'setup'] }],
    ['a repeated group', 'royal K N=(N)0', { all: ['group'] }],
    [
      'spacious pieces on a wrapping board (refused by the core)',
      'royal cylindric K R=R-!mW',
      { all: ['leg:then'] },
    ],
    ["[a,g] is not the board's edge", 'royal @B=B-[([a,g]zB)0] K Q R B N P +P', { contains: 'leg:then' }],
    [
      "a rook's sideways reflection would ride back over its path",
      'royal K R=R-[([a,h]zR)0]',
      { all: ['modifier:z'] },
    ],
    ['bouncing on a wrapping board', 'royal cylindric @B=B-[([a,h]zB)0] K B', { all: ['modifier:z'] }],
    [
      '[*] on a rook\'s origin: "the rook is not attacked" is no core condition',
      'royal K R=[*]wwK+R',
      { all: ['range:special'] },
    ],
    [
      'two royal types: an unthreatened K is not "not in check"',
      'royal{KQ} @X=wwK--!jj{K}U[*] K Q=QX R B N P +P',
      { contains: 'range:special' },
    ],
  ])('%s (%s)', (_, rules, reasons) => {
    if ('all' in reasons) expect(unsupported(rules)).toEqual(reasons.all);
    else expect(unsupported(rules)).toContain(reasons.contains);
  });
});
