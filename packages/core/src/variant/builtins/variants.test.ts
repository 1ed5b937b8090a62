import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../../tests/depth.js';
import { perft } from '../../perft.js';
import { Position } from '../../position.js';
import { boardVariant } from './board-variant.js';
import { chessZones } from './chess.js';
import { variants } from './index.js';
import { boxZone, rankZone } from './zones.js';

interface OracleCase {
  readonly variant: keyof typeof variants;
  readonly fen: string;
  readonly depth: number;
  readonly nodes: number;
}

/** Fairy-Stockfish (ffish 0.7.10) perft counts, made by `tests/oracles/make-fsf-fixtures.ts`. */
const oracle: OracleCase[] = JSON.parse(
  fs.readFileSync(new URL('../../../test/fixtures/fsf-perft.json', import.meta.url), 'utf8'),
);

/** Every built-in variant, in the order `variants` lists them. */
const NAMES = [
  'chess',
  'chess960',
  'crazyhouse',
  'capablanca',
  'xiangqi',
  'janggi',
  'shogi',
  'makruk',
  'atomic',
  'kingofthehill',
  'threecheck',
  'antichess',
  'giveaway',
  'horde',
  'racingkings',
] as const;

/** Variants that `fsf-perft.json` has no cases for (janggi's ffish counts are in `../janggi.test.ts`). */
const WITHOUT_ORACLE: ReadonlySet<string> = new Set(['chess960', 'giveaway', 'janggi']);

describe('built-in variants match Fairy-Stockfish perft', () => {
  for (const name of NAMES.filter((n) => !WITHOUT_ORACLE.has(n))) {
    const cases = oracle.filter((c) => c.variant === name);
    it(`${name}: the start position and at least five mid-game positions are covered`, () => {
      expect(cases[0]!.fen.split(' ')[0]).toBe(variants[name].startFen.split(' ')[0]);
      expect(cases.length).toBeGreaterThanOrEqual(6);
    });
    for (const c of cases) {
      // Counts over 100 k nodes (eight start positions at depth 3–4; 1.68 M of the file's 4.43 M nodes) run under
      // `pnpm test:deep`; the chessops variant table (`test/peer-perft.test.ts`) counts those starts too.
      it.skipIf(c.nodes > bySize(100_000, Number.POSITIVE_INFINITY))(
        `${name} ${c.fen} depth ${c.depth} = ${c.nodes}`,
        () => {
          const pos = Position.fromFen(c.fen, variants[name]);
          expect(perft(pos, c.depth)).toBe(c.nodes);
        },
      );
    }
  }
});

describe('Fairy-Stockfish FENs load unchanged', () => {
  for (const c of oracle) {
    it(`${c.variant}: ${c.fen}`, () => {
      const pos = Position.fromFen(c.fen, variants[c.variant]);
      // En passant is written only when a capture is possible (as Fairy-Stockfish does).
      expect(pos.toFen()).toBe(c.fen);
    });
  }
});

