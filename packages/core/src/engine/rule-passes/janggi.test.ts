/**
 * Janggi's turn rules in core (`engine/rule-passes/janggi.ts`): the free pass (`pass`), bikjang (`bikjang`), their
 * game ends, janggi's count of points (`end.materialCounting` with `points`), and drops kept inside a
 * piece's prison. The whole game is checked against ffish in `@x/fairy-variants` (its janggi built-ins).
 */
import { describe, expect, it } from 'vitest';
import { perft } from '../../perft.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { MoveAtom, VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';

const ORTHOGONAL: MoveAtom['vectors'] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const PALACE = {
  white: ['d1', 'e1', 'f1', 'd2', 'e2', 'f2', 'd3', 'e3', 'f3'],
  black: ['d8', 'e8', 'f8', 'd9', 'e9', 'f9', 'd10', 'e10', 'f10'],
};

/** Kings and guards in their palaces, and rooks, on janggi's board; `extra` sets the rules under test. */
function board(extra: Partial<VariantDefinition>): VariantDefinition {
  return {
    id: 'palace',
    name: 'Palace',
    board: { files: 9, ranks: 10 },
    zones: { palace: PALACE },
    pieces: [
      {
        id: 'king',
        symbol: 'K',
        royal: true,
        prison: 'palace',
        moves: [{ kind: 'leap', vectors: ORTHOGONAL }],
      },
      { id: 'guard', symbol: 'A', prison: 'palace', moves: [{ kind: 'leap', vectors: ORTHOGONAL }] },
      { id: 'rook', symbol: 'R', moves: [{ kind: 'ride', vectors: ORTHOGONAL }] },
    ],
    startFen: '4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1',
    ...extra,
  };
}

const uci = (p: Position) =>
  p
    .legalMoves()
    .map((m) => p.uci(m))
    .sort();

describe('pass', () => {
  const def = board({ pass: true });
  it('is the royal staying in place, while not in check', () => {
    const p = Position.fromFen('3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1', def);
    expect(uci(p)).toContain('e2e2');
    const checked = Position.fromFen('3k5/9/9/9/9/9/9/9/4K4/4r4 w - - 0 1', def);
    expect(uci(checked)).not.toContain('e2e2');
    expect(uci(Position.fromFen('3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1', board({})))).not.toContain('e2e2');
  });
  it('twice in a row ends the game: no moves, a stalemate draw', () => {
    const p = Position.fromFen('3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1', def);
    p.play(p.legalMoves().find((m) => p.uci(m) === 'e2e2')!);
    expect(p.outcome()).toBeUndefined();
    p.play(p.legalMoves().find((m) => p.uci(m) === 'd10d10')!);
    expect(p.legalMoves()).toEqual([]);
    expect(p.outcome()).toEqual({ winner: undefined, reason: 'stalemate' });
  });
});

describe('bikjang', () => {
  const def = board({ pass: true, bikjang: true });
  const facing = '4k4/9/9/9/9/R8/9/9/4K4/9 w - - 0 1';
  it('while the royals face each other, every move but the pass must end the facing', () => {
    const p = Position.fromFen(facing, def);
    // The rook may only close the file; the king must leave it.
    expect(uci(p)).toEqual(['a5e5', 'e2d2', 'e2e2', 'e2f2'].sort());
    // Without bikjang the facing royals are nothing special.
    expect(uci(Position.fromFen(facing, board({ pass: true })))).toContain('a5a6');
  });
  it('allows the pass even in check', () => {
    const p = Position.fromFen('4k4/9/9/9/9/9/9/9/r3K4/9 w - - 0 1', def);
    expect(uci(p)).toContain('e2e2');
  });
  it('in two positions in a row ends the game, decided by the count of points', () => {
    const counted = board({
      pass: true,
      bikjang: true,
      end: { materialCounting: { points: { rook: 13, guard: 3 }, blackBonus: 1 } },
    });
    const p = Position.fromFen('4k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1', counted);
    p.play(p.legalMoves().find((m) => p.uci(m) === 'e2e2')!);
    expect(p.outcome()).toEqual({ winner: 'white', reason: 'bikjang' });
    expect(p.legalMoves()).toEqual([]);
    // 3 points against 0 and Black's 1: White wins; 1 point would not be enough.
    const guard = Position.fromFen('4k4/9/9/9/9/9/9/9/4K4/3A5 w - - 0 1', counted);
    guard.play(guard.legalMoves().find((m) => guard.uci(m) === 'e2e2')!);
    expect(guard.outcome()).toEqual({ winner: 'white', reason: 'bikjang' });
    const bare = Position.fromFen('4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1', counted);
    bare.play(bare.legalMoves().find((m) => bare.uci(m) === 'e2e2')!);
    expect(bare.outcome()).toEqual({ winner: 'black', reason: 'bikjang' });
  });
  it('counts the pass in perft and stops at the end', () => {
    // White: 3 moves that end the facing, and the pass.
    const p = Position.fromFen(facing, def);
    expect(perft(p, 1)).toBe(4);
    // After the pass the royals face again: the game is over (0); after a5e5 Black is in check (d10, f10);
    // after e2d2 or e2f2 Black has d10, f10, e9 and the pass.
    expect(perft(p, 2)).toBe(0 + 2 + 4 + 4);
  });
});

