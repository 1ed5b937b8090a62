import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { rng } from '../../../../tests/rng.js';
import { ChessPosition } from '../chess/index.js';
import { leaper, rider } from '../variant/atoms.js';
import { Position } from '../position.js';
import type { VariantDefinition } from '../variant/definition.js';
import { bishop, king, knight, pawn, queen, rook } from '../variant/builtins/chess.js';
import { variants } from '../variant/builtins/index.js';
import { rankZone } from '../variant/builtins/zones.js';
import {
  attackersOf,
  createMoveBuffer,
  engineLayout,
  fullmoveNumber,
  generateLegalMoves,
  generateMovesFrom,
  generateMovesTo,
  givesCheck,
  inCheck,
  isAttacked,
  KIND_DROP,
  makeMove,
  pieceCode,
  moveOrigin,
  moveKind,
  movePieceType,
  movePromotion,
  moveTarget,
  sideToMove,
  unmakeMove,
} from './index.js';

const sorted = (a: Int32Array, n: number) => [...a.subarray(0, n)].sort((x, y) => x - y);

/**
 * Variants whose piece types `generateMovesTo` finds backwards through the attack tables (plain leaps and rides)
 * next to types it generates forwards: a nightrider, an amazon, a piece whose leap and ride reach the same
 * squares, a rook limited to two steps, a move-only rook and a capture-only leaper, on a board with holes and on
 * a cylinder.
 */
const fairyPieces = [
  pawn(['queen', 'nightrider', 'amazon']),
  knight,
  bishop,
  rook,
  queen,
  { id: 'nightrider', symbol: 'H', moves: [rider(1, 2)] },
  { id: 'amazon', symbol: 'A', moves: [leaper(1, 2), rider(0, 1), rider(1, 1)] },
  { id: 'overlap', symbol: 'O', moves: [leaper(1, 1), leaper(0, 1), rider(1, 1)] },
  { id: 'short-rook', symbol: 'S', moves: [rider(0, 1, { range: 2 })] },
  { id: 'mover', symbol: 'M', moves: [rider(0, 1, { mode: 'move' }), leaper(1, 2, { mode: 'capture' })] },
  king,
] as const;
const fairyBase = {
  pieces: fairyPieces,
  zones: {
    'pawn-start': rankZone(8, 8, [1]),
    promotion: rankZone(8, 8, [7]),
  },
  startFen: 'rhaoksmr/pppppppp/8/8/8/8/PPPPPPPP/RHAOKSMR w - - 0 1',
  end: { checkmate: 'win', stalemate: 'draw' },
} as const;
const fairy: VariantDefinition = {
  ...fairyBase,
  id: 'fairy-holes',
  name: 'Fairy pieces on a board with holes',
  board: { files: 8, ranks: 8, holes: ['d4', 'e5', 'c6'] },
};
const fairyCylinder: VariantDefinition = {
  ...fairyBase,
  id: 'fairy-cylinder',
  name: 'Fairy pieces on a cylinder',
  board: { files: 8, ranks: 8, wrapFiles: true },
};
const fairyCollinear: VariantDefinition = {
  ...fairyBase,
  pieces: [
    ...fairyPieces,
    { id: 'alfil-bishop', symbol: 'E', moves: [leaper(2, 2), rider(1, 1)] },
    { id: 'alfil-rider', symbol: 'L', moves: [rider(2, 2)] },
  ],
  startFen: 'rhaoksmr/pppppppp/2el4/8/8/2EL4/PPPPPPPP/RHAOKSMR w - - 0 1',
  id: 'fairy-collinear',
  name: 'Fairy pieces with two attack routes along one line',
  board: { files: 8, ranks: 8 },
};
const fairyPass: VariantDefinition = {
  ...fairyBase,
  id: 'fairy-pass',
  name: 'Fairy pieces, sliders pass holes',
  board: { files: 8, ranks: 8, holes: ['d4', 'e5'], holeMode: 'pass' },
};