describe('variant rules', () => {
  it('xiangqi: generals may not face each other on an open file', () => {
    const pos = Position.fromFen('4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1', variants.xiangqi);
    const targets = pos.legalMoves().map((m) => m.to);
    expect(targets).not.toContain('e1');
    expect(targets).toContain('d2');
  });

  it('xiangqi: a cannon captures over exactly one screen', () => {
    const pos = Position.fromFen('3k5/9/9/9/4p4/9/4P4/9/4C4/4K4 w - - 0 1', variants.xiangqi);
    const cannon = pos.legalMoves().filter((m) => m.from === 'e2');
    expect(cannon.some((m) => m.to === 'e6' && m.captured === 'soldier')).toBe(true);
    expect(cannon.some((m) => m.to === 'e4')).toBe(false);
  });

  it('xiangqi and janggi: a soldier move leaves the move counter, as Fairy-Stockfish counts', () => {
    // ffish 0.7.10 after c4c5 a7a6 b1c3: xiangqi `… b - - 3 2`, janggi `… b - - 3 2`
    for (const v of [variants.xiangqi, variants.janggi]) {
      const pos = Position.fromFen(v.startFen, v);
      for (const m of ['c4c5', 'a7a6', 'b1c3']) pos.play(m);
      expect([v.id, pos.toFen().split(' ').slice(-2).join(' ')]).toEqual([v.id, '3 2']);
    }
  });

  it('xiangqi: a threefold repetition draws; perpetual check loses; 50 moves without capture draw', () => {
    const shuffle = ['b1c3', 'b10c8', 'c3b1', 'c8b10'];
    const pos = Position.fromFen(variants.xiangqi.startFen, variants.xiangqi);
    for (const m of [...shuffle, ...shuffle]) pos.play(m);
    expect(pos.outcome()).toEqual({ winner: undefined, reason: 'repetition' });
    // the chariot checks from d2 and e2 in turn, the general steps d10-e10-d10
    const checks = Position.fromFen('3k5/9/9/9/9/9/9/9/4R4/5K3 w - - 0 1', variants.xiangqi);
    for (const m of ['e2d2', 'd10e10', 'd2e2', 'e10d10', 'e2d2', 'd10e10', 'd2e2', 'e10d10']) checks.play(m);
    expect(checks.outcome()).toEqual({ winner: 'black', reason: 'perpetual-check' });
    const quiet = Position.fromFen('3k5/9/9/9/9/9/9/9/9/R3K4 w - - 99 60', variants.xiangqi);
    quiet.play('e1e2');
    expect(quiet.outcome()).toEqual({ winner: undefined, reason: 'move-count' });
  });

  it('xiangqi: advisors and elephants alone cannot give check: a draw by material', () => {
    const outcome = (fen: string) => Position.fromFen(fen, variants.xiangqi).outcome();
    expect(outcome('3k5/4a4/b8/9/9/9/9/9/4A4/4K1B2 b - - 0 99')).toEqual({
      winner: undefined,
      reason: 'insufficient-material',
    });
    expect(outcome('3k5/4a4/9/9/9/9/4p4/9/4A4/4K1B2 b - - 0 99')).toBeUndefined(); // a soldier can
    expect(outcome('3k5/4a4/9/9/9/9/9/9/4A4/4KNB2 b - - 0 99')).toBeUndefined(); // a horse can
  });

  it('janggi and shogi: the move completing a perpetual check is legal and loses, as in Fairy-Stockfish', () => {
    // ffish 0.7.10 from these positions: the checker's completing move is among its legal moves, result 0-1 after it
    const cases = [
      [variants.janggi, '3k5/9/9/9/9/9/9/9/3R5/5K3 b - - 0 1', ['d10e10', 'd2e2', 'e10d10', 'e2d2'], 3],
      [variants.shogi, '3k5/9/9/9/9/9/9/3R5/4K4[] b - - 0 1', ['d9e9', 'd2e2', 'e9d9', 'e2d2'], 4],
    ] as const;
    for (const [v, fen, cycle, n] of cases) {
      const pos = Position.fromFen(fen, v);
      const plies = 4 * (n - 1);
      for (let i = 0; i < plies - 1; i++) pos.play(cycle[i % 4]!);
      expect(pos.legalMoves().map((m) => pos.uci(m))).toContain(cycle[3]);
      pos.play(cycle[3]);
      expect([v.id, pos.outcome()]).toEqual([v.id, { winner: 'black', reason: 'perpetual-check' }]);
    }
  });

  it('makruk: a draw by material where Fairy-Stockfish sees no mate', () => {
    const outcome = (fen: string) => Position.fromFen(fen, variants.makruk).outcome()?.reason;
    expect(outcome('8/8/3m4/8/6K1/8/6k1/8 b - - 0 40')).toBe('insufficient-material'); // one met
    expect(outcome('8/4k3/1K6/8/8/8/8/5n2 w - - 0 40')).toBe('insufficient-material'); // one knight
    expect(outcome('8/6K1/2k5/3p4/8/8/8/8 b - - 0 40')).toBe('insufficient-material'); // a pawn (it promotes to a met)
    expect(outcome('8/4k3/1K6/8/8/8/8/5r2 w - - 0 40')).toBeUndefined(); // a rook mates
    expect(outcome('8/4k3/1K6/8/8/8/P7/5n2 w - - 0 40')).toBeUndefined(); // a knight with a second piece
    expect(outcome('8/8/3m4/8/6K1/8/6k1/7N b - - 0 40')).toBeUndefined(); // a met beside another piece
  });

  it('shogi: a pawn drop that mates is illegal, other drops are fine', () => {
    // Black king on e9; lances guard d9 and f9, a gold guards d8, f8 and e8: a pawn drop on e8 mates.
    const pos = Position.fromFen('4k4/9/4G4/9/9/9/9/9/3LKL3[P] w - - 0 1', variants.shogi);
    const drops = pos.legalMoves().filter((m) => m.drop && m.piece === 'pawn');
    expect(drops.some((m) => m.to === 'e8')).toBe(false);
    expect(drops.length).toBeGreaterThan(0);
    // Without the f-lance the king escapes to f9: the same drop gives check and is legal.
    const open = Position.fromFen('4k4/9/4G4/9/9/9/9/9/3LK4[P] w - - 0 1', variants.shogi);
    expect(open.legalMoves().some((m) => m.drop && m.to === 'e8')).toBe(true);
  });

  it('shogi: no second unpromoted pawn on a file (nifu)', () => {
    const pos = Position.fromFen('4k4/9/9/9/9/9/4P4/9/4K4[P] w - - 0 1', variants.shogi);
    expect(pos.legalMoves().filter((m) => m.drop && m.to.startsWith('e'))).toEqual([]);
  });

  it('crazyhouse: a captured promoted piece returns to the hand as a pawn', () => {
    const pos = Position.fromFen('k3r3/8/8/8/8/8/8/K3Q~3[] b - - 0 1', variants.crazyhouse);
    pos.play({ from: 'e8', to: 'e1', piece: 'rook' });
    expect(pos.toSetup().hands?.black).toEqual({ pawn: 1 });
    expect(pos.toFen()).toBe('k7/8/8/8/8/8/8/K3r3[p] w - - 0 2');
  });

  it('makruk: pawns promote to met on the sixth rank', () => {
    const pos = Position.fromFen('k7/8/8/4P3/8/8/8/K7 w - - 0 1', variants.makruk);
    const moves = pos.legalMoves().filter((m) => m.from === 'e5');
    expect(moves).toEqual([{ from: 'e5', to: 'e6', piece: 'pawn', promotion: 'met' }]);
  });

  it('capablanca: castling moves the king three files', () => {
    const pos = Position.fromFen('r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1', variants.capablanca);
    const castles = pos.legalMoves().filter((m) => m.castle);
    expect(castles.map((m) => [m.castle, m.to, m.rookFrom])).toEqual([
      ['short', 'i1', 'j1'],
      ['long', 'c1', 'a1'],
    ]);
  });
});

