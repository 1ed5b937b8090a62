/**
 * Attacking drops (`VariantDefinition.attackingDrops`, FBR `drop=withattack`: "A piece drop is possible only if the
 * dropped piece is immediately attacking an opponent piece"). Counts by hand beside crazyhouse; two plies deep, every
 * legal move list equals crazyhouse's with the drops that attack nothing taken out, the attacks found by the pieces'
 * geometry. Fairy-Stockfish has no such rule (no perft reference).
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import { perft } from '../../perft.js';
import { variants } from '../../variant/builtins/index.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { compileVariant } from '../../variant/compile/compile.js';
import { parseVariantDefinition } from '../../schema/index.js';
import { VariantError } from '../../errors/errors.js';

const zh = variants.crazyhouse;
const attacking = (ids: readonly string[]): VariantDefinition => ({
  ...zh,
  id: 'attacking-drops',
  attackingDrops: ids,
});
const knights = attacking(['knight']);
const drops = (pos: Position) => pos.legalMoves().filter((m) => m.from === undefined);

/** Whether a `color` knight, bishop or pawn on `sq` of `pos` attacks a piece of the other colour (by geometry). */
function attacksFrom(pos: Position, piece: string, color: 'white' | 'black', sq: string): boolean {
  const f0 = sq.charCodeAt(0) - 97;
  const r0 = Number(sq.slice(1)) - 1;
  const at = (f: number, r: number) =>
    f >= 0 && f < 8 && r >= 0 && r < 8 ? pos.pieceAt(`${String.fromCharCode(97 + f)}${r + 1}`) : undefined;
  const enemy = (f: number, r: number) => {
    const p = at(f, r);
    return p !== undefined && p.color !== color;
  };
  if (piece === 'pawn') {
    const r = color === 'white' ? r0 + 1 : r0 - 1;
    return enemy(f0 - 1, r) || enemy(f0 + 1, r);
  }
  const steps = [-2, -1, 1, 2];
  if (piece === 'knight')
    return steps.some((df) => steps.some((dr) => Math.abs(df) !== Math.abs(dr) && enemy(f0 + df, r0 + dr)));
  return [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ].some(([df, dr]) => {
    for (let k = 1; k < 8; k++) {
      const f = f0 + k * df!;
      const r = r0 + k * dr!;
      if (f < 0 || f > 7 || r < 0 || r > 7) return false;
      if (at(f, r) !== undefined) return enemy(f, r);
    }
    return false;
  });
}

/** `pos`'s legal moves as UCI, and crazyhouse's in the same position without the drops that attack nothing. */
function bothLists(fen: string, rule: VariantDefinition): [string[], string[]] {
  const pos = Position.fromFen(fen, rule);
  const base = Position.fromFen(fen, zh);
  const color = base.turn;
  const want = base
    .legalMoves()
    .filter((m) => m.from !== undefined || attacksFrom(base, m.piece, color, m.to))
    .map((m) => base.uci(m));
  return [
    pos
      .legalMoves()
      .map((m) => pos.uci(m))
      .sort(),
    want.sort(),
  ];
}

describe('attacking drops', () => {
  it('a knight drops only where it attacks a black piece: 12 of 61 squares', () => {
    // Black Ke8, Rd4: the knight attacks e8 from c7 d6 f6 g7 and d4 from b3 b5 c2 c6 e2 e6 f3 f5. White's Ke1 has e2,
    // f1, f2 (d1 d2 are on the rook's file).
    const fen = '4k3/8/8/8/3r4/8/8/4K3[N] w - - 0 1';
    const pos = Position.fromFen(fen, knights);
    expect(
      drops(pos)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['b3', 'b5', 'c2', 'c6', 'c7', 'd6', 'e2', 'e6', 'f3', 'f5', 'f6', 'g7']);
    expect(pos.legalMoves()).toHaveLength(12 + 3);
    expect(Position.fromFen(fen, zh).legalMoves()).toHaveLength(61 + 3);
  });

  it('only the listed types: a pawn drops anywhere, a knight only attacking', () => {
    const fen = '4k3/8/8/8/3r4/8/8/4K3[NP] w - - 0 1';
    const pos = Position.fromFen(fen, knights);
    // the pawn: the 61 empty squares less ranks 1 and 8 (d8 a8 b8 c8 f8 g8 h8; a1 b1 c1 d1 f1 g1 h1): 47
    expect(drops(pos).filter((m) => m.piece === 'pawn')).toHaveLength(47);
    expect(drops(pos).filter((m) => m.piece === 'knight')).toHaveLength(12);
  });

  it("each legal move list is crazyhouse's without the drops that attack nothing, 2 plies deep", () => {
    // White holds a knight and a bishop, Black a pawn; White's moves, and Black's replies to every third of them.
    const start = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R[NBp] w KQkq - 0 1';
    const rule = attacking(['knight', 'bishop', 'pawn']);
    const [ours, want] = bothLists(start, rule);
    expect(ours).toEqual(want);
    expect(want.filter((m) => m.includes('@')).length).toBeGreaterThan(0);
    let replies = 0;
    let kept = 0;
    for (const uci of ours.filter((_, i) => i % 3 === 0)) {
      const pos = Position.fromFen(start, rule);
      pos.play(uci);
      const [theirs, wanted] = bothLists(pos.toFen(), rule);
      expect(theirs, uci).toEqual(wanted);
      replies += theirs.length;
      kept += theirs.filter((m) => m.includes('@')).length;
    }
    expect(replies).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(0);
    expect(perft(Position.fromFen(start, rule), 1)).toBe(ours.length);
  });

  it('the schema reads the option; a variant without drops is refused', () => {
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(knights))).attackingDrops).toEqual(['knight']);
    expect(() => parseVariantDefinition({ ...knights, attackingDrops: 'knight' })).toThrow(VariantError);
    const { drops: _d, ...noDrops } = knights;
    expect(() => compileVariant({ ...noDrops, id: 'attacking-no-drops' })).toThrow(VariantError);
    expect(
      compileVariant(knights).rules.attackingDrops?.attacking[
        compileVariant(knights).typeById.get('knight')!
      ],
    ).toBe(1);
  });
});
