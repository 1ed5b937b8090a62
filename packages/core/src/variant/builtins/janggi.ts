/** Janggi (Korean chess), as Fairy-Stockfish's built-in `janggi` plays it. */
import { rider } from '../atoms.js';
import type { MoveAtom, PieceType, Vector, VariantDefinition, Zone } from '../definition.js';
import { boardVariant } from './board-variant.js';
import { horsePiece } from './xiangqi.js';

/** The squares of the palaces' diagonal lines (both palaces: pieces of either side move along them). */
const LINES = ['d1', 'f1', 'e2', 'd3', 'f3', 'd8', 'f8', 'e9', 'd10', 'f10'];
const DIAGONALS: readonly Vector[] = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
];
const ORTHOGONAL: readonly Vector[] = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
];

/** The square `k` steps of (dx, dy) from `square`, or undefined off the 9 × 10 board. */
function shift(square: string, dx: number, dy: number): string | undefined {
  const f = square.charCodeAt(0) - 97 + dx;
  const r = Number(square.slice(1)) + dy;
  return f >= 0 && f < 9 && r >= 1 && r <= 10 ? `${String.fromCharCode(97 + f)}${r}` : undefined;
}

/** The line squares from which `k` steps of White's `v` (Black's: mirrored) end on a line square. */
function lineZone([dx, dy]: Vector, k: number): Zone {
  const ends = (s: string, y: number) => LINES.includes(shift(s, k * dx, k * y) ?? '');
  return { white: LINES.filter((s) => ends(s, dy)), black: LINES.filter((s) => ends(s, -dy)) };
}

const zoneName = ([dx, dy]: Vector, k: number) => `line-${dx}-${dy}-${k}`;

/** Steps of `k` squares along the palace lines (the squares between empty), in the directions given. */
function lineSteps(k: number, directions: readonly Vector[] = DIAGONALS): MoveAtom[] {
  return directions.map((v) => ({
    kind: 'leap',
    vectors: [[v[0] * k, v[1] * k]],
    ...(k > 1
      ? { legs: [Array.from({ length: k - 1 }, (_, i): Vector => [v[0] * (i + 1), v[1] * (i + 1)])] }
      : {}),
    fromZone: zoneName(v, k),
  }));
}

/** A piece of the palace: one step straight, or along the lines; royal without a `value`. */
function palacePiece(id: string, symbol: string, value: number | undefined): PieceType {
  return {
    id,
    symbol,
    ...(value === undefined ? { royal: true } : { value }),
    prison: 'palace',
    moves: [{ kind: 'leap', vectors: ORTHOGONAL }, ...lineSteps(1)],
  };
}

/** The elephant: one step straight, then two diagonally outwards, each square on the way empty. */
function elephantMoves(): MoveAtom {
  const vectors: Vector[] = [];
  const legs: Vector[][] = [];
  for (const [a, b] of [
    [2, 3],
    [3, 2],
  ] as const)
    for (const sx of [1, -1])
      for (const sy of [1, -1]) {
        const first: Vector = a > b ? [sx, 0] : [0, sy];
        vectors.push([a * sx, b * sy]);
        legs.push([first, [first[0] + sx, first[1] + sy]]);
      }
  return { kind: 'leap', vectors, legs };
}

/**
 * Janggi with Fairy-Stockfish's letters (`N` horse, `B` elephant, `A` advisor, `C` cannon, `K` general) and
 * rules: moves along the palace lines, the blockable elephant, cannons that neither jump nor take cannons,
 * the pass, bikjang, and janggi's count of points deciding bikjang, two passes and the move count. Its SAN's
 * letters are read too (`P` soldier, `H` horse, `E` elephant).
 */
export function janggi(): VariantDefinition {
  const zones: Record<string, Zone> = {};
  for (const v of DIAGONALS) for (const k of [1, 2]) zones[zoneName(v, k)] = lineZone(v, k);
  return boardVariant('janggi', 'Janggi', 9, 10, (z) => ({
    pieces: [
      // No `pawn`: its moves leave the move counter, as the engine's soldier's do.
      {
        id: 'soldier',
        symbol: 'P',
        san: '',
        sanAliases: ['P'],
        value: 200,
        moves: [
          { kind: 'leap', vectors: ORTHOGONAL.filter(([, dy]) => dy >= 0) },
          ...lineSteps(1, DIAGONALS.slice(0, 2)),
        ],
      },
      horsePiece(500),
      { id: 'elephant', symbol: 'B', sanAliases: ['E'], value: 300, moves: [elephantMoves()] },
      palacePiece('advisor', 'A', 300),
      {
        id: 'chariot',
        symbol: 'R',
        san: 'R',
        value: 1300,
        moves: [rider(0, 1), ...lineSteps(1), ...lineSteps(2)],
      },
      {
        id: 'cannon',
        symbol: 'C',
        value: 700,
        victims: ['soldier', 'horse', 'elephant', 'advisor', 'chariot', 'general'],
        moves: [
          { ...rider(0, 1), kind: 'hop', hop: 'cannon', hurdleExcept: ['cannon'] },
          ...DIAGONALS.map(
            (v): MoveAtom => ({
              kind: 'hop',
              hop: 'cannon',
              vectors: [v],
              range: 1,
              hurdleExcept: ['cannon'],
              fromZone: zoneName(v, 2),
            }),
          ),
        ],
      },
      palacePiece('general', 'K', undefined),
    ],
    zones: { palace: z.box(3, 5, 0, 2), ...zones },
    startFen: 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1',
    pass: true,
    bikjang: true,
    end: {
      checkmate: 'win',
      stalemate: 'win',
      repetition: 3,
      perpetual: 'loss',
      moveCount: 50,
      materialCounting: {
        points: { chariot: 13, cannon: 7, horse: 5, elephant: 3, advisor: 3, soldier: 2 },
        blackBonus: 1,
      },
    },
  }));
}