describe('built-in variants are built on first access', () => {
  it('give the same object on every access, and every name is listed', () => {
    for (const name of Object.keys(variants) as (keyof typeof variants)[]) {
      expect(variants[name]).toBe(variants[name]);
      expect(variants[name].id.length).toBeGreaterThan(0);
    }
    expect(Object.keys(variants)).toEqual(NAMES);
  });
});

describe('boardVariant', () => {
  it('writes id, name and board first, then the rules, with zones of that board size', () => {
    const def = boardVariant('v', 'V', 9, 10, (zones) => ({
      pieces: [],
      zones: { a: zones.ranks([0, 4]), b: zones.box(3, 5, 0, 2), ...zones.chess() },
      startFen: '9/9/9/9/9/9/9/9/9/9 w - - 0 1',
    }));
    expect(def).toEqual({
      id: 'v',
      name: 'V',
      board: { files: 9, ranks: 10 },
      pieces: [],
      zones: { a: rankZone(9, 10, [0, 4]), b: boxZone(9, 10, 3, 5, 0, 2), ...chessZones(9, 10) },
      startFen: '9/9/9/9/9/9/9/9/9/9 w - - 0 1',
    });
    expect(Object.keys(def).slice(0, 3)).toEqual(['id', 'name', 'board']);
  });
});