describe('drops and prisons', () => {
  it('a piece is dropped only inside its prison', () => {
    const def = board({ drops: { capturesToHand: true } });
    const p = Position.fromFen('3k5/9/9/9/9/9/9/9/4K4/9[A] w - - 0 1', def);
    const drops = uci(p).filter((m) => m.includes('@'));
    expect(drops.map((m) => m.slice(2)).sort()).toEqual(['d1', 'd2', 'd3', 'e1', 'e3', 'f1', 'f2', 'f3']);
  });
});

describe('the definition', () => {
  it('validates pass, bikjang and points', () => {
    const def = board({
      pass: true,
      bikjang: true,
      end: { materialCounting: { points: { rook: 13 }, blackBonus: 1 } },
    });
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(def)))).toEqual(def);
    expect(() => parseVariantDefinition({ ...def, end: { materialCounting: { points: {} } } })).toThrow();
  });
});

describe('the built-in janggi', () => {
  // ffish 0.7.10's perft of its built-in janggi (`packages/fairy-variants/test/fixtures/ffish-builtin-perft.json`).
  const FFISH: [string, number[]][] = [
    ['rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1', [32, 1024, 33000]],
    ['rnba2b2/5a2r/1c3k1cn/2p3p1p/p8/4P4/P1P3P1P/1C4NC1/9/RNBAKAB1R w - - 1 8', [35, 1117, 39518]],
    ['r1b1aabnr/4k4/nc5c1/p1p1p1p1p/9/9/PP2P1P1P/1C5C1/3K5/RNBA1ABNR w - - 4 3', [30, 871, 24888]],
    ['rnba2bnr/4a4/1c3k1c1/p1p1p1p1p/9/9/P1P2PP1P/1CN3NC1/4K4/R1BA1AB1R w - - 6 4', [40, 1372, 53567]],
  ];
  it.each(FFISH)('perft from %s equals ffish', (fen, counts) => {
    const p = Position.fromFen(fen, variants.janggi);
    expect(counts.map((_, i) => perft(p, i + 1))).toEqual(counts);
  });
  it('moves along the palace lines: chariot, cannon, soldier, general', () => {
    const p = Position.fromFen('3k5/9/3P5/9/9/9/9/9/4AK3/3R1C3 w - - 0 1', variants.janggi);
    const moves = uci(p);
    // The advisor on e2 blocks the chariot's line from d1 (its own soldier its file at d8) and is the
    // cannon's screen from f1 to d3.
    expect(moves).toContain('f1d3');
    expect(moves.filter((m) => m.startsWith('d1') && m !== 'd1e1')).toEqual(
      ['d1a1', 'd1b1', 'd1c1', ...['d2', 'd3', 'd4', 'd5', 'd6', 'd7'].map((s) => `d1${s}`)].sort(),
    );
    // The advisor on e2 steps along the lines (not to d1: the chariot's); the general on f2, off them, does
    // not (no f2e1, f2e3 outside the palace) but may pass; the soldier on d8 steps to e9 along a line.
    expect(moves).toEqual(expect.arrayContaining(['e2d3', 'e2f3', 'd8e9', 'f2f2']));
    expect(moves).not.toContain('f2e1');
  });
});
