/**
 * Perft of the naive reference generators (`alice-reference.ts`, `boards-alice-reference.ts`, `crab-reference.ts`,
 * `benedict-reference.ts`, `conversion-reference.ts`): one tree walk over each reference's own states and moves.
 */

/**
 * The leaf nodes `depth` plies from `start` (1 at depth 0), the last ply counted by the length of its move list:
 * `legal` gives a state's legal moves, `play` the state after one of them.
 */
export function referencePerft<S, M>(
  start: S,
  depth: number,
  legal: (state: S) => readonly M[],
  play: (state: S, move: M) => S,
): number {
  const walk = (state: S, d: number): number => {
    const moves = legal(state);
    if (d === 1) return moves.length;
    let n = 0;
    for (const m of moves) n += walk(play(state, m), d - 1);
    return n;
  };
  return depth === 0 ? 1 : walk(start, depth);
}
