/**
 * Whether two variant definitions play the same game: the same legal moves (as UCI text) along random games
 * from the start, and the same perft counts from the start and from positions those games reach. The tests of
 * `fromVariant` use it to hold `complete: true` to what it promises.
 */
import { bySize } from './depth.js';
import { rng } from './rng.js';

/** What `sameGame` needs of a position (`@x/core`'s `Position` has it). */
export interface GamePosition {
  // biome-ignore lint/suspicious/noExplicitAny: any move type of the position's own
  legalMoves(): readonly any[];
  // biome-ignore lint/suspicious/noExplicitAny: any move type of the position's own
  uci(move: any): string;
  play(move: string): unknown;
  clone(): GamePosition;
}

/** How positions are made and counted: `@x/core`'s `Position.fromFen` and `perft`. */
export interface GameRules<D> {
  readonly start: (definition: D) => GamePosition;
  readonly perft: (position: GamePosition, depth: number) => number;
}

/** How much `sameGame` plays and counts. */
export interface SameGameBudget {
  /** Random games played from the start. */
  readonly games: number;
  /** Plies per game at most. */
  readonly plies: number;
  /** Perft depth from the start and from the end of each game (counted only while under `nodes`). */
  readonly depth: number;
  /** Perft nodes at most per position: a deeper count is skipped once a shallower one exceeds this. */
  readonly nodes: number;
}

/** The budget of the `fromVariant` property tests: one short game by default, six long ones with perft 3 deep. */
export const FROM_VARIANT_BUDGET: SameGameBudget = bySize(
  { games: 1, plies: 16, depth: 2, nodes: 1_500 },
  { games: 6, plies: 80, depth: 3, nodes: 150_000 },
);

const sortedMoves = (p: GamePosition) =>
  p
    .legalMoves()
    .map((m: unknown) => p.uci(m))
    .sort();

function perftDifference<D>(
  rules: GameRules<D>,
  a: GamePosition,
  b: GamePosition,
  budget: SameGameBudget,
): string | undefined {
  for (let d = 1; d <= budget.depth; d++) {
    const x = rules.perft(a, d);
    const y = rules.perft(b, d);
    if (x !== y) return `perft ${d}: ${y} against ${x}`;
    if (x > budget.nodes) return undefined;
  }
  return undefined;
}

/**
 * The first difference between `expected` and `actual` (undefined when none is found): a start position that
 * does not load, a position where their legal moves differ, or a perft count that differs. Deterministic for a
 * seed.
 */
export function sameGame<D extends { readonly startFen: string }>(
  rules: GameRules<D>,
  expected: D,
  actual: D,
  budget: SameGameBudget,
  seed = 1,
): string | undefined {
  const a = rules.start(expected);
  let b: GamePosition;
  try {
    b = rules.start(actual);
  } catch (error) {
    return `the start position does not load: ${(error as Error).message}`;
  }
  const start = perftDifference(rules, a, b, budget);
  if (start) return `from the start, ${start}`;
  const random = rng(seed);
  for (let g = 0; g < budget.games; g++) {
    const x = a.clone();
    const y = b.clone();
    const played: string[] = [];
    for (let ply = 0; ply < budget.plies; ply++) {
      const xs = sortedMoves(x);
      const ys = sortedMoves(y);
      if (xs.join() !== ys.join())
        return `after ${played.join(' ') || 'the start'}: moves ${ys.join(' ')} against ${xs.join(' ')}`;
      if (xs.length === 0) break;
      const move = xs[Math.floor(random() * xs.length)]!;
      x.play(move);
      y.play(move);
      played.push(move);
    }
    const end = perftDifference(rules, x, y, budget);
    if (end) return `after ${played.join(' ')}, ${end}`;
  }
  return undefined;
}