/** Positions along seeded random games of a variant. */
function* positions(variant: VariantDefinition, games: number, plies: number) {
  const random = rng(3);
  for (let g = 0; g < games; g++) {
    const pos = Position.fromFen(variant.startFen, variant);
    for (let ply = 0; ply < plies; ply++) {
      yield pos;
      const moves = pos.legalMoves();
      if (moves.length === 0) break;
      pos.play(moves[Math.floor(random() * moves.length)]!);
    }
  }
}

describe('@x/core/engine agrees with the full legal move list', () => {
  const cases: [string, VariantDefinition, number][] = [
    ...(['chess', 'chess960', 'capablanca', 'xiangqi', 'shogi', 'crazyhouse', 'atomic'] as const).map(
      (name): [string, VariantDefinition, number] => [name, variants[name], 3],
    ),
    ...(['makruk', 'kingofthehill', 'horde', 'racingkings'] as const).map(
      (name): [string, VariantDefinition, number] => [name, variants[name], 2],
    ),
    ['fairy pieces, holes', fairy, 4],
    ['fairy pieces, cylinder', fairyCylinder, 4],
    ['fairy pieces, sliders pass holes', fairyPass, 4],
    ['fairy pieces, two attack routes along one line', fairyCollinear, 4],
  ];
  // `pnpm test` plays 20 plies of one random game of each; `pnpm test:deep` all of them, 40 plies each (a game's
  // 40 positions ask generateMovesTo about every (square, piece type) pair: about 1 s per game for the fairy boards).
  for (const [name, variant, allGames] of cases) {
    const games = bySize(1, allGames);
    it(`${name}: generateMovesTo / generateMovesFrom / givesCheck on ${games} random game(s)`, () => {
      const all = createMoveBuffer();
      const some = createMoveBuffer();
      for (const pos of positions(variant, games, bySize(20, 40))) {
        const n = generateLegalMoves(pos, all);
        expect(new Set(all.subarray(0, n)).size, 'a move listed twice').toBe(n);
        const { size, typeIds } = engineLayout(pos);
        // The legal moves by (destination, piece type); type 0 is every type. Compared as one string per
        // position: an expect per (square, type) pair cost the runner more than the move generation.
        const byTarget = new Map<number, number[]>();
        for (const m of [...all.subarray(0, n)].sort((x, y) => x - y)) {
          const type = movePieceType(pos, m);
          const keys = [moveTarget(m) * typeIds.length];
          if (type > 0 && type < typeIds.length) keys.push(moveTarget(m) * typeIds.length + type);
          for (const key of keys) {
            const list = byTarget.get(key);
            if (list) list.push(m);
            else byTarget.set(key, [m]);
          }
        }
        const got: string[] = [];
        const want: string[] = [];
        for (let to = 0; to < size; to++) {
          for (let type = 0; type < typeIds.length; type++) {
            const key = to * typeIds.length + type;
            got.push(`${to}/${type}: ${sorted(some, generateMovesTo(pos, to, type, some)).join(',')}`);
            want.push(`${to}/${type}: ${(byTarget.get(key) ?? []).join(',')}`);
          }
        }
        expect(got.join('\n')).toBe(want.join('\n'));
        const from = n > 0 ? moveOrigin(all[0]!) : 0;
        expect(sorted(some, generateMovesFrom(pos, from, some))).toEqual(
          [...all.subarray(0, n)]
            .filter((m) => moveOrigin(m) === from && (m >>> 24) % 8 !== 5)
            .sort((x, y) => x - y),
        );
        for (let i = 0; i < n; i++) {
          const m = all[i]!;
          const quick = givesCheck(pos, m);
          makeMove(pos, m);
          expect(quick).toBe(inCheck(pos, sideToMove(pos)));
          unmakeMove(pos);
        }
      }
    }, 60_000);
  }

  it('a check along two routes is not blocked on one of them (cylinder wrap, leap and ride on one line)', () => {
    // The nightrider on h4 checks d2 through f3 and, wrapping round the files, through b3.
    const wrap = Position.fromFen(
      'r1a1ksmr/1p1ppp2/p1p3p1/7p/7h/2AP3P/PPPKPP2/R3OSMR w - - 2 9',
      fairyCylinder,
    );
    expect(wrap.legalMoves().some((m) => m.from === 'f2' && m.to === 'f3')).toBe(false);
    // The alfil-bishop on c3 checks e5 by its leap and by its ride through d4: Rd4 blocks only the ride.
    const line = Position.fromFen('4k3/8/8/4K3/8/2e5/8/3R4 w - - 0 1', fairyCollinear);
    expect(line.legalMoves().some((m) => m.to === 'd4')).toBe(false);
    expect(line.legalMoves().every((m) => m.piece === 'king')).toBe(true);
  });

  it('a move two atoms reach is listed once (a ferz leap inside a bishop ride, a rook on a cylinder)', () => {
    const overlap = Position.fromFen('4k3/8/8/8/8/8/8/O3K3 w - - 0 1', fairy);
    expect(overlap.legalMoves().filter((m) => m.from === 'a1' && m.to === 'b2')).toHaveLength(1);
    const cylinder = Position.fromFen('4k3/8/8/8/8/8/4K3/R7 w - - 0 1', fairyCylinder);
    const rook = cylinder.legalMoves().filter((m) => m.from === 'a1');
    // Seven squares along the rank (reached both ways round) and seven up the file.
    expect(rook).toHaveLength(14);
  });

  it('attackersOf lists exactly the attacking pieces', () => {
    const pos = Position.fromFen('4k3/8/8/3q4/8/1N3n2/8/R3K3 w - - 0 1');
    const out = new Int32Array(64);
    // d4 (27): attacked by the black queen on d5 (35) and the knight on f3 (21); by White's knight on b3 (17).
    expect(sorted(out, attackersOf(pos, 27, 1, out))).toEqual([21, 35]);
    expect(sorted(out, attackersOf(pos, 27, 0, out))).toEqual([17]);
    expect(isAttacked(pos, 27, 1)).toBe(true);
    expect(isAttacked(pos, 63, 0)).toBe(false);
  });

  it('pieceCode reads the squares only (the generic state keeps its piece lists after them)', () => {
    for (const pos of [
      Position.fromFen('4k3/8/8/8/8/8/8/R3K3 w Q - 0 1'),
      ChessPosition.fromFen('4k3/8/8/8/8/8/8/R3K3 w Q - 0 1'), // the engine surface takes both (a `BasePosition`)
    ]) {
      expect([pieceCode(pos, 0), pieceCode(pos, 4), pieceCode(pos, 60), pieceCode(pos, 63)]).toEqual([
        16, 24, 25, 0,
      ]);
      for (const off of [-1, 64, 65, 66, 72, 100, 200, 263, 264, 1e6, 0.5, Number.NaN]) {
        expect(pieceCode(pos, off), `${pos.constructor.name} ${off}`).toBe(0);
      }
    }
  });

  it('fullmoveNumber follows the FEN field through moves and takebacks (both position classes)', () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 3 41';
    for (const pos of [Position.fromFen(fen), ChessPosition.fromFen(fen)]) {
      const buf = createMoveBuffer();
      const numbers = [fullmoveNumber(pos)];
      for (let ply = 0; ply < 3; ply++) {
        generateLegalMoves(pos, buf);
        makeMove(pos, buf[0]!);
        numbers.push(fullmoveNumber(pos));
        expect(fullmoveNumber(pos)).toBe(pos.toSetup().fullmoves);
      }
      unmakeMove(pos);
      expect([...numbers, fullmoveNumber(pos)]).toEqual([41, 42, 42, 43, 42]);
    }
  });

  it('move accessors: piece, promotion, drop and gate types', () => {
    const pos = Position.fromFen('4k3/1P6/8/8/8/8/8/4K3[Nn] w - - 0 1', variants.crazyhouse);
    const buf = createMoveBuffer();
    const n = generateLegalMoves(pos, buf);
    const { typeOf } = engineLayout(pos);
    const moves = [...buf.subarray(0, n)];
    const promotion = moves.find((m) => movePromotion(m) === typeOf.get('queen'))!;
    expect(movePieceType(pos, promotion)).toBe(typeOf.get('pawn'));
    const drop = moves.find(
      (m) => moveKind(m) === KIND_DROP && movePieceType(pos, m) === typeOf.get('knight'),
    );
    expect(drop).toBeDefined();
  });
});
